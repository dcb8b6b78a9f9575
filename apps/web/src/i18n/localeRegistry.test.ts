import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AVAILABLE_LOCALES, directionOf, LOCALES, pickLocale } from './localeRegistry.ts';

const localesDir = path.join(import.meta.dirname, 'locales');
const read = (code: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(localesDir, `${code}.json`), 'utf8')) as Record<string, unknown>;

function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the locale registry', () => {
  const english = keysOf(read('en')).sort();

  it('has a messages file for every locale it lists, and no other', () => {
    const files = fs
      .readdirSync(localesDir)
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual(LOCALES.map((l) => l.code).sort());
    expect(LOCALES.length).toBeGreaterThanOrEqual(36);
  });

  it.each(AVAILABLE_LOCALES.map((l) => l.code))('%s is complete: every English key is translated', (code) => {
    expect(keysOf(read(code)).sort()).toEqual(english);
  });

  it.each(LOCALES.map((l) => l.code))('%s has no key that English lacks', (code) => {
    expect(keysOf(read(code)).filter((key) => !english.includes(key))).toEqual([]);
  });

  it('writes Arabic and Hebrew right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
  });

  it('picks the first available preference, by full tag then by language', () => {
    expect(pickLocale(['fr-CA', 'ar-EG;q=0.8', 'en;q=0.5'])).toBe('ar');
    expect(pickLocale(['EN-gb'])).toBe('en');
    expect(pickLocale(['de', 'ja'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });
});
