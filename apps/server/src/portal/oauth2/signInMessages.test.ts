import { describe, expect, it } from 'vitest';
import { pickSignInLocale, SIGN_IN_MESSAGES } from './signInMessages.ts';

describe('the sign-in page speaks the languages the web app offers', () => {
  it('picks the locale parameter, then Accept-Language, then English', () => {
    expect(pickSignInLocale('he-IL', 'en')).toBe('he');
    expect(pickSignInLocale(undefined, 'de-DE,fr-CA;q=0.8')).toBe('fr');
    expect(pickSignInLocale('zh', undefined)).toBe('zh-CN');
    expect(pickSignInLocale('zh_CN', undefined)).toBe('zh-CN');
    // Traditional Chinese is not answered in Simplified Chinese.
    expect(pickSignInLocale('zh-TW', 'zh-HK')).toBe('en');
    expect(pickSignInLocale(undefined, 'de')).toBe('en');
  });

  it('writes Hebrew and Arabic right to left, and every locale says each message', () => {
    expect(SIGN_IN_MESSAGES.he.dir).toBe('rtl');
    expect(SIGN_IN_MESSAGES.ar.dir).toBe('rtl');
    expect(SIGN_IN_MESSAGES.fr.dir).toBe('ltr');
    for (const messages of Object.values(SIGN_IN_MESSAGES)) {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(SIGN_IN_MESSAGES.en).sort());
      expect(messages.tooManyAttempts(5)).toMatch(/5/);
      expect(messages.heading('Plaza')).toContain('Plaza');
    }
  });
});
