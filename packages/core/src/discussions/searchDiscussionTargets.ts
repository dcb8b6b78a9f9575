import { hubApiRequest } from '../hub-api/hubApiRequest.ts';
import type { HubQuery, PredicateValue } from '../search/HubQuery.ts';
import type { HubSearchResponse } from '../search/HubSearchResult.ts';
import { noMorePages } from '../search/internal/portalPage.ts';
import { getSearchToken, type SearchContext } from '../search/internal/searchContext.ts';
import { channelToSearchResult } from '../search/mappers/channelToSearchResult.ts';
import { postToSearchResult, type HubPostRecord } from '../search/mappers/postToSearchResult.ts';
import { portalHome } from '../search/mappers/resultUrls.ts';
import { searchChannels } from './discussionsClient.ts';
import { DiscussionsRequestError } from './discussionsRequest.ts';
import { HubApiRequestError } from '../errors/HubApiRequestError.ts';

/** The path of the discussion-post collection of the hub search API v2 (spec 3 §7). */
const POST_COLLECTION = '/api/search/v2/collections/discussion-post/items';

function callOptions(context: SearchContext) {
  const { requestOptions } = context;
  return {
    hubUrl: requestOptions.hubApiUrl ?? portalHome(requestOptions.portal),
    ...(requestOptions.authentication ? { authentication: requestOptions.authentication } : {}),
    ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
  };
}

function valuesOf(value: PredicateValue): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return [...(value as readonly string[])];
  if (typeof value === 'object' && value !== null && !('type' in value)) {
    const match = value as { any?: string | readonly string[]; exact?: string | readonly string[] };
    return [match.any, match.exact].flatMap((v) => (v === undefined ? [] : typeof v === 'string' ? [v] : [...v]));
  }
  return [];
}

/** The values of the predicate fields of a query, by field, joined across filters. */
function fieldValues(query: HubQuery): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const filter of query.filters) {
    for (const predicate of filter.predicates) {
      for (const [field, value] of Object.entries(predicate)) {
        fields.set(field, [...(fields.get(field) ?? []), ...valuesOf(value)]);
      }
    }
  }
  return fields;
}

/**
 * The `channel` target of `hubSearch`: the channels search (spec 3 §7: `name` from `term`/`name`, `access`,
 * `groups`, `sortBy` createdAt/updatedAt/name, upper-case `sortOrder`, `num`, `start`), each channel through the
 * Channel result mapper; `next()` follows `nextStart`.
 *
 * @example
 * await hubSearch({ targetEntity: 'channel', filters: [{ predicates: [{ access: 'public' }] }] }, options);
 */
export async function searchChannelTarget(
  context: SearchContext,
  start = context.query.start ?? 1,
): Promise<HubSearchResponse> {
  const { query } = context;
  const fields = fieldValues(query);
  const name = [...(fields.get('term') ?? []), ...(fields.get('name') ?? [])][0];
  const sort: Record<string, 'createdAt' | 'updatedAt' | 'name'> = {
    created: 'createdAt',
    createdAt: 'createdAt',
    modified: 'updatedAt',
    updated: 'updatedAt',
    updatedAt: 'updatedAt',
    name: 'name',
    title: 'name',
  };
  const page = await searchChannels(
    {
      ...(name ? { name } : {}),
      ...(fields.get('access') ? { access: fields.get('access')!.map((a) => a.toLowerCase()) } : {}),
      ...(fields.get('groups') ? { groups: fields.get('groups')! } : {}),
      ...(query.sortField && sort[query.sortField] ? { sortBy: sort[query.sortField] } : {}),
      ...(query.sortOrder ? { sortOrder: query.sortOrder.toUpperCase() as 'ASC' | 'DESC' } : {}),
      ...(query.num !== undefined ? { num: query.num } : {}),
      ...(start > 1 ? { start } : {}),
    },
    callOptions(context),
  );
  const hasNext = page.nextStart > 0;
  return {
    total: page.total,
    results: page.items.map((channel) => channelToSearchResult(channel, { portal: context.requestOptions.portal })),
    hasNext,
    next: () => (hasNext ? searchChannelTarget(context, page.nextStart) : Promise.reject(noMorePages())),
  };
}

interface PostCollectionPage {
  readonly numberMatched: number;
  readonly features: readonly { readonly properties: HubPostRecord }[];
  readonly links: readonly { readonly rel: string; readonly href: string }[];
}

/**
 * The `post` target of `hubSearch`: the `discussion-post` collection of the hub search API v2 (spec 3 §7: `q` from
 * `term`, `discussion`, `channels` from `channelId`, `limit` from `num`), each post through the Discussion post result
 * mapper; `next()` follows the `rel=next` link's `startindex`.
 *
 * @example
 * await hubSearch({ targetEntity: 'post', filters: [{ predicates: [{ discussion: `hub://item/${id}` }] }] }, options);
 */
export async function searchPostTarget(
  context: SearchContext,
  startindex = context.query.start ?? 1,
): Promise<HubSearchResponse> {
  const { query } = context;
  const fields = fieldValues(query);
  const request: Record<string, string> = { startindex: String(startindex) };
  const term = fields.get('term')?.[0];
  if (term) request.q = term;
  const discussion = fields.get('discussion')?.[0];
  if (discussion) request.discussion = discussion;
  const channels = [...(fields.get('channelId') ?? []), ...(fields.get('channels') ?? [])];
  if (channels.length > 0) request.channels = channels.join(',');
  if (query.num !== undefined) request.limit = String(query.num);
  if (query.sortField) {
    const field = { created: 'createdAt', modified: 'updatedAt', title: 'title' }[query.sortField] ?? query.sortField;
    request.sortBy = `${query.sortOrder === 'desc' ? '-' : ''}properties.${field}`;
  }
  let page: PostCollectionPage;
  try {
    page = (await hubApiRequest(POST_COLLECTION, { query: request }, callOptions(context))) as PostCollectionPage;
  } catch (error) {
    if (error instanceof HubApiRequestError) throw new DiscussionsRequestError('Failed to search posts.', error);
    throw error;
  }
  const token = await getSearchToken(context.requestOptions, context.requestOptions.portal);
  const mapContext = { portal: context.requestOptions.portal, ...(token ? { token } : {}) };
  const next = page.links.find((link) => link.rel === 'next');
  const nextStart = next ? Number(new URL(next.href).searchParams.get('startindex')) : 0;
  const hasNext = nextStart > 0;
  return {
    total: page.numberMatched,
    results: page.features.map((feature) => postToSearchResult(feature.properties, mapContext)),
    hasNext,
    next: () => (hasNext ? searchPostTarget(context, nextStart) : Promise.reject(noMorePages())),
  };
}
