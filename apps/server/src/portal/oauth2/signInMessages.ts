import { matchLocale } from '@plaza/core';
import LOCALES from './signInLocales.json' with { type: 'json' };

/** Locales of the portal's own sign-in page: the web app's offered ones (ADR 0179, 0181). */
export type SignInLocale = keyof typeof LOCALES;

export interface SignInMessages {
  readonly dir: 'ltr' | 'rtl';
  readonly title: string;
  readonly heading: (appName: string) => string;
  readonly intro: (orgName: string) => string;
  /** Around the host the person is sent back to (shown isolated, `<bdi>`, so it reads right in both directions). */
  readonly returnTo: { readonly before: string; readonly after: string };
  /** Before the name of the site the person signs in from. */
  readonly fromSite: string;
  readonly username: string;
  readonly password: string;
  readonly submit: string;
  readonly cancel: string;
  /** "Sign in with {provider}": an OpenID Connect provider's button (ADR 0211). */
  readonly socialSignIn: (provider: string) => string;
  readonly errorHeading: string;
  readonly invalidCredentials: string;
  readonly sessionExpired: string;
  readonly missingFields: string;
  readonly tooManyAttempts: (minutes: number) => string;
  readonly invalidRequestHeading: string;
  readonly unknownClient: string;
  readonly invalidRedirect: string;
  readonly signedOut: string;
}

/** A locale's texts as stored: `{app}`, `{org}` and `{minutes}` stand for values; the attempts message has a form per plural category. */
interface StoredMessages extends Omit<
  SignInMessages,
  'dir' | 'heading' | 'intro' | 'tooManyAttempts' | 'socialSignIn'
> {
  readonly dir: string;
  readonly socialSignIn: string;
  readonly heading: string;
  readonly intro: string;
  readonly tooManyAttempts: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };
}

function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

function messagesOf(locale: string, stored: StoredMessages): SignInMessages {
  const plural = new Intl.PluralRules(locale);
  return {
    ...stored,
    dir: stored.dir === 'rtl' ? 'rtl' : 'ltr',
    heading: (app) => fill(stored.heading, { app }),
    intro: (org) => fill(stored.intro, { org }),
    socialSignIn: (provider) => fill(stored.socialSignIn, { provider }),
    tooManyAttempts: (minutes) =>
      fill(stored.tooManyAttempts[plural.select(minutes)] ?? stored.tooManyAttempts.other, { minutes }),
  };
}

export const SIGN_IN_MESSAGES: Readonly<Record<SignInLocale, SignInMessages>> = Object.fromEntries(
  Object.entries(LOCALES as Record<string, StoredMessages>).map(([locale, stored]) => [
    locale,
    messagesOf(locale, stored),
  ]),
) as Record<SignInLocale, SignInMessages>;

const CODES = Object.keys(LOCALES);

/**
 * The page locale: the `locale` parameter when one of them fits it, else the first `Accept-Language` entry that fits,
 * else English — matched as the web app matches (core's `matchLocale`: Chinese by script, never across it).
 */
export function pickSignInLocale(locale: string | undefined, acceptLanguage: string | undefined): SignInLocale {
  for (const candidate of [locale ?? '', ...(acceptLanguage ?? '').split(',')]) {
    const match = matchLocale(candidate, CODES);
    if (match) return match as SignInLocale;
  }
  return 'en';
}
