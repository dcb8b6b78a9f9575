import type { HubInitiative } from '../entities/initiative/initiative.ts';
import type { HubSite } from '../entities/site/site.ts';

/**
 * The type keyword every followers group carries, and the prefix of the one naming what it follows.
 *
 * @example
 * group.typeKeywords.includes(FOLLOWERS_GROUP_KEYWORD);
 */
export const FOLLOWERS_GROUP_KEYWORD = 'hubFollowersGroup';
const FOLLOWS_PREFIX = 'hubFollowersOf|';

/** What people follow: a site or an initiative (spec 3 §3 Follow card settings `entityType`). */
export type FollowTarget =
  { readonly kind: 'site'; readonly entity: HubSite } | { readonly kind: 'initiative'; readonly entity: HubInitiative };

/**
 * The keyword that ties a followers group to the entity it follows.
 *
 * @example
 * followsKeyword('initiative', '9f1c…'); // "hubFollowersOf|initiative|9f1c…"
 */
export function followsKeyword(kind: FollowTarget['kind'], entityId: string): string {
  return `${FOLLOWS_PREFIX}${kind}|${entityId}`;
}

/**
 * What a group's keywords say it follows, or undefined for a group that is not a followers group.
 *
 * @example
 * followedEntityOf({ typeKeywords: ['hubFollowersGroup', 'hubFollowersOf|initiative|abc'] });
 * // { kind: 'initiative', id: 'abc' }
 */
export function followedEntityOf(group: {
  readonly typeKeywords?: readonly string[];
}): { readonly kind: FollowTarget['kind']; readonly id: string } | undefined {
  const keywords = group.typeKeywords ?? [];
  if (!keywords.includes(FOLLOWERS_GROUP_KEYWORD)) return undefined;
  const [kind, id] =
    keywords
      .find((k) => k.startsWith(FOLLOWS_PREFIX))
      ?.slice(FOLLOWS_PREFIX.length)
      .split('|') ?? [];
  if ((kind !== 'site' && kind !== 'initiative') || !id) return undefined;
  return { kind, id };
}
