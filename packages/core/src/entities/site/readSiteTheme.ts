import { isRecord } from '../common/mutableItemModel.ts';
import type { SiteTheme } from './site.ts';
import { siteDefaultTheme } from './siteDefaults.ts';

/**
 * A stored site theme as the entity holds it: every stored part and member is kept (a logo, a global nav, ...);
 * a part Plaza's theme type needs (header, body, button, fonts) and the stored one lacks, or lacks members of, is
 * filled from the default theme (spec 1 §3 "Default theme"). A theme that is not an object reads as the default.
 *
 * @example
 * readSiteTheme({ body: { link: '#b00' } }).body; // { background: '#ffffff', text: '#595959', link: '#b00' }
 */
export function readSiteTheme(value: unknown): SiteTheme {
  const defaults = siteDefaultTheme();
  if (!isRecord(value)) return defaults;
  const theme: Record<string, unknown> = { ...value };
  for (const part of ['header', 'body', 'button'] as const) {
    const stored = isRecord(value[part]) ? value[part] : {};
    theme[part] = { ...defaults[part], ...withStrings(stored) };
  }
  const fonts = isRecord(value.fonts) ? value.fonts : {};
  theme.fonts = {
    ...fonts,
    base: { ...defaults.fonts.base, ...withStrings(isRecord(fonts.base) ? fonts.base : {}) },
    heading: { ...defaults.fonts.heading, ...withStrings(isRecord(fonts.heading) ? fonts.heading : {}) },
  };
  return theme as SiteTheme;
}

/** The members of a stored part, without those whose string value is missing (a default fills them). */
function withStrings(part: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(part).filter(([, v]) => v !== undefined && v !== null));
}
