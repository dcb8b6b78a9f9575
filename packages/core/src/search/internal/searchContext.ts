import { HubError } from '../../errors/HubError.ts';
import { ITEM_COLLECTION_TYPES, isItemCollectionKey } from '../../catalogs/itemCollections.ts';
import type { HubQuery, QueryFilter } from '../HubQuery.ts';
import type { HubRequestOptions } from '../HubSearchOptions.ts';

/** What one search handler receives: the validated query and resolved options. */
export interface SearchContext {
  readonly query: HubQuery;
  readonly requestOptions: HubRequestOptions;
  readonly now: number;
  readonly site?: string;
  readonly fetch: typeof fetch;
}

/** The token a request carries, from a token string or an authentication manager. */
export async function getSearchToken(requestOptions: HubRequestOptions, url: string): Promise<string | undefined> {
  const auth = requestOptions.authentication;
  if (!auth) return undefined;
  if (typeof auth === 'string') return auth;
  return auth.getToken(url);
}

/**
 * The query's filters with its collection's type filter added (portal search has no collections of
 * its own: an item collection key becomes the same type list the hub search API uses).
 */
export function filtersWithCollection(query: HubQuery): readonly QueryFilter[] {
  if (!query.collection || query.collection === 'all') return query.filters;
  if (!isItemCollectionKey(query.collection)) {
    throw new HubError('UNKNOWN_COLLECTION', `Unknown collection: ${query.collection}`);
  }
  return [...query.filters, { predicates: [{ type: [...ITEM_COLLECTION_TYPES[query.collection]] }] }];
}

/** The username of the signed-in caller, when the authentication manager knows it. */
export function authUsername(requestOptions: HubRequestOptions): string | undefined {
  const auth = requestOptions.authentication;
  if (!auth || typeof auth === 'string') return undefined;
  return (auth as { username?: string }).username;
}
