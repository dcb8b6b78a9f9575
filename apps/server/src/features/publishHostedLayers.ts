import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import {
  insertFeatureLayer,
  insertFeatureService,
  refreshFeatureLayerSummary,
  type FeatureLayerRow,
} from '../db/repositories/featureLayerRepository.ts';
import { insertFeatureRows, type NewFeatureRow } from '../db/repositories/featureRowRepository.ts';
import { updateItemRow } from '../db/repositories/itemRepository.ts';
import type { FeatureLayerTable } from '../db/featureTables.ts';
import { SERVER_ROOT_PATH } from '../http/authInfo.ts';
import type { LayerField, LayerFieldType } from '../db/LayerField.ts';

/** A field a publisher declares: its name (a plain identifier), alias and type. */
export interface FieldSpec {
  readonly name: string;
  readonly alias?: string;
  readonly type: Exclude<LayerFieldType, 'esriFieldTypeOID'>;
  readonly length?: number;
}

/** A layer to publish: its name, geometry type (null for a table) and fields. */
export interface LayerSpec {
  readonly name: string;
  readonly geometryType: FeatureLayerTable['geometry_type'];
  readonly fields: readonly FieldSpec[];
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const RESERVED = new Set(['objectid', 'shape']);
const BATCH = 500;

/**
 * Creates an item's hosted service and its (empty) layers, and points the item's `url` at it (root-relative,
 * answered absolute by the presenter: ADR 0121) — at the layer itself when there is one. Run in the publishing
 * transaction. Field names must be plain identifiers, unique ignoring case, and not OBJECTID or Shape.
 *
 * @example
 * const [layer] = await createHostedService(trx, { itemId, title: 'Street Trees', layers: [spec], created: now });
 */
export async function createHostedService(
  db: Db,
  input: {
    readonly itemId: string;
    readonly title: string;
    readonly layers: readonly LayerSpec[];
    readonly created: number;
  },
): Promise<FeatureLayerRow[]> {
  const name = await freeServiceName(db, input.title);
  await insertFeatureService(db, { itemId: input.itemId, name, created: input.created });
  const layers: FeatureLayerRow[] = [];
  for (const [layerId, spec] of input.layers.entries()) {
    layers.push(
      await insertFeatureLayer(db, {
        itemId: input.itemId,
        layerId,
        name: spec.name,
        geometryType: spec.geometryType,
        fields: layerFields(spec.fields),
        created: input.created,
      }),
    );
  }
  const service = `${SERVER_ROOT_PATH}/rest/services/${name}/FeatureServer`;
  await updateItemRow(db, input.itemId, { url: layers.length === 1 ? `${service}/0` : service });
  return layers;
}

/** The stored fields of declared ones: checked, each given its generated column. */
export function layerFields(specs: readonly FieldSpec[]): LayerField[] {
  const seen = new Set<string>();
  return specs.map((spec, i) => {
    const key = spec.name.toLowerCase();
    if (!FIELD_NAME.test(spec.name) || RESERVED.has(key) || seen.has(key)) {
      throw new Error(`"${spec.name}" cannot name a field: use letters, digits and underscores, once each.`);
    }
    seen.add(key);
    return {
      name: spec.name,
      alias: spec.alias ?? spec.name,
      type: spec.type,
      column: `c${i}`,
      ...(spec.length !== undefined ? { length: spec.length } : {}),
    };
  });
}

/**
 * Loads rows into a layer as they come (batches of 500, so a large file never sits in memory), reporting how many
 * are in after each batch, then refreshes the layer's count and extent.
 */
export async function loadHostedRows(
  db: Db,
  layer: FeatureLayerRow,
  rows: AsyncIterable<NewFeatureRow> | Iterable<NewFeatureRow>,
  onProgress: (loaded: number) => void | Promise<void> = () => undefined,
): Promise<FeatureLayerRow> {
  await insertRowsInBatches(db, layer, rows, onProgress);
  return refreshFeatureLayerSummary(db, layer);
}

/**
 * Inserts rows into a layer's table as they come, in committed batches of 500, reporting how many are in after each;
 * answers how many went in. The table may not be registered as a layer yet (a load in progress). Its statistics are
 * gathered once it is filled, so the planner knows the new table's rows from its first query (the embedded database
 * never gathers them by itself; PostgreSQL's autovacuum would, a minute or more later).
 */
export async function insertRowsInBatches(
  db: Db,
  layer: Pick<FeatureLayerRow, 'table_name' | 'fields'>,
  rows: AsyncIterable<NewFeatureRow> | Iterable<NewFeatureRow>,
  onProgress: (loaded: number) => void | Promise<void> = () => undefined,
): Promise<number> {
  let batch: NewFeatureRow[] = [];
  let loaded = 0;
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) {
      await insertFeatureRows(db, layer, batch);
      loaded += batch.length;
      batch = [];
      await onProgress(loaded);
    }
  }
  if (batch.length > 0) {
    await insertFeatureRows(db, layer, batch);
    loaded += batch.length;
    await onProgress(loaded);
  }
  await sql`analyze ${sql.table(layer.table_name)}`.execute(db);
  return loaded;
}

/** A service name from a title (`Street Trees` → `Street_Trees`), numbered when the name is taken. */
export async function freeServiceName(db: Db, title: string): Promise<string> {
  const base =
    title
      .normalize('NFKD')
      .replace(/[^\w]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'Layer';
  const taken = await db
    .selectFrom('feature_services')
    .select('name')
    .where(sql<boolean>`lower(name) like ${`${base.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`)
    .execute();
  const names = new Set(taken.map((r) => r.name.toLowerCase()));
  if (!names.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!names.has(`${base}_${n}`.toLowerCase())) return `${base}_${n}`;
}

/** The bounding box of an Esri JSON geometry, or null when it has no position. */
export function esriGeometryBbox(geometry: Record<string, unknown> | null): [number, number, number, number] | null {
  if (!geometry) return null;
  if (typeof geometry.x === 'number' && typeof geometry.y === 'number') {
    return [geometry.x, geometry.y, geometry.x, geometry.y];
  }
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  const take = (positions: readonly number[][]) => {
    for (const [x, y] of positions) {
      x0 = Math.min(x0, x!);
      y0 = Math.min(y0, y!);
      x1 = Math.max(x1, x!);
      y1 = Math.max(y1, y!);
    }
  };
  for (const key of ['points', 'paths', 'rings'] as const) {
    const value = geometry[key];
    if (!Array.isArray(value)) continue;
    if (key === 'points') take(value as number[][]);
    else for (const part of value as number[][][]) take(part);
  }
  if (x0 === Infinity) return null;
  return [x0, y0, x1, y1];
}
