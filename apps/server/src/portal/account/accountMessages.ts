import LOCALES from './accountLocales.json' with { type: 'json' };
import { SIGN_IN_MESSAGES, type SignInLocale } from '../oauth2/signInMessages.ts';

/** The texts of the portal's account pages (reset, sign-up, unsubscribe), stored with `{name}` placeholders. */
export type AccountMessages = (typeof LOCALES)['en'];

const STORED = LOCALES as Readonly<Record<string, AccountMessages>>;

/**
 * A locale's account-page texts (every sign-in locale has them; English otherwise) and its direction.
 *
 * @example
 * accountMessages('fr').forgotTitle;
 */
export function accountMessages(locale: SignInLocale): AccountMessages & { readonly dir: 'ltr' | 'rtl' } {
  return { ...(STORED[locale] ?? STORED.en!), dir: SIGN_IN_MESSAGES[locale].dir };
}

/** The locales that have account-page texts. */
export const ACCOUNT_LOCALES: readonly string[] = Object.keys(STORED);

/**
 * Fills `{name}` placeholders.
 *
 * @example
 * fillText('Hello {name}', { name: 'Ada' }); // "Hello Ada"
 */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
