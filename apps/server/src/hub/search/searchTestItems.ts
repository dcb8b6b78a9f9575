import type { Db } from '../../db/database.ts';
import type { ItemAccess } from '../../db/itemTables.ts';
import { insertItemsBulk } from '../../db/repositories/bulkItemRepository.ts';
import type { NewItem } from '../../db/repositories/itemRepository.ts';
import { addItemShares } from '../../db/repositories/itemShareRepository.ts';

/** What one test item is; everything else gets a plain default. */
export interface SearchTestItem {
  readonly id: string;
  readonly owner: string;
  readonly title: string;
  readonly type: string;
  readonly access: ItemAccess;
  readonly tags?: readonly string[];
  readonly typeKeywords?: readonly string[];
  readonly categories?: readonly string[];
  readonly snippet?: string;
  readonly extent?: readonly [number, number, number, number];
  readonly groups?: readonly string[];
  readonly created: number;
}

/** A 32-hex id from a small number, so tests and benches name items readably. */
export function testItemId(n: number): string {
  return n.toString(16).padStart(32, '0');
}

/**
 * Writes items for search tests and benches straight through the item repositories (the same rows
 * `addItem` would write): the owner's org comes from the users table.
 *
 * @example
 * await insertSearchTestItems(t.db, [{ id: testItemId(1), owner: 'user_riverside', ... }]);
 */
export async function insertSearchTestItems(db: Db, items: readonly SearchTestItem[]): Promise<void> {
  const owners = await db.selectFrom('users').select(['username', 'org_id']).execute();
  const orgOf = new Map(owners.map((o) => [o.username, o.org_id]));
  const rows: NewItem[] = items.map((item) => {
    const orgId = orgOf.get(item.owner);
    if (!orgId) throw new Error(`No user ${item.owner}`);
    return {
      id: item.id,
      owner: item.owner,
      org_id: orgId,
      owner_folder: null,
      title: item.title,
      type: item.type,
      type_keywords: [...(item.typeKeywords ?? [])],
      tags: [...(item.tags ?? [])],
      categories: [...(item.categories ?? [])],
      snippet: item.snippet ?? '',
      url: null,
      name: null,
      spatial_reference: null,
      extent_xmin: item.extent?.[0] ?? null,
      extent_ymin: item.extent?.[1] ?? null,
      extent_xmax: item.extent?.[2] ?? null,
      extent_ymax: item.extent?.[3] ?? null,
      properties: null,
      access: item.access,
      thumbnail: null,
      created: item.created,
      modified: item.created,
    };
  });
  await insertItemsBulk(db, rows);
  for (const item of items) {
    if (item.groups?.length) await addItemShares(db, item.id, item.groups, item.created);
  }
}
