import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { hasPrivilege, type Caller } from '../auth/caller.ts';

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
  if (hasPrivilege(caller, 'portal:admin:viewItems')) {
    rules.push(sql<SqlBool>`items.org_id = ${caller.orgId}`);
  } else if (hasPrivilege(caller, 'portal:user:viewOrgItems')) {
    rules.push(sql<SqlBool>`(items.access = 'org' and items.org_id = ${caller.orgId})`);
  }
  if (caller.groupIds.length > 0) {
    rules.push(sql<SqlBool>`items.group_ids && ${[...caller.groupIds]}::text[]`);
  }
  return sql<SqlBool>`(${sql.join(rules, sql` or `)})`;
}
