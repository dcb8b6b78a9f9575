import { hubSearch, portalItemSchema, type HubCatalog, type HubSearchResult } from '@plaza/core';
import { toPublicUrl } from '../api/portalUrl.ts';
import { contentViewOf } from '../content/contentView.ts';
import { loadMarkup } from '../markup/loadMarkup.ts';
import { catalogFilters } from '../search/runCatalogSearch.ts';
import { siteHref } from '../site/siteHref.ts';
import { distributionsOf } from './feedDistributions.ts';
import type { FeedItem } from './feedModel.ts';

/** At most this many items in a feed (a harvester pages a catalog of that size in one request). */
export const FEED_ITEM_LIMIT = 10_000;
const PAGE = 100;

/**
 * The public items of a site's catalog (ADR 0126), sites and pages aside, newest change first, at most
 * {@link FEED_ITEM_LIMIT}: searched
 * anonymously, whoever asks, so a feed never lists what is not public. Each with its content view, its page on the
 * site, and its distributions.
 *
 * @example
 * const items = await loadFeedItems(site.catalog, { portal, origin, basePath: site.basePath, orgName, siteOrgId });
 */
export async function loadFeedItems(
  catalog: HubCatalog,
  where: {
    readonly portal: string;
    readonly origin: string;
    readonly basePath: string;
    readonly orgName: string;
    readonly siteOrgId: string;
    readonly signal?: AbortSignal;
    /** At most this many (the newest): an RSS feed needs 100, not the whole catalogue. */
    readonly limit?: number;
  },
): Promise<FeedItem[]> {
  const limit = Math.min(where.limit ?? FEED_ITEM_LIMIT, FEED_ITEM_LIMIT);
  const filters = [...catalogFilters(catalog, { q: '', collection: '' }), { predicates: [{ access: 'public' }] }];
  const results: HubSearchResult[] = [];
  for (let start = 1; results.length < limit; start += PAGE) {
    const page = await hubSearch(
      { targetEntity: 'item', filters, num: PAGE, start, sortField: 'modified', sortOrder: 'desc' },
      { requestOptions: { portal: where.portal, ...(where.signal ? { signal: where.signal } : {}) } },
    );
    results.push(...page.results);
    if (!page.hasNext || page.results.length === 0) break;
  }
  const markup = await loadMarkup();
  return results.slice(0, limit).flatMap((result) => {
    const parsed = portalItemSchema.safeParse(result.rawResult);
    if (!parsed.success || parsed.data.access !== 'public') return [];
    // The site and its pages are the catalogue itself, not entries of it (the sitemap lists them as pages).
    if (result.family === 'site' || result.type === 'Hub Page' || result.type === 'Site Page') return [];
    const view = contentViewOf(
      parsed.data,
      {
        portal: where.portal,
        orgName: where.orgName,
        siteOrgId: where.siteOrgId,
      },
      markup,
    );
    const landingPage = `${where.origin}${siteHref(where.basePath, view.href)}`;
    // The portal answered by its internal address: its own urls are made this site's.
    const url = parsed.data.url ? toPublicUrl(parsed.data.url, where.portal) : undefined;
    const size = typeof parsed.data.size === 'number' ? parsed.data.size : 0;
    const item = { id: parsed.data.id, type: parsed.data.type, url, size };
    return [{ view, landingPage, distributions: distributionsOf(item, where.origin, landingPage) }];
  });
}
