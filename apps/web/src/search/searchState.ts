/** The facets a catalog search counts and filters by (issue 8): item type, tags, categories and owner. */
export const FACET_FIELDS = ['type', 'tags', 'categories', 'owner'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export const SORTS = ['relevance', 'modified', 'title', 'created'] as const;
export type SortKey = (typeof SORTS)[number];

export const VIEWS = ['list', 'grid', 'map'] as const;
export type ViewKey = (typeof VIEWS)[number];

/** How recently results were updated (issue 13): the last week, month or year; `''` for any time. */
export const UPDATED = ['', 'week', 'month', 'year'] as const;
export type UpdatedKey = (typeof UPDATED)[number];

/** An area of the map, [west, south, east, north] in WGS84. */
export type Area = readonly [number, number, number, number];

/** Values a facet shows, and how many it shows when the person asks for more (issue 13). */
export const FACET_VALUES = 10;
export const FACET_VALUES_MORE = 50;

/** Results per page: divides into rows of 1, 2, 3 and 4 cards. */
export const PAGE_SIZE = 12;
/** The portal pages through the first 10,000 results only. */
export const MAX_RESULTS = 10_000;

/**
 * Everything a catalog search shows, read from and written to the URL so a search can be shared
 * (`/search?q=trees&collection=dataset&tags=parks&sort=title&view=grid&page=2`).
 */
export interface SearchState {
  readonly q: string;
  /** A collection key of the site's catalog; `''` for all. */
  readonly collection: string;
  readonly facets: Readonly<Record<FacetField, readonly string[]>>;
  readonly sort: SortKey;
  readonly page: number;
  readonly view: ViewKey;
  /** Facets showing more than {@link FACET_VALUES} values (`more=tags`). */
  readonly more?: readonly FacetField[];
  /** Only results updated this recently (`updated=month`). */
  readonly updated?: UpdatedKey;
  /** Only results whose extent meets this area (`bbox=w,s,e,n`). */
  readonly area?: Area;
  /** The words exactly as typed: no spelling suggestion is tried (`exact=1`, "Search instead for"). */
  readonly exact?: boolean;
}

/**
 * Reads a search from URL parameters; anything unknown or malformed falls back to the default. Without words
 * the default order is "recently updated" (relevance needs words).
 *
 * @example
 * readSearchState(new URLSearchParams('q=trees&tags=parks&tags=trails')).facets.tags; // ["parks", "trails"]
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const sort = pick(params.get('sort'), SORTS, q ? 'relevance' : 'modified');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const facets = Object.fromEntries(
    FACET_FIELDS.map((field) => [
      field,
      unique(
        params
          .getAll(field)
          .map((v) => v.trim())
          .filter(Boolean),
      ).slice(0, 20),
    ]),
  ) as Record<FacetField, string[]>;
  return {
    q,
    collection: (params.get('collection') ?? '').trim(),
    facets,
    sort: sort === 'relevance' && !q ? 'modified' : sort,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, Math.ceil(MAX_RESULTS / PAGE_SIZE)) : 1,
    view: pick(params.get('view'), VIEWS, 'list'),
    more: FACET_FIELDS.filter((field) => params.getAll('more').includes(field)),
    updated: pick(params.get('updated'), UPDATED, ''),
    ...areaOf(params.get('bbox')),
    exact: params.get('exact') === '1',
  };
}

/** `bbox=w,s,e,n` when it is four numbers of a real area; anything else is no area. */
function areaOf(value: string | null): { area?: Area } {
  const parts = (value ?? '').split(',').map(Number);
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return {};
  const [west, south, east, north] = parts as [number, number, number, number];
  const inRange = [west, east].every((x) => x >= -180 && x <= 180) && [south, north].every((y) => y >= -90 && y <= 90);
  return inRange && west < east && south < north ? { area: [west, south, east, north] } : {};
}

/** An area in the URL: six decimals (about 10 cm) are plenty. */
export function areaParam(area: Area): string {
  return area.map((n) => String(Math.round(n * 1e6) / 1e6)).join(',');
}

/**
 * The URL parameters of a search, defaults left out (so the plain `/search` stays plain).
 *
 * @example
 * searchParamsOf({ ...state, view: 'grid' }).toString(); // "view=grid"
 */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.collection) params.set('collection', state.collection);
  for (const field of FACET_FIELDS) for (const value of state.facets[field]) params.append(field, value);
  if (state.sort !== (state.q ? 'relevance' : 'modified')) params.set('sort', state.sort);
  if (state.view !== 'list') params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  for (const field of state.more ?? []) params.append('more', field);
  if (state.updated) params.set('updated', state.updated);
  if (state.area) params.set('bbox', areaParam(state.area));
  if (state.exact) params.set('exact', '1');
  return params;
}

/** The same search with a facet value added or removed (back to the first page). */
export function toggleFacet(state: SearchState, field: FacetField, value: string): SearchState {
  const current = state.facets[field];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, facets: { ...state.facets, [field]: next }, page: 1 };
}

/** A search with no filters at all besides its words and collection. */
export function hasFacetFilters(state: SearchState): boolean {
  return FACET_FIELDS.some((field) => state.facets[field].length > 0) || Boolean(state.updated) || Boolean(state.area);
}

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** The same search with a facet's longer list of values shown or hidden (the results stay as they are). */
export function toggleMore(state: SearchState, field: FacetField): SearchState {
  const more = state.more ?? [];
  return { ...state, more: more.includes(field) ? more.filter((f) => f !== field) : [...more, field] };
}
