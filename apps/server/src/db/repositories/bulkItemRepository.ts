import type { Db } from '../database.ts';
import type { NewItem } from './itemRepository.ts';

/**
 * Inserts many items in one statement (search tests, benches and seeding of large catalogs): the same
 * rows `insertItem` writes, one round trip per call. The search-field trigger runs per row as usual.
 *
 * @example
 * await insertItemsBulk(db, rows);
 */
export async function insertItemsBulk(db: Db, items: readonly NewItem[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('items')
    .values([...items])
    .execute();
}
