import { matchLocale } from '@plaza/core';

/**
 * The UI locales Plaza knows (spec 3 §9: about 36 languages, Arabic and Hebrew right to left,
 * English default, plus regional variants). A locale is offered to visitors when its translations
 * are complete, or when every string of the public pages is (`public`: the workspace shows English
 * where it has no translation, ADR 0179, 0181); a scaffolded one (a file exists, translators fill it in) is not.
 */
export interface LocaleInfo {
  readonly code: string;
  /** The language's own name for itself, shown in the language picker. */
  readonly nativeName: string;
  readonly dir: 'ltr' | 'rtl';
  readonly status: 'complete' | 'public' | 'scaffolded';
}

/** A complete locale (every locale is, ADR 0181); a language added later spreads in `status: 'public'` or `'scaffolded'`. */
const locale = (code: string, nativeName: string, dir: 'ltr' | 'rtl' = 'ltr'): LocaleInfo => ({
  code,
  nativeName,
  dir,
  status: 'complete',
});

export const LOCALES: readonly LocaleInfo[] = Object.freeze([
  locale('en', 'English'),
  locale('ar', 'العربية', 'rtl'),
  locale('he', 'עברית', 'rtl'),
  locale('bg', 'Български'),
  locale('bs', 'Bosanski'),
  locale('ca', 'Català'),
  locale('cs', 'Čeština'),
  locale('da', 'Dansk'),
  locale('de', 'Deutsch'),
  locale('el', 'Ελληνικά'),
  locale('es', 'Español'),
  locale('et', 'Eesti'),
  locale('fi', 'Suomi'),
  locale('fr', 'Français'),
  locale('hr', 'Hrvatski'),
  locale('hu', 'Magyar'),
  locale('id', 'Bahasa Indonesia'),
  locale('it', 'Italiano'),
  locale('ja', '日本語'),
  locale('ko', '한국어'),
  locale('lt', 'Lietuvių'),
  locale('lv', 'Latviešu'),
  locale('nb', 'Norsk bokmål'),
  locale('nl', 'Nederlands'),
  locale('pl', 'Polski'),
  locale('pt-BR', 'Português (Brasil)'),
  locale('pt-PT', 'Português (Portugal)'),
  locale('ro', 'Română'),
  locale('ru', 'Русский'),
  locale('sk', 'Slovenčina'),
  locale('sl', 'Slovenščina'),
  locale('sr', 'Srpski'),
  locale('sv', 'Svenska'),
  locale('th', 'ไทย'),
  locale('tr', 'Türkçe'),
  locale('uk', 'Українська'),
  locale('vi', 'Tiếng Việt'),
  locale('zh-CN', '简体中文'),
  locale('zh-HK', '繁體中文（香港）'),
  locale('zh-TW', '繁體中文（台灣）'),
]);

/** Locales a visitor can choose: complete ones, and those whose public pages are complete. */
export const AVAILABLE_LOCALES: readonly LocaleInfo[] = LOCALES.filter((l) => l.status !== 'scaffolded');
const AVAILABLE_CODES: readonly string[] = AVAILABLE_LOCALES.map((l) => l.code);

/**
 * The message namespaces the public pages use (everything outside the workspace): a `public` locale translates every
 * key under them. `localeRegistry.test.ts` holds the public code to this list.
 */
export const PUBLIC_NAMESPACES: readonly string[] = Object.freeze([
  'app',
  'serviceStatus',
  'site',
  'search',
  'collections',
  'facets',
  'results',
  'pagination',
  'cards',
  'family',
  'status',
  'content',
  'frequency',
  'group',
  'person',
  'notFound',
  'siteNotFound',
  'enterprise',
  'error',
  'auth',
  'event',
  'dataset',
  'discussion',
  'map',
  'download',
  'notices',
  'follow',
  'statCard',
  'work',
  'chart',
  'consent',
  'survey',
  'itemTypes',
  'activity',
  'personSettings',
  'templateAbout',
  'aboutPages',
  'notifications',
]);

export const DEFAULT_LOCALE = 'en';

/**
 * Picks the best available locale from preferences (`?lang`, the user's setting, a cookie,
 * Accept-Language entries or `navigator.languages`), matching the full tag first, then the language.
 */
export function pickLocale(preferences: readonly string[]): string {
  for (const preference of preferences) {
    const match = findAvailableLocale(preference);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** The available locale a language tag (or an Accept-Language entry) asks for, if any (core's `matchLocale`). */
export function findAvailableLocale(preference: string): string | undefined {
  return matchLocale(preference, AVAILABLE_CODES);
}

/** Text direction of a locale code. */
export function directionOf(code: string): 'ltr' | 'rtl' {
  return LOCALES.find((l) => l.code === code)?.dir ?? 'ltr';
}
