import { sql, type SqlBool } from 'kysely';
import type { DownloadFilter } from '../db/downloadTables.ts';
import { findFeatureLayers } from '../db/repositories/featureLayerRepository.ts';
import { countFeatureRows, queryFeatureRows } from '../db/repositories/featureRowRepository.ts';
import { writeItemFile } from '../db/repositories/itemFileRepository.ts';
import { esriGeometryToGeoJson } from '../features/esriGeometryToGeoJson.ts';
import { OBJECTID_FIELD, withObjectId, type LayerField } from '../db/LayerField.ts';
import { compileWhere } from '../features/where/compileWhere.ts';
import { parseWhere } from '../features/where/parseWhere.ts';
import { WhereSyntaxError } from '../features/where/WhereSyntaxError.ts';
import { JobFailure, type JobContext } from '../jobs/jobRunner.ts';
import { EXPORT_FORMATS } from './exportFormats.ts';
import { exportValue, storedValue, type ExportRow } from './exportRow.ts';
import { ZipTooLargeError } from './zipWriter.ts';

/** The job type that writes an export of a hosted layer. */
export const EXPORT_JOB = 'export';

/** Rows read per query (keyset on OBJECTID, so every page costs the same). */
const PAGE = 2000;

/** What an export job is asked: which download, of which layer, in which format, filtered how. */
export interface ExportJobParams {
  readonly downloadId: string;
  readonly itemId: string;
  readonly layerId: number;
  readonly format: string;
  readonly filter: DownloadFilter;
}

/**
 * The path of a download's file among its item's `download` files.
 *
 * @example
 * downloadPath('abc', 'csv'); // "abc.csv"
 */
export function downloadPath(downloadId: string, format: string): string {
  return `${downloadId}.${EXPORT_FORMATS[format]?.extension ?? format}`;
}

/** The exported fields: those named (in the layer's order of the names given), or all of them, OBJECTID first. */
function exportFields(all: readonly LayerField[], names: readonly string[] | undefined): LayerField[] {
  if (!names || names.length === 0) return [...all];
  return names.map((name) => {
    const field = all.find((f) => f.name.toLowerCase() === name.toLowerCase());
    if (!field) throw new JobFailure(`"${name}" is not a field of this layer.`);
    return field;
  });
}

/**
 * Writes an export (ADR 0125): the layer's rows that meet the filter, read a page at a time in OBJECTID order and
 * written as they are read into the item's `download` file, so memory stays flat whatever the size. Progress is
 * reported after every page (which renews the job's lease); a server that stops mid-way runs the job again after the
 * restart, and the file is written afresh. A filter that no longer fits the layer fails at once, saying why.
 */
export async function exportLayerJob({ db, job, report, now }: JobContext) {
  const params = job.params as unknown as ExportJobParams;
  const format = EXPORT_FORMATS[params.format];
  if (!format) throw new JobFailure(`${params.format} is not an export format.`);
  const layer = (await findFeatureLayers(db, params.itemId)).find((l) => l.layer_id === params.layerId);
  if (!layer) throw new JobFailure(`Layer ${params.layerId} is no longer published.`);
  const all = withObjectId(layer.fields);
  const fields = exportFields(all, params.filter.fields);
  let where: ReturnType<typeof compileWhere> | undefined;
  try {
    const node = params.filter.where ? parseWhere(params.filter.where) : undefined;
    where = node ? compileWhere(node, all) : undefined;
  } catch (error) {
    if (error instanceof WhereSyntaxError) throw new JobFailure(`where: ${error.message}`);
    throw error;
  }
  const envelope = params.filter.envelope;
  const total = await countFeatureRows(db, layer, { where, envelope });
  await report({ processed: 0, total });
  const withGeometry = layer.geometry_type !== null;
  const columns = fields.filter((f) => f.column !== OBJECTID_FIELD.column);
  const passes = format.passes;
  let processed = 0;
  let written = 0;

  /** The rows, a page at a time by OBJECTID; progress counts every row read, over every pass. */
  async function* rows(): AsyncGenerator<ExportRow[]> {
    written = 0;
    for (let last = 0; ;) {
      const after = sql<SqlBool>`objectid > ${last}`;
      const page = await queryFeatureRows(db, layer!, {
        where: where ? sql<SqlBool>`(${where}) and ${after}` : after,
        envelope,
        columns,
        orderBy: [],
        offset: 0,
        limit: PAGE,
        withGeometry,
      });
      if (page.length === 0) return;
      yield page.map((row) => {
        const shape = withGeometry ? ((row.shape ?? null) as Record<string, unknown> | null) : null;
        return {
          values: fields.map((f) => exportValue(f, row[f.column])),
          raw: fields.map((f) => storedValue(f, row[f.column])),
          geometry: shape ? esriGeometryToGeoJson(shape) : null,
          shape,
        };
      });
      last = Number(page[page.length - 1]!.objectid);
      processed += page.length;
      written += page.length;
      await report({ processed, total: total * passes });
    }
  }

  const path = downloadPath(params.downloadId, params.format);
  let size: number;
  try {
    size = await writeItemFile(
      db,
      { itemId: params.itemId, role: 'download', path, contentType: format.contentType, now: now() },
      format.write({ name: layer.name, fields, geometryType: layer.geometry_type }, rows),
    );
  } catch (error) {
    if (error instanceof ZipTooLargeError) throw new JobFailure(error.message);
    throw error;
  }
  return { result: { recordCount: written, size, path }, progress: { processed, total: total * passes } };
}
