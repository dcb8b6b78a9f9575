import {
  getCatalogQuery,
  HubError,
  hubSearch,
  type HubAggregation,
  type HubCatalog,
  type HubQuery,
  type QueryFilter,
  type SessionHandle,
} from '@plaza/core';
import { ownerNames } from './ownerNames.ts';
import { spellingSuggestion } from './spellingSuggestion.ts';
import { typedTerm } from './typedTerm.ts';
import { resultViewOf, type ResultView } from './resultView.ts';
import {
  FACET_FIELDS,
  FACET_VALUES,
  FACET_VALUES_MORE,
  PAGE_SIZE,
  type FacetField,
  type SearchState,
  type SortKey,
  type UpdatedKey,
} from './searchState.ts';

/** One facet: its values with their counts, the selected ones marked. */
export interface FacetView {
  readonly field: FacetField;
  readonly values: readonly {
    readonly value: string;
    readonly count?: number;
    readonly selected: boolean;
    /** How the value reads when it is not the value itself (an owner's full name). */
    readonly label?: string;
  }[];
}

export interface CatalogSearchView {
  readonly total: number;
  /** `total` is an estimate (the portal counts no further than 1,000 matches, ADR 0195): "about" so many. */
  readonly totalIsApproximate?: boolean;
  readonly results: readonly ResultView[];
  readonly facets: readonly FacetView[];
  /** The words typed found nothing: these are the results of the suggested spelling ("Did you mean"). */
  readonly spelling?: { readonly typed: string; readonly shown: string };
}

export interface CatalogSearchOptions {
  readonly portal: string;
  readonly signal?: AbortSignal;
  readonly num?: number;
  /** Values per facet. */
  readonly facetSize?: number;
  /** The signed-in visitor (in the browser): what they may read is searched, not only public content. */
  readonly authentication?: SessionHandle;
}

const UPDATED_WITHIN: Readonly<Record<Exclude<UpdatedKey, ''>, { num: number; unit: 'weeks' | 'months' | 'years' }>> = {
  week: { num: 1, unit: 'weeks' },
  month: { num: 1, unit: 'months' },
  year: { num: 1, unit: 'years' },
};

/** The portal counts at most three fields per search. */
const COUNT_FIELDS_PER_CALL = 3;

const SORT_FIELDS: Readonly<Record<SortKey, Pick<HubQuery, 'sortField' | 'sortOrder'>>> = {
  relevance: {},
  modified: { sortField: 'modified', sortOrder: 'desc' },
  created: { sortField: 'created', sortOrder: 'desc' },
  title: { sortField: 'title', sortOrder: 'asc' },
};

/**
 * Runs a catalog search (ADR 0083): the site catalog's scope, the chosen collection, the words and the selected
 * facet values (ORed within a facet, ANDed across facets). Facet counts are disjunctive: each facet is counted with
 * every filter but its own, so a visitor sees how many results each other value would give. The counts come from
 * the portal's own aggregations, so nothing the visitor may not see is ever counted.
 *
 * @example
 * const view = await runCatalogSearch(site.catalog, readSearchState(url.searchParams), { portal });
 */
export async function runCatalogSearch(
  catalog: HubCatalog,
  state: SearchState,
  options: CatalogSearchOptions,
): Promise<CatalogSearchView> {
  const view = await searchOnce(catalog, state, options);
  if (view.total > 0 || !state.q || state.exact) return view;
  // Nothing found: the nearest spelling that finds something the visitor may read, shown instead (issue 13).
  const suggestion = await spellingSuggestion(state.q, {
    hubUrl: new URL(options.portal).origin,
    ...(options.authentication ? { authentication: options.authentication } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!suggestion) return view;
  const corrected = await searchOnce(catalog, { ...state, q: suggestion }, options);
  return corrected.total > 0 ? { ...corrected, spelling: { typed: state.q, shown: suggestion } } : view;
}

async function searchOnce(
  catalog: HubCatalog,
  state: SearchState,
  options: CatalogSearchOptions,
): Promise<CatalogSearchView> {
  const num = options.num ?? PAGE_SIZE;
  const base = [
    ...catalogFilters(catalog, { ...state, q: state.exact ? state.q : typedTerm(state.q) }),
    ...narrowing(state),
  ];
  const facetFilter = (field: FacetField): QueryFilter | undefined =>
    state.facets[field].length ? { operation: 'OR', predicates: [{ [field]: [...state.facets[field]] }] } : undefined;
  const allFilters = [...base, ...FACET_FIELDS.map(facetFilter).filter((f): f is QueryFilter => f !== undefined)];
  const unselected = FACET_FIELDS.filter((field) => !state.facets[field].length);
  const selected = FACET_FIELDS.filter((field) => state.facets[field].length);
  const requestOptions = {
    portal: options.portal,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.authentication ? { authentication: options.authentication } : {}),
  };
  const search = (query: HubQuery) => hubSearch(query, { requestOptions });
  // Asked for more values of any facet: count more for all (each facet shows 10 unless it was the one asked).
  const size = options.facetSize ?? (state.more?.length ? FACET_VALUES_MORE : FACET_VALUES);

  const main = search({
    targetEntity: 'item',
    filters: allFilters,
    num,
    start: (state.page - 1) * num + 1,
    ...SORT_FIELDS[state.sort],
    aggFields: unselected.slice(0, COUNT_FIELDS_PER_CALL),
    aggLimit: size,
  });
  const extraCounts: Promise<readonly HubAggregation[]>[] = [];
  for (let i = COUNT_FIELDS_PER_CALL; i < unselected.length; i += COUNT_FIELDS_PER_CALL) {
    extraCounts.push(countOnly(search, allFilters, unselected.slice(i, i + COUNT_FIELDS_PER_CALL), size));
  }
  for (const field of selected) {
    const others = [
      ...base,
      ...FACET_FIELDS.filter((f) => f !== field)
        .map(facetFilter)
        .filter((f): f is QueryFilter => f !== undefined),
    ];
    extraCounts.push(countOnly(search, others, [field], size));
  }
  const [page, ...counts] = await Promise.all([main, ...extraCounts]);
  const aggregations = [...(page.aggregations ?? []), ...counts.flat()];
  const facets = FACET_FIELDS.map((field) => facetView(field, aggregations, state.facets[field]));
  // Owners read by their full names, as far as the caller may see them (issue 13).
  const owners = facets.find((facet) => facet.field === 'owner');
  const names = await ownerNames(owners?.values.map((v) => v.value) ?? [], requestOptions);
  return {
    total: page.total,
    ...(page.totalIsApproximate ? { totalIsApproximate: true } : {}),
    results: page.results.map((result) => resultViewOf(result, options.portal)),
    facets: facets.map((facet) =>
      facet.field === 'owner' && names.size > 0
        ? { ...facet, values: facet.values.map((v) => (names.has(v.value) ? { ...v, label: names.get(v.value)! } : v)) }
        : facet,
    ),
  };
}

/** The filters of the site catalog (and the collection, when the catalog has it) with the search words. */
export function catalogFilters(
  catalog: HubCatalog,
  state: Pick<SearchState, 'q' | 'collection'>,
): readonly QueryFilter[] {
  const words: QueryFilter[] = state.q ? [{ predicates: [{ term: state.q }] }] : [];
  try {
    return getCatalogQuery(catalog, 'item', {
      ...(state.collection ? { collection: state.collection } : {}),
      filters: words,
    }).filters;
  } catch (error) {
    if (error instanceof HubError && error.code === 'UNKNOWN_COLLECTION')
      return getCatalogQuery(catalog, 'item', { filters: words }).filters;
    throw error;
  }
}

/** The date and map-area filters: how recently results were updated, and the area their extents meet. */
function narrowing(state: Pick<SearchState, 'updated' | 'area'>): QueryFilter[] {
  const filters: QueryFilter[] = [];
  if (state.updated)
    filters.push({ predicates: [{ modified: { type: 'relative-date', ...UPDATED_WITHIN[state.updated] } }] });
  if (state.area) filters.push({ predicates: [{ bbox: state.area.join(',') }] });
  return filters;
}

async function countOnly(
  search: (query: HubQuery) => ReturnType<typeof hubSearch>,
  filters: readonly QueryFilter[],
  fields: readonly FacetField[],
  size: number,
): Promise<readonly HubAggregation[]> {
  const page = await search({ targetEntity: 'item', filters, num: 1, aggFields: fields, aggLimit: size });
  return page.aggregations ?? [];
}

function facetView(field: FacetField, aggregations: readonly HubAggregation[], selected: readonly string[]): FacetView {
  const counted = aggregations.find((a) => a.field.toLowerCase() === field)?.values ?? [];
  const values: { value: string; count?: number; selected: boolean }[] = counted.map(({ value, count }) => ({
    value,
    count,
    selected: selected.some((s) => s.toLowerCase() === value.toLowerCase()),
  }));
  for (const value of selected) {
    if (!values.some((v) => v.value.toLowerCase() === value.toLowerCase())) values.push({ value, selected: true });
  }
  return { field, values };
}
