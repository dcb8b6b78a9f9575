import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { LayerField } from '../LayerField.ts';
import type { Db } from '../database.ts';
import { ITEM_COLUMNS, type ItemRow } from './itemRepository.ts';
import type { FeatureLayerTable } from '../featureTables.ts';

/** A layer as stored (its fields parsed). */
export type FeatureLayerRow = Omit<FeatureLayerTable, 'fields' | 'record_count' | 'data_version'> & {
  readonly fields: LayerField[];
  readonly record_count: number;
  readonly data_version: number;
};

/** What publishing a layer declares. */
export interface NewFeatureLayer {
  readonly itemId: string;
  readonly layerId: number;
  readonly name: string;
  readonly geometryType: FeatureLayerTable['geometry_type'];
  /** The layer's fields after its OBJECTID, each with a generated column name. */
  readonly fields: readonly LayerField[];
  readonly created: number;
}

const COLUMN_TYPE: Readonly<Record<LayerField['type'], string>> = {
  esriFieldTypeOID: 'bigint',
  esriFieldTypeInteger: 'bigint',
  esriFieldTypeDouble: 'double precision',
  esriFieldTypeString: 'text',
  esriFieldTypeDate: 'bigint',
};

/** The row table of a layer: item ids are 32 hex characters, so the name is always a plain identifier. */
export function featureTableName(itemId: string, layerId: number): string {
  if (!/^[0-9a-f]{32}$/.test(itemId) || !Number.isInteger(layerId) || layerId < 0) {
    throw new Error('A feature table needs an item id and a layer number.');
  }
  return `features_${itemId}_${layerId}`;
}

/** Registers an item's hosted service under its URL name (unique in the deployment). */
export async function insertFeatureService(
  db: Db,
  row: { itemId: string; name: string; created: number; sourceFile?: string },
) {
  await db
    .insertInto('feature_services')
    .values({ item_id: row.itemId, name: row.name, created: row.created, source_file: row.sourceFile ?? null })
    .execute();
}

/** The file a proxied CSV's service was loaded from (ADR 0163), null for a published service, undefined for none. */
export async function findServiceSource(db: Db, itemId: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('feature_services')
    .select('source_file')
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row ? row.source_file : undefined;
}

/**
 * Creates a layer's row table: OBJECTID, one typed column per field, the geometry as Esri JSON and its bounding box
 * under a GiST index. `table` is generated (`features_{itemId}_{suffix}`), never from input.
 */
export async function createFeatureTable(db: Db, table: string, fields: readonly LayerField[]): Promise<void> {
  if (!/^features_[0-9a-f]{32}_[0-9a-z]+$/.test(table)) throw new Error('Feature tables are named by Plaza.');
  const columns = fields.map((f) => {
    if (!/^c\d+$/.test(f.column)) throw new Error('Layer columns are generated (c0, c1, ...).');
    return sql`${sql.ref(f.column)} ${sql.raw(COLUMN_TYPE[f.type])}`;
  });
  await sql`create table ${sql.table(table)} (
    objectid bigint primary key,
    ${sql.join(columns)}${columns.length > 0 ? sql`,` : sql``}
    shape jsonb,
    bbox box
  )`.execute(db);
  await sql`create index ${sql.ref(`${table}_bbox`)} on ${sql.table(table)} using gist (bbox)`.execute(db);
}

/** Records a layer whose row table exists (its service must be registered first). */
export async function registerFeatureLayer(db: Db, layer: NewFeatureLayer, table: string): Promise<FeatureLayerRow> {
  const row = await db
    .insertInto('feature_layers')
    .values({
      item_id: layer.itemId,
      layer_id: layer.layerId,
      name: layer.name,
      geometry_type: layer.geometryType,
      fields: JSON.stringify(layer.fields),
      table_name: table,
      min_x: null,
      min_y: null,
      max_x: null,
      max_y: null,
      created: layer.created,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, fields: [...layer.fields] };
}

/**
 * Creates a layer and its row table. Run inside the publishing transaction: a failed publish leaves nothing.
 */
export async function insertFeatureLayer(db: Db, layer: NewFeatureLayer): Promise<FeatureLayerRow> {
  const table = featureTableName(layer.itemId, layer.layerId);
  await createFeatureTable(db, table, layer.fields);
  return registerFeatureLayer(db, layer, table);
}

/** The layers of an item's service, in order. */
export async function findFeatureLayers(db: Db, itemId: string): Promise<FeatureLayerRow[]> {
  return db.selectFrom('feature_layers').selectAll().where('item_id', '=', itemId).orderBy('layer_id').execute();
}

/** Refreshes a layer's record count and extent from its rows (after a load). */
export async function refreshFeatureLayerSummary(db: Db, layer: FeatureLayerRow): Promise<FeatureLayerRow> {
  const table = sql.table(layer.table_name);
  const summary = await sql<{
    n: number;
    min_x: number | null;
    min_y: number | null;
    max_x: number | null;
    max_y: number | null;
  }>`
    select count(*)::bigint as n,
      min((bbox[1])[0]) as min_x, min((bbox[1])[1]) as min_y, max((bbox[0])[0]) as max_x, max((bbox[0])[1]) as max_y
    from ${table}`.execute(db);
  const s = summary.rows[0]!;
  return db
    .updateTable('feature_layers')
    .set({ record_count: Number(s.n), min_x: s.min_x, min_y: s.min_y, max_x: s.max_x, max_y: s.max_y })
    .where('item_id', '=', layer.item_id)
    .where('layer_id', '=', layer.layer_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Drops an item's service: its row tables, then its records. Part of deleting the item, in its transaction. */
export async function deleteFeatureService(db: Db, itemId: string): Promise<void> {
  for (const layer of await findFeatureLayers(db, itemId)) {
    await sql`drop table if exists ${sql.table(layer.table_name)}`.execute(db);
  }
  await db.deleteFrom('feature_services').where('item_id', '=', itemId).execute();
}

/**
 * A hosted service by its name (case-insensitive) with its item — only when the item passes `visible` — and its
 * layers, in one query: the feature service's every request starts here.
 */
export async function findVisibleFeatureService(
  db: Db,
  name: string,
  visible: RawBuilder<SqlBool>,
): Promise<{ item: ItemRow; layers: FeatureLayerRow[] } | undefined> {
  const row = await db
    .selectFrom('feature_services')
    .innerJoin('items', 'items.id', 'feature_services.item_id')
    .select(ITEM_COLUMNS)
    .select(
      sql<
        FeatureLayerRow[] | null
      >`(select json_agg(l order by l.layer_id) from feature_layers l where l.item_id = items.id)`.as('service_layers'),
    )
    .where(sql<boolean>`lower(feature_services.name) = ${name.toLowerCase()}`)
    .where(visible)
    .executeTakeFirst();
  if (!row) return undefined;
  const { service_layers, ...item } = row;
  return {
    item: item as ItemRow,
    layers: (service_layers ?? []).map((l) => ({ ...l, record_count: Number(l.record_count) })),
  };
}
