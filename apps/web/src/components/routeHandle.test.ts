import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { descriptionFromMatches, headFromMatches, titleFromMatches, type RouteHandle } from './routeHandle.ts';

const t = i18next.t.bind(i18next);
const site: RouteHandle = {
  title: ({ data }) => (data as { title: string }).title,
  head: () => '<meta name="a" content="b">',
};
const page: RouteHandle = { title: ({ data }) => (data as { title: string }).title, description: () => 'About trees' };

describe('route handles', () => {
  it('titles a page "page | site", and the home by the site alone', () => {
    const matches = [
      { handle: site, loaderData: { title: 'Riverside Open Data' } },
      { handle: page, loaderData: { title: 'Street Trees' } },
    ];
    expect(titleFromMatches(matches, t)).toBe('Street Trees | Riverside Open Data');
    expect(titleFromMatches([{ handle: site, loaderData: { title: 'Riverside Open Data' } }], t)).toBe(
      'Riverside Open Data',
    );
    expect(titleFromMatches([], t)).toBe('Plaza');
  });

  it('skips routes whose loader failed unless they name themselves', () => {
    const notFound: RouteHandle = { title: () => 'Page not found', static: true };
    const matches = [
      { handle: site, loaderData: { title: 'Riverside Open Data' } },
      { handle: page, loaderData: undefined },
      { handle: notFound, loaderData: undefined },
    ];
    expect(titleFromMatches(matches, t)).toBe('Page not found | Riverside Open Data');
  });

  it('collects descriptions and head markup', () => {
    const matches = [
      { handle: site, loaderData: { title: 'x' } },
      { handle: page, loaderData: { title: 'y' } },
    ];
    expect(descriptionFromMatches(matches, t)).toBe('About trees');
    expect(headFromMatches(matches, t)).toBe('<meta name="a" content="b">');
  });
});
