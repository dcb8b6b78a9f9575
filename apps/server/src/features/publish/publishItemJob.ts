import { sql } from 'kysely';
import {
  createFeatureTable,
  deleteFeatureService,
  insertFeatureService,
  refreshFeatureLayerSummary,
  registerFeatureLayer,
} from '../../db/repositories/featureLayerRepository.ts';
import { insertFeatureRows, type NewFeatureRow } from '../../db/repositories/featureRowRepository.ts';
import { findItemFile, readItemFile, readItemFileRange } from '../../db/repositories/itemFileRepository.ts';
import { updateItemRow } from '../../db/repositories/itemRepository.ts';
import { JobFailure, type JobContext } from '../../jobs/jobRunner.ts';
import { SERVER_ROOT_PATH } from '../../portal/info/authInfo.ts';
import { freeServiceName, layerFields, type FieldSpec } from '../publishHostedLayers.ts';
import { CsvPlanError, csvFeatureRows, planCsvLayer, type RowError } from './planCsvLayer.ts';
import { CsvSyntaxError, readCsvRecords } from './readCsvRecords.ts';
import { applyFieldTypes, type PublishableType } from './fieldTypeOverrides.ts';
import { geoJsonFeatureRows, planGeoJsonLayer } from './planGeoJsonLayer.ts';
import { GeoJsonSyntaxError, readGeoJsonFeatures } from './readGeoJsonFeatures.ts';
import type { FeatureLayerTable } from '../../db/featureTables.ts';
import { openShapefileArchive, planShapefileLayer, shapefileFeatureRows } from './shapefile/planShapefileLayer.ts';
import { ShapefileError } from './shapefile/readShpRecords.ts';
import { ArchiveError, type ByteRange } from './shapefile/readZipArchive.ts';

/** The files Plaza publishes, as ArcGIS's `filetype` names them. */
export type PublishFileType = 'csv' | 'geojson' | 'shapefile';

/** What a publish job is asked: the item, its file type and, for a CSV, its coordinate columns. */
export interface PublishParams {
  readonly itemId: string;
  readonly fileType: PublishFileType;
  readonly longitudeField?: string;
  readonly latitudeField?: string;
  readonly noGeometry?: boolean;
  /** Types the publisher chose, by field name (the others are inferred). */
  readonly fieldTypes?: Readonly<Record<string, PublishableType>>;
}

const BATCH = 500;
const KEPT_ERRORS = 100;
const REPORT_EVERY_MS = 500;

/**
 * Publishes an item's CSV or GeoJSON as a hosted layer on the item (ADR 0121, 0122), reading the stored file twice as a stream —
 * once to plan the fields, once to load the rows — so memory stays flat for any size. Rows are loaded into a table of
 * their own in committed batches (progress is visible meanwhile); one short transaction then replaces the item's
 * service with it and points the item's url at it. Until then the item is as it was; on any failure the loaded table
 * is dropped. Row errors are reported (row, column, why) without losing the good rows.
 */
export async function publishItemJob({ db, job, report, now }: JobContext) {
  const params = job.params as unknown as PublishParams;
  const item = await db.selectFrom('items').select(['id', 'title']).where('id', '=', params.itemId).executeTakeFirst();
  if (!item) throw new JobFailure('The item no longer exists.');
  const file = await findItemFile(db, item.id, 'data', '');
  if (!file) throw new JobFailure('The item has no file to publish.');

  let lastReport = 0;
  const throttled = async (progress: Record<string, unknown>, force = false) => {
    if (!force && now() - lastReport < REPORT_EVERY_MS) return;
    lastReport = now();
    await report(progress);
  };
  const fileChunks = async function* (onBytes: (bytes: number) => Promise<void>) {
    let bytes = 0;
    for await (const chunk of readItemFile(db, file.id)) {
      bytes += chunk.length;
      await onBytes(bytes);
      yield chunk;
    }
  };

  await throttled({ phase: 'reading', bytesRead: 0, bytesTotal: file.size }, true);
  const source = await readFailure(() =>
    planSource(
      params,
      () => fileChunks((bytesRead) => throttled({ phase: 'reading', bytesRead, bytesTotal: file.size })),
      { range: (start, end) => readItemFileRange(db, file.id, start, end), size: file.size },
    ),
  );
  const { plan } = source;
  const fields = layerFields(plan.fields);
  const hasGeometry = plan.geometryType !== null;
  // Named by the job, so a job run again after a crash finds (and drops) what its last run left.
  const table = `features_${item.id}_j${job.id.replace(/[^0-9a-z]/g, '').slice(0, 12)}`;
  await sql`drop table if exists ${sql.table(table)}`.execute(db);
  await createFeatureTable(db, table, fields);

  const errors: RowError[] = [];
  let errorCount = 0;
  const progress = (rowsLoaded: number) => ({
    phase: 'loading',
    rowsLoaded,
    rowsTotal: plan.records,
    errorCount,
    hasGeometry,
  });
  try {
    let batch: NewFeatureRow[] = [];
    let loaded = 0;
    const stored = { table_name: table, fields } as Parameters<typeof insertFeatureRows>[1];
    const rows = source.rows(
      fileChunks(async () => undefined),
      (error) => {
        errorCount++;
        if (errors.length < KEPT_ERRORS) errors.push(error);
      },
    );
    for await (const row of rows) {
      batch.push(row);
      if (batch.length === BATCH) {
        await insertFeatureRows(db, stored, batch);
        loaded += batch.length;
        batch = [];
        await throttled(progress(loaded));
      }
    }
    if (batch.length > 0) await insertFeatureRows(db, stored, batch);
    loaded += batch.length;
    await throttled(progress(loaded), true);

    const layerUrl = await db.transaction().execute(async (trx) => {
      await deleteFeatureService(trx, item.id);
      const name = await freeServiceName(trx, item.title);
      await insertFeatureService(trx, { itemId: item.id, name, created: now() });
      const layer = await registerFeatureLayer(
        trx,
        {
          itemId: item.id,
          layerId: 0,
          name: item.title,
          geometryType: plan.geometryType,
          fields,
          created: now(),
        },
        table,
      );
      const summary = await refreshFeatureLayerSummary(trx, layer);
      const url = `${SERVER_ROOT_PATH}/rest/services/${name}/FeatureServer/0`;
      await updateItemRow(trx, item.id, {
        url,
        modified: now(),
        ...(summary.min_x !== null && summary.min_y !== null && summary.max_x !== null && summary.max_y !== null
          ? {
              extent_xmin: summary.min_x,
              extent_ymin: summary.min_y,
              extent_xmax: summary.max_x,
              extent_ymax: summary.max_y,
            }
          : {}),
      });
      return url;
    });
    return {
      result: { layerUrl, recordCount: loaded, errorCount, errors },
      progress: progress(loaded),
    };
  } catch (error) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db).catch(() => undefined);
    throw fileFailure(error);
  }
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
  params: PublishParams,
  chunks: () => AsyncIterable<Uint8Array>,
  file: { readonly range: ByteRange; readonly size: number },
): Promise<LayerSource> {
  if (params.fileType === 'shapefile') {
    const archive = await openShapefileArchive(file.range, file.size);
    const planned = await planShapefileLayer(archive);
    const plan = { ...planned, fields: applyFieldTypes(planned.fields, params.fieldTypes) };
    return { plan, rows: (_bytes, report) => shapefileFeatureRows(archive, plan, report) };
  }
  if (params.fileType === 'geojson') {
    const planned = await planGeoJsonLayer(readGeoJsonFeatures(chunks()));
    const plan = { ...planned, fields: applyFieldTypes(planned.fields, params.fieldTypes) };
    return { plan, rows: (bytes, report) => geoJsonFeatureRows(readGeoJsonFeatures(bytes), plan, report) };
  }
  const planned = await planCsvLayer(readCsvRecords(chunks()), {
    ...(params.longitudeField ? { longitudeField: params.longitudeField } : {}),
    ...(params.latitudeField ? { latitudeField: params.latitudeField } : {}),
    ...(params.noGeometry ? { noGeometry: true } : {}),
  });
  const coordinates = new Set([planned.longitude, planned.latitude].filter((i): i is number => i !== undefined));
  const plan = { ...planned, fields: applyFieldTypes(planned.fields, params.fieldTypes, coordinates) };
  return {
    plan: { ...plan, geometryType: plan.longitude !== undefined ? 'esriGeometryPoint' : null },
    rows: (bytes, report) => csvFeatureRows(readCsvRecords(bytes), plan, report),
  };
}

/** A file that cannot be read or planned fails the job at once, saying where or why. */
async function readFailure<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw fileFailure(error);
  }
}

/** A fault in the file (as opposed to the database or the process) as the job's final failure; others as they are. */
function fileFailure(error: unknown): unknown {
  if (error instanceof CsvSyntaxError) return new JobFailure(`Line ${error.line}: ${error.message}`);
  if (
    error instanceof CsvPlanError ||
    error instanceof GeoJsonSyntaxError ||
    error instanceof ArchiveError ||
    error instanceof ShapefileError
  ) {
    return new JobFailure(error.message);
  }
  return error;
}
