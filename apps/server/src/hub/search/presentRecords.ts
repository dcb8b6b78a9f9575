import { getItemSiteRelativeRoute, itemToRecordFeature, type RecordFeature } from '@plaza/core';
import type { ItemRow } from '../../db/repositories/itemRepository.ts';
import { presentItem } from '../../presenters/itemPresenter.ts';

/** A link of the hub search API. */
export interface RecordLink {
  readonly rel: string;
  readonly type: string;
  readonly href: string;
  readonly title?: string;
}

/** Where a record lives: the API base, the collection, the portal's REST root, and the site it is shown on. */
export interface RecordUrls {
  readonly base: string;
  readonly collectionId: string;
  readonly portal: string;
  /** Origin of the search's `target` site (`resolveTargetSite`): records then link to their page there. */
  readonly site?: string;
}

/**
 * An item row as an OGC API – Records GeoJSON record: the portal's own item record
 * (`presentItem`) turned into a feature by core's `itemToRecordFeature`, with links to itself, its
 * collection, the portal item and, with a target site, the item's page on that site.
 *
 * @example
 * presentRecord(row, { base, collectionId: 'all', portal: `${origin}/sharing/rest` });
 */
export function presentRecord(row: ItemRow, urls: RecordUrls): RecordFeature {
  const collection = `${urls.base}/collections/${urls.collectionId}`;
  const item = presentItem(row, { origin: urls.portal.replace(/\/sharing\/rest$/, '') });
  return itemToRecordFeature(item, [
    { rel: 'self', type: 'application/geo+json', href: `${collection}/items/${row.id}` },
    { rel: 'collection', type: 'application/json', href: collection },
    { rel: 'alternate', type: 'application/json', href: `${urls.portal}/content/items/${row.id}?f=json` },
    ...(urls.site
      ? [{ rel: 'alternate', type: 'text/html', href: `${urls.site}${getItemSiteRelativeRoute(item)}` }]
      : []),
  ]);
}

/**
 * The page links of a records search: self, collection, and `next`/`prev` with `startindex`
 * (1-based). The token is never written into a link; clients send it again.
 */
export function pageLinks(
  requestUrl: string,
  collectionHref: string,
  page: { readonly startindex: number; readonly limit: number; readonly total: number; readonly maxPageable: number },
): RecordLink[] {
  const at = (startindex: number): string => {
    const url = new URL(requestUrl);
    url.searchParams.delete('token');
    url.searchParams.set('startindex', String(startindex));
    return url.href;
  };
  const self = new URL(requestUrl);
  self.searchParams.delete('token');
  const links: RecordLink[] = [
    { rel: 'self', type: 'application/geo+json', href: self.href },
    { rel: 'collection', type: 'application/json', href: collectionHref },
  ];
  const next = page.startindex + page.limit;
  if (next <= Math.min(page.total, page.maxPageable)) {
    links.push({ rel: 'next', type: 'application/geo+json', href: at(next) });
  }
  if (page.startindex > 1) {
    links.push({ rel: 'prev', type: 'application/geo+json', href: at(Math.max(1, page.startindex - page.limit)) });
  }
  return links;
}
