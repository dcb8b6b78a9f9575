import { describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '../oauth2/signInMessages.ts';
import { ACCOUNT_LOCALES, accountMessages, fillText } from './accountMessages.ts';

describe('the account pages speak the sign-in page’s languages', () => {
  it('each locale they have says every message, with the same placeholders as English', () => {
    const en = accountMessages('en');
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const code of ACCOUNT_LOCALES) {
      expect(Object.keys(SIGN_IN_MESSAGES)).toContain(code);
      const messages = accountMessages(code as keyof typeof SIGN_IN_MESSAGES);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(messages)) {
        if (key === 'dir') continue;
        expect(text.trim(), `${code}.${key}`).not.toBe('');
        expect(placeholders(text), `${code}.${key}`).toEqual(placeholders(en[key as keyof typeof en]));
      }
    }
  });

  it('writes Arabic right to left, and falls back to English where it has no translation', () => {
    expect(accountMessages('ar').dir).toBe('rtl');
    expect(accountMessages('ar').forgotTitle).toBe('إعادة تعيين كلمة المرور');
    expect(accountMessages('ja').forgotTitle).toBe('Reset your password');
    expect(accountMessages('ja').dir).toBe('ltr');
    expect(fillText(accountMessages('en').resetIntro, { username: 'ada' })).toBe(
      'Choose a new password for the account ada.',
    );
  });
});
