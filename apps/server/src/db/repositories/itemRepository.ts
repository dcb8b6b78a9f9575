import { sql, type Insertable, type RawBuilder, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../database.ts';
import type { ItemTable } from '../itemTables.ts';

/** Every item column a response may need (not the search vector, not the derived box). */
export const ITEM_COLUMNS = [
  'items.id',
  'items.owner',
  'items.org_id',
  'items.owner_folder',
  'items.title',
  'items.type',
  'items.type_keywords',
  'items.tags',
  'items.categories',
  'items.snippet',
  'items.description',
  'items.license_info',
  'items.access_information',
  'items.culture',
  'items.url',
  'items.name',
  'items.spatial_reference',
  'items.extent_xmin',
  'items.extent_ymin',
  'items.extent_xmax',
  'items.extent_ymax',
  'items.properties',
  'items.access',
  'items.protected',
  'items.num_views',
  'items.size',
  'items.thumbnail',
  'items.created',
  'items.modified',
] as const;

export type ItemRow = Omit<
  Selectable<ItemTable>,
  'search_vector' | 'tags_lc' | 'type_keywords_lc' | 'categories_lc' | 'group_ids'
>;
export type NewItem = Insertable<ItemTable>;
export type ItemPatch = Updateable<ItemTable>;

/** An item the visibility condition lets through, or undefined (missing and invisible look alike). */
export function findVisibleItem(db: Db, id: string, visible: RawBuilder<SqlBool>): Promise<ItemRow | undefined> {
  return db.selectFrom('items').select(ITEM_COLUMNS).where('items.id', '=', id).where(visible).executeTakeFirst();
}

/** The titles of those of some items the visibility condition lets through (a report's top content). */
export async function findVisibleItemTitles(
  db: Db,
  ids: readonly string[],
  visible: RawBuilder<SqlBool>,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('items')
    .select(['items.id', 'items.title'])
    .where('items.id', 'in', [...ids])
    .where(visible)
    .execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}

export async function insertItem(db: Db, item: NewItem): Promise<void> {
  await db.insertInto('items').values(item).execute();
}

export async function updateItemRow(db: Db, id: string, patch: ItemPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('items').set(patch).where('id', '=', id).execute();
}

/**
 * Items of one owner in one folder (null: the root), visible to the caller, newest first,
 * with the total.
 */
export async function listOwnerItems(
  db: Db,
  query: { owner: string; folder: string | null; visible: RawBuilder<SqlBool>; offset: number; limit: number },
): Promise<{ total: number; rows: ItemRow[] }> {
  const base = db
    .selectFrom('items')
    .where('items.owner', '=', query.owner)
    .where(
      query.folder === null
        ? sql<SqlBool>`items.owner_folder is null`
        : sql<SqlBool>`items.owner_folder = ${query.folder}`,
    )
    .where(query.visible);
  const [count, rows] = [
    await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    await base
      .select(ITEM_COLUMNS)
      .orderBy('items.created', 'desc')
      .orderBy('items.id')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
  ];
  return { total: Number(count.n), rows };
}
