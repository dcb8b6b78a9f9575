import { searchParamsOf, type SearchState } from '../../../search/searchState.ts';
import { siteHref } from '../../../site/siteHref.ts';

/** The URL of a search state on the current site. */
export function searchHref(basePath: string, state: SearchState): string {
  const params = searchParamsOf(state).toString();
  return siteHref(basePath, `/search${params ? `?${params}` : ''}`);
}
