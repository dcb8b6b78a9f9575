import { describe, expect, it } from 'vitest';
import { digestSubject, fill, MAIL_LOCALES, mailMessages } from './mailMessages.ts';
import { nextDigestAt } from './nextDigestAt.ts';

describe('e-mail texts', () => {
  it('picks the person’s language by full tag, then language, else English', () => {
    expect(mailMessages('fr-CA').locale).toBe('fr');
    expect(mailMessages('AR').locale).toBe('ar');
    expect(mailMessages('kl').locale).toBe('en');
    expect(mailMessages(undefined).locale).toBe('en');
  });

  it('says the digest’s count in each language’s plural forms', () => {
    expect(digestSubject(mailMessages('en'), 1)).toBe('Your daily summary: 1 notification');
    expect(digestSubject(mailMessages('en'), 2)).toBe('Your daily summary: 2 notifications');
    expect(digestSubject(mailMessages('ar'), 2)).toBe('ملخصك اليومي: إشعاران');
    expect(digestSubject(mailMessages('ar'), 5)).toBe('ملخصك اليومي: 5 إشعارات');
  });

  it('every locale says every text with English’s placeholders', () => {
    const en = JSON.stringify(Object.keys(mailMessages('en')).sort());
    for (const code of MAIL_LOCALES) {
      const m = mailMessages(code);
      expect(JSON.stringify(Object.keys(m).sort())).toBe(en);
      expect(fill(m.resetBody, { username: 'ada', minutes: 60 })).not.toMatch(/\{\w+\}/);
      for (const line of Object.values(m.line)) expect(fill(line, { title: 'T', source: 'S' })).not.toMatch(/\{\w+\}/);
    }
  });

  it('sends the digest at the next digest hour, UTC', () => {
    expect(nextDigestAt(Date.UTC(2026, 0, 1, 9), 7)).toBe(Date.UTC(2026, 0, 2, 7));
    expect(nextDigestAt(Date.UTC(2026, 0, 1, 6, 59), 7)).toBe(Date.UTC(2026, 0, 1, 7));
    expect(nextDigestAt(Date.UTC(2026, 0, 1, 7), 7)).toBe(Date.UTC(2026, 0, 2, 7));
  });
});
