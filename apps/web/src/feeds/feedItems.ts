import { hubSearch, portalItemSchema, type HubCatalog, type HubSearchResult } from '@plaza/core';
import { toPublicUrl } from '../api/portalUrl.ts';
import { contentViewOf } from '../content/contentView.ts';
import { loadMarkup } from '../markup/loadMarkup.ts';
import { catalogFilters } from '../search/runCatalogSearch.ts';
import { siteHref } from '../site/siteHref.ts';
import type { FeedDistribution, FeedItem } from './feedModel.ts';

/** At most this many items in a feed (a harvester pages a catalog of that size in one request). */
export const FEED_ITEM_LIMIT = 10_000;
const PAGE = 100;

/** A file item's own file, by its type: format code and media type. */
const FILE_FORMATS: Readonly<Record<string, { format: string; mediaType: string }>> = {
  CSV: { format: 'CSV', mediaType: 'text/csv' },
  GeoJson: { format: 'GEOJSON', mediaType: 'application/geo+json' },
  KML: { format: 'KML', mediaType: 'application/vnd.google-earth.kml+xml' },
  'Microsoft Excel': { format: 'XLSX', mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  PDF: { format: 'PDF', mediaType: 'application/pdf' },
  Shapefile: { format: 'SHP', mediaType: 'application/zip' },
  'Microsoft Word': {
    format: 'DOCX',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  Image: { format: 'PNG', mediaType: 'image/png' },
};

/** The exports of a hosted layer (issue 17), as distributions. */
const EXPORTS = [
  { title: 'CSV', path: 'csv', format: 'CSV', mediaType: 'text/csv' },
  { title: 'GeoJSON', path: 'geojson', format: 'GEOJSON', mediaType: 'application/geo+json' },
  { title: 'KML', path: 'kml', format: 'KML', mediaType: 'application/vnd.google-earth.kml+xml' },
] as const;

/**
 * The ways to get an item's data: a layer hosted here has its exports, its feature service and its OGC API –
 * Features collection; a file item its file; anything with a url that url; every item its page.
 */
function distributionsOf(
  item: { id: string; type: string; url?: string | null | undefined },
  origin: string,
  landingPage: string,
): FeedDistribution[] {
  const hosted = item.url ? new URL(item.url, origin) : undefined;
  const isHostedLayer =
    hosted !== undefined &&
    hosted.origin === origin &&
    /\/(FeatureServer|MapServer)(\/\d+)?\/?$/i.test(hosted.pathname);
  if (isHostedLayer) {
    return [
      ...EXPORTS.map((e) => ({
        title: e.title,
        downloadUrl: `${origin}/api/download/v1/items/${item.id}/${e.path}`,
        mediaType: e.mediaType,
        format: e.format,
      })),
      { title: 'ArcGIS GeoServices REST API', accessUrl: hosted.href, format: 'REST' },
      {
        title: 'OGC API – Features',
        accessUrl: `${origin}/api/ogc/features/v1/collections/${item.id}_0`,
        format: 'REST',
      },
    ];
  }
  const file = FILE_FORMATS[item.type];
  if (file) {
    return [{ title: item.type, downloadUrl: `${origin}/sharing/rest/content/items/${item.id}/data`, ...file }];
  }
  if (item.url && /^https?:/i.test(item.url)) return [{ title: item.type, accessUrl: item.url, format: 'HTML' }];
  return [{ title: 'Web page', accessUrl: landingPage, mediaType: 'text/html', format: 'HTML' }];
}

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
    const item = { id: parsed.data.id, type: parsed.data.type, url };
    return [{ view, landingPage, distributions: distributionsOf(item, where.origin, landingPage) }];
  });
}
