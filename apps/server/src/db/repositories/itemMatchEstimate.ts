import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../database.ts';
import { facetColumns, facetParts, type FacetRequest, type FacetValueCount } from './itemFacetParts.ts';

/**
 * How many items match, counting no further than `limit` (so at most that many rows are read).
 *
 * @example
 * const n = await countItemsUpTo(db, where, 1_001); // 1_001: more than 1,000
 */
export async function countItemsUpTo(db: Db, where: RawBuilder<SqlBool>, limit: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from (select 1 from items where ${where} limit ${limit}) as m`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The planner's estimate of the number of items (`pg_class.reltuples`, kept by ANALYZE and autovacuum, and on the
 * embedded database by its statistics upkeep, ADR 0171); 0 when the table was never analysed.
 *
 * @example
 * const rows = await itemRowsEstimate(db);
 */
export async function itemRowsEstimate(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'items'::regclass`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** What a sample of the catalog holds of a search's matches. */
export interface MatchSample {
  /** Matches in the sample. */
  readonly matched: number;
  /** The asked facets' values counted over those matches (not scaled). */
  readonly counts: readonly FacetValueCount[];
}

/** The sample is the same for every search, so totals and counts do not wander between pages and reloads. */
const SAMPLE_SEED = 42;

/**
 * The matches among a sample of about `percent` % of the catalog's storage blocks (`TABLESAMPLE SYSTEM`, the same
 * blocks every time) and their facets: every condition of the search applies, visibility first, so a sample only
 * ever holds items the caller may read.
 *
 * @example
 * const { matched, counts } = await sampleItemMatches(db, where, 1, [{ field: 'type', size: 10 }]);
 */
export async function sampleItemMatches(
  db: Db,
  where: RawBuilder<SqlBool>,
  percent: number,
  fields: FacetRequest,
): Promise<MatchSample> {
  const counts =
    fields.length === 0
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(json_build_array(c.field, c.value, c.count)), '[]') from (${facetParts(fields)}) as c)`;
  const { rows } = await sql<{ matched: string; counts: [string, string, number][] }>`
    with m as materialized (
      select ${sql.join([sql`items.id`, ...facetColumns(fields)])}
      from items tablesample system (${percent}) repeatable (${SAMPLE_SEED})
      where ${where}
    )
    select (select count(*) from m) as matched, ${counts} as counts`.execute(db);
  const answer = rows[0];
  return {
    matched: Number(answer?.matched ?? 0),
    counts: (answer?.counts ?? []).map(([field, value, count]) => ({ field, value, count: Number(count) })),
  };
}
