import { escapeXml } from '@plaza/core';
import type { FeedEvent } from './feedEvents.ts';
import type { FeedItem } from './feedModel.ts';

/** The sitemaps.org limit of URLs in one sitemap. */
export const SITEMAP_URL_LIMIT = 50_000;

/** A page of the site itself (home, pages, search). */
export interface SitemapPage {
  readonly loc: string;
  readonly lastmod?: number;
}

/**
 * The site's sitemap (sitemaps.org 0.9; ADR 0126, 0240): its own pages, then every public item's page, then every
 * public event's page, each with its last change (W3C datetime), at most {@link SITEMAP_URL_LIMIT} URLs.
 *
 * @example
 * const xml = sitemap([{ loc: 'https://data.example.org/' }], items, events);
 */
export function sitemap(
  pages: readonly SitemapPage[],
  items: readonly FeedItem[],
  events: readonly FeedEvent[] = [],
): string {
  const urls: SitemapPage[] = [
    ...pages,
    ...items.map(({ view, landingPage }) => ({ loc: landingPage, lastmod: view.dates.updated.epoch })),
    ...events.map((event) => ({ loc: event.landingPage, lastmod: event.updated })),
  ].slice(0, SITEMAP_URL_LIMIT);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (url) =>
        `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${new Date(url.lastmod).toISOString()}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The site's robots.txt: everything public may be crawled but the workspace, the sign-in pages and the services
 * (the feeds excepted); the sitemap is named.
 *
 * @example
 * robotsTxt('https://data.example.org'); // "User-agent: *\nAllow: /\n…Sitemap: https://data.example.org/sitemap.xml\n"
 */
export function robotsTxt(origin: string, basePath = ''): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${basePath}/workspace`,
    `Disallow: ${basePath}/auth/`,
    'Disallow: /sharing/',
    'Allow: /api/feed/',
    'Disallow: /api/',
    `Sitemap: ${origin}${basePath}/sitemap.xml`,
    '',
  ].join('\n');
}
