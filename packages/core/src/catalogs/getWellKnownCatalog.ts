import { HubError } from '../errors/HubError.ts';
import type { Predicate } from '../search/HubQuery.ts';
import { getDefaultItemCollections } from './getDefaultItemCollections.ts';
import type { HubCatalog } from './HubCatalog.ts';

/**
 * Well-known item catalogs (spec 3 §6).
 *
 * @example
 * WELL_KNOWN_ITEM_CATALOGS.map((name) => getWellKnownCatalog(name, { user }));
 */
export const WELL_KNOWN_ITEM_CATALOGS = [
  'myContent',
  'favorites',
  'organization',
  'partners',
  'community',
  'world',
] as const;
/**
 * Well-known group catalogs (spec 3 §6).
 *
 * @example
 * WELL_KNOWN_GROUP_CATALOGS.includes('editGroups'); // true
 */
export const WELL_KNOWN_GROUP_CATALOGS = ['editGroups', 'viewGroups', 'allGroups'] as const;

/** The name of a well-known catalog (spec 3 §6). */
export type WellKnownCatalogName =
  (typeof WELL_KNOWN_ITEM_CATALOGS)[number] | (typeof WELL_KNOWN_GROUP_CATALOGS)[number];

/** The signed-in user as far as catalogs need it (from the context's user, trusted orgs and groups). */
export interface CatalogUser {
  readonly username: string;
  readonly orgId: string;
  readonly favGroupId?: string;
  /** Organisations the user's org trusts (partners), from `portals/self/trustedOrgs`. */
  readonly trustedOrgIds?: readonly string[];
  /** The community organisation paired with the user's org, when there is one. */
  readonly communityOrgId?: string;
  readonly groups?: readonly CatalogUserGroup[];
}

/** A group of the signed-in user, with the membership that decides edit or view catalogs. */
export interface CatalogUserGroup {
  readonly id: string;
  readonly memberType?: 'owner' | 'admin' | 'member' | 'none';
  readonly capabilities?: readonly string[];
}

/** Options of {@link getWellKnownCatalog}: the signed-in user and an optional title. */
export interface WellKnownCatalogOptions {
  readonly user?: CatalogUser;
  readonly title?: string;
}

/**
 * Codes of the errors a catalog build raises (spec 1 §5).
 *
 * @example
 * if (error instanceof HubError && error.code === CATALOG_ERROR_CODES.userRequired) signIn();
 */
export const CATALOG_ERROR_CODES = { userRequired: 'CATALOG_USER_REQUIRED', unknown: 'UNKNOWN_CATALOG' } as const;

/**
 * Builds a well-known catalog: item catalogs (myContent, favorites, organization, partners, community,
 * world) with the default item collections, and group catalogs (editGroups, viewGroups, allGroups).
 * Every catalog but `world` is bound to a user and throws `CATALOG_USER_REQUIRED` without one; an
 * unknown name throws `UNKNOWN_CATALOG`. A catalog over an empty set (no partners, no groups) matches
 * nothing, never everything.
 *
 * @example
 * getWellKnownCatalog('myContent', { user: { username: 'ana', orgId: 'org1' } }).scopes.item;
 * // { targetEntity: 'item', filters: [{ predicates: [{ owner: 'ana' }] }] }
 */
export function getWellKnownCatalog(name: string, options: WellKnownCatalogOptions = {}): HubCatalog {
  const title = options.title ?? name;
  if (name === 'world') return itemCatalog(title, { type: { not: ['Code Attachment'] } });
  if (!isWellKnown(name)) {
    throw new HubError(CATALOG_ERROR_CODES.unknown, `Unknown well-known catalog: ${name}`);
  }
  const user = options.user;
  if (!user) throw new HubError(CATALOG_ERROR_CODES.userRequired, `User needed to get ${name} catalog`);
  const groups = user.groups ?? [];
  switch (name) {
    case 'myContent':
      return itemCatalog(title, { owner: user.username });
    case 'favorites':
      return itemCatalog(title, user.favGroupId ? { group: user.favGroupId } : nothing('group'));
    case 'organization':
      return itemCatalog(title, { orgid: user.orgId });
    case 'partners': {
      const partners = (user.trustedOrgIds ?? []).filter((id) => id !== user.orgId);
      return itemCatalog(title, partners.length ? { orgid: { any: partners } } : nothing('orgid'));
    }
    case 'community':
      return itemCatalog(title, user.communityOrgId ? { orgid: user.communityOrgId } : nothing('orgid'));
    case 'editGroups':
      return groupCatalog(
        title,
        groups.filter(canEditContent).map((g) => g.id),
      );
    case 'viewGroups':
      return groupCatalog(
        title,
        groups.filter((g) => !canEditContent(g)).map((g) => g.id),
      );
    case 'allGroups':
      return groupCatalog(
        title,
        groups.map((g) => g.id),
      );
  }
}

function isWellKnown(name: string): name is Exclude<WellKnownCatalogName, 'world'> {
  return ([...WELL_KNOWN_ITEM_CATALOGS, ...WELL_KNOWN_GROUP_CATALOGS] as readonly string[]).includes(name);
}

/** A member can put content in a group it administers, or in a shared-update group. */
function canEditContent(group: CatalogUserGroup): boolean {
  return (
    group.memberType === 'owner' ||
    group.memberType === 'admin' ||
    (group.capabilities ?? []).includes('updateitemcontrol')
  );
}

/** A predicate no record satisfies: the value both required and excluded. */
function nothing(field: string): Predicate {
  return { [field]: { any: ['none'], not: ['none'] } };
}

function itemCatalog(title: string, predicate: Predicate): HubCatalog {
  return {
    schemaVersion: 1,
    title,
    scopes: { item: { targetEntity: 'item', filters: [{ predicates: [predicate] }] } },
    collections: getDefaultItemCollections(),
  };
}

function groupCatalog(title: string, ids: readonly string[]): HubCatalog {
  return {
    schemaVersion: 1,
    title,
    scopes: {
      group: { targetEntity: 'group', filters: [{ predicates: [ids.length ? { id: [...ids] } : nothing('id')] }] },
    },
    collections: [],
  };
}
