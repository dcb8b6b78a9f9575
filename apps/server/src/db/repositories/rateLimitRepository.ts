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
