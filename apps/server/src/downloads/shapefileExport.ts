import type { LayerField } from '../db/LayerField.ts';
import type { ExportRows } from './exportRow.ts';
import type { ExportLayer } from './exportRow.ts';
import { zipStream } from './zipWriter.ts';

/** The Shapefile shape types of the layers Plaza stores (ESRI Shapefile Technical Description, 1998). */
const SHAPE_TYPES: Readonly<Record<string, number>> = {
  esriGeometryPoint: 1,
  esriGeometryPolyline: 3,
  esriGeometryPolygon: 5,
};

/** WGS 84, as ArcGIS writes it in a `.prj`. */
const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

type Bbox = [number, number, number, number];
type Parts = readonly (readonly (readonly number[])[])[];

/** The parts of a stored line or area (Esri JSON paths or rings), or undefined for a point or none. */
function partsOf(shape: Record<string, unknown> | null): Parts | undefined {
  if (!shape) return undefined;
  const parts = (shape.paths ?? shape.rings) as Parts | undefined;
  return Array.isArray(parts) ? parts : undefined;
}

/** Bytes of a record's content for its shape (a null shape is 4). */
function contentLength(shapeType: number, shape: Record<string, unknown> | null): number {
  if (!shape) return 4;
  if (shapeType === 1) return typeof shape.x === 'number' && typeof shape.y === 'number' ? 20 : 4;
  const parts = partsOf(shape);
  if (!parts || parts.length === 0) return 4;
  return 44 + 4 * parts.length + 16 * parts.reduce((n, part) => n + part.length, 0);
}

function extend(bbox: Bbox | undefined, x: number, y: number): Bbox {
  if (!bbox) return [x, y, x, y];
  return [Math.min(bbox[0], x), Math.min(bbox[1], y), Math.max(bbox[2], x), Math.max(bbox[3], y)];
}

function shapeBox(shape: Record<string, unknown> | null): Bbox | undefined {
  if (!shape) return undefined;
  if (typeof shape.x === 'number' && typeof shape.y === 'number') return [shape.x, shape.y, shape.x, shape.y];
  let box: Bbox | undefined;
  for (const part of partsOf(shape) ?? []) for (const [x, y] of part) box = extend(box, x!, y!);
  return box;
}

/** The 100-byte header of a `.shp` or `.shx` of `bytes` bytes. */
function mainHeader(shapeType: number, bbox: Bbox, bytes: number): Buffer {
  const header = Buffer.alloc(100);
  header.writeInt32BE(9994, 0);
  header.writeInt32BE(bytes / 2, 24);
  header.writeInt32LE(1000, 28);
  header.writeInt32LE(shapeType, 32);
  bbox.forEach((value, i) => header.writeDoubleLE(value, 36 + 8 * i));
  return header;
}

/** One `.shp` record: its header (number, length in 16-bit words) and its content. */
function shpRecord(number: number, shapeType: number, shape: Record<string, unknown> | null, length: number): Buffer {
  const out = Buffer.alloc(8 + length);
  out.writeInt32BE(number, 0);
  out.writeInt32BE(length / 2, 4);
  if (length === 4) return out; // a null shape: type 0
  out.writeInt32LE(shapeType, 8);
  if (shapeType === 1) {
    out.writeDoubleLE(shape!.x as number, 12);
    out.writeDoubleLE(shape!.y as number, 20);
    return out;
  }
  const parts = partsOf(shape)!;
  const box = shapeBox(shape)!;
  box.forEach((value, i) => out.writeDoubleLE(value, 12 + 8 * i));
  const points = parts.reduce((n, part) => n + part.length, 0);
  out.writeInt32LE(parts.length, 44);
  out.writeInt32LE(points, 48);
  let at = 52;
  let first = 0;
  for (const part of parts) {
    out.writeInt32LE(first, at);
    at += 4;
    first += part.length;
  }
  for (const part of parts) {
    for (const [x, y] of part) {
      out.writeDoubleLE(x!, at);
      out.writeDoubleLE(y!, at + 8);
      at += 16;
    }
  }
  return out;
}

/** A `.dbf` column: its name (ASCII, at most 10 characters), dBase type, width and decimals. */
interface DbfColumn {
  readonly name: string;
  readonly type: 'C' | 'N' | 'D';
  readonly width: number;
  readonly decimals: number;
}

/** The `.dbf` columns of the exported fields: names made dBase-safe and unique. */
function dbfColumns(fields: readonly LayerField[]): DbfColumn[] {
  const taken = new Set<string>();
  return fields.map((field) => {
    const base = field.name.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 10) || 'FIELD';
    let name = base;
    for (let n = 1; taken.has(name.toUpperCase()); n++) name = `${base.slice(0, 10 - String(n).length)}${n}`;
    taken.add(name.toUpperCase());
    switch (field.type) {
      case 'esriFieldTypeString':
        return { name, type: 'C', width: Math.min(254, Math.max(1, field.length ?? 254)), decimals: 0 };
      case 'esriFieldTypeDate':
        return { name, type: 'D', width: 8, decimals: 0 };
      case 'esriFieldTypeDouble':
        return { name, type: 'N', width: 24, decimals: 8 };
      default:
        return { name, type: 'N', width: 11, decimals: 0 };
    }
  });
}

/** UTF-8 bytes of a text, cut to `width` bytes without splitting a character. */
function utf8Within(text: string, width: number): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= width) return bytes;
  let end = width;
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end);
}

/** A value in its `.dbf` cell (blank for none; numbers right-aligned, text left-aligned). */
function dbfCell(column: DbfColumn, value: string | number | null, out: Buffer, at: number): void {
  out.fill(0x20, at, at + column.width);
  if (value === null || value === '') return;
  if (column.type === 'C') {
    utf8Within(String(value), column.width).copy(out, at);
    return;
  }
  const n = Number(value);
  if (!Number.isFinite(n)) return;
  let text: string;
  if (column.type === 'D') {
    text = new Date(n).toISOString().slice(0, 10).replaceAll('-', '');
  } else {
    text = column.decimals > 0 ? n.toFixed(column.decimals) : String(Math.trunc(n));
    if (text.length > column.width) text = n.toExponential(column.width - 8);
  }
  out.write(text.slice(0, column.width), at + column.width - Math.min(text.length, column.width), 'latin1');
}

/** The `.dbf` header: version, date, record count, sizes and the column descriptors. */
function dbfHeader(columns: readonly DbfColumn[], records: number, at: Date): Buffer {
  const headerLength = 32 + 32 * columns.length + 1;
  const recordLength = 1 + columns.reduce((n, c) => n + c.width, 0);
  const header = Buffer.alloc(headerLength);
  header.writeUInt8(0x03, 0);
  header.writeUInt8(at.getUTCFullYear() - 1900, 1);
  header.writeUInt8(at.getUTCMonth() + 1, 2);
  header.writeUInt8(at.getUTCDate(), 3);
  header.writeUInt32LE(records, 4);
  header.writeUInt16LE(headerLength, 8);
  header.writeUInt16LE(recordLength, 10);
  columns.forEach((column, i) => {
    const at = 32 + 32 * i;
    header.write(column.name, at, 10, 'latin1');
    header.write(column.type, at + 11, 1, 'latin1');
    header.writeUInt8(column.width, at + 16);
    header.writeUInt8(column.decimals, at + 17);
  });
  header.writeUInt8(0x0d, headerLength - 1);
  return header;
}

/** A file name for the archive's entries from the layer's name. */
function baseName(name: string): string {
  return (
    name
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'layer'
  );
}

/**
 * A zipped Shapefile of a layer (ADR 0125): `.shp`, `.shx`, `.dbf` (UTF-8, named in `.cpg`) and a WGS 84 `.prj`. The
 * rows are read three times — once to measure (record lengths and the bounding box, which the headers need first),
 * once for the shapes, once for the attributes — so nothing but one page and the record lengths is held. Dates keep
 * their day (dBase `D`); text is cut to its field's width without splitting a character.
 *
 * @example
 * for await (const bytes of shapefileExport(layer, rows)) out.write(bytes);
 */
export async function* shapefileExport(layer: ExportLayer, rows: ExportRows): AsyncGenerator<Uint8Array> {
  const shapeType = SHAPE_TYPES[layer.geometryType ?? ''];
  if (!shapeType) throw new Error('A table without geometry has no Shapefile: use CSV.');
  const lengths: number[] = [];
  let bbox: Bbox | undefined;
  for await (const page of rows()) {
    for (const row of page) {
      const length = contentLength(shapeType, row.shape);
      lengths.push(length);
      const box = length > 4 ? shapeBox(row.shape) : undefined;
      if (box) bbox = extend(extend(bbox, box[0], box[1]), box[2], box[3]);
    }
  }
  const box: Bbox = bbox ?? [0, 0, 0, 0];
  const shpBytes = 100 + lengths.reduce((n, length) => n + 8 + length, 0);
  const columns = dbfColumns(layer.fields);
  const now = new Date();
  const changed = () => new Error('The layer changed during the export; it runs again.');
  const base = baseName(layer.name);

  yield* zipStream(
    [
      {
        name: `${base}.shp`,
        async *bytes() {
          yield mainHeader(shapeType, box, shpBytes);
          let index = 0;
          for await (const page of rows()) {
            const records: Buffer[] = [];
            for (const row of page) {
              const length = lengths[index];
              if (length === undefined || length !== contentLength(shapeType, row.shape)) throw changed();
              index++;
              records.push(shpRecord(index, shapeType, row.shape, length));
            }
            yield Buffer.concat(records);
          }
          if (index !== lengths.length) throw changed();
        },
      },
      {
        name: `${base}.shx`,
        async *bytes() {
          yield mainHeader(shapeType, box, 100 + 8 * lengths.length);
          const index = Buffer.alloc(8 * lengths.length);
          let offset = 100;
          lengths.forEach((length, i) => {
            index.writeInt32BE(offset / 2, 8 * i);
            index.writeInt32BE(length / 2, 8 * i + 4);
            offset += 8 + length;
          });
          yield index;
        },
      },
      {
        name: `${base}.dbf`,
        async *bytes() {
          yield dbfHeader(columns, lengths.length, now);
          const recordLength = 1 + columns.reduce((n, c) => n + c.width, 0);
          let count = 0;
          for await (const page of rows()) {
            const out = Buffer.alloc(recordLength * page.length);
            page.forEach((row, r) => {
              let at = r * recordLength;
              out.writeUInt8(0x20, at++);
              columns.forEach((column, i) => {
                dbfCell(column, row.raw[i] ?? null, out, at);
                at += column.width;
              });
            });
            count += page.length;
            yield out;
          }
          if (count !== lengths.length) throw changed();
          yield Buffer.from([0x1a]);
        },
      },
      {
        name: `${base}.prj`,
        bytes: async function* () {
          yield Buffer.from(WGS84_PRJ, 'latin1');
        },
      },
      {
        name: `${base}.cpg`,
        bytes: async function* () {
          yield Buffer.from('UTF-8', 'latin1');
        },
      },
    ],
    now,
  );
}
