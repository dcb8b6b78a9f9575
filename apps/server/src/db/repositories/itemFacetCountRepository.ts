import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { inScope, type VisibleScope } from '../../access/itemVisibility.ts';
import type { Db } from '../database.ts';

/** The facet fields an item search may count (PORTAL-API.md "Search", `countFields`). */
export type ItemCountField = 'type' | 'tags' | 'typekeywords' | 'categories' | 'access' | 'owner' | 'orgid' | 'culture';

/** A search the maintained counts can answer: the caller's visible parts and, optionally, some types (lower-cased). */
export interface CountedSearch {
  readonly scopes: readonly VisibleScope[];
  /** The caller's groups: items shared to them outside the scopes are counted by group set. */
  readonly groupIds: readonly string[];
  /** The caller's other visible items (their own, outside the scopes and their groups), counted live. */
  readonly own: RawBuilder<SqlBool> | undefined;
  readonly types: readonly string[] | undefined;
}

/** Facet value expressions over `items`: array fields are unnested (each value once per item). */
export const COUNT_SOURCES: Readonly<Record<ItemCountField, { column: RawBuilder<unknown>; array: boolean }>> = {
  type: { column: sql`items.type`, array: false },
  access: { column: sql`items.access`, array: false },
  owner: { column: sql`items.owner`, array: false },
  orgid: { column: sql`items.org_id`, array: false },
  culture: { column: sql`items.culture`, array: false },
  tags: { column: sql`items.tags_lc`, array: true },
  typekeywords: { column: sql`items.type_keywords_lc`, array: true },
  categories: { column: sql`items.categories_lc`, array: true },
};

/**
 * The total and facet counts of a search with no words but types (ADR 0165, 0180): the maintained counts (plus the
 * deltas not yet folded in) of the caller's scopes and of the group sets that overlap their groups outside those
 * scopes, and a live count of their own other items, added per value. Every item has exactly one `access`, so the
 * total is the sum of the access counts. Ordered as a live count orders them: most first, then by value; `size` per
 * field.
 *
 * @example
 * const { total, counts } = await countFromSummary(db, query.counted, [{ field: 'tags', size: 10 }]);
 */
export async function countFromSummary(
  db: Db,
  counted: CountedSearch,
  fields: readonly { readonly field: ItemCountField; readonly size: number }[],
): Promise<{ total: number; counts: { field: string; value: string; count: number }[] }> {
  const names = [...new Set(['access', ...fields.map((f) => f.field)])];
  const typed = (column: RawBuilder<unknown>) =>
    counted.types === undefined
      ? sql<SqlBool>`true`
      : sql<SqlBool>`lower(${column}) = any(${[...counted.types]}::text[])`;
  const inScopes = (prefix: RawBuilder<unknown>) =>
    sql<SqlBool>`(${sql.join(
      counted.scopes.map((s) => inScope(s, prefix)),
      sql` or `,
    )})`;
  const summaryRows = (
    table: 'item_facet_counts' | 'item_facet_group_counts' | 'item_facet_deltas',
    which: (prefix: RawBuilder<unknown>) => RawBuilder<SqlBool>,
  ) => {
    const prefix = sql.raw(`${table}.`);
    const amount = sql.raw(table === 'item_facet_deltas' ? 'delta' : 'count');
    return sql`select field, value, ${amount} as n from ${sql.raw(table)}
      where field = any(${names}::text[]) and ${which(prefix)} and ${typed(sql`${prefix}type`)}`;
  };
  const groups = [...counted.groupIds];
  const inGroupsOutsideScopes = (p: RawBuilder<unknown>) =>
    sql<SqlBool>`${p}group_ids && ${groups}::text[] and not ${inScopes(p)}`;
  // Every item in the scopes; and the group sets the caller may read, outside the scopes (ADR 0180).
  const parts = [
    summaryRows('item_facet_counts', inScopes),
    summaryRows('item_facet_deltas', (p) => sql<SqlBool>`${p}group_ids = '{}' and ${inScopes(p)}`),
    ...(groups.length === 0
      ? []
      : [
          summaryRows('item_facet_group_counts', inGroupsOutsideScopes),
          summaryRows('item_facet_deltas', inGroupsOutsideScopes),
        ]),
  ];
  // The caller's own other items are read once (their fields only) and each field counted over that.
  const liveColumns = names.map(
    (name) => sql`${COUNT_SOURCES[name as ItemCountField].column} as ${sql.ref(`f_${name}`)}`,
  );
  const live = counted.own
    ? names.map((name) => {
        const column = sql.ref(`live.f_${name}`);
        const values = COUNT_SOURCES[name as ItemCountField].array
          ? sql`(select distinct u from unnest(${column}) as u)`
          : sql`(select ${column})`;
        return sql`union all select ${name}::text, v.value::text, 1::bigint from live cross join lateral ${values} as v(value)
          where v.value is not null and v.value <> ''`;
      })
    : [];
  const liveRows = counted.own
    ? sql`live as materialized (select ${sql.join(liveColumns)} from items where ${counted.own} and ${typed(sql`items.type`)}),`
    : sql``;
  const sizes = Object.fromEntries(fields.map((f) => [f.field, f.size]));
  const result = await sql<{ field: string; value: string; n: number; r: number }>`
    with ${liveRows} summed as (
      select field, value, sum(n) as n from (
        ${sql.join(parts, sql` union all `)}
        ${sql.join(live, sql` `)}
      ) as parts group by field, value having sum(n) > 0
    )
    select field, value, n, r from (
      select field, value, n::bigint as n, row_number() over (partition by field order by n desc, value) as r from summed
    ) as ranked where field = 'access' or r <= ${Math.max(0, ...fields.map((f) => f.size))}`.execute(db);
  const rows = result.rows.map((r) => ({ field: r.field, value: r.value, count: Number(r.n), rank: Number(r.r) }));
  const total = rows.filter((r) => r.field === 'access').reduce((sum, r) => sum + r.count, 0);
  const counts = rows
    .filter((r) => sizes[r.field] !== undefined && r.rank <= sizes[r.field]!)
    .sort((a, b) => a.rank - b.rank)
    .map(({ field, value, count }) => ({ field, value, count }));
  return { total, counts };
}

/** How often a server folds the deltas in: readers add what is not folded yet, so this bounds their work, not truth. */
export const FACET_FOLD_INTERVAL_MS = 5_000;

/**
 * Moves the deltas written since the last fold into the counts, in one statement (so readers see either both or
 * neither), summed per key and applied in key order (so two folds never deadlock); counts that reach zero go.
 * Returns how many delta rows it folded.
 *
 * @example
 * await foldItemFacetDeltas(db);
 */
export async function foldItemFacetDeltas(db: Db): Promise<number> {
  const folded = await sql<{ n: number }>`
    with moved as (delete from item_facet_deltas returning access, org_id, type, field, value, group_ids, delta),
    summed as (
      select field, access, org_id, type, value, group_ids, sum(delta) as delta, count(*) as rows from moved
      group by field, access, org_id, type, value, group_ids
    ),
    applied as (
      insert into item_facet_counts as c (field, access, org_id, type, value, count)
      select field, access, org_id, type, value, delta from summed where delta <> 0 and group_ids = '{}'
      order by field, access, org_id, type, value
      on conflict (field, access, org_id, type, value) do update set count = c.count + excluded.count
    ),
    applied_to_sets as (
      insert into item_facet_group_counts as c (field, access, org_id, type, value, group_ids, count)
      select field, access, org_id, type, value, group_ids, delta from summed where delta <> 0 and group_ids <> '{}'
      order by field, access, org_id, type, value, group_ids
      on conflict (field, access, org_id, type, value, group_ids) do update set count = c.count + excluded.count
    )
    select coalesce(sum(rows), 0)::bigint as n from summed`.execute(db);
  const moved = Number(folded.rows[0]?.n ?? 0);
  if (moved > 0) {
    await sql`delete from item_facet_counts where count = 0`.execute(db);
    await sql`delete from item_facet_group_counts where count = 0`.execute(db);
    // Every fold deletes the deltas it moved; their dead rows and index entries would pile up (the embedded database
    // has no autovacuum, and PostgreSQL's waits a minute) and every counted search scans them. A vacuum of a table
    // that was just emptied takes a millisecond and gives its pages back.
    await sql`vacuum item_facet_deltas`.execute(db);
  }
  return moved;
}
