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

const ltr = (code: string, nativeName: string): LocaleInfo => ({ code, nativeName, dir: 'ltr', status: 'public' });

export const LOCALES: readonly LocaleInfo[] = Object.freeze([
  { code: 'en', nativeName: 'English', dir: 'ltr', status: 'complete' },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl', status: 'complete' },
  { code: 'he', nativeName: 'עברית', dir: 'rtl', status: 'complete' },
  { ...ltr('bg', 'Български'), status: 'complete' },
  { ...ltr('bs', 'Bosanski'), status: 'complete' },
  { ...ltr('ca', 'Català'), status: 'complete' },
  { ...ltr('cs', 'Čeština'), status: 'complete' },
  { ...ltr('da', 'Dansk'), status: 'complete' },
  { ...ltr('de', 'Deutsch'), status: 'complete' },
  { ...ltr('el', 'Ελληνικά'), status: 'complete' },
  { ...ltr('es', 'Español'), status: 'complete' },
  { ...ltr('et', 'Eesti'), status: 'complete' },
  { ...ltr('fi', 'Suomi'), status: 'complete' },
  { ...ltr('fr', 'Français'), status: 'complete' },
  { ...ltr('hr', 'Hrvatski'), status: 'complete' },
  { ...ltr('hu', 'Magyar'), status: 'complete' },
  { ...ltr('id', 'Bahasa Indonesia'), status: 'complete' },
  { ...ltr('it', 'Italiano'), status: 'complete' },
  { ...ltr('ja', '日本語'), status: 'complete' },
  { ...ltr('ko', '한국어'), status: 'complete' },
  { ...ltr('lt', 'Lietuvių'), status: 'complete' },
  { ...ltr('lv', 'Latviešu'), status: 'complete' },
  { ...ltr('nb', 'Norsk bokmål'), status: 'complete' },
  { ...ltr('nl', 'Nederlands'), status: 'complete' },
  { ...ltr('pl', 'Polski'), status: 'complete' },
  { ...ltr('pt-BR', 'Português (Brasil)'), status: 'complete' },
  { ...ltr('pt-PT', 'Português (Portugal)'), status: 'complete' },
  { ...ltr('ro', 'Română'), status: 'complete' },
  { ...ltr('ru', 'Русский'), status: 'complete' },
  { ...ltr('sk', 'Slovenčina'), status: 'complete' },
  { ...ltr('sl', 'Slovenščina'), status: 'complete' },
  { ...ltr('sr', 'Srpski'), status: 'complete' },
  { ...ltr('sv', 'Svenska'), status: 'complete' },
  { ...ltr('th', 'ไทย'), status: 'complete' },
  { ...ltr('tr', 'Türkçe'), status: 'complete' },
  { ...ltr('uk', 'Українська'), status: 'complete' },
  { ...ltr('vi', 'Tiếng Việt'), status: 'complete' },
  { ...ltr('zh-CN', '简体中文'), status: 'complete' },
  { ...ltr('zh-HK', '繁體中文（香港）'), status: 'complete' },
  { ...ltr('zh-TW', '繁體中文（台灣）'), status: 'complete' },
]);

/** Locales a visitor can choose: complete ones, and those whose public pages are complete. */
export const AVAILABLE_LOCALES: readonly LocaleInfo[] = LOCALES.filter((l) => l.status !== 'scaffolded');

/**
 * The message namespaces the public pages use (everything outside the workspace): a `public` locale translates every
 * key under them. `localeRegistry.test.ts` holds the public code to this list.
 */
export const PUBLIC_NAMESPACES: readonly string[] = Object.freeze([
  'app',
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
  return matchLocale(
    preference,
    AVAILABLE_LOCALES.map((l) => l.code),
  );
}

/** Text direction of a locale code. */
export function directionOf(code: string): 'ltr' | 'rtl' {
  return LOCALES.find((l) => l.code === code)?.dir ?? 'ltr';
}
