import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml.ts';

describe('comments (spec 3 §5 "Comments are allowed")', () => {
  it('keeps a comment in the rich profiles, and none in links-only or text', () => {
    expect(sanitizeHtml('a<!-- note -->b', 'itemDescription')).toBe('a<!-- note -->b');
    expect(sanitizeHtml('a<!-- note -->b', 'itemDescriptionStrict')).toBe('a<!-- note -->b');
    expect(sanitizeHtml('a<!-- note -->b', 'richTextCard')).toBe('a<!-- note -->b');
    expect(sanitizeHtml('a<!-- note -->b', 'linksOnly')).toBe('ab');
    expect(sanitizeHtml('a<!-- note -->b', 'noHtml')).toBe('ab');
  });

  it('makes what a comment says inert: it cannot close early, hold markup or hide the page', () => {
    // `--!>` ends a comment, as in a browser: what follows is markup, sanitised as any.
    expect(sanitizeHtml('<p>a<!-- x --!> <img src=x onerror=alert(1)> -->b</p>', 'itemDescription')).toBe(
      '<p>a<!-- x --> <img src="x"> --&gt;b</p>',
    );
    expect(sanitizeHtml('<!-- <a href="javascript:x"> -- y -->', 'itemDescription')).toBe(
      '<!-- a hrefjavascript:x - y -->',
    );
    // Never closed: not kept, and what it would hide is gone (a browser hides it too), never left open in a page.
    expect(sanitizeHtml('a<!-- b <b>c</b>', 'itemDescription')).toBe('a');
    expect(sanitizeHtml('<!---->x<!-->y', 'itemDescription')).toBe('<!---->x<!---->y');
  });

  it('is stable: sanitising the output again changes nothing, and a forged marker is only text', () => {
    const once = sanitizeHtml('a<!-- one -- two -->b\uE0000\uE001', 'itemDescription');
    expect(sanitizeHtml(once, 'itemDescription')).toBe(once);
    expect(once).toBe('a<!-- one - two -->b0');
  });
});
