import { describe, expect, it } from 'vitest';
import { sanitizeUrl, type SanitizeUrlOptions } from './sanitizeUrl.ts';
import { RICH_LINK_SCHEMES, URL_SCHEMES } from './urlSchemes.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('sanitizeUrl', () => {
  const kept: readonly (readonly [string, string, SanitizeUrlOptions?])[] = [
    ['https://example.org/a?b=1#c', 'https://example.org/a?b=1#c'],
    ['http://example.org', 'http://example.org'],
    ['http://example.org', 'https://example.org', { upgradeHttp: true }],
    ['HTTP://EXAMPLE.ORG', 'https://EXAMPLE.ORG', { upgradeHttp: true }],
    ['mailto:info@example.org', 'mailto:info@example.org'],
    ['tel:+1-555-0100', 'tel:+1-555-0100'],
    ['arcgis-survey123://?itemID=1', 'arcgis-survey123://?itemID=1'],
    ['arcgis-collector://', 'arcgis-collector://'],
    ['/datasets/abc', '/datasets/abc'],
    ['./a', './a'],
    ['../a', '../a'],
    ['?page=2', '?page=2'],
    ['#intro', '#intro'],
    ['/', '/'],
    ['images/a.png', 'images/a.png'],
    ['www.example.org', 'https://www.example.org'],
    ['example.org/data?x=1', 'https://example.org/data?x=1'],
    ['//example.org/x', 'https://example.org/x'],
    ['/\\example.org/x', 'https://example.org/x'],
    ['\\\\example.org', 'https://example.org'],
    ['  https://example.org  ', 'https://example.org'],
    ['https://a.org/a b"c<d>', 'https://a.org/a%20b%22c%3Cd%3E'],
    ["https://a.org/it's", 'https://a.org/it%27s'],
    [PNG, PNG, { allowDataImage: true }],
    ['data:image/jpeg;base64, /9j/4AAQ ', 'data:image/jpeg;base64,/9j/4AAQ', { allowDataImage: true }],
  ];
  for (const [input, expected, options] of kept) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      expect(sanitizeUrl(input, options)).toBe(expected);
    });
  }

  const dropped: readonly (readonly [string, SanitizeUrlOptions?])[] = [
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' \n javascript:alert(1)'],
    ['jav\tascript:alert(1)'],
    ['jav\rascript:alert(1)'],
    ['java\0script:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['livescript:[code]'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    [PNG],
    ['data:image/svg+xml;base64,PHN2Zz4=', { allowDataImage: true }],
    ['data:image/png,<svg onload=alert(1)>', { allowDataImage: true }],
    ['file:///etc/passwd'],
    ['ftp://ftp.example.org/f'],
    ['localhost:8080/x'],
    // A browser reads `example.org:` as a scheme too, so a host with a port needs its protocol written.
    ['example.org:8443/x'],
    ['java\u200bscript:alert(1)'],
    ['tel:javascript:alert(1)'],
    ['https://example.org/?next=javascript:alert(1)'],
    ['/login?returnTo=JavaScript:alert(1)'],
    ['onmouseover="alert(1)"'],
    ['https://example.org', { schemes: ['mailto'] }],
    ['/x', { allowRelative: false }],
    ['//example.org', { addMissingProtocol: false }],
    [''],
    ['   '],
  ];
  for (const [input, options] of dropped) {
    it(`drops ${JSON.stringify(input)}${options === undefined ? '' : ` with ${JSON.stringify(options)}`}`, () => {
      expect(sanitizeUrl(input, options)).toBe('');
    });
  }

  it('keeps a dotted name relative when asked not to add a protocol', () => {
    expect(sanitizeUrl('example.org/x', { addMissingProtocol: false })).toBe('example.org/x');
    expect(sanitizeUrl('example.org/x', { addMissingProtocol: false, allowRelative: false })).toBe('');
  });

  it('accepts ftp where the scheme list has it (spec 3 §5)', () => {
    expect(sanitizeUrl('ftp://ftp.example.org/f', { schemes: RICH_LINK_SCHEMES })).toBe('ftp://ftp.example.org/f');
  });

  it('lists http, https, mailto, tel and mobile-app schemes, frozen', () => {
    expect(URL_SCHEMES).toEqual(expect.arrayContaining(['http', 'https', 'mailto', 'tel', 'arcgis-survey123']));
    expect(URL_SCHEMES).not.toContain('javascript');
    expect(URL_SCHEMES).not.toContain('data');
    expect(Object.isFrozen(URL_SCHEMES)).toBe(true);
  });
});
