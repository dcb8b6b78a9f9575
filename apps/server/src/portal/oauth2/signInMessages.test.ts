import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pickSignInLocale, SIGN_IN_MESSAGES } from './signInMessages.ts';

describe('the sign-in page speaks the languages the web app offers', () => {
  it('picks the locale parameter, then Accept-Language, then English', () => {
    expect(pickSignInLocale('he-IL', 'en')).toBe('he');
    expect(pickSignInLocale(undefined, 'kl-GL,fr-CA;q=0.8')).toBe('fr');
    expect(pickSignInLocale('zh', undefined)).toBe('zh-CN');
    expect(pickSignInLocale('zh_CN', undefined)).toBe('zh-CN');
    // Chinese by script: Traditional is never answered in Simplified.
    expect(pickSignInLocale('zh-Hant', 'zh-HK')).toBe('zh-TW');
    expect(pickSignInLocale(undefined, 'zh-MO,en;q=0.5')).toBe('zh-HK');
    expect(pickSignInLocale(undefined, 'de-AT')).toBe('de');
    expect(pickSignInLocale(undefined, 'kl-GL, tlh')).toBe('en');
  });

  it('speaks every language the web app offers', () => {
    const webLocales = fs
      .readdirSync(new URL('../../../../web/src/i18n/locales/', import.meta.url))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    expect(Object.keys(SIGN_IN_MESSAGES).sort()).toEqual(webLocales);
  });

  it('says the minutes in the plural forms of each language', () => {
    expect(SIGN_IN_MESSAGES.en.tooManyAttempts(1)).toBe('Too many failed attempts. Try again in 1 minute.');
    expect(SIGN_IN_MESSAGES.en.tooManyAttempts(15)).toBe('Too many failed attempts. Try again in 15 minutes.');
    expect(SIGN_IN_MESSAGES.ru.tooManyAttempts(3)).toContain('3 минуты');
    expect(SIGN_IN_MESSAGES.ru.tooManyAttempts(15)).toContain('15 минут.');
    expect(SIGN_IN_MESSAGES.pl.tooManyAttempts(22)).toContain('22 minuty');
    expect(SIGN_IN_MESSAGES.ar.tooManyAttempts(2)).toContain('دقيقتين');
    expect(SIGN_IN_MESSAGES.ja.tooManyAttempts(15)).toContain('15 分後');
  });

  it('writes Hebrew and Arabic right to left, and every locale says each message', () => {
    expect(SIGN_IN_MESSAGES.he.dir).toBe('rtl');
    expect(SIGN_IN_MESSAGES.ar.dir).toBe('rtl');
    expect(SIGN_IN_MESSAGES.fr.dir).toBe('ltr');
    for (const messages of Object.values(SIGN_IN_MESSAGES)) {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(SIGN_IN_MESSAGES.en).sort());
      expect(messages.tooManyAttempts(5)).toMatch(/5/);
      expect(messages.heading('Plaza')).toContain('Plaza');
      expect(messages.intro('Riverside')).toContain('Riverside');
      expect(JSON.stringify(messages)).not.toMatch(/\{(app|org|minutes)\}/);
      for (const text of Object.values(messages)) if (typeof text === 'string') expect(text.trim()).not.toBe('');
    }
  });
});
