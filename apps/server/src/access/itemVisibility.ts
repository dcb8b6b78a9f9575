import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { hasPrivilege, type Caller, type UserCaller } from '../auth/caller.ts';
import type { ItemAccess } from '../db/itemTables.ts';

/**
 * The one read rule for items (PORTAL-API.md "Visibility"), as an SQL condition on `items`:
 * - `public` items: everyone, anonymous included;
 * - the owner's own items;
 * - every item of the caller's org for holders of `portal:admin:viewItems`;
 * - `org` items of the caller's org (`portal:user:viewOrgItems`);
 * - items shared to a group the caller belongs to, whatever org the group or item is in.
 *
 * Every read path (get, data, resources, thumbnails, metadata, group content, search results,
 * totals, aggregations) ANDs this in, so an item the caller may not read answers exactly like one
 * that does not exist. Values are parameters; nothing is spliced into SQL.
 *
 * @example
 * db.selectFrom('items').select('id').where(itemVisibility(caller))
 */
export function itemVisibility(caller: Caller): RawBuilder<SqlBool> {
  if (caller.kind === 'anonymous') return sql<SqlBool>`items.access = 'public'`;
  const rules: RawBuilder<SqlBool>[] = [
    sql<SqlBool>`items.access = 'public'`,
    sql<SqlBool>`items.owner = ${caller.username}`,
  ];
  const inOrg = readableInOrg(caller);
  if (inOrg.length === NOT_PUBLIC.length) {
    rules.push(sql<SqlBool>`items.org_id = ${caller.orgId}`);
  } else if (inOrg.length > 0) {
    rules.push(sql<SqlBool>`(items.access = any(${inOrg}::text[]) and items.org_id = ${caller.orgId})`);
  }
  if (caller.groupIds.length > 0) {
    rules.push(sql<SqlBool>`items.group_ids && ${[...caller.groupIds]}::text[]`);
  }
  return sql<SqlBool>`(${sql.join(rules, sql` or `)})`;
}

const NOT_PUBLIC: readonly ItemAccess[] = ['private', 'shared', 'org'];

/**
 * The principals a caller reads items as (ADR 0195): an item is visible exactly when its `readers` (kept by the
 * database, migration 0180) share one with them — the same rule as {@link itemVisibility}, as one array overlap that
 * indexes and derived tables can carry. `p` everyone; `u:{username}` their own; `a:{org}` every item of their org
 * (`portal:admin:viewItems`) or else `o:{org}` its `org` items (`portal:user:viewOrgItems`); `g:{group}` each group.
 *
 * @example
 * itemReaders(ANONYMOUS); // ['p']
 */
export function itemReaders(caller: Caller): readonly string[] {
  if (caller.kind === 'anonymous') return ['p'];
  const inOrg = readableInOrg(caller);
  const org =
    inOrg.length === NOT_PUBLIC.length ? [`a:${caller.orgId}`] : inOrg.includes('org') ? [`o:${caller.orgId}`] : [];
  return ['p', `u:${caller.username}`, ...org, ...caller.groupIds.map((id) => `g:${id}`)];
}

/**
 * The access levels of their own org's items a caller may read whatever their owner or groups: all of them with
 * `portal:admin:viewItems`, `org` with `portal:user:viewOrgItems`, none otherwise (public items are everyone's).
 */
function readableInOrg(caller: UserCaller): readonly ItemAccess[] {
  if (hasPrivilege(caller, 'portal:admin:viewItems')) return NOT_PUBLIC;
  return hasPrivilege(caller, 'portal:user:viewOrgItems') ? ['org'] : [];
}

/**
 * {@link itemVisibility} read from the reader sets (ADR 0195): one array overlap on `items.readers`, which indexes
 * carry (a page deep in the title order is read from one index). Anonymous callers keep `access = 'public'`, which
 * the partial indexes over public items answer.
 *
 * @example
 * db.selectFrom('items').select('id').where(itemVisibilityByReaders(caller))
 */
export function itemVisibilityByReaders(caller: Caller): RawBuilder<SqlBool> {
  if (caller.kind === 'anonymous') return itemVisibility(caller);
  return sql<SqlBool>`items.readers && ${[...itemReaders(caller)]}::text[]`;
}

/** Items of some access levels, of one org or of any: a part of what a caller may read that facet counts keep. */
export interface VisibleScope {
  readonly access: readonly ItemAccess[];
  /** Undefined: every org's. */
  readonly orgId?: string;
}

/**
 * The same rule as {@link itemVisibility}, split in disjoint parts for counting (ADR 0165, 0180): `scopes` that the
 * maintained facet counts answer (public items; the caller's org's items of the access levels they may read there);
 * the items shared to the caller's `groupIds` outside the scopes, which the counts answer by group set; and `own`, a
 * condition for the caller's own items outside both, counted live. Together they are exactly `itemVisibility(caller)`.
 *
 * @example
 * const { scopes, groupIds, own } = itemVisibilityParts(caller);
 */
export function itemVisibilityParts(caller: Caller): {
  readonly scopes: readonly VisibleScope[];
  readonly groupIds: readonly string[];
  readonly own: RawBuilder<SqlBool> | undefined;
} {
  if (caller.kind === 'anonymous') return { scopes: [{ access: ['public'] }], groupIds: [], own: undefined };
  const inOrg = readableInOrg(caller);
  const scopes: VisibleScope[] = [{ access: ['public'] }];
  if (inOrg.length > 0) scopes.push({ access: inOrg, orgId: caller.orgId });
  // An item's org is its owner's (items are created in their owner's org and neither ever changes), so the caller's
  // own items outside the scopes are those of the other access levels: none for an administrator.
  const ownLevels = NOT_PUBLIC.filter((level) => !inOrg.includes(level));
  const groupIds = [...caller.groupIds];
  if (ownLevels.length === 0) return { scopes, groupIds, own: undefined };
  const notShared =
    groupIds.length > 0 ? sql<SqlBool>` and not (items.group_ids && ${groupIds}::text[])` : sql<SqlBool>``;
  return {
    scopes,
    groupIds,
    own: sql<SqlBool>`(items.owner = ${caller.username} and items.access = any(${ownLevels}::text[])${notShared})`,
  };
}

/**
 * A scope as an SQL condition on a table with `access` and `org_id` columns (`prefix` names the table, e.g. `items.`).
 *
 * @example
 * inScope({ access: ['public'] }, sql`items.`); // items.access = any('{public}')
 */
export function inScope(scope: VisibleScope, prefix: RawBuilder<unknown>): RawBuilder<SqlBool> {
  const access = sql<SqlBool>`${prefix}access = any(${[...scope.access]}::text[])`;
  return scope.orgId === undefined ? access : sql<SqlBool>`(${access} and ${prefix}org_id = ${scope.orgId})`;
}
