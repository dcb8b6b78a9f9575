import { HUB_SEARCH_API_PATH, hubApiRequest, type HubApiCallOptions } from '@plaza/core';
import { isPlainSearch } from './typedTerm.ts';

/**
 * "Did you mean": the hub's spelling suggestion for a plain search that found nothing (ADR 0118), made from what
 * the caller may read; undefined when there is none, the search uses query syntax, or the service fails (a search
 * never fails for want of a suggestion).
 *
 * @example
 * await spellingSuggestion('bycicle', { hubUrl: 'https://data.example.org' }); // 'bicycle'
 */
export async function spellingSuggestion(q: string, options: HubApiCallOptions): Promise<string | undefined> {
  if (!isPlainSearch(q)) return undefined;
  try {
    const body = (await hubApiRequest(`${HUB_SEARCH_API_PATH}/spelling`, { query: { q } }, options)) as {
      suggestion?: unknown;
    };
    return typeof body?.suggestion === 'string' && body.suggestion ? body.suggestion : undefined;
  } catch {
    return undefined;
  }
}
