import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { inScope, type VisibleScope } from '../../access/itemVisibility.ts';
import type { Db } from '../database.ts';

/** The facet fields an item search may count (PORTAL-API.md "Search", `countFields`). */
export type ItemCountField = 'type' | 'tags' | 'typekeywords' | 'categories' | 'access' | 'owner' | 'orgid' | 'culture';

/** A search the maintained counts can answer: the caller's visible parts and, optionally, some types (lower-cased). */
export interface CountedSearch {
  readonly scopes: readonly VisibleScope[];
  /** The caller's other visible items, counted live. */
  readonly rest: RawBuilder<SqlBool> | undefined;
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
 * The total and facet counts of a search with no words but types (ADR 0165): the maintained counts (plus the deltas
 * not yet folded in) of the caller's scopes, and a live count of their other visible items, added per value. Every
 * item has exactly one `access`, so the total is the sum of the access counts. Ordered as a live count orders them:
 * most first, then by value; `size` per field.
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
  const scopes = (prefix: RawBuilder<unknown>) =>
    sql<SqlBool>`(${sql.join(
      counted.scopes.map((s) => inScope(s, prefix)),
      sql` or `,
    )})`;
  const typed = (column: RawBuilder<unknown>) =>
    counted.types === undefined
      ? sql<SqlBool>`true`
      : sql<SqlBool>`lower(${column}) = any(${[...counted.types]}::text[])`;
  // The rest is read once (its fields only) and each field counted over that.
  const liveColumns = names.map(
    (name) => sql`${COUNT_SOURCES[name as ItemCountField].column} as ${sql.ref(`f_${name}`)}`,
  );
  const live = counted.rest
    ? names.map((name) => {
        const column = sql.ref(`live.f_${name}`);
        const values = COUNT_SOURCES[name as ItemCountField].array
          ? sql`(select distinct u from unnest(${column}) as u)`
          : sql`(select ${column})`;
        return sql`union all select ${name}::text, v.value::text, 1::bigint from live cross join lateral ${values} as v(value)
          where v.value is not null and v.value <> ''`;
      })
    : [];
  const liveRows = counted.rest
    ? sql`live as materialized (select ${sql.join(liveColumns)} from items where ${counted.rest} and ${typed(sql`items.type`)}),`
    : sql``;
  const sizes = Object.fromEntries(fields.map((f) => [f.field, f.size]));
  const result = await sql<{ field: string; value: string; n: number; r: number }>`
    with ${liveRows} summed as (
      select field, value, sum(n) as n from (
        select field, value, count as n from item_facet_counts
          where field = any(${names}::text[]) and ${scopes(sql`item_facet_counts.`)} and ${typed(sql`item_facet_counts.type`)}
        union all
        select field, value, delta from item_facet_deltas
          where field = any(${names}::text[]) and ${scopes(sql`item_facet_deltas.`)} and ${typed(sql`item_facet_deltas.type`)}
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
    with moved as (delete from item_facet_deltas returning access, org_id, type, field, value, delta),
    summed as (
      select field, access, org_id, type, value, sum(delta) as delta, count(*) as rows from moved
      group by field, access, org_id, type, value
    ),
    applied as (
      insert into item_facet_counts as c (field, access, org_id, type, value, count)
      select field, access, org_id, type, value, delta from summed where delta <> 0
      order by field, access, org_id, type, value
      on conflict (field, access, org_id, type, value) do update set count = c.count + excluded.count
    )
    select coalesce(sum(rows), 0)::bigint as n from summed`.execute(db);
  const moved = Number(folded.rows[0]?.n ?? 0);
  if (moved > 0) {
    await sql`delete from item_facet_counts where count = 0`.execute(db);
    // Every fold deletes the deltas it moved; their dead rows and index entries would pile up (the embedded database
    // has no autovacuum, and PostgreSQL's waits a minute) and every counted search scans them. A vacuum of a table
    // that was just emptied takes a millisecond and gives its pages back.
    await sql`vacuum item_facet_deltas`.execute(db);
  }
  return moved;
}
