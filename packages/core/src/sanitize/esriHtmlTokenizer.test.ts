import { describe, expect, it } from 'vitest';
import { ESRI_DEFAULTS, tokenizeHtml } from './esriHtmlTokenizer.ts';

describe('tokenizeHtml', () => {
  it('runs without a DOM (server-side rendering)', () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const tags: string[] = [];
    const out = tokenizeHtml('a<b title="x>y">c</b><!-- gone -->d', {
      tag: (raw) => {
        tags.push(raw);
        return '|';
      },
      text: (text) => text,
    });
    expect(tags).toEqual(['<b title="x>y">', '</b>']);
    expect(out).toBe('a|c|d');
  });

  it('calls the handlers of the call under way: a call made inside a handler, and the ones after, get their own', () => {
    const outer = tokenizeHtml('<i>x</i>y', {
      tag: (raw) => `[${tokenizeHtml(`<u>${raw.length}</u>`, { tag: () => '', text: (t) => (t ? `n${t}` : '') })}]`,
      text: (text) => text.toUpperCase(),
    });
    expect(outer).toBe('[n3]X[n4]Y');
    expect(tokenizeHtml('<b>z</b>', { tag: () => '*', text: (t) => t })).toBe('*z*');
  });
});

describe('ESRI_DEFAULTS', () => {
  it('reads the library allow-lists, frozen', () => {
    expect(ESRI_DEFAULTS.tags.a).toEqual(['href', 'style', 'target']);
    expect(ESRI_DEFAULTS.protocols).toEqual(expect.arrayContaining(['https', 'mailto', 'arcgis-survey123']));
    expect(ESRI_DEFAULTS.cssProperties).toContain('color');
    expect(Object.isFrozen(ESRI_DEFAULTS.tags)).toBe(true);
    expect(Object.isFrozen(ESRI_DEFAULTS.tags.a)).toBe(true);
  });
});
