import { hubSearch, type HubQuery, type Predicate } from '@plaza/core';
import type { CatalogSearchView } from '../../search/runCatalogSearch.ts';
import { PAGE_SIZE, type SearchState, type SortKey } from '../../search/searchState.ts';
import { browserSession } from '../../auth/browserSession.ts';

/** The catalog tab of events (issue 14): its key in the `collection` URL parameter. */
export const EVENTS_COLLECTION = Object.freeze({ key: 'events', label: 'Events' });

const SORTS: Readonly<Record<SortKey, Pick<HubQuery, 'sortField' | 'sortOrder'>>> = {
  relevance: { sortField: 'startDateTime', sortOrder: 'desc' },
  modified: { sortField: 'updatedAt', sortOrder: 'desc' },
  created: { sortField: 'createdAt', sortOrder: 'desc' },
  title: { sortField: 'title', sortOrder: 'asc' },
};

/**
 * The events tab of the catalog search: the events service's search (title words, the visitor's visibility,
 * planned and canceled events, newest start first), shown with the catalog's result cards. Events have no facets.
 *
 * @example
 * const view = await runEventSearch(state, { portal, signal });
 */
export async function runEventSearch(
  state: SearchState,
  options: { readonly portal: string; readonly signal?: AbortSignal; readonly orgId?: string },
): Promise<CatalogSearchView> {
  const predicates: Predicate = {
    status: ['PLANNED', 'CANCELED'],
    ...(state.q ? { term: state.q } : {}),
    ...(state.facets.tags.length ? { tags: [...state.facets.tags] } : {}),
  };
  const authentication = await browserSession();
  const page = await hubSearch(
    {
      targetEntity: 'event',
      filters: [{ predicates: [predicates] }],
      num: PAGE_SIZE,
      start: (state.page - 1) * PAGE_SIZE + 1,
      ...SORTS[state.sort],
    },
    {
      requestOptions: {
        portal: options.portal,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(authentication ? { authentication } : {}),
      },
    },
  );
  return {
    total: page.total,
    facets: [],
    results: page.results.map((result) => ({
      id: result.id,
      title: result.name,
      type: result.type,
      family: result.family,
      summary: result.summary,
      href: result.links.siteRelative,
      owner: result.owner,
      modified: result.updatedDate.getTime(),
    })),
  };
}
