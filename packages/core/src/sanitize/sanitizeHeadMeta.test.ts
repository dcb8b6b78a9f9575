import { describe, expect, it } from 'vitest';
import { classifyMetaKey } from './metaAllowList.ts';
import { sanitizeHeadMeta } from './sanitizeHeadMeta.ts';

describe('sanitizeHeadMeta', () => {
  it('keeps allowed meta tags, one per line, rewritten', () => {
    const head = [
      '<head><title>T</title><meta charset="utf-8">',
      '<META NAME="Description" CONTENT="Parks &amp; trails" data-x="1">',
      '<meta property="og:title" content="Riverside">',
      '<meta name="google-site-verification" content="abc123">',
      '<meta name="DC.title" content="Riverside">',
      '<meta name="geo.region" content="US-CA"> some text</head>',
    ].join('\n');
    expect(sanitizeHeadMeta(head)).toBe(
      [
        '<meta name="Description" content="Parks &amp; trails">',
        '<meta property="og:title" content="Riverside">',
        '<meta name="google-site-verification" content="abc123">',
        '<meta name="DC.title" content="Riverside">',
        '<meta name="geo.region" content="US-CA">',
      ].join('\n'),
    );
  });

  it.each([
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<meta http-equiv="Set-Cookie" content="a=b">',
    '<meta name="description" http-equiv="refresh" content="0;url=https://evil">',
    '<meta charset="UTF-7">',
    '<meta name="viewport" content="width=device-width">',
    '<meta name="referrer" content="unsafe-url">',
    '<meta name="description">',
    '<meta content="orphan">',
    '<meta name="keywords" content="javascript:alert(1)">',
    '<meta property="og:image" content="javascript:alert(1)">',
    '<meta property="og:image" content="/relative.png">',
    '<script>document.write("<meta name=description content=x>")</script>',
    '<style>meta{}</style><link rel="stylesheet" href="x.css"><base href="https://evil/">',
    '<noscript><meta name="description" content="hidden"></noscript>',
  ])('drops %j', (input) => {
    expect(sanitizeHeadMeta(input)).toBe('');
  });

  it('checks URL-valued keys and upgrades http on request', () => {
    expect(
      sanitizeHeadMeta('<meta property="og:image" content="http://example.org/a.png">', { upgradeHttp: true }),
    ).toBe('<meta property="og:image" content="https://example.org/a.png">');
    expect(sanitizeHeadMeta('<meta name="twitter:image" content="https://example.org/a.png">')).toBe(
      '<meta name="twitter:image" content="https://example.org/a.png">',
    );
  });

  it('classifies keys', () => {
    expect(classifyMetaKey('og:url')).toBe('url');
    expect(classifyMetaKey('og:image:secure_url')).toBe('url');
    expect(classifyMetaKey('og:title')).toBe('text');
    expect(classifyMetaKey('robots')).toBe('text');
    expect(classifyMetaKey('viewport')).toBeUndefined();
    expect(classifyMetaKey('og:"x')).toBeUndefined();
  });
});
