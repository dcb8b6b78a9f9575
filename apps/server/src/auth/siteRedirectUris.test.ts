import { describe, expect, it } from 'vitest';
import { isSiteCallbackUri } from './siteRedirectUris.ts';

describe('isSiteCallbackUri', () => {
  const base = 'localhost:3000';

  it.each([
    'http://parks-riverside.localhost:3000/auth/callback',
    'https://parks-riverside.localhost:3000/auth/callback',
    'http://a.localhost:3000/auth/callback',
    `http://${'a'.repeat(63)}.localhost:3000/auth/callback`,
  ])('accepts the callback of a site host one label below the base domain: %s', (uri) => {
    expect(isSiteCallbackUri(uri, base)).toBe(true);
  });

  it.each([
    ['another host', 'http://evil.example/auth/callback'],
    ['the base domain as a suffix of another name', 'http://x.evillocalhost:3000/auth/callback'],
    ['two labels below the base domain', 'http://a.b.localhost:3000/auth/callback'],
    ['another port', 'http://parks-riverside.localhost:3001/auth/callback'],
    ['another path', 'http://parks-riverside.localhost:3000/auth/callback/x'],
    ['a trailing slash', 'http://parks-riverside.localhost:3000/auth/callback/'],
    ['a query', 'http://parks-riverside.localhost:3000/auth/callback?x=1'],
    ['a fragment', 'http://parks-riverside.localhost:3000/auth/callback#x'],
    ['upper case', 'http://Parks-riverside.localhost:3000/auth/callback'],
    ['a label ending in a hyphen', 'http://parks-.localhost:3000/auth/callback'],
    ['a label longer than 63 characters', `http://${'a'.repeat(64)}.localhost:3000/auth/callback`],
    ['credentials in the authority', 'http://user@parks.localhost:3000/auth/callback'],
    ['another scheme', 'ftp://parks.localhost:3000/auth/callback'],
  ])('refuses %s', (_what, uri) => {
    expect(isSiteCallbackUri(uri, base)).toBe(false);
  });

  it('treats the dots of the base domain literally', () => {
    expect(isSiteCallbackUri('http://parks.plazaXexample.org/auth/callback', 'plaza.example.org')).toBe(false);
    expect(isSiteCallbackUri('http://parks.plaza.example.org/auth/callback', 'plaza.example.org')).toBe(true);
  });
});
