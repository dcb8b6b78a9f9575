import { getItemFamily, getItemSiteRelativeRoute } from '../getItemFamily.ts';
import type { HubSearchResult } from '../HubSearchResult.ts';
import { portalHome, thumbnailUrl, toDate, type ResultMapContext } from './resultUrls.ts';

/** A portal item as search returns it (the fields results read). */
export interface PortalItemRecord {
  readonly id: string;
  readonly title: string;
  readonly type: string;
  readonly owner: string;
  readonly access: string;
  readonly created: number;
  readonly modified: number;
  readonly snippet?: string | null;
  readonly description?: string | null;
  readonly tags?: readonly string[];
  readonly typeKeywords?: readonly string[];
  readonly categories?: readonly string[];
  readonly thumbnail?: string | null;
  readonly orgId?: string;
  readonly url?: string | null;
}

/**
 * Maps a portal item (or the properties of a hub search API feature) to the result shape (spec 3 §3).
 *
 * @example
 * itemToSearchResult(item, { portal }).links.siteRelative; // "/datasets/0a1b..."
 */
export function itemToSearchResult(item: PortalItemRecord, context: ResultMapContext): HubSearchResult {
  return {
    id: item.id,
    type: item.type,
    name: item.title,
    title: item.title,
    owner: item.owner,
    summary: item.snippet || item.description || '',
    access: item.access,
    family: getItemFamily(item.type),
    createdDate: toDate(item.created),
    createdDateSource: 'item.created',
    updatedDate: toDate(item.modified),
    updatedDateSource: 'item.modified',
    tags: item.tags ?? [],
    categories: item.categories ?? [],
    typeKeywords: item.typeKeywords ?? [],
    ...(item.orgId ? { orgId: item.orgId } : {}),
    links: {
      self: `${portalHome(context.portal)}/home/item.html?id=${item.id}`,
      siteRelative: getItemSiteRelativeRoute(item),
      workspaceRelative: `/workspace/content/${item.id}`,
      ...optional('thumbnail', thumbnailUrl(context, `content/items/${item.id}`, item.thumbnail, item.access)),
    },
    rawResult: item,
  };
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
}
