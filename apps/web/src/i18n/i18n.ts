import i18next, { type i18n, type Resource } from 'i18next';
import en from './locales/en.json';
import { DEFAULT_LOCALE } from './localeRegistry.ts';

export type Messages = typeof en;

// English ships in the main bundle (it is the fallback); every other locale is a lazy chunk.
const lazyMessages = import.meta.glob<Messages>(['./locales/*.json', '!./locales/en.json'], { import: 'default' });

/** Loads the messages of a locale (English is always at hand). */
export async function loadMessages(locale: string): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return en;
  const load = lazyMessages[`./locales/${locale}.json`];
  return load ? load() : en;
}

/**
 * A fresh i18next instance for one request (server) or the page (browser), initialised
 * synchronously with the messages already loaded.
 */
export function createI18n(locale: string, messages: Messages): i18n {
  const resources: Resource = { [DEFAULT_LOCALE]: { translation: en } };
  if (locale !== DEFAULT_LOCALE) resources[locale] = { translation: messages };
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
