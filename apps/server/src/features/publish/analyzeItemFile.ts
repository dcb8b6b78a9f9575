import type { Db } from '../../db/database.ts';
import { readItemFile, readItemFileRange, type ItemFileRow } from '../../db/repositories/itemFileRepository.ts';
import type { PublishFileType } from './publishItemJob.ts';
import { openShapefileArchive, planShapefileLayer, shapefileFeatureRows } from './shapefile/planShapefileLayer.ts';
import { planCsvLayer } from './planCsvLayer.ts';
import { planGeoJsonLayer } from './planGeoJsonLayer.ts';
import { readCsvRecords } from './readCsvRecords.ts';
import { readGeoJsonFeatures, type GeoJsonFeatureRecord } from './readGeoJsonFeatures.ts';
import { fieldNames } from './planCsvLayer.ts';

/** How much of a file the analysis reads: enough to type the fields, quick for any file size. */
export const ANALYZE_BYTES = 2 * 1024 * 1024;
const ANALYZE_FEATURES = 2000;
const SAMPLE_RECORDS = 5;

/** What publishing would make of a file, as ArcGIS's `analyze` answers it. */
export interface FileAnalysis {
  readonly publishParameters: {
    readonly name: string;
    readonly locationType: 'coordinates' | 'shapefile' | 'none';
    readonly longitudeFieldName?: string;
    readonly latitudeFieldName?: string;
    readonly layerInfo: {
      readonly geometryType: string | null;
      readonly fields: readonly { readonly name: string; readonly alias: string; readonly type: string }[];
    };
  };
  /** The first rows, by field name, as the file has them. */
  readonly records: readonly Record<string, unknown>[];
  /** Whether only the start of the file was read (the types may change when the whole file is published). */
  readonly sampled: boolean;
}

/**
 * Reads the start of an item's file (2 MB of a CSV, cut at a line end, the first 2,000 GeoJSON features, or a zipped
 * shapefile's headers and first records) and says
 * what publishing it would make: the fields with their inferred types, the coordinate columns, the geometry type and
 * the first rows. The publisher may then change field types before publishing.
 *
 * @example
 * const analysis = await analyzeItemFile(db, file, 'csv', item.title);
 */
export async function analyzeItemFile(
  db: Db,
  file: ItemFileRow,
  fileType: PublishFileType,
  title: string,
): Promise<FileAnalysis> {
  const sampled = file.size > ANALYZE_BYTES;
  if (fileType === 'shapefile') {
    const archive = await openShapefileArchive((s, e) => readItemFileRange(db, file.id, s, e), file.size);
    const plan = await planShapefileLayer(archive);
    const records: Record<string, unknown>[] = [];
    for await (const row of shapefileFeatureRows(archive, plan, () => undefined)) {
      records.push(Object.fromEntries(plan.fields.map((f, i) => [f.name, row.values[i] ?? null])));
      if (records.length >= SAMPLE_RECORDS) break;
    }
    return {
      publishParameters: {
        name: title,
        locationType: plan.geometryType ? 'shapefile' : 'none',
        layerInfo: { geometryType: plan.geometryType, fields: plan.fields.map(fieldOf) },
      },
      records,
      // A shapefile declares its fields' types: nothing is inferred from a sample.
      sampled: false,
    };
  }
  if (fileType === 'geojson') {
    const first: GeoJsonFeatureRecord[] = [];
    for await (const record of readGeoJsonFeatures(readItemFile(db, file.id))) {
      first.push(record);
      if (first.length >= ANALYZE_FEATURES) break;
    }
    const plan = await planGeoJsonLayer(iterate(first));
    return {
      publishParameters: {
        name: title,
        locationType: plan.geometryType ? 'coordinates' : 'none',
        layerInfo: { geometryType: plan.geometryType, fields: plan.fields.map(fieldOf) },
      },
      records: first.slice(0, SAMPLE_RECORDS).map(({ feature }) => {
        const properties = (feature.properties ?? {}) as Record<string, unknown>;
        return Object.fromEntries(plan.fields.map((f, i) => [f.name, properties[plan.properties[i]!] ?? null]));
      }),
      sampled: sampled || first.length >= ANALYZE_FEATURES,
    };
  }
  const bytes = await sample(db, file);
  const plan = await planCsvLayer(readCsvRecords(iterate([bytes])));
  const rows: string[][] = [];
  for await (const { cells } of readCsvRecords(iterate([bytes]))) {
    rows.push(cells);
    if (rows.length > SAMPLE_RECORDS) break;
  }
  const names = fieldNames(rows[0] ?? []);
  const located = plan.longitude !== undefined && plan.latitude !== undefined;
  return {
    publishParameters: {
      name: title,
      locationType: located ? 'coordinates' : 'none',
      ...(located
        ? {
            longitudeFieldName: plan.fields[plan.longitude!]!.alias!,
            latitudeFieldName: plan.fields[plan.latitude!]!.alias!,
          }
        : {}),
      layerInfo: { geometryType: located ? 'esriGeometryPoint' : null, fields: plan.fields.map(fieldOf) },
    },
    records: rows.slice(1).map((cells) => Object.fromEntries(names.map((name, i) => [name, cells[i] ?? null]))),
    sampled,
  };
}

function fieldOf(field: { name: string; alias?: string; type: string }) {
  return { name: field.name, alias: field.alias ?? field.name, type: field.type };
}

async function* iterate<T>(values: readonly T[]): AsyncGenerator<T> {
  yield* values;
}

/** The start of the file, up to its last line end within the sample (whole, when it is small). */
async function sample(db: Db, file: ItemFileRow): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of readItemFile(db, file.id)) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= ANALYZE_BYTES) break;
  }
  const bytes = Buffer.concat(parts, size);
  if (size < ANALYZE_BYTES) return bytes;
  const end = bytes.lastIndexOf(0x0a, ANALYZE_BYTES);
  return end > 0 ? bytes.subarray(0, end + 1) : bytes.subarray(0, ANALYZE_BYTES);
}
