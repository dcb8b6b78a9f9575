import type { ItemControl } from '../access/itemControl.ts';
import type { ItemRow } from '../db/repositories/itemRepository.ts';

/** The item record of the sharing REST contract (PORTAL-API.md "Items"; spec 1 §3, spec 3 §3). */
export interface PresentedItem {
  id: string;
  owner: string;
  orgId: string;
  created: number;
  modified: number;
  guid: null;
  name: string | null;
  title: string;
  type: string;
  typeKeywords: string[];
  description: string;
  tags: string[];
  snippet: string;
  thumbnail: string | null;
  documentation: null;
  extent: number[][];
  categories: string[];
  spatialReference: string | null;
  accessInformation: string;
  licenseInfo: string;
  culture: string;
  properties: Record<string, unknown> | null;
  advancedSettings: null;
  url: string | null;
  proxyFilter: null;
  access: string;
  size: number;
  subInfo: number;
  appCategories: string[];
  industries: string[];
  languages: string[];
  largeThumbnail: null;
  banner: null;
  screenshots: string[];
  listed: boolean;
  ownerFolder: string | null;
  protected: boolean;
  commentsEnabled: boolean;
  numComments: number;
  numRatings: number;
  avgRating: number;
  numViews: number;
  contentOrigin: 'self' | 'other';
  itemControl?: ItemControl;
}

/**
 * Shapes an item row as the portal does. `itemControl` is present only when the caller has one
 * (`admin` or `update`). `contentOrigin` is `self` for items of the caller's own org.
 *
 * @example
 * presentItem(row, { itemControl: 'admin', callerOrgId: caller.orgId });
 */
export function presentItem(
  row: ItemRow,
  options: {
    readonly itemControl?: ItemControl | undefined;
    readonly callerOrgId?: string | undefined;
    /** Where the caller reached Plaza: root-relative urls (hosted layers) are answered absolute against it. */
    readonly origin?: string | undefined;
  } = {},
): PresentedItem {
  const hasExtent =
    row.extent_xmin !== null && row.extent_ymin !== null && row.extent_xmax !== null && row.extent_ymax !== null;
  return {
    id: row.id,
    owner: row.owner,
    orgId: row.org_id,
    created: row.created,
    modified: row.modified,
    guid: null,
    name: row.name,
    title: row.title,
    type: row.type,
    typeKeywords: row.type_keywords,
    description: row.description,
    tags: row.tags,
    snippet: row.snippet,
    thumbnail: row.thumbnail,
    documentation: null,
    extent: hasExtent
      ? [
          [row.extent_xmin!, row.extent_ymin!],
          [row.extent_xmax!, row.extent_ymax!],
        ]
      : [],
    categories: row.categories,
    spatialReference: row.spatial_reference,
    accessInformation: row.access_information,
    licenseInfo: row.license_info,
    culture: row.culture,
    properties: row.properties,
    advancedSettings: null,
    url: row.url?.startsWith('/') && options.origin ? `${options.origin}${row.url}` : row.url,
    proxyFilter: null,
    access: row.access,
    size: row.size,
    subInfo: 0,
    appCategories: [],
    industries: [],
    languages: [],
    largeThumbnail: null,
    banner: null,
    screenshots: [],
    listed: false,
    ownerFolder: row.owner_folder,
    protected: row.protected,
    commentsEnabled: false,
    numComments: 0,
    numRatings: 0,
    avgRating: 0,
    numViews: row.num_views,
    contentOrigin: options.callerOrgId === undefined || options.callerOrgId === row.org_id ? 'self' : 'other',
    ...(options.itemControl ? { itemControl: options.itemControl } : {}),
  };
}
