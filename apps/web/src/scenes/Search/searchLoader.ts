import type { HubCollection } from '@plaza/core';
import { type LoaderFunctionArgs } from 'react-router';
import { runCatalogSearch, type CatalogSearchView } from '../../search/runCatalogSearch.ts';
import { readSearchState, type SearchState } from '../../search/searchState.ts';
import { requireSite } from '../../site/requireSite.ts';
import { EVENTS_COLLECTION, runEventSearch } from '../EventSearch/runEventSearch.ts';

export interface SearchData {
  readonly state: SearchState;
  readonly view: CatalogSearchView;
  readonly collections: readonly { readonly key: string; readonly label: string }[];
}

/** `/search`: the site catalog searched with the state in the URL (words, collection, facets, order, page, view). */
export async function searchLoader({ request, context }: LoaderFunctionArgs): Promise<SearchData> {
  const { site, portal, signal, authentication } = await requireSite(request, context);
  const collections = site.catalog.collections.filter((c: HubCollection) => c.targetEntity === 'item' && !c.hidden);
  const parsed = readSearchState(new URL(request.url).searchParams);
  // Events are a tab of their own, searched through the events service (issue 14).
  const tabs = [...collections.map((c) => ({ key: c.key, label: c.label })), EVENTS_COLLECTION];
  const state = tabs.some((c) => c.key === parsed.collection) ? parsed : { ...parsed, collection: '' };
  const view =
    state.collection === EVENTS_COLLECTION.key
      ? await runEventSearch(state, { portal, signal })
      : await runCatalogSearch(site.catalog, state, { portal, signal, ...(authentication ? { authentication } : {}) });
  return { state, view, collections: tabs };
}
