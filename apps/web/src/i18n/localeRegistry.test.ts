import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AVAILABLE_LOCALES, directionOf, LOCALES, pickLocale, PUBLIC_NAMESPACES } from './localeRegistry.ts';

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

function valuesOf(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      value && typeof value === 'object'
        ? Object.entries(valuesOf(value as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, String(value)]],
    ),
  );
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
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

  const complete = LOCALES.filter((l) => l.status === 'complete').map((l) => l.code);
  it.each(complete)('%s is complete: every English key is translated', (code) => {
    expect(keysOf(read(code)).sort()).toEqual(english);
  });

  const isPublic = (key: string) => PUBLIC_NAMESPACES.includes(key.split('.')[0]!);
  const publicLocales = LOCALES.filter((l) => l.status === 'public').map((l) => l.code);
  const offered = AVAILABLE_LOCALES.map((l) => l.code).filter((code) => code !== 'en');
  it.each(offered)('%s translates every key of the public pages', (code) => {
    expect(keysOf(read(code)).filter(isPublic).sort()).toEqual(english.filter(isPublic));
  });

  it('offers every complete and public locale, and no scaffolded one; every locale is complete (issue 23)', () => {
    expect(AVAILABLE_LOCALES.map((l) => l.code).sort()).toEqual([...complete, ...publicLocales].sort());
    expect(LOCALES.filter((l) => l.status === 'scaffolded')).toEqual([]);
    expect(LOCALES.filter((l) => l.status !== 'complete').map((l) => l.code)).toEqual([]);
  });

  // Where a language's "zero" category holds other numbers (Latvian: 10–20, 30, …), i18next shows the `_zero` form for
  // them too: it must say the number wherever the message's other forms do.
  const zeroHoldsOthers = LOCALES.map((l) => l.code).filter((code) => new Intl.PluralRules(code).select(11) === 'zero');
  it.each(zeroHoldsOthers)('%s says the number in each zero form that stands for more numbers than 0', (code) => {
    const values = valuesOf(read(code));
    const silent = Object.entries(values).filter(
      ([key, text]) =>
        key.endsWith('_zero') &&
        values[key.replace(/_zero$/, '_other')]?.includes('{{count}}') &&
        !text.includes('{{count}}'),
    );
    expect(silent).toEqual([]);
  });

  // A translation adds no placeholder, and keeps every one of a message that is not a plural form. A plural form may
  // spell its number out (Arabic's dual "نتيجتان" for "{{formatted}} results"), and may use any placeholder of its
  // message's English forms: a language's categories are not English's (Latvian's "zero" form also says 10–20).
  it.each(LOCALES.map((l) => l.code))('%s keeps the placeholders of each English message', (code) => {
    const englishValues = valuesOf(read('en'));
    const PLURAL = /_(zero|one|two|few|many|other)$/;
    const ofEveryForm = (key: string) =>
      new Set(
        Object.entries(englishValues)
          .filter(([other]) => other.replace(PLURAL, '') === key.replace(PLURAL, '') && PLURAL.test(other))
          .flatMap(([, text]) => [...placeholders(text)]),
      );
    const wrong = Object.entries(valuesOf(read(code))).filter(([key, text]) => {
      const plural = PLURAL.test(key);
      const want = plural ? ofEveryForm(key) : placeholders(englishValues[key] ?? '');
      const got = placeholders(text);
      return [...got].some((name) => !want.has(name)) || (!plural && [...want].some((name) => !got.has(name)));
    });
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('holds the public code to the public namespaces (a key outside them would show in English)', () => {
    const src = path.join(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      if (file.includes(`${path.sep}workspace${path.sep}`) || /\.test\.tsx?$/.test(file)) continue;
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*['`]([A-Za-z]+)\./g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((namespace) => !PUBLIC_NAMESPACES.includes(namespace))).toEqual([]);
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
    expect(pickLocale(['kl-GL', 'ar-EG;q=0.8', 'en;q=0.5'])).toBe('ar');
    expect(pickLocale(['fr-CA', 'ar-EG;q=0.8'])).toBe('fr');
    expect(pickLocale(['zh', 'en'])).toBe('zh-CN');
    expect(pickLocale(['zh-TW', 'en'])).toBe('zh-TW');
    expect(pickLocale(['zh-Hant-HK'])).toBe('zh-HK');
    expect(pickLocale(['EN-gb'])).toBe('en');
    expect(pickLocale(['de-AT', 'ja'])).toBe('de');
    expect(pickLocale(['pt-BR'])).toBe('pt-BR');
    expect(pickLocale(['kl', 'tlh'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });
});
