import { escapeXml } from '@plaza/core';
import type { FeedEvent } from './feedEvents.ts';
import type { FeedCatalog, FeedItem } from './feedModel.ts';

/** The latest items in the RSS feed (readers show the newest; the catalogues list everything). */
export const RSS_ITEM_LIMIT = 100;

/**
 * The site's newest public items and events as RSS 2.0 (ADR 0126, 0240): the channel (title, link, description,
 * language, build date, its own address as `atom:link`) and an item each (title, link, description, guid, date,
 * categories from tags; an event's category is "Event"), newest change first.
 *
 * @example
 * const xml = rss(catalog, items, new Date(), events);
 */
export function rss(
  catalog: FeedCatalog,
  items: readonly FeedItem[],
  now: Date,
  events: readonly FeedEvent[] = [],
): string {
  const entries = [
    ...items.map(({ view, landingPage }) => ({
      title: view.title,
      link: landingPage,
      description: view.summary || view.descriptionText || view.title,
      updated: view.dates.updated.epoch,
      categories: view.tags,
    })),
    ...events.map((event) => ({
      title: event.title,
      link: event.landingPage,
      description: event.summary || event.title,
      updated: event.updated,
      categories: ['Event'],
    })),
  ]
    .sort((a, b) => b.updated - a.updated)
    .slice(0, RSS_ITEM_LIMIT)
    .map((entry) =>
      [
        '<item>',
        `<title>${escapeXml(entry.title)}</title>`,
        `<link>${escapeXml(entry.link)}</link>`,
        `<description>${escapeXml(entry.description)}</description>`,
        `<guid isPermaLink="true">${escapeXml(entry.link)}</guid>`,
        `<pubDate>${new Date(entry.updated).toUTCString()}</pubDate>`,
        ...entry.categories.map((tag) => `<category>${escapeXml(tag)}</category>`),
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
