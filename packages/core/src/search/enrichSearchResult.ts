import { portalRequest } from '../portal/portalRequest.ts';
import type { HubRequestOptions } from './HubSearchOptions.ts';
import type { HubSearchResult, HubSearchResultError } from './HubSearchResult.ts';
import { userToSearchResult, type PortalUserRecord } from './mappers/userToSearchResult.ts';

/**
 * Enrichments of group results (spec 3 §3).
 *
 * @example
 * hubSearch({ ...query, targetEntity: 'group', include: [...GROUP_ENRICHMENTS] }, options);
 */
export const GROUP_ENRICHMENTS = ['membershipSummary', 'contentCount', 'userMembership'] as const;
/**
 * Enrichments of user results (spec 3 §3).
 *
 * @example
 * hubSearch({ ...query, targetEntity: 'portalUser', include: [...USER_ENRICHMENTS] }, options);
 */
export const USER_ENRICHMENTS = ['org'] as const;
/**
 * Members shown in a group's membership summary (spec 3 §9).
 *
 * @example
 * result.membershipSummary?.users.length <= MEMBERSHIP_SUMMARY_SIZE; // true
 */
export const MEMBERSHIP_SUMMARY_SIZE = 3;
/**
 * Page size of the content count request (spec 3 §9).
 *
 * @example
 * portalRequest(`content/groups/${id}/search`, { portal, params: { num: CONTENT_COUNT_SIZE } });
 */
export const CONTENT_COUNT_SIZE = 1;

type Enricher = (result: HubSearchResult, options: HubRequestOptions) => Promise<Partial<HubSearchResult>>;

const ENRICHERS: Readonly<Record<string, Enricher>> = {
  membershipSummary: async (result, options) => {
    const list = await portalRequest<{ total: number; users: PortalUserRecord[] }>(
      `community/groups/${result.id}/userlist`,
      { ...options, params: { num: MEMBERSHIP_SUMMARY_SIZE } },
    );
    const context = { portal: options.portal };
    return {
      membershipSummary: {
        total: list.total,
        users: list.users
          .slice(0, MEMBERSHIP_SUMMARY_SIZE)
          .map((u) => userToSearchResult(u, context, { asGroupMember: true })),
      },
    };
  },
  contentCount: async (result, options) => {
    const page = await portalRequest<{ total: number }>(`content/groups/${result.id}/search`, {
      ...options,
      params: { num: CONTENT_COUNT_SIZE },
    });
    return { contentCount: page.total };
  },
  userMembership: async (result, options) => {
    const group = await portalRequest<{ membershipAccess?: string; userMembership?: { memberType?: string } }>(
      `community/groups/${result.id}`,
      options,
    );
    return {
      userMembership: {
        memberType: group.userMembership?.memberType ?? 'none',
        ...(group.membershipAccess ? { membershipAccess: group.membershipAccess } : {}),
      },
    };
  },
  org: async (result, options) => {
    if (!result.orgId) return {};
    const org = await portalRequest<{ id: string; name: string; urlKey?: string }>(`portals/${result.orgId}`, options);
    return { org: { id: org.id, name: org.name, ...(org.urlKey ? { urlKey: org.urlKey } : {}) } };
  },
};

/**
 * Adds the requested enrichments to a result. A failing enrichment never fails the search: its
 * error is collected on the result's `errors` (spec 3 §8), and the other enrichments still apply.
 * Unknown names are ignored.
 *
 * @example
 * const enriched = await enrichSearchResult(group, ['membershipSummary', 'contentCount'], requestOptions);
 * enriched.contentCount; // 12
 */
export async function enrichSearchResult(
  result: HubSearchResult,
  include: readonly string[],
  options: HubRequestOptions,
): Promise<HubSearchResult> {
  const names = include.filter((name) => Object.hasOwn(ENRICHERS, name));
  if (names.length === 0) return result;
  const settled = await Promise.allSettled(names.map((name) => ENRICHERS[name]!(result, options)));
  const errors: HubSearchResultError[] = [...(result.errors ?? [])];
  let enriched: HubSearchResult = result;
  settled.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') enriched = { ...enriched, ...outcome.value };
    else {
      const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
      errors.push({ type: 'Other', message: `${names[index]}: ${reason}` });
    }
  });
  return errors.length ? { ...enriched, errors } : enriched;
}
