import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_URIS, parseRedirectUris } from './parseRedirectUris.ts';

const ok = 'http://data.riverside.test:3000/auth/callback';

describe('parseRedirectUris', () => {
  it('accepts 1–10 absolute http(s) URLs, kept as given, duplicates once', () => {
    expect(parseRedirectUris(JSON.stringify([ok, 'https://x.example/cb?a=1', ok]))).toEqual({
      ok: true,
      uris: [ok, 'https://x.example/cb?a=1'],
    });
    const ten = Array.from({ length: MAX_REDIRECT_URIS }, (_, i) => `https://s${i}.example/cb`);
    expect(parseRedirectUris(JSON.stringify(ten)).ok).toBe(true);
  });

  it.each([
    ['missing', undefined, 'missing'],
    ['empty', ' ', 'missing'],
    ['not JSON', '[http://x', 'notJson'],
    ['a string', JSON.stringify(ok), 'notArray'],
    ['an object', '{"a":1}', 'notArray'],
    ['no entries', '[]', 'count'],
    ['11 entries', JSON.stringify(Array.from({ length: 11 }, (_, i) => `https://s${i}.example/cb`)), 'count'],
    ['a number', '[1]', 'invalidUri'],
    ['javascript:', '["javascript:alert(1)"]', 'invalidUri'],
    ['data:', '["data:text/html,x"]', 'invalidUri'],
    ['relative', '["/auth/callback"]', 'invalidUri'],
    ['a fragment', JSON.stringify([`${ok}#x`]), 'invalidUri'],
    ['an empty fragment', JSON.stringify([`${ok}#`]), 'invalidUri'],
    ['user info', '["https://me:pw@x.example/cb"]', 'invalidUri'],
    ['white space', '[" https://x.example/cb"]', 'invalidUri'],
    ['a tab inside', '["https://x.exa\\tmple/cb"]', 'invalidUri'],
    ['too long', JSON.stringify([`https://x.example/${'a'.repeat(2048)}`]), 'invalidUri'],
  ])('refuses %s', (_, raw, code) => {
    const result = parseRedirectUris(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });
});
