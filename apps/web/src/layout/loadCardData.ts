import type { CardResults } from './cardResults.ts';
import { hubSearch, type HubCatalog, type QueryFilter, type SessionHandle } from '@plaza/core';
import { resultViewOf } from '../search/resultView.ts';
import { catalogFilters } from '../search/runCatalogSearch.ts';
import { readSearchState, searchParamsOf, type SearchState } from '../search/searchState.ts';
import { eventListCardData } from './cards/eventListCardData.ts';
import { surveyCardData } from './cards/surveyCardData.ts';
import { chartCardValue } from './cards/chartCardData.ts';
import { statCardValue } from './cards/statCardData.ts';
import { followCardData, type FollowTargetView } from '../follow/followTarget.ts';
import type { CardQuery, LayoutSection } from './layoutModel.ts';

export type CardData = Readonly<Record<string, CardResults>>;

/** Items a map card draws at most. */
export const MAP_CARD_MAX = 100;

/**
 * Runs the searches of every catalog and map card of a layout, in parallel, within the site's catalog. A card whose
 * search fails says so rather than failing the page.
 *
 * @example
 * const cards = await loadCardData(site.sections, site.catalog, { portal, signal });
 */
/** Where cards read from, and as whom (the signed-in visitor in the browser). */
export interface CardLoadOptions {
  readonly portal: string;
  readonly signal?: AbortSignal;
  readonly authentication?: SessionHandle;
  /** The page's site: what a follow card follows unless it names an initiative. */
  readonly site?: FollowTargetView;
}

export async function loadCardData(
  sections: readonly LayoutSection[],
  catalog: HubCatalog,
  options: CardLoadOptions,
): Promise<CardData> {
  const jobs: Promise<[string, CardResults]>[] = [];
  for (const section of sections) {
    for (const row of section.rows) {
      for (const { id, card } of row.cards) {
        if (card.kind === 'gallery') jobs.push(searchCard(id, card.query, card.limit, catalog, options));
        if (card.kind === 'map' && card.query) jobs.push(searchCard(id, card.query, MAP_CARD_MAX, catalog, options));
        if (card.kind === 'events') jobs.push(eventListCardData(id, card, { ...options, now: Date.now() }));
        if (card.kind === 'survey' && card.surveyId) jobs.push(surveyCardData(id, card, options));
        if (card.kind === 'stat' && card.metric) {
          const metric = card.metric;
          jobs.push(
            statCardValue(metric, card.timeoutMs, {
              portal: options.portal,
              inBrowser: typeof window !== 'undefined',
              ...(options.signal ? { signal: options.signal } : {}),
            }).then((stat): [string, CardResults] => [id, { total: 0, results: [], searchHref: '', stat }]),
          );
        }
        if (card.kind === 'chart' && card.chart) {
          jobs.push(
            chartCardValue(card.chart, card.timeoutMs, {
              portal: options.portal,
              inBrowser: typeof window !== 'undefined',
              ...(options.signal ? { signal: options.signal } : {}),
            }).then((chart): [string, CardResults] => [id, { total: 0, results: [], searchHref: '', chart }]),
          );
        }
        if (card.kind === 'follow' && options.site) {
          jobs.push(
            followCardData(card.config, options.site, options).then((follow): [string, CardResults] => [
              id,
              { total: 0, results: [], searchHref: '', follow },
            ]),
          );
        }
      }
    }
  }
  return Object.fromEntries(await Promise.all(jobs));
}

/** The search page state a card's query amounts to. */
export function cardSearchState(query: CardQuery): SearchState {
  const state = readSearchState(new URLSearchParams());
  return {
    ...state,
    q: query.term ?? '',
    collection: query.collection ?? '',
    facets: { ...state.facets, tags: query.tags ?? [] },
    sort: query.sortField ?? (query.term ? 'relevance' : 'modified'),
  };
}

async function searchCard(
  id: string,
  query: CardQuery,
  num: number,
  catalog: HubCatalog,
  options: CardLoadOptions,
): Promise<[string, CardResults]> {
  const state = cardSearchState(query);
  const filters: QueryFilter[] = [...catalogFilters(catalog, state)];
  if (query.tags?.length) filters.push({ operation: 'OR', predicates: [{ tags: [...query.tags] }] });
  const params = searchParamsOf(state).toString();
  const searchHref = `/search${params ? `?${params}` : ''}`;
  try {
    const page = await hubSearch(
      {
        targetEntity: 'item',
        filters,
        num,
        ...(query.sortField ? { sortField: query.sortField, sortOrder: query.sortOrder ?? 'desc' } : {}),
      },
      {
        requestOptions: {
          portal: options.portal,
          ...(options.signal ? { signal: options.signal } : {}),
          ...(options.authentication ? { authentication: options.authentication } : {}),
        },
      },
    );
    return [id, { total: page.total, results: page.results.map((r) => resultViewOf(r, options.portal)), searchHref }];
  } catch {
    return [id, { total: 0, results: [], searchHref, failed: true }];
  }
}
