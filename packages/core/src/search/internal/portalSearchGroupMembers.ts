import { portalRequest } from '../../portal/portalRequest.ts';
import { classifyPredicateValue } from '../classifyPredicateValue.ts';
import { enrichSearchResult } from '../enrichSearchResult.ts';
import type { QueryFilter } from '../HubQuery.ts';
import type { HubSearchResponse } from '../HubSearchResult.ts';
import { userToSearchResult, type PortalUserRecord } from '../mappers/userToSearchResult.ts';
import { fail } from '../validateQuery.ts';
import { getSearchToken, type SearchContext } from './searchContext.ts';
import { portalPage } from './portalPage.ts';

/** The group id of a group member search: the first `group` predicate with one string value. */
export function groupIdOf(filters: readonly QueryFilter[]): string | undefined {
  for (const filter of filters) {
    for (const predicate of filter.predicates) {
      const value = predicate.group;
      if (value === undefined) continue;
      const classified = classifyPredicateValue(value);
      if (classified.kind === 'string') return classified.value;
      if (classified.kind === 'list' && classified.value.length === 1) return classified.value[0];
    }
  }
  return undefined;
}

/** Simple string predicates the member list understands (`name`, `memberType`, `joined`). */
function listParam(filters: readonly QueryFilter[], field: string): string | undefined {
  for (const filter of filters) {
    for (const predicate of filter.predicates) {
      const value = predicate[field];
      if (typeof value === 'string') return value;
    }
  }
  return undefined;
}

/** Members of one group through `community/groups/{id}/userlist` (spec 3 §5: the group id is required). */
export async function portalSearchGroupMembers(
  context: SearchContext,
  start = context.query.start ?? 1,
): Promise<HubSearchResponse> {
  const { query, requestOptions } = context;
  const groupId = groupIdOf(query.filters);
  if (!groupId) fail('groupIdRequired');
  const params: Record<string, string | number> = { start };
  if (query.num !== undefined && query.num > 0) params.num = query.num;
  if (query.sortField) params.sortField = query.sortField;
  if (query.sortOrder) params.sortOrder = query.sortOrder;
  for (const field of ['name', 'memberType', 'joined']) {
    const value = listParam(query.filters, field);
    if (value !== undefined) params[field] = value;
  }
  const response = await portalRequest<{ total: number; nextStart: number; users: PortalUserRecord[] }>(
    `community/groups/${encodeURIComponent(groupId)}/userlist`,
    { ...requestOptions, params },
  );
  const token = await getSearchToken(requestOptions, requestOptions.portal);
  const mapContext = { portal: requestOptions.portal, ...(token ? { token } : {}) };
  const results = await Promise.all(
    response.users.map((user) =>
      enrichSearchResult(
        userToSearchResult(user, mapContext, { asGroupMember: true }),
        query.include ?? [],
        requestOptions,
      ),
    ),
  );
  return portalPage(response.total, response.nextStart, results, (next) => portalSearchGroupMembers(context, next));
}
