import type { SiteTheme } from '@plaza/core';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrastRatio.ts';

/** One colour of a site theme the editor offers. */
export interface ThemeField {
  readonly key:
    'headerBackground' | 'headerText' | 'bodyBackground' | 'bodyText' | 'bodyLink' | 'buttonBackground' | 'buttonText';
  readonly read: (theme: SiteTheme) => string;
  readonly write: (theme: SiteTheme, value: string) => SiteTheme;
  /** The colour this one is read against, for the contrast check. */
  readonly against?: ThemeField['key'];
}

/**
 * The theme colours of spec 1 §3 (header, body, link, button), each with the colour it must contrast with.
 *
 * @example
 * THEME_FIELDS.find((field) => field.key === 'bodyLink')?.read(site.theme); // "#0079c1"
 */
export const THEME_FIELDS: readonly ThemeField[] = Object.freeze([
  {
    key: 'headerBackground',
    read: (theme) => theme.header.background,
    write: (theme, value) => ({ ...theme, header: { ...theme.header, background: value } }),
  },
  {
    key: 'headerText',
    read: (theme) => theme.header.text,
    write: (theme, value) => ({ ...theme, header: { ...theme.header, text: value } }),
    against: 'headerBackground',
  },
  {
    key: 'bodyBackground',
    read: (theme) => theme.body.background,
    write: (theme, value) => ({ ...theme, body: { ...theme.body, background: value } }),
  },
  {
    key: 'bodyText',
    read: (theme) => theme.body.text,
    write: (theme, value) => ({ ...theme, body: { ...theme.body, text: value } }),
    against: 'bodyBackground',
  },
  {
    key: 'bodyLink',
    read: (theme) => theme.body.link,
    write: (theme, value) => ({ ...theme, body: { ...theme.body, link: value } }),
    against: 'bodyBackground',
  },
  {
    key: 'buttonBackground',
    read: (theme) => theme.button.background,
    write: (theme, value) => ({ ...theme, button: { ...theme.button, background: value } }),
  },
  {
    key: 'buttonText',
    read: (theme) => theme.button.text,
    write: (theme, value) => ({ ...theme, button: { ...theme.button, text: value } }),
    against: 'buttonBackground',
  },
]);

/** A colour that does not contrast enough with the one it is read against. */
export interface ContrastProblem {
  readonly key: ThemeField['key'];
  readonly against: ThemeField['key'];
  readonly ratio: number;
}

/**
 * The theme's colour pairs below WCAG 2.2 AA for text (4.5:1): such a theme is not saved (issue 13).
 *
 * @example
 * themeContrastProblems(theme); // [{ key: 'headerText', against: 'headerBackground', ratio: 1.4 }]
 */
export function themeContrastProblems(theme: SiteTheme): readonly ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const field of THEME_FIELDS) {
    if (!field.against) continue;
    const against = THEME_FIELDS.find((other) => other.key === field.against)!;
    const ratio = contrastRatio(field.read(theme), against.read(theme));
    if (ratio !== undefined && ratio < MIN_TEXT_CONTRAST)
      problems.push({ key: field.key, against: against.key, ratio });
  }
  return problems;
}
