import { z } from 'zod';
import type { ItemCountField } from '../db/repositories/itemSearchRepository.ts';
import { ITEM_SEARCH } from './itemSearchTarget.ts';
import type { QueryNode } from './QueryNode.ts';
import { QuerySyntaxError } from './QuerySyntaxError.ts';
import { parseQuery } from './parseQuery.ts';
import { readInt, readSearchRequest, type SearchRequest } from './readSearchRequest.ts';
import { toBounds } from '../geometry/toBounds.ts';

export { MAX_NUM, MAX_PAGEABLE } from './searchPage.ts';
export const MAX_COUNT_FIELDS = 3;
/** Default `countSize` (spec 1 §9 "Search aggregation size default") and our maximum (ADR 0054). */
export const DEFAULT_COUNT_SIZE = 10;
export const MAX_COUNT_SIZE = 200;

const COUNT_FIELDS: readonly ItemCountField[] = [
  'type',
  'tags',
  'typekeywords',
  'categories',
  'access',
  'owner',
  'orgid',
  'culture',
];

/** A validated item search request (`/search`, `/content/groups/{id}/search`). */
export interface ItemSearchRequest extends SearchRequest<(typeof ITEM_SEARCH.sortFields)[number]> {
  readonly filter: QueryNode | undefined;
  readonly bbox: readonly [number, number, number, number] | undefined;
  /** `categories`: each entry is a category path; an item matches one of them or a sub-category. */
  readonly categories: readonly string[];
  /** `categoryFilters`: lower-cased words; an item matches when one of its category names contains one. */
  readonly categoryFilters: readonly string[];
  readonly countFields: readonly ItemCountField[];
  readonly countSize: number;
  /** `exactCounts=true`: count every match, however many, instead of estimating past a threshold (ADR 0195). */
  readonly exactCounts: boolean;
}

const rawSchema = z.object({
  filter: z.string().optional(),
  bbox: z.string().optional(),
  categories: z.string().optional(),
  categoryFilters: z.string().optional(),
  countFields: z.string().optional(),
  countSize: z.string().optional(),
  exactCounts: z.string().optional(),
});

/**
 * Reads and validates the parameters of an item search: those every search shares
 * ({@link readSearchRequest}) and the item ones. Anything malformed throws a
 * {@link QuerySyntaxError} whose message names the parameter and the problem (answered as 400).
 *
 * @example
 * readItemSearch({ q: 'tags:water', num: '20', sortField: 'modified', sortOrder: 'desc' });
 */
export function readItemSearch(params: Readonly<Record<string, unknown>>): ItemSearchRequest {
  const common = readSearchRequest(params, ITEM_SEARCH);
  const strings = Object.fromEntries(Object.entries(params).filter(([, v]) => typeof v === 'string'));
  const raw = rawSchema.parse(strings);
  return {
    ...common,
    filter: raw.filter !== undefined && raw.filter.trim() !== '' ? parseQuery(raw.filter, ITEM_SEARCH) : undefined,
    bbox: readBbox(raw.bbox),
    ...readCategoryParams(raw.categories, raw.categoryFilters),
    countFields: readCountFields(raw.countFields),
    countSize: readInt('countSize', raw.countSize, DEFAULT_COUNT_SIZE, 1, MAX_COUNT_SIZE),
    exactCounts: readFlag('exactCounts', raw.exactCounts),
  };
}

function readFlag(name: string, raw: string | undefined): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new QuerySyntaxError(`${name} must be true or false, not "${(raw ?? '').slice(0, 20)}".`);
}

function readBbox(raw: string | undefined): ItemSearchRequest['bbox'] {
  if (raw === undefined || raw.trim() === '') return undefined;
  const bounds = toBounds(raw.split(',').map((p) => Number(p.trim())));
  if (!bounds) {
    throw new QuerySyntaxError('bbox must be "xmin,ymin,xmax,ymax" in WGS84 with xmin ≤ xmax and ymin ≤ ymax.');
  }
  return bounds;
}

export const MAX_CATEGORY_FILTERS = 3;

function readCategoryParams(
  categories: string | undefined,
  filters: string | undefined,
): Pick<ItemSearchRequest, 'categories' | 'categoryFilters'> {
  const paths = readCategories(categories);
  const words = (filters ?? '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w !== '');
  if (words.length > MAX_CATEGORY_FILTERS) {
    throw new QuerySyntaxError(`categoryFilters accepts at most ${MAX_CATEGORY_FILTERS} terms.`);
  }
  if (words.some((w) => w.includes('/'))) {
    throw new QuerySyntaxError('categoryFilters are words of category names; use categories for a path.');
  }
  if (paths.length > 0 && words.length > 0) {
    throw new QuerySyntaxError('categories and categoryFilters cannot be used together.');
  }
  return { categories: paths, categoryFilters: [...new Set(words)] };
}

function readCategories(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const list = raw
    .split(',')
    .map((c) => c.trim().replace(/\/+$/, ''))
    .filter((c) => c !== '');
  if (list.length > 8) throw new QuerySyntaxError('categories accepts at most 8 category paths.');
  return list;
}

function readCountFields(raw: string | undefined): ItemCountField[] {
  const fields = (raw ?? '')
    .split(',')
    .map((f) => f.trim().toLowerCase())
    .filter((f) => f !== '');
  if (fields.length > MAX_COUNT_FIELDS)
    throw new QuerySyntaxError(`countFields accepts at most ${MAX_COUNT_FIELDS} fields.`);
  for (const field of fields) {
    if (!(COUNT_FIELDS as readonly string[]).includes(field)) {
      throw new QuerySyntaxError(`countFields "${field}" is not one of ${COUNT_FIELDS.join(', ')}.`);
    }
  }
  return [...new Set(fields)] as ItemCountField[];
}
