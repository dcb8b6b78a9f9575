import type { FeedCatalog, FeedItem } from './feedModel.ts';
import { xmlText } from './xmlText.ts';

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
      `<title>${xmlText(view.title)}</title>`,
      `<link>${xmlText(landingPage)}</link>`,
      `<description>${xmlText(view.summary || view.descriptionText || view.title)}</description>`,
      `<guid isPermaLink="true">${xmlText(landingPage)}</guid>`,
      `<pubDate>${new Date(view.dates.updated.epoch).toUTCString()}</pubDate>`,
      ...view.tags.map((tag) => `<category>${xmlText(tag)}</category>`),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlText(catalog.title)}</title>`,
    `<link>${xmlText(catalog.homepage)}</link>`,
    `<description>${xmlText(catalog.description || catalog.title)}</description>`,
    `<language>${xmlText(catalog.language)}</language>`,
    `<lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xmlText(catalog.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
