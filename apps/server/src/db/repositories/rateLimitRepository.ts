import { sql } from 'kysely';
import type { Db } from '../database.ts';

/**
 * Takes a transaction-scoped advisory lock on each key, in a fixed order (so two writers never wait on each other in a
 * cycle): every process sharing the database that counts and writes under the same key waits its turn until this
 * transaction ends. The critical section of a "count, then insert" limit (issue 40).
 *
 * @example
 * await db.transaction().execute(async (trx) => { await lockLimitKeys(trx, ['posts:author:casey']); ... });
 */
export async function lockLimitKeys(trx: Db, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}

/** A token bucket's shape: at most `burst` tokens, `perMs` coming back each millisecond. */
export interface BucketRate {
  readonly burst: number;
  readonly perMs: number;
}

/**
 * Refills a key's bucket to `now` and spends one token when it holds one, in ONE statement (the row's lock makes
 * simultaneous takes, from any process, one after another): answers whether a token was spent and what is left.
 * A key seen for the first time starts full. A clock behind the stored one refills nothing.
 */
export async function takeBucketToken(
  db: Db,
  scope: string,
  key: string,
  rate: BucketRate,
  now: number,
): Promise<{ allowed: boolean; tokens: number }> {
  const refilled = sql<number>`least(${rate.burst}::float8,
    b.tokens + greatest(0, ${now}::bigint - b.at)::float8 * ${rate.perMs}::float8)`;
  const { rows } = await sql<{ allowed: boolean; tokens: number }>`
    insert into rate_limit_buckets as b (scope, key, tokens, at, allowed)
    values (${scope}, ${key}, ${rate.burst}::float8 - 1, ${now}::bigint, true)
    on conflict (scope, key) do update set
      tokens = ${refilled} - case when ${refilled} >= 1 then 1 else 0 end,
      at = greatest(b.at, ${now}::bigint),
      allowed = ${refilled} >= 1
    returning allowed, tokens`.execute(db);
  const row = rows[0]!;
  return { allowed: row.allowed, tokens: Number(row.tokens) };
}

/** Forgets up to `max` buckets of a scope untouched since `before` (full again by then: forgetting changes nothing). */
export async function deleteIdleBuckets(db: Db, scope: string, before: number, max = 1000): Promise<number> {
  const { numAffectedRows } = await sql`
    delete from rate_limit_buckets where ctid in (
      select ctid from rate_limit_buckets where scope = ${scope} and at < ${before}::bigint limit ${max})`.execute(db);
  return Number(numAffectedRows ?? 0);
}

/** What a take from a fixed window answered: whether it fit, and the window's totals after it. */
export interface WindowTake {
  readonly allowed: boolean;
  readonly used: number;
  readonly refused: number;
}

/**
 * Takes `amount` from a key's budget of `max` in the window starting at `windowStart`, in ONE statement: all of it
 * when it fits (counted in `used`), else none (counted in `refused`).
 */
export async function takeFromWindow(
  db: Db,
  scope: string,
  key: string,
  windowStart: number,
  amount: number,
  max: number,
): Promise<WindowTake> {
  const { rows } = await sql<WindowTake>`
    insert into rate_limit_windows as w (scope, key, window_start, used, refused, allowed)
    values (${scope}, ${key}, ${windowStart}::bigint,
      case when ${amount}::bigint <= ${max}::bigint then ${amount}::bigint else 0 end,
      case when ${amount}::bigint <= ${max}::bigint then 0 else ${amount}::bigint end,
      ${amount}::bigint <= ${max}::bigint)
    on conflict (scope, key, window_start) do update set
      used = w.used + case when w.used + ${amount}::bigint <= ${max}::bigint then ${amount}::bigint else 0 end,
      refused = w.refused + case when w.used + ${amount}::bigint <= ${max}::bigint then 0 else ${amount}::bigint end,
      allowed = w.used + ${amount}::bigint <= ${max}::bigint
    returning allowed, used, refused`.execute(db);
  const row = rows[0]!;
  return { allowed: row.allowed, used: Number(row.used), refused: Number(row.refused) };
}

/** Gives back `amount` taken from a window (its other budget refused the same request): counted as refused instead. */
export async function returnToWindow(
  db: Db,
  scope: string,
  key: string,
  windowStart: number,
  amount: number,
): Promise<void> {
  await sql`update rate_limit_windows set used = used - ${amount}::bigint, refused = refused + ${amount}::bigint
    where scope = ${scope} and key = ${key} and window_start = ${windowStart}::bigint`.execute(db);
}

/** A scope's totals since `since`: what was taken and refused, overall and for the keys that were refused. */
export async function windowTotals(
  db: Db,
  scope: string,
  since: number,
): Promise<{ used: number; refused: number; keysRefused: number }> {
  const { rows } = await sql<{ used: number | null; refused: number | null; keys_refused: number }>`
    select sum(used) as used, sum(refused) as refused, count(distinct key) filter (where refused > 0) as keys_refused
    from rate_limit_windows where scope = ${scope} and window_start >= ${since}::bigint`.execute(db);
  const row = rows[0];
  return {
    used: Number(row?.used ?? 0),
    refused: Number(row?.refused ?? 0),
    keysRefused: Number(row?.keys_refused ?? 0),
  };
}

/** Forgets windows that started before `before`. */
export async function deleteOldWindows(db: Db, before: number): Promise<void> {
  await sql`delete from rate_limit_windows where window_start < ${before}::bigint`.execute(db);
}
