import { describe, expect, it } from 'vitest';
import { withSiteLinks } from '../layout/withSiteLinks.ts';
import { hashTarget } from '../scenes/EnterpriseSites/EnterpriseSitesEntry.tsx';
import { isExternalHref, siteHref } from './siteHref.ts';

describe('site links', () => {
  it('prefix site-relative links with the base path and leave others alone', () => {
    expect(siteHref('', '/search')).toBe('/search');
    expect(siteHref('/apps/sites/data', '/')).toBe('/apps/sites/data/');
    expect(siteHref('/apps/sites/data', '/search?q=x')).toBe('/apps/sites/data/search?q=x');
    expect(siteHref('/apps/sites/data', '//evil.example/x')).toBe('//evil.example/x');
    expect(siteHref('/apps/sites/data', 'https://example.org/')).toBe('https://example.org/');
    expect(isExternalHref('mailto:a@b.c')).toBe(true);
    expect(isExternalHref('/search')).toBe(false);
  });

  it('rewrites root-relative links of sanitised HTML only', () => {
    expect(
      withSiteLinks('<a href="/search">a</a> <a href="//x.org/">b</a> <a href="https://x.org/">c</a>', '/apps/sites/d'),
    ).toBe('<a href="/apps/sites/d/search">a</a> <a href="//x.org/">b</a> <a href="https://x.org/">c</a>');
    expect(withSiteLinks('<a href="/x">a</a>', '')).toBe('<a href="/x">a</a>');
  });

  it('reads the enterprise hash form', () => {
    expect(hashTarget('#/data')).toBe('data');
    expect(hashTarget('#/data/pages/riverside::about')).toBe('data/pages/riverside::about');
    expect(hashTarget('')).toBeUndefined();
    expect(hashTarget('#/../x')).toBeUndefined();
  });
});
