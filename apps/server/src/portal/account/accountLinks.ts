import type { SignInLocale } from '../oauth2/signInMessages.ts';
import { accountMessages } from './accountMessages.ts';

/** Where the sign-in form is, with its OAuth parameters: the account pages' way back. */
export const AUTHORIZE_PATH = '/sharing/rest/oauth2/authorize';

/**
 * The sign-in page's "Forgot your password?" (when the deployment sends e-mail) and "Create an account" (when the
 * organisation also takes sign-ups), each carrying the sign-in form's address so the person comes back to it.
 *
 * @example
 * accountLinks('en', request.hidden, { mailOn: true, selfSignUp: false }); // { forgot: { href, text } }
 */
export function accountLinks(
  locale: SignInLocale,
  hidden: Readonly<Record<string, string>>,
  options: { readonly mailOn: boolean; readonly selfSignUp: boolean },
): { forgot?: { href: string; text: string }; signUp?: { href: string; text: string } } {
  if (!options.mailOn) return {};
  const back = `${AUTHORIZE_PATH}?${new URLSearchParams(hidden).toString()}`;
  const query = new URLSearchParams({ locale, return: back }).toString();
  const m = accountMessages(locale);
  return {
    forgot: { href: `/sharing/rest/oauth2/forgot?${query}`, text: m.forgotLink },
    ...(options.selfSignUp ? { signUp: { href: `/sharing/rest/oauth2/signup?${query}`, text: m.signUpLink } } : {}),
  };
}

/**
 * The sign-in form to go back to: a `return` parameter only when it is this portal's sign-in form (never another
 * address: no open redirect), else undefined.
 *
 * @example
 * safeReturn('/sharing/rest/oauth2/authorize?client_id=x'); // the same
 */
export function safeReturn(value: string | undefined): string | undefined {
  if (!value || !value.startsWith(`${AUTHORIZE_PATH}?`) || /[\r\n\\]/.test(value)) return undefined;
  return value;
}
