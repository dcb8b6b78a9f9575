import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FeatureLayerRow } from '../../db/repositories/featureLayerRepository.ts';
import { insertFeatureRows } from '../../db/repositories/featureRowRepository.ts';
import type { AddedFeature } from './readAddedFeatures.ts';

/**
 * Adds features to a hosted layer in one transaction (all or none): the layer's row is locked so concurrent adds take
 * object ids one after another (the next after the highest), the rows are inserted (raising the layer's data
 * version, so kept statistics are not reused), and the layer's count and extent grow by what was added — without
 * reading the whole table. `underLock` runs once the layer is locked, before the insert: a limit counted there (a
 * survey's answers per person) holds however many answers arrive at once. Answers the new object ids, in the order
 * given.
 *
 * @example
 * const ids = await addFeatures(db, layer, readAddedFeatures(layer, params.features));
 */
export async function addFeatures(
  db: Db,
  layer: FeatureLayerRow,
  features: readonly AddedFeature[],
  underLock?: (trx: Db) => Promise<void>,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('feature_layers')
      .select('layer_id')
      .where('table_name', '=', layer.table_name)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await underLock?.(trx);
    const { rows } = await sql<{ last: unknown }>`
      select coalesce(max(objectid), 0) as last from ${sql.table(layer.table_name)}`.execute(trx);
    const first = Number(rows[0]!.last) + 1;
    const ids = features.map((_, i) => first + i);
    await insertFeatureRows(
      trx,
      layer,
      features.map((feature, i) => ({ objectId: ids[i]!, ...feature })),
    );
    const boxes = features.flatMap((feature) => (feature.bbox ? [feature.bbox] : []));
    const extent =
      boxes.length === 0
        ? undefined
        : {
            minX: Math.min(...boxes.map((b) => b[0])),
            minY: Math.min(...boxes.map((b) => b[1])),
            maxX: Math.max(...boxes.map((b) => b[2])),
            maxY: Math.max(...boxes.map((b) => b[3])),
          };
    await sql`
      update feature_layers set
        record_count = record_count + ${features.length},
        min_x = least(min_x, ${extent?.minX ?? null}::float8), min_y = least(min_y, ${extent?.minY ?? null}::float8),
        max_x = greatest(max_x, ${extent?.maxX ?? null}::float8), max_y = greatest(max_y, ${extent?.maxY ?? null}::float8)
      where table_name = ${layer.table_name}`.execute(trx);
    return ids;
  });
}
