import { HubError } from '../errors/HubError.ts';
import { searchChannelTarget, searchPostTarget } from '../discussions/searchDiscussionTargets.ts';
import { searchAttendeeTarget, searchEventTarget } from '../events/searchEventTargets.ts';
import { getTopLevelPredicate } from './getTopLevelPredicate.ts';
import { TOP_LEVEL_PREDICATES, type HubQuery, type QueryFilter, type TargetEntity } from './HubQuery.ts';
import type { HubSearchOptions, SearchApi } from './HubSearchOptions.ts';
import type { HubSearchResponse } from './HubSearchResult.ts';
import { hubApiSearchItems } from './internal/hubApiSearchItems.ts';
import { portalSearchGroupMembers } from './internal/portalSearchGroupMembers.ts';
import { portalSearchGroups } from './internal/portalSearchGroups.ts';
import { portalSearchItems } from './internal/portalSearchItems.ts';
import { portalSearchUsers } from './internal/portalSearchUsers.ts';
import type { SearchContext } from './internal/searchContext.ts';
import { notImplementedMessage, SEARCH_ERROR_CODES } from './searchMessages.ts';
import { fail, validateQuery } from './validateQuery.ts';

type Handler = (context: SearchContext) => Promise<HubSearchResponse>;

/** Portal item searches never return code attachments (spec 1 §5 "One search path always excludes the type Code Attachment"). */
const NO_CODE_ATTACHMENTS: QueryFilter = Object.freeze({
  predicates: Object.freeze([Object.freeze({ type: Object.freeze({ not: 'Code Attachment' }) })]),
});

/**
 * Which target answers through which API. Events and attendees always go to the events service (spec 3 §7);
 * channels to the discussions service and discussion posts to the hub search API v2's `discussion-post` collection.
 */
const HANDLERS: Readonly<Record<SearchApi, Partial<Record<TargetEntity, Handler>>>> = {
  portal: {
    item: (context) => portalSearchItems(context),
    group: (context) => portalSearchGroups(context),
    user: (context) => portalSearchUsers(context, false),
    portalUser: (context) => portalSearchUsers(context, false),
    communityUser: (context) => portalSearchUsers(context, true),
    groupMember: (context) => portalSearchGroupMembers(context),
    event: (context) => searchEventTarget(context),
    eventAttendee: (context) => searchAttendeeTarget(context),
    channel: (context) => searchChannelTarget(context),
    discussionPost: (context) => searchPostTarget(context),
  },
  'hub-search': {
    item: (context) => hubApiSearchItems(context),
    event: (context) => searchEventTarget(context),
    eventAttendee: (context) => searchAttendeeTarget(context),
    channel: (context) => searchChannelTarget(context),
    discussionPost: (context) => searchPostTarget(context),
  },
};

/**
 * The one search entry point (spec 3 §5, §7): validates the query, picks the portal or the hub search
 * API by target and `options.api` (item searches exclude code attachments), maps every record to the one result shape, normalises aggregations
 * and pages with `next()`. Enrichment failures are collected on each result, never thrown.
 *
 * @example
 * const page = await hubSearch(
 *   { targetEntity: 'item', filters: [{ predicates: [{ term: 'parks' }] }], num: 10, aggFields: ['type'] },
 *   { requestOptions: { portal: 'http://localhost:3000/sharing/rest' } },
 * );
 * page.results[0]?.links.siteRelative; page.aggregations; if (page.hasNext) await page.next();
 */
export async function hubSearch(query: HubQuery, options: HubSearchOptions): Promise<HubSearchResponse> {
  validateQuery(query);
  for (const name of TOP_LEVEL_PREDICATES) getTopLevelPredicate(name, query.filters);
  if (!options?.requestOptions) fail('optionsRequestOptionsRequired');
  const api = options.api ?? 'portal';
  const handler = HANDLERS[api][query.targetEntity];
  if (!handler) {
    throw new HubError(SEARCH_ERROR_CODES.notImplemented, notImplementedMessage(query.targetEntity, api));
  }
  const now = options.now ? options.now() : Date.now();
  return handler({
    query:
      query.targetEntity === 'item' && api === 'portal'
        ? { ...query, filters: [...query.filters, NO_CODE_ATTACHMENTS] }
        : query,
    requestOptions: options.requestOptions,
    now,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    ...(options.site ? { site: options.site } : {}),
  });
}
