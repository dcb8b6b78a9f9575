import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FeatureLayerTable } from '../../db/featureTables.ts';
import {
  createFeatureTable,
  deleteFeatureService,
  insertFeatureService,
  refreshFeatureLayerSummary,
  registerFeatureLayer,
  type FeatureLayerRow,
} from '../../db/repositories/featureLayerRepository.ts';
import type { NewFeatureRow } from '../../db/repositories/featureRowRepository.ts';
import { readItemFile, readItemFileRange, type ItemFileRow } from '../../db/repositories/itemFileRepository.ts';
import type { LayerField } from '../../db/LayerField.ts';
import { freeServiceName, insertRowsInBatches, layerFields, type FieldSpec } from '../publishHostedLayers.ts';
import { applyFieldTypes, type PublishableType } from './fieldTypeOverrides.ts';
import { CsvPlanError, csvFeatureRows, planCsvLayer, type RowError } from './planCsvLayer.ts';
import { geoJsonFeatureRows, planGeoJsonLayer } from './planGeoJsonLayer.ts';
import { CsvSyntaxError, readCsvRecords } from './readCsvRecords.ts';
import { GeoJsonSyntaxError, readGeoJsonFeatures } from './readGeoJsonFeatures.ts';
import { openShapefileArchive, planShapefileLayer, shapefileFeatureRows } from './shapefile/planShapefileLayer.ts';
import { ShapefileError } from './shapefile/readShpRecords.ts';
import { ArchiveError, type ByteRange } from './shapefile/readZipArchive.ts';

/** The files Plaza publishes, as ArcGIS's `filetype` names them. */
export type PublishFileType = 'csv' | 'geojson' | 'shapefile';

/** How to read a file as a layer: its type and, for a CSV, its coordinate columns and chosen field types. */
export interface LayerFileOptions {
  readonly fileType: PublishFileType;
  readonly longitudeField?: string;
  readonly latitudeField?: string;
  readonly noGeometry?: boolean;
  /** Types the publisher chose, by field name (the others are inferred). */
  readonly fieldTypes?: Readonly<Record<string, PublishableType>>;
}

/** Where a load stands: reading the file to plan it, then loading its rows. */
export type LoadProgress =
  | { readonly phase: 'reading'; readonly bytesRead: number; readonly bytesTotal: number }
  | {
      readonly phase: 'loading';
      readonly rowsLoaded: number;
      readonly rowsTotal: number;
      readonly errorCount: number;
      readonly hasGeometry: boolean;
    };

/** A loaded row table, ready to be registered as a layer. */
export interface LoadedLayerTable {
  readonly table: string;
  readonly fields: LayerField[];
  readonly geometryType: FeatureLayerTable['geometry_type'];
  readonly rowsLoaded: number;
  readonly errorCount: number;
  /** The first {@link KEPT_ERRORS} rows that could not be loaded (row, column, why). */
  readonly errors: readonly RowError[];
}

/** Row errors kept to report (all are counted). */
export const KEPT_ERRORS = 100;

/**
 * Reads an item's stored file as a layer into a new row table `table` (dropped first if a crashed run left it): once
 * as a stream to plan the fields, once to load the rows in committed batches — memory stays flat for any size. Row
 * errors are counted and the first ones kept, without losing the good rows. On any failure the table is dropped and
 * the error thrown (see {@link describeFileFault} for faults in the file itself). The caller registers the table as a
 * layer (publishing: on the item's own service; the CSV proxy: on a service loaded from the file).
 *
 * @example
 * const loaded = await loadLayerTable(db, file, { fileType: 'csv' }, `features_${item.id}_p1`, report);
 */
export async function loadLayerTable(
  db: Db,
  file: Pick<ItemFileRow, 'id' | 'size'>,
  options: LayerFileOptions,
  table: string,
  report: (progress: LoadProgress, force?: boolean) => Promise<void>,
): Promise<LoadedLayerTable> {
  const fileChunks = async function* (onBytes: (bytes: number) => Promise<void>) {
    let bytes = 0;
    for await (const chunk of readItemFile(db, file.id)) {
      bytes += chunk.length;
      await onBytes(bytes);
      yield chunk;
    }
  };
  await report({ phase: 'reading', bytesRead: 0, bytesTotal: file.size }, true);
  const source = await planSource(
    options,
    () => fileChunks((bytesRead) => report({ phase: 'reading', bytesRead, bytesTotal: file.size })),
    { range: (start, end) => readItemFileRange(db, file.id, start, end), size: file.size },
  );
  const { plan } = source;
  const fields = layerFields(plan.fields);
  const hasGeometry = plan.geometryType !== null;
  await sql`drop table if exists ${sql.table(table)}`.execute(db);
  await createFeatureTable(db, table, fields);

  const errors: RowError[] = [];
  let errorCount = 0;
  const loading = (rowsLoaded: number): LoadProgress => ({
    phase: 'loading',
    rowsLoaded,
    rowsTotal: plan.records,
    errorCount,
    hasGeometry,
  });
  try {
    const rows = source.rows(
      fileChunks(async () => undefined),
      (error) => {
        errorCount++;
        if (errors.length < KEPT_ERRORS) errors.push(error);
      },
    );
    const loaded = await insertRowsInBatches(db, { table_name: table, fields }, rows, (n) => report(loading(n)));
    await report(loading(loaded), true);
    return { table, fields, geometryType: plan.geometryType, rowsLoaded: loaded, errorCount, errors };
  } catch (error) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db).catch(() => undefined);
    throw error;
  }
}

/**
 * Makes a loaded table an item's service, in the caller's transaction: the item's earlier service and its tables are
 * dropped, a free name is taken from its title, the table registered as layer 0 and its count and extent read.
 * `sourceFile` marks a service loaded by the hub's dataset service (ADR 0163), not published by the owner.
 *
 * @example
 * const { name, layer } = await replaceItemService(trx, item, loaded, { created: Date.now() });
 */
export async function replaceItemService(
  trx: Db,
  item: { readonly id: string; readonly title: string },
  loaded: LoadedLayerTable,
  options: { readonly created: number; readonly sourceFile?: string },
): Promise<{ readonly name: string; readonly layer: FeatureLayerRow }> {
  await deleteFeatureService(trx, item.id);
  const name = await freeServiceName(trx, item.title);
  await insertFeatureService(trx, {
    itemId: item.id,
    name,
    created: options.created,
    ...(options.sourceFile ? { sourceFile: options.sourceFile } : {}),
  });
  const registered = await registerFeatureLayer(
    trx,
    {
      itemId: item.id,
      layerId: 0,
      name: item.title,
      geometryType: loaded.geometryType,
      fields: loaded.fields,
      created: options.created,
    },
    loaded.table,
  );
  return { name, layer: await refreshFeatureLayerSummary(trx, registered) };
}

/**
 * What is wrong with the file itself (a CSV line that does not parse, a column plan that cannot be made, a broken
 * GeoJSON or shapefile), in words — or undefined for any other error (the database, the process).
 *
 * @example
 * describeFileFault(new CsvSyntaxError('Unclosed quote', 4)); // "Line 4: Unclosed quote"
 */
export function describeFileFault(error: unknown): string | undefined {
  if (error instanceof CsvSyntaxError) return `Line ${error.line}: ${error.message}`;
  if (
    error instanceof CsvPlanError ||
    error instanceof GeoJsonSyntaxError ||
    error instanceof ArchiveError ||
    error instanceof ShapefileError
  ) {
    return error.message;
  }
  return undefined;
}

/** A planned layer and how to read its rows from the file's bytes again. */
interface LayerSource {
  readonly plan: {
    readonly fields: readonly FieldSpec[];
    readonly geometryType: FeatureLayerTable['geometry_type'];
    readonly records: number;
  };
  rows(chunks: AsyncIterable<Uint8Array>, report: (error: RowError) => void): AsyncIterable<NewFeatureRow>;
}

/**
 * Reads the file once to plan its layer, as a CSV (points from coordinate columns) or a GeoJSON collection — or, for
 * a zipped shapefile, reads the archive's directory and the shapefile's headers.
 */
async function planSource(
  options: LayerFileOptions,
  chunks: () => AsyncIterable<Uint8Array>,
  file: { readonly range: ByteRange; readonly size: number },
): Promise<LayerSource> {
  if (options.fileType === 'shapefile') {
    const archive = await openShapefileArchive(file.range, file.size);
    const planned = await planShapefileLayer(archive);
    const plan = { ...planned, fields: applyFieldTypes(planned.fields, options.fieldTypes) };
    return { plan, rows: (_bytes, report) => shapefileFeatureRows(archive, plan, report) };
  }
  if (options.fileType === 'geojson') {
    const planned = await planGeoJsonLayer(readGeoJsonFeatures(chunks()));
    const plan = { ...planned, fields: applyFieldTypes(planned.fields, options.fieldTypes) };
    return { plan, rows: (bytes, report) => geoJsonFeatureRows(readGeoJsonFeatures(bytes), plan, report) };
  }
  const planned = await planCsvLayer(readCsvRecords(chunks()), {
    ...(options.longitudeField ? { longitudeField: options.longitudeField } : {}),
    ...(options.latitudeField ? { latitudeField: options.latitudeField } : {}),
    ...(options.noGeometry ? { noGeometry: true } : {}),
  });
  const coordinates = new Set([planned.longitude, planned.latitude].filter((i): i is number => i !== undefined));
  const plan = { ...planned, fields: applyFieldTypes(planned.fields, options.fieldTypes, coordinates) };
  return {
    plan: { ...plan, geometryType: plan.longitude !== undefined ? 'esriGeometryPoint' : null },
    rows: (bytes, report) => csvFeatureRows(readCsvRecords(bytes), plan, report),
  };
}
