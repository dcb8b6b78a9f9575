import { describe, expect, it } from 'vitest';
import { configuredBasemapStyle } from './configuredBasemap.ts';

const docWith = (content: string | undefined) =>
  ({
    querySelector: () => (content === undefined ? null : { content }),
  }) as unknown as Pick<Document, 'querySelector'>;

describe('configuredBasemapStyle', () => {
  it("reads the deployment's style from the page", () => {
    expect(configuredBasemapStyle(docWith('https://tiles.example.org/style.json'))).toBe(
      'https://tiles.example.org/style.json',
    );
  });

  it('falls back to the built-in basemap for anything that is not an http(s) URL', () => {
    expect(configuredBasemapStyle(docWith(undefined))).toBeUndefined();
    expect(configuredBasemapStyle(docWith(''))).toBeUndefined();
    expect(configuredBasemapStyle(docWith('javascript:alert(1)'))).toBeUndefined();
    expect(configuredBasemapStyle(docWith('not a url'))).toBeUndefined();
  });
});
