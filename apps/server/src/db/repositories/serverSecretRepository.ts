import type { Db } from '../database.ts';

/**
 * The server's secret for a purpose (migration 0175, ADR 0189): the stored one, or `make()`'s, stored first — when two
 * processes make one at once, the first stored wins and both answer it.
 *
 * @example
 * const secret = await readServerSecret(db, 'download-links', newSecret, Date.now());
 */
export async function readServerSecret(db: Db, purpose: string, make: () => string, now: number): Promise<string> {
  const stored = async () =>
    (await db.selectFrom('server_secrets').select('secret').where('purpose', '=', purpose).executeTakeFirst())?.secret;
  const found = await stored();
  if (found !== undefined) return found;
  await db
    .insertInto('server_secrets')
    .values({ purpose, secret: make(), created: now })
    .onConflict((oc) => oc.column('purpose').doNothing())
    .execute();
  const secret = await stored();
  if (secret === undefined) throw new Error(`The server secret for ${purpose} could not be stored.`);
  return secret;
}
