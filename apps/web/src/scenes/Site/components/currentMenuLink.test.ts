import { describe, expect, it } from 'vitest';
import { currentMenuLink } from './currentMenuLink.ts';

const links = ['/search', '/search?collection=project', '/pages/riverside::parks-and-trails'];

describe('currentMenuLink', () => {
  it('picks the most specific link the location satisfies', () => {
    expect(currentMenuLink(links, '/search', '?collection=project&q=x')).toBe('/search?collection=project');
    expect(currentMenuLink(links, '/search', '?q=x')).toBe('/search');
    expect(currentMenuLink(links, '/pages/riverside%3A%3Aparks-and-trails', '')).toBe(
      '/pages/riverside::parks-and-trails',
    );
  });

  it('finds none elsewhere', () => {
    expect(currentMenuLink(links, '/datasets/x', '')).toBeUndefined();
    expect(currentMenuLink(['https://example.org/'], '/', '')).toBeUndefined();
  });
});
