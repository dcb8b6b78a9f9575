import { describe, expect, it } from 'vitest';
import type { SiteTheme } from '@plaza/core';
import { themeContrastProblems } from './themeFields.ts';

const readable: SiteTheme = {
  header: { background: '#ffffff', text: '#1f2937' },
  body: { background: '#ffffff', text: '#111827', link: '#0b5cad' },
  button: { background: '#0b5cad', text: '#ffffff' },
} as SiteTheme;

describe('themeContrastProblems', () => {
  it('finds nothing in a readable theme', () => {
    expect(themeContrastProblems(readable)).toEqual([]);
  });

  it('names each pair under 4.5:1 with its ratio', () => {
    const theme = { ...readable, header: { background: '#ffffff', text: '#dddddd' } } as SiteTheme;
    const problems = themeContrastProblems(theme);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ key: 'headerText', against: 'headerBackground' });
    expect(problems[0]!.ratio).toBeCloseTo(1.36, 1);
  });
});
