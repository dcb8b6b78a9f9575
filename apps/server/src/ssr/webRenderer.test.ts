import { describe, expect, it } from 'vitest';
import { deploymentHead } from './webRenderer.ts';

describe('deploymentHead', () => {
  it('names the configured basemap style in a meta tag, escaped', () => {
    expect(deploymentHead({ basemapStyle: 'https://tiles.example.org/style.json?key=a&b="c"' })).toBe(
      '<meta name="plaza-basemap-style" content="https://tiles.example.org/style.json?key=a&amp;b=&quot;c&quot;">',
    );
  });

  it('adds nothing for the built-in basemap', () => {
    expect(deploymentHead({ basemapStyle: undefined })).toBe('');
  });
});
