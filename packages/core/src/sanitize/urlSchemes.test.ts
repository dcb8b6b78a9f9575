import { describe, expect, it } from 'vitest';
import { ESRI_DEFAULTS } from './esriHtmlTokenizer.ts';
import { RICH_LINK_SCHEMES, URL_SCHEMES } from './urlSchemes.ts';

describe('URL_SCHEMES', () => {
  it("is exactly the ArcGIS sanitizer's allowed protocols, in lower case", () => {
    expect([...URL_SCHEMES]).toEqual(ESRI_DEFAULTS.protocols.map((s) => s.toLowerCase()));
  });

  it('lets rich text link to ftp as well', () => {
    expect(RICH_LINK_SCHEMES).toEqual([...URL_SCHEMES, 'ftp']);
  });
});
