import { ITEM_COLLECTION_TYPES } from '../catalogs/itemCollections.ts';

/** Content families (spec 3 §2 routes). */
export type ItemFamily =
  | 'app'
  | 'map'
  | 'dataset'
  | 'document'
  | 'feedback'
  | 'site'
  | 'page'
  | 'project'
  | 'initiative'
  | 'template'
  | 'solution'
  | 'discussion'
  | 'event'
  | 'content';

const MAP_TYPES: ReadonlySet<string> = new Set(['Web Map', 'Web Scene']);
const EXTRA: Readonly<Record<string, ItemFamily>> = {
  Solution: 'solution',
  Discussion: 'discussion',
  'Hub Event': 'event',
};

const BY_TYPE: ReadonlyMap<string, ItemFamily> = new Map<string, ItemFamily>([
  ...ITEM_COLLECTION_TYPES.appAndMap.map((t): [string, ItemFamily] => [t, MAP_TYPES.has(t) ? 'map' : 'app']),
  ...ITEM_COLLECTION_TYPES.dataset.map((t): [string, ItemFamily] => [t, 'dataset']),
  ...ITEM_COLLECTION_TYPES.document.map((t): [string, ItemFamily] => [t, 'document']),
  ...ITEM_COLLECTION_TYPES.feedback.map((t): [string, ItemFamily] => [t, 'feedback']),
  ...ITEM_COLLECTION_TYPES.site.map((t): [string, ItemFamily] => [t, 'site']),
  ...ITEM_COLLECTION_TYPES.page.map((t): [string, ItemFamily] => [t, 'page']),
  ...ITEM_COLLECTION_TYPES.project.map((t): [string, ItemFamily] => [t, 'project']),
  ...ITEM_COLLECTION_TYPES.initiative.map((t): [string, ItemFamily] => [t, 'initiative']),
  ['Hub Initiative Template', 'template'],
  ...Object.entries(EXTRA),
]);

/**
 * The family of an item type (content when unknown).
 *
 * @example
 * getItemFamily('CSV'); // "dataset"
 * getItemFamily('Web Map'); // "map"
 */
export function getItemFamily(type: string): ItemFamily {
  return BY_TYPE.get(type) ?? 'content';
}

const ROUTE_PREFIX: Readonly<Partial<Record<ItemFamily, string>>> = {
  app: '/apps',
  map: '/maps',
  dataset: '/datasets',
  document: '/documents',
  feedback: '/feedback/surveys',
  page: '/pages',
  project: '/projects',
  initiative: '/initiatives',
  discussion: '/discussions',
  event: '/events',
};

/**
 * The site-relative route of an item (spec 3 §2): per family, `/content/{id}` otherwise; solutions go
 * to `/templates/{id}/about` (`/content/{id}/about` once deployed), initiative templates to
 * `/initiatives/templates/{id}/about`. Empty without an id.
 *
 * @example
 * getItemSiteRelativeRoute({ id: 'abc', type: 'CSV' }); // "/datasets/abc"
 */
export function getItemSiteRelativeRoute(item: {
  readonly id?: string;
  readonly type: string;
  readonly typeKeywords?: readonly string[];
}): string {
  if (!item.id) return '';
  const family = getItemFamily(item.type);
  if (family === 'solution') {
    return (item.typeKeywords ?? []).includes('Deployed') ? `/content/${item.id}/about` : `/templates/${item.id}/about`;
  }
  if (family === 'template') return `/initiatives/templates/${item.id}/about`;
  return `${ROUTE_PREFIX[family] ?? '/content'}/${item.id}`;
}
