import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { isHttpsRequest } from '../../http/requestProtocol.ts';
import { getCookie, setCookie } from 'hono/cookie';
import { newSecret } from '../../auth/tokenSecret.ts';

const COOKIE = 'plaza_csrf';
const PATH = '/sharing/rest/oauth2';

/**
 * A double-submit CSRF token for the sign-in form: the same random value in an HttpOnly,
 * SameSite=Strict cookie and in a hidden field. Another site can make a browser post the form
 * but can neither read nor set the cookie, so the two cannot match.
 */
export function issueCsrfToken(c: Context<AppEnv>): string {
  const existing = getCookie(c, COOKIE);
  const token = existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : newSecret();
  setCookie(c, COOKIE, token, { httpOnly: true, sameSite: 'Strict', path: PATH, secure: isHttpsRequest(c) });
  return token;
}

/** True when the form's token equals the cookie's. */
export function checkCsrfToken(c: Context, formToken: string | undefined): boolean {
  const cookie = getCookie(c, COOKIE);
  if (!cookie || !formToken) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(formToken);
  return a.length === b.length && timingSafeEqual(a, b);
}
