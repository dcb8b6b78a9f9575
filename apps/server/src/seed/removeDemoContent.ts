import type { Db } from '../db/database.ts';
import { deleteItemRow } from '../db/repositories/deleteItemRow.ts';
import { demoContentIds } from './demoContentIds.ts';

/**
 * Removes the demo content (its items, and with them their files, shares and domains) from a suite's database:
 * for API tests that own the whole item table (an oracle over every item, exact totals of `q=''`).
 *
 * @example
 * t = await createTestApp();
 * await removeDemoContent(t.db);
 */
export async function removeDemoContent(db: Db): Promise<void> {
  for (const id of demoContentIds()) await deleteItemRow(db, id);
}
