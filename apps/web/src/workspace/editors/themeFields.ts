import type { SiteTheme } from '@plaza/core';

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
