import type { HubQuery, QueryFilter, RelativeDate } from '../../search/HubQuery.ts';
import { hubSearch } from '../../search/hubSearch.ts';
import { relativeDateToRange } from '../../search/relativeDateToRange.ts';
import { toHubSearchFilter } from '../../search/toHubSearchFilter.ts';
import { toPortalQ } from '../../search/toPortalQ.ts';
import { asJson, jsonResponse, type AreaVectorFile, type VectorComparison } from '../areaVectors.ts';

/** The clock the search vectors were recorded at (2024-03-30T12:00:00Z). */
export const SEARCH_VECTOR_NOW = Date.UTC(2024, 2, 30, 12, 0, 0);

const TOKEN = /'(?:[^']|'')*'|"(?:[^"\\]|\\.)*"|[(),]|[^\s(),'"]+/g;

/**
 * A filter or `q` text as the meaning it carries: quoted values as their text, grouping parentheses dropped, a list
 * of one value (`type IN ('A')`) as an equality (`type='A'`), `field:"value"` as `field:value`. The reference quotes
 * only values with spaces and wraps every clause; Plaza quotes every value and groups only where needed; both say
 * the same to the API.
 */
export function canonicalFilter(text: string): string {
  const tokens = (text.match(TOKEN) ?? []).map((token) => {
    if (token.startsWith("'")) return token.slice(1, -1).replace(/''/g, "'");
    if (token.startsWith('"')) return token.slice(1, -1).replace(/\\(.)/g, '$1');
    return token.replace(/:"(.*)"$/, ':$1');
  });
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    if (token.toUpperCase() === 'IN' && tokens[i + 1] === '(' && tokens[i + 3] === ')') {
      out.push('=', tokens[i + 2] ?? '');
      i += 3;
    } else if (token !== '(' && token !== ')') out.push(token);
  }
  return out.join(' ').replace(/ ?= ?/g, '=').replace(/ ?: ?/g, ':');
}

const filterOf = (query: unknown): readonly QueryFilter[] => (query as HubQuery).filters;

/** Where the OGC response of a vector's page is served from: the recorded response with its next link, if any. */
function ogcPage(recorded: unknown, next: boolean): unknown {
  const page = structuredClone(recorded) as { links: { rel: string }[] };
  page.links = page.links.filter((l) => l.rel !== 'next');
  if (next)
    page.links.push({
      rel: 'next',
      href: 'https://hub.example.com/api/search/v1/collections/all/items?limit=1&startindex=2',
    } as { rel: string });
  return page;
}

/** Query parameters of a recorded or Plaza request url, the filter as its meaning. */
function paramsOf(url: string): Record<string, string> {
  const params: Record<string, string> = {};
  new URL(url).searchParams.forEach((value, key) => {
    params[key] = value;
  });
  if (params.filter) params.filter = canonicalFilter(params.filter);
  return params;
}

/** Builds the search vector files; `ogc` and `aggregations` are the recorded responses the reference was given. */
export function searchVectorFiles(ogc: unknown, aggregations: unknown): readonly AreaVectorFile[] {
  return [
    {
      file: 'getFilterQueryParam.json',
      run: ([query], output) => ({
        plaza: { filter: canonicalFilter(toHubSearchFilter(filterOf(query), { now: SEARCH_VECTOR_NOW })) },
        reference: { filter: canonicalFilter(output as string) },
        paths: ['filter'],
      }),
    },
    {
      file: 'serializeQueryForPortal.json',
      run: ([query], output) => ({
        plaza: { q: canonicalFilter(toPortalQ(filterOf(query), { now: SEARCH_VECTOR_NOW })) },
        reference: { q: canonicalFilter((output as { q: string }).q) },
        paths: ['q'],
      }),
    },
    /*
     * Decided by the spec (ADR 0203): "Relative date units. minutes, hours, days, weeks, months, years" (spec 1 §5) —
     * the reference has no case for minutes and answers an empty range.
     */
    {
      file: 'relativeDateToDateRange.json',
      run: ([relative], output): VectorComparison => {
        const r = relative as RelativeDate;
        const range = relativeDateToRange(r, SEARCH_VECTOR_NOW);
        const recorded = output as { from: number; to: number };
        const minutes = r.unit === 'minutes';
        return {
          plaza: range,
          reference: minutes ? { from: SEARCH_VECTOR_NOW - r.num * 60_000, to: recorded.to } : recorded,
          paths: ['from', 'to'],
          decidedBySpec: minutes ? ['from'] : [],
        };
      },
    },
    {
      file: 'hubSearchItemsPaging.json',
      run: async ([query, options, hasNext], output) => {
        const o = options as {
          num?: number;
          start?: number;
          sortField?: string;
          sortOrder?: 'asc' | 'desc';
          aggFields?: string[];
          aggLimit?: number;
        };
        const requests: string[] = [];
        const fetchStub = (input: RequestInfo | URL): Promise<Response> => {
          const url = String(input);
          requests.push(url);
          const pages = requests.filter((r) => !r.includes('/aggregations')).length;
          return Promise.resolve(
            jsonResponse(url.includes('/aggregations') ? aggregations : ogcPage(ogc, hasNext === true && pages === 1)),
          );
        };
        const hubQuery = { ...(query as HubQuery), ...o } as HubQuery;
        const first = await hubSearch(hubQuery, {
          requestOptions: { portal: 'https://www.arcgis.com/sharing/rest', hubApiUrl: 'https://hub.example.com' },
          api: 'hub-search',
          now: () => SEARCH_VECTOR_NOW,
          fetch: fetchStub as typeof fetch,
        });
        const before = requests.length;
        const next = await first.next().then(
          (page) => ({ total: page.total, hasNext: page.hasNext, count: page.results.length }),
          () => null,
        );
        const recorded = output as { requests: string[]; nextRequests: string[]; results: unknown[] };
        const plaza = asJson({
          requests: requests.slice(0, before).map(paramsOf),
          nextRequests: requests.slice(before).map(paramsOf),
          total: first.total,
          hasNext: first.hasNext,
          results: first.results,
          aggregations: first.aggregations,
          next,
        });
        const reference = {
          ...recorded,
          requests: recorded.requests.map(paramsOf),
          nextRequests: recorded.nextRequests.map(paramsOf),
        };
        const resultPaths = recorded.results.flatMap((r, i) =>
          Object.keys(r as object).map((k) => `results.${i}.${k}`),
        );
        return {
          plaza,
          reference,
          paths: ['requests', 'nextRequests', 'total', 'hasNext', 'aggregations', 'next', ...resultPaths],
        };
      },
    },
  ];
}
