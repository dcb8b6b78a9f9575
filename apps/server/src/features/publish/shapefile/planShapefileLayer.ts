import type { FeatureLayerTable } from '../../../db/featureTables.ts';
import type { NewFeatureRow } from '../../../db/repositories/featureRowRepository.ts';
import { esriGeometryBbox, type FieldSpec } from '../../publishHostedLayers.ts';
import { mapEsriGeometry } from '../../spatialReference.ts';
import { cellValue } from '../cellValue.ts';
import { fieldNames, type RowError } from '../planCsvLayer.ts';
import { ByteReader } from './byteReader.ts';
import { dbfTextDecoder, READ_TYPES, readDbfHeader, readDbfRecords, type DbfField } from './readDbfRecords.ts';
import { readShpHeader, readShpRecords, ShapefileError, shpGeometryType } from './readShpRecords.ts';
import { ArchiveError, listZipEntries, zipEntryChunks, type ByteRange, type ZipEntry } from './readZipArchive.ts';
import { shapefileCoordinates, type ToLonLat } from './shapefileCoordinates.ts';

/** The files of one shapefile in a zip archive: its `.shp` and `.dbf` entries, and the `.prj` and `.cpg` texts. */
export interface ShapefileArchive {
  readonly range: ByteRange;
  readonly name: string;
  readonly shp: ZipEntry;
  readonly dbf: ZipEntry;
  readonly prj: string | undefined;
  readonly cpg: string | undefined;
}

/** How a shapefile becomes a layer: its fields (each reading a .dbf column), geometry type, records, coordinates. */
export interface ShapefileLayerPlan {
  readonly fields: readonly FieldSpec[];
  /** The .dbf column each field reads, in field order. */
  readonly columns: readonly number[];
  readonly dbfFields: readonly DbfField[];
  readonly geometryType: FeatureLayerTable['geometry_type'];
  readonly records: number;
  readonly toLonLat: ToLonLat;
}

const SIDE_FILE_BYTES = 64 * 1024;

/**
 * Finds the shapefile in a zip archive (skipping macOS resource forks): exactly one `.shp`, with the `.dbf` of the
 * same name beside it, and its `.prj` and `.cpg` when present. Throws an ArchiveError saying what is missing.
 *
 * @example
 * const archive = await openShapefileArchive((s, e) => readItemFileRange(db, file.id, s, e), file.size);
 */
export async function openShapefileArchive(range: ByteRange, size: number): Promise<ShapefileArchive> {
  const entries = (await listZipEntries(range, size)).filter(
    (e) => !e.name.startsWith('__MACOSX/') && !/(^|\/)\._/.test(e.name) && !e.name.endsWith('/'),
  );
  const shps = entries.filter((e) => /\.shp$/i.test(e.name));
  if (shps.length === 0) throw new ArchiveError('The archive holds no shapefile (.shp).');
  if (shps.length > 1) {
    const names = shps.slice(0, 5).map((e) => e.name);
    throw new ArchiveError(
      `The archive holds ${shps.length} shapefiles (${names.join(', ')}${shps.length > 5 ? ', …' : ''}): publish one shapefile per archive.`,
    );
  }
  const shp = shps[0]!;
  const base = shp.name.slice(0, -4).toLowerCase();
  const beside = (extension: string) => entries.find((e) => e.name.toLowerCase() === `${base}.${extension}`);
  const dbf = beside('dbf');
  if (!dbf) throw new ArchiveError(`${shp.name} has no ${shp.name.slice(0, -4)}.dbf beside it in the archive.`);
  const text = async (entry: ZipEntry | undefined) => {
    if (!entry) return undefined;
    if (entry.size > SIDE_FILE_BYTES) throw new ArchiveError(`${entry.name} is larger than such a file can be.`);
    const parts: Uint8Array[] = [];
    for await (const part of zipEntryChunks(range, entry)) parts.push(part);
    return Buffer.concat(parts).toString('utf8');
  };
  const name = shp.name.replace(/^.*\//, '').slice(0, -4);
  return { range, name, shp, dbf, prj: await text(beside('prj')), cpg: await text(beside('cpg')) };
}

/** The layer field type a dBASE field publishes as, or undefined for one that is left out. */
function fieldTypeOf(field: DbfField): FieldSpec['type'] | undefined {
  switch (field.type) {
    case 'C':
    case 'L':
      return 'esriFieldTypeString';
    case 'N':
      return field.decimals === 0 && field.length <= 15 ? 'esriFieldTypeInteger' : 'esriFieldTypeDouble';
    case 'F':
      return 'esriFieldTypeDouble';
    case 'D':
      return 'esriFieldTypeDate';
    default:
      return undefined;
  }
}

/**
 * Plans the layer from the headers alone (no record is read): a field per readable .dbf column, typed by its dBASE
 * type (numbers without decimals as integers), the geometry type of the .shp, the record count of the .dbf, and how
 * positions become longitude and latitude.
 */
export async function planShapefileLayer(archive: ShapefileArchive): Promise<ShapefileLayerPlan> {
  const shp = new ByteReader(zipEntryChunks(archive.range, archive.shp));
  const dbf = new ByteReader(zipEntryChunks(archive.range, archive.dbf));
  try {
    const shpHeader = await readShpHeader(shp);
    const geometryType = shpGeometryType(shpHeader.shapeType);
    if (geometryType === undefined) {
      throw new ShapefileError(
        `The shapefile holds ${shpHeader.shapeType % 10 === 8 ? 'multipoints' : `shape type ${shpHeader.shapeType}`}, which Plaza does not publish: points, lines and polygons are published.`,
      );
    }
    const toLonLat = geometryType ? shapefileCoordinates(archive.prj, shpHeader.bbox) : undefined;
    const header = await readDbfHeader(dbf);
    const columns = header.fields.flatMap((f, i) => (READ_TYPES.has(f.type) ? [i] : []));
    const names = fieldNames(columns.map((i) => header.fields[i]!.name));
    const fields = columns.map((i, n): FieldSpec => {
      const field = header.fields[i]!;
      const type = fieldTypeOf(field)!;
      return {
        name: names[n]!,
        alias: field.name,
        type,
        ...(type === 'esriFieldTypeString' ? { length: Math.max(field.type === 'L' ? 5 : 1, field.length) } : {}),
      };
    });
    return { fields, columns, dbfFields: header.fields, geometryType, records: header.records, toLonLat };
  } finally {
    await shp.close();
    await dbf.close();
  }
}

/** A .dbf value as the text a publisher's chosen type is read from (dates as ISO days). */
function textOf(value: string | number, field: DbfField): string {
  if (field.type === 'D' && typeof value === 'number') return new Date(value).toISOString().slice(0, 10);
  return String(value);
}

const KIND: Record<string, string> = {
  esriGeometryPoint: 'x',
  esriGeometryPolyline: 'paths',
  esriGeometryPolygon: 'rings',
};

/**
 * The shapefile's records as layer rows, reading the .shp and .dbf side by side as streams. Deleted records are
 * skipped; a value that does not fit a type the publisher chose is left empty, and a shape of another type or outside
 * longitude and latitude leaves its row without a location, each reported (row = record number).
 */
export async function* shapefileFeatureRows(
  archive: ShapefileArchive,
  plan: ShapefileLayerPlan,
  report: (error: RowError) => void,
): AsyncGenerator<NewFeatureRow> {
  const shp = new ByteReader(zipEntryChunks(archive.range, archive.shp));
  const dbf = new ByteReader(zipEntryChunks(archive.range, archive.dbf));
  try {
    await readShpHeader(shp);
    const header = await readDbfHeader(dbf);
    const records = readDbfRecords(dbf, header, dbfTextDecoder(archive.cpg));
    let row = 0;
    for await (const shape of readShpRecords(shp)) {
      row++;
      const record = await records.next();
      if (record.done) {
        report({ row, message: 'The .dbf file has no record for this shape: it is kept without attributes.' });
      } else if (record.value.deleted) {
        continue;
      }
      const values = plan.fields.map((field, i) => {
        const column = plan.columns[i]!;
        const value = record.done ? null : (record.value.values[column] ?? null);
        if (value === null) return null;
        const source = plan.dbfFields[column]!;
        if (field.type === fieldTypeOf(source)) return value;
        const converted = cellValue(textOf(value, source), field.type);
        if (converted === undefined) {
          report({
            row,
            column: field.alias ?? field.name,
            message: `"${textOf(value, source).slice(0, 40)}" does not fit the field's type: it is left empty.`,
          });
        }
        return converted ?? null;
      });
      const geometry = locate(shape.geometry, plan, row, report);
      yield { objectId: row, values, geometry, bbox: esriGeometryBbox(geometry) };
    }
  } finally {
    await shp.close();
    await dbf.close();
  }
}

/** A shape as a stored geometry (longitude and latitude), or null with why reported. */
function locate(
  geometry: Record<string, unknown> | null,
  plan: ShapefileLayerPlan,
  row: number,
  report: (error: RowError) => void,
): Record<string, unknown> | null {
  if (!geometry || !plan.geometryType) return null;
  if (!(KIND[plan.geometryType]! in geometry)) {
    report({ row, message: `A shape of another type than the layer's: the feature is kept without a location.` });
    return null;
  }
  const moved = plan.toLonLat ? mapEsriGeometry(geometry, plan.toLonLat) : geometry;
  const bbox = esriGeometryBbox(moved);
  if (
    !bbox ||
    bbox[0] < -180 ||
    bbox[2] > 180 ||
    bbox[1] < -90 ||
    bbox[3] > 90 ||
    bbox.some((n) => !Number.isFinite(n))
  ) {
    report({ row, message: 'The shape is outside longitude and latitude: the feature is kept without a location.' });
    return null;
  }
  return moved;
}
