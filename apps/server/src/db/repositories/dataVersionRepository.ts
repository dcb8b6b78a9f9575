import type { Db } from '../database.ts';

/**
 * The data version: it moves when a write that changes what anonymous portal answers are made of commits (migration
 * 0164, ADR 0164), and only then, so an answer built after reading it is at least as new as it.
 *
 * @example
 * const version = await readDataVersion(db);
 */
export async function readDataVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('data_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.version);
}
