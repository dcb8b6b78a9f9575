import type { NotificationKind } from '../db/notificationTables.ts';
import LOCALES from './mailLocales.json' with { type: 'json' };

/** A locale's e-mail texts as stored: `{name}` stands for a value; the digest subject has a form per plural category. */
interface StoredMailMessages {
  readonly dir: string;
  readonly subject: Readonly<Record<NotificationKind, string>>;
  readonly line: Readonly<Record<NotificationKind, string>>;
  readonly open: string;
  readonly digestSubject: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };
  readonly digestIntro: string;
  readonly why: string;
  readonly unsubscribe: string;
  readonly resetSubject: string;
  readonly resetBody: string;
  readonly resetIgnore: string;
  readonly resetAction: string;
  readonly signupSubject: string;
  readonly signupBody: string;
  readonly signupIgnore: string;
  readonly signupAction: string;
}

const STORED = LOCALES as Readonly<Record<string, StoredMailMessages>>;

/** The locales e-mail is written in. */
export const MAIL_LOCALES: readonly string[] = Object.keys(STORED);

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The e-mail texts of a person's language (their profile's `culture`: the full tag, then the language), English when
 * Plaza has none in it.
 *
 * @example
 * mailMessages('fr-CA').resetSubject; // the French text
 */
export function mailMessages(culture: string | undefined): StoredMailMessages & { readonly locale: string } {
  const tag = (culture ?? '').trim();
  const exact = Object.keys(STORED).find((code) => code.toLowerCase() === tag.toLowerCase());
  const language = Object.keys(STORED).find((code) => code.toLowerCase() === tag.split('-')[0]?.toLowerCase());
  const locale = exact ?? language ?? 'en';
  return { ...STORED[locale]!, locale };
}

/**
 * The digest's subject for a count, in the locale's plural form.
 *
 * @example
 * digestSubject(mailMessages('en'), 3); // "Your daily summary: 3 notifications"
 */
export function digestSubject(messages: ReturnType<typeof mailMessages>, count: number): string {
  const form = new Intl.PluralRules(messages.locale).select(count);
  return fill(messages.digestSubject[form] ?? messages.digestSubject.other, {
    count: new Intl.NumberFormat(messages.locale).format(count),
  });
}
