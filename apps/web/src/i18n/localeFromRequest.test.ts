import { describe, expect, it } from 'vitest';
import { localeCookie, localeFromRequest } from './localeFromRequest.ts';

const req = (url: string, headers: Record<string, string> = {}) => new Request(`http://localhost${url}`, { headers });

describe('localeFromRequest', () => {
  it('prefers ?lang, then the cookie, then Accept-Language', () => {
    expect(localeFromRequest(req('/?lang=ar', { cookie: 'plaza_locale=en', 'accept-language': 'en' }))).toEqual({
      locale: 'ar',
      chosen: true,
    });
    expect(localeFromRequest(req('/', { cookie: 'a=1; plaza_locale=ar', 'accept-language': 'en' }))).toEqual({
      locale: 'ar',
      chosen: false,
    });
    expect(localeFromRequest(req('/', { 'accept-language': 'kl-GL,ar;q=0.7' })).locale).toBe('ar');
  });

  it('ignores a ?lang that is not available', () => {
    expect(localeFromRequest(req('/?lang=xx', { 'accept-language': 'ar' }))).toEqual({ locale: 'ar', chosen: false });
    expect(localeFromRequest(req('/?lang=xx', { 'accept-language': 'en' }))).toEqual({ locale: 'en', chosen: false });
  });

  it('reads a cookie that does not decode as no choice, not a failure (issue 40)', () => {
    expect(localeFromRequest(req('/', { cookie: 'plaza_locale=%', 'accept-language': 'ar' }))).toEqual({
      locale: 'ar',
      chosen: false,
    });
  });

  it('remembers the choice for a year', () => {
    expect(localeCookie('ar')).toBe('plaza_locale=ar; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
