import { describe, expect, it } from 'vitest';
import { readContacts } from './contacts.ts';

describe('contacts', () => {
  it('keeps named or reachable contacts, and an email only when it is one', () => {
    expect(
      readContacts([
        { name: ' Ana Ruiz ', role: 'Urban forester', email: 'ana@city.example', phone: '555-0100' },
        { name: 'Ben', email: 'javascript:alert(1)' },
        { role: 'nobody' },
        'junk',
      ]),
    ).toEqual([
      { name: 'Ana Ruiz', role: 'Urban forester', email: 'ana@city.example', phone: '555-0100' },
      { name: 'Ben', role: '', email: '', phone: '' },
    ]);
    expect(readContacts(undefined)).toEqual([]);
  });
});
