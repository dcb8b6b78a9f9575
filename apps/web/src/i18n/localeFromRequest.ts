import { findAvailableLocale, pickLocale } from './localeRegistry.ts';

export const LOCALE_COOKIE = 'plaza_locale';

/**
 * The locale of a page request: `?lang=` first (and then remembered in a cookie), then the
 * cookie, then Accept-Language. `chosen` tells whether `?lang=` named an available locale.
 */
export function localeFromRequest(request: Request): { locale: string; chosen: boolean } {
  const requested = findAvailableLocale(new URL(request.url).searchParams.get('lang') ?? '');
  if (requested) return { locale: requested, chosen: true };
  const cookie = readCookie(request.headers.get('cookie') ?? '', LOCALE_COOKIE) ?? '';
  const acceptLanguage = (request.headers.get('accept-language') ?? '').split(',');
  return { locale: pickLocale([cookie, ...acceptLanguage]), chosen: false };
}

/** The Set-Cookie value that remembers a chosen locale for a year. */
export function localeCookie(locale: string): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** A cookie's value; one that does not decode (`plaza_locale=%`) is no choice at all, not a failed page (issue 40). */
function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
