import { describe, expect, it } from 'vitest';
import { safeReturnUrl, toRouterPath } from './safeReturnUrl.ts';

const origin = 'http://parks-riverside.localhost:3000';

describe('safeReturnUrl', () => {
  it.each([
    ['/pages/about?x=1#top', `${origin}/pages/about?x=1#top`],
    [`${origin}/search?q=parks`, `${origin}/search?q=parks`],
    ['/', `${origin}/`],
  ])('keeps a page of this origin: %s', (candidate, expected) => {
    expect(safeReturnUrl(candidate, origin)).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['an empty string', ''],
    ['another origin', 'https://evil.example/steal'],
    ['a protocol-relative address', '//evil.example/steal'],
    ['another port of the same host', 'http://parks-riverside.localhost:3001/'],
    ['a script URL', 'javascript:alert(1)'],
    ['the callback, which would loop', '/auth/callback?code=x'],
    ['the sign-in page', '/auth/signin'],
  ])('sends %s home', (_what, candidate) => {
    expect(safeReturnUrl(candidate, origin)).toBe(`${origin}/`);
  });

  it('keeps pages whose name only starts like auth', () => {
    expect(safeReturnUrl('/authors', origin)).toBe(`${origin}/authors`);
  });
});

describe('toRouterPath', () => {
  it('drops the origin and keeps query and hash', () => {
    expect(toRouterPath(`${origin}/search?q=x#r`)).toBe('/search?q=x#r');
  });
});
