import { fetchEntity } from '@plaza/core';
import { portalUrlFor } from '../api/portalUrl.ts';
import { loadSite } from '../site/loadSite.ts';
import { siteHref } from '../site/siteHref.ts';
import { dcatAp3 } from './dcatAp3.ts';
import { dcatUs3 } from './dcatUs3.ts';
import { loadFeedEvents } from './feedEvents.ts';
import { loadFeedItems } from './feedItems.ts';
import type { FeedCatalog } from './feedModel.ts';
import { rss, RSS_ITEM_LIMIT } from './rss.ts';
import { robotsTxt, sitemap } from './sitemap.ts';

/** The feeds a site serves, by path, with the key of the site's `feeds` setting that turns each off. */
const FEEDS = {
  '/api/feed/v1/dcat-us/3.0': { key: 'dcatUS3', type: 'application/json; charset=utf-8' },
  '/api/feed/v1/dcat-ap/3.0': { key: 'dcatAP3', type: 'application/ld+json; charset=utf-8' },
  '/api/feed/v1/rss': { key: 'rss', type: 'application/rss+xml; charset=utf-8' },
  '/sitemap.xml': { key: 'sitemap', type: 'application/xml; charset=utf-8' },
  '/robots.txt': { key: 'robots', type: 'text/plain; charset=utf-8' },
} as const;
type FeedPath = keyof typeof FEEDS;

/** At most this many events in the sitemap. */
const FEED_EVENT_LIMIT = 1000;

const FEED_PATH =
  /^(\/apps\/sites\/[^/]+)?(\/api\/feed\/v1\/dcat-us\/3\.0|\/api\/feed\/v1\/dcat-ap\/3\.0|\/api\/feed\/v1\/rss|\/sitemap\.xml|\/robots\.txt)$/;

/** A feed for five minutes in any cache; a refusal only until asked again (a feed switched back on shows at once). */
function answer(body: string, type: string, status = 200): Response {
  const cache = status === 200 ? 'public, max-age=300' : 'no-cache';
  return new Response(body, {
    status,
    headers: { 'content-type': type, 'cache-control': cache, 'x-content-type-options': 'nosniff' },
  });
}

/**
 * A site's feeds (issue 17, ADR 0126), or undefined when the request is for something else: DCAT-US 3.0
 * (`/api/feed/v1/dcat-us/3.0`), DCAT-AP 3.0 JSON-LD (`/api/feed/v1/dcat-ap/3.0`), RSS 2.0 (`/api/feed/v1/rss`),
 * `/sitemap.xml` and `/robots.txt` — on the site's own host or under its enterprise path. Each lists exactly the
 * public items of the site's catalog (read anonymously). A feed the site's `feeds` setting turns off
 * (`feeds.rss: false`) is not found.
 *
 * @example
 * const feed = await renderFeed(request, { portalUrl }); if (feed) return feed;
 */
export async function renderFeed(request: Request, context: unknown): Promise<Response | undefined> {
  const url = new URL(request.url);
  const match = FEED_PATH.exec(url.pathname);
  if (!match || request.method !== 'GET') return undefined;
  const path = match[2] as FeedPath;
  const feed = FEEDS[path];
  const loaded = await loadSite(request, context);
  if (!loaded.found) {
    return path === '/robots.txt'
      ? answer('User-agent: *\nAllow: /\n', feed.type)
      : answer('No site answers at this address.\n', 'text/plain; charset=utf-8', 404);
  }
  const { site } = loaded;
  if (path === '/robots.txt') return answer(robotsTxt(url.origin, site.basePath), feed.type);
  const portal = portalUrlFor(context);
  const entity = await fetchEntity('site', site.id, { portal });
  if ((entity.feeds as Record<string, unknown>)[feed.key] === false) {
    return answer('This site does not publish this feed.\n', 'text/plain; charset=utf-8', 404);
  }
  const items = await loadFeedItems(site.catalog, {
    portal,
    origin: url.origin,
    basePath: site.basePath,
    orgName: site.orgName,
    siteOrgId: site.orgId,
    signal: request.signal,
    ...(path === '/api/feed/v1/rss' ? { limit: RSS_ITEM_LIMIT } : {}),
  });
  // Events are pages of the site too: the sitemap and the RSS feed list the public ones (issue 43 item 9, ADR 0240).
  const events =
    path === '/api/feed/v1/rss' || path === '/sitemap.xml'
      ? await loadFeedEvents({
          portal,
          origin: url.origin,
          basePath: site.basePath,
          siteOrgId: site.orgId,
          limit: path === '/api/feed/v1/rss' ? RSS_ITEM_LIMIT : FEED_EVENT_LIMIT,
          signal: request.signal,
        }).catch(() => [])
      : [];
  const homepage = `${url.origin}${siteHref(site.basePath, '/')}`;
  const catalog: FeedCatalog = {
    title: site.title,
    description: site.summary,
    publisher: site.orgName,
    homepage,
    feedUrl: url.href,
    language: 'en',
  };
  switch (path) {
    case '/api/feed/v1/dcat-us/3.0':
      return answer(JSON.stringify(dcatUs3(catalog, items)), feed.type);
    case '/api/feed/v1/dcat-ap/3.0':
      return answer(JSON.stringify(dcatAp3(catalog, items)), feed.type);
    case '/api/feed/v1/rss':
      return answer(rss(catalog, items, new Date(), events), feed.type);
    case '/sitemap.xml': {
      const pages = [
        { loc: homepage, lastmod: entity.modified },
        { loc: `${url.origin}${siteHref(site.basePath, '/search')}` },
        ...entity.pages.map((page) => ({
          loc: `${url.origin}${siteHref(site.basePath, `/pages/${(page.slug ?? page.id).replace('|', '::')}`)}`,
        })),
      ];
      return answer(sitemap(pages, items, events), feed.type);
    }
  }
}
