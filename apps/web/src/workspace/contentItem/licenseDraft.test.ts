import { LICENSE_RECORDS } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import { licenseDraftOf, licenseInfoOfDraft } from './licenseDraft.ts';

describe('licence draft', () => {
  it('round-trips none, every record, and a custom text or link', () => {
    expect(licenseInfoOfDraft(licenseDraftOf(''))).toBe('');
    for (const record of LICENSE_RECORDS) {
      const info = licenseInfoOfDraft({ choice: record.type, text: '', url: '' }) as string;
      expect(licenseDraftOf(info)).toEqual({ choice: record.type, text: '', url: '' });
    }
    const custom = { choice: 'custom', text: 'City open licence', url: 'https://riverside.example/licence' };
    expect(licenseDraftOf(licenseInfoOfDraft(custom) as string)).toEqual(custom);
    expect(licenseDraftOf('Credit the city')).toEqual({ choice: 'custom', text: 'Credit the city', url: '' });
  });

  it('refuses a custom address that is not http(s)', () => {
    expect(licenseInfoOfDraft({ choice: 'custom', text: 'x', url: 'javascript:alert(1)' })).toEqual({
      problem: 'urlNotHttp',
    });
  });
});
