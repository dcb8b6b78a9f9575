import { escapeXml } from '@plaza/core';
import type { FeedCatalog, FeedItem } from './feedModel.ts';

/** The latest items in the RSS feed (readers show the newest; the catalogues list everything). */
export const RSS_ITEM_LIMIT = 100;

/**
 * The site's newest public items as RSS 2.0 (ADR 0126): the channel (title, link, description, language, build date,
 * its own address as `atom:link`) and an item each (title, link, description, guid, date, categories from tags).
 *
 * @example
 * const xml = rss(catalog, items, new Date());
 */
export function rss(catalog: FeedCatalog, items: readonly FeedItem[], now: Date): string {
  const newest = [...items]
    .sort((a, b) => b.view.dates.updated.epoch - a.view.dates.updated.epoch)
    .slice(0, RSS_ITEM_LIMIT);
  const entries = newest.map(({ view, landingPage }) =>
    [
      '<item>',
      `<title>${escapeXml(view.title)}</title>`,
      `<link>${escapeXml(landingPage)}</link>`,
      `<description>${escapeXml(view.summary || view.descriptionText || view.title)}</description>`,
      `<guid isPermaLink="true">${escapeXml(landingPage)}</guid>`,
      `<pubDate>${new Date(view.dates.updated.epoch).toUTCString()}</pubDate>`,
      ...view.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(catalog.title)}</title>`,
    `<link>${escapeXml(catalog.homepage)}</link>`,
    `<description>${escapeXml(catalog.description || catalog.title)}</description>`,
    `<language>${escapeXml(catalog.language)}</language>`,
    `<lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${escapeXml(catalog.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
