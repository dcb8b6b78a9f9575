import type { SiteTheme } from '@plaza/core';
import { readSafeColor, readSafeFontFamily } from './safeCss.ts';

/** CSS custom properties of a site's theme, set on the site's root element. */
export type ThemeStyle = Readonly<Record<`--${string}`, string>>;

/** Spec 1 §3 default theme. */
const DEFAULTS = {
  headerBackground: '#ffffff',
  headerText: '#595959',
  bodyBackground: '#ffffff',
  bodyText: '#595959',
  link: '#0079c1',
  buttonBackground: '#0079c1',
  buttonText: '#ffffff',
} as const;

/**
 * The bundled families a theme font resolves to (no font is fetched from anywhere else): Avenir Next, the default,
 * is not free to ship, so the closest open face stands in for it. Arabic pages put Noto Sans Arabic first in CSS (only
 * there, so an English page never downloads it for the language picker's «العربية»).
 */
const BUNDLED: Readonly<Record<string, string>> = {
  'avenir next': '"Nunito Sans Variable"',
  'nunito sans': '"Nunito Sans Variable"',
};
const FALLBACK_STACK = '"Nunito Sans Variable", system-ui, sans-serif';

/**
 * The theme as CSS variables: colours validated (a bad one falls back to the default), fonts mapped to bundled files.
 *
 * @example
 * themeStyle(site.theme)['--site-header-bg']; // "#0b3d4a"
 */
export function themeStyle(theme: SiteTheme | undefined): ThemeStyle {
  const color = (value: unknown, fallback: string): string => readSafeColor(value) ?? fallback;
  return {
    '--site-header-bg': color(theme?.header.background, DEFAULTS.headerBackground),
    '--site-header-text': color(theme?.header.text, DEFAULTS.headerText),
    '--site-body-bg': color(theme?.body.background, DEFAULTS.bodyBackground),
    '--site-body-text': color(theme?.body.text, DEFAULTS.bodyText),
    '--site-link': color(theme?.body.link, DEFAULTS.link),
    '--site-button-bg': color(theme?.button.background, DEFAULTS.buttonBackground),
    '--site-button-text': color(theme?.button.text, DEFAULTS.buttonText),
    '--site-font-base': fontStack(theme?.fonts.base.family),
    '--site-font-heading': fontStack(theme?.fonts.heading.family),
  };
}

function fontStack(family: unknown): string {
  const name = typeof family === 'string' ? family.trim().toLowerCase() : '';
  const bundled = BUNDLED[name];
  if (bundled) return `${bundled}, system-ui, sans-serif`;
  const safe = readSafeFontFamily(family);
  return safe ? `${safe}, ${FALLBACK_STACK}` : FALLBACK_STACK;
}
