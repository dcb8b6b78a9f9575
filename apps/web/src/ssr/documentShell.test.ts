import { describe, expect, it } from 'vitest';
import { documentShell, FORMATS_ELEMENT_ID } from './documentShell.ts';
import { readRecordedFormats } from '../format/intlFormats.ts';

const parts = {
  lang: 'en',
  dir: 'ltr' as const,
  title: 'Street Trees',
  description: 'Trees',
  appHtml: '<main>1,234</main>',
  scripts: ['/assets/entry.js'],
  styles: ['/assets/entry.css'],
  preloads: ['/assets/site.js'],
  headHtml: '',
};

describe('documentShell', () => {
  it('sends the formats the server recorded as a data block the browser reads back', () => {
    const formats = { 'n|en|{}|1234': '1,234', 'd|en|{}|0': '</script><script>alert(1)</script>' };
    const html = documentShell({ ...parts, formats });
    const block = new RegExp(`<script type="application/json" id="${FORMATS_ELEMENT_ID}">(.*?)</script>`).exec(html);
    expect(documentShell({ ...parts, formats, nonce: 'abc' })).toContain(`id="${FORMATS_ELEMENT_ID}" nonce="abc">`);
    expect(block?.[1]).toBeDefined();
    // No string in it can end the element: every `<` is escaped, and the text parses back to the same record.
    expect(block![1]).not.toContain('<');
    expect(readRecordedFormats(block![1])).toEqual(formats);
  });

  it('writes no data block when nothing was formatted', () => {
    expect(documentShell({ ...parts, formats: {} })).not.toContain(FORMATS_ELEMENT_ID);
    expect(documentShell(parts)).not.toContain(FORMATS_ELEMENT_ID);
  });

  it('starts the modules from one inline script under the nonce, with no module tag or preload the browser fetches at once', () => {
    const html = documentShell({ ...parts, nonce: 'abc', preloads: ['/assets/site.js', '/assets/x</script>.js'] });
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload" href');
    const inline = /<script nonce="abc">(.*?)<\/script>/.exec(html)?.[1];
    expect(inline).toContain('"/assets/entry.js"');
    expect(inline).toContain('"/assets/site.js"');
    // A URL cannot end the element, and Zod is made jitless before any module runs.
    expect(inline).toContain('\\u003c/script>.js');
    expect(inline).toContain('globalThis.__zod_globalConfig=');
    expect(inline).toContain("getEntriesByName('first-contentful-paint')");
  });

  it('writes no start script for a page without modules', () => {
    expect(documentShell({ ...parts, scripts: [], preloads: [] })).not.toContain('<script');
  });

  it('marks a visitor who already made their privacy choice before anything paints', () => {
    const inline = /<script>(.*?)<\/script>/.exec(documentShell(parts))?.[1] ?? '';
    expect(inline).toMatch(/^try\{if\(localStorage\.getItem\("PLAZA_PRIVACY_SETTINGS"\)\)/);
    expect(inline).toContain("setAttribute('data-consent-chosen','')");
  });
});
