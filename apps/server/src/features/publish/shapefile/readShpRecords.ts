import type { FeatureLayerTable } from '../../../db/featureTables.ts';
import { type ByteReader, shortAsEnd, ShortReadError } from './byteReader.ts';

/** A .shp file that cannot be read on: a bad header, a record that overruns or contradicts itself. */
export class ShapefileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShapefileError';
  }
}

/** The header of a .shp file: its shape type and bounding box (in the file's own coordinates). */
export interface ShpHeader {
  readonly shapeType: number;
  readonly bbox: readonly [number, number, number, number];
}

/** One record: its number (1-based) and its geometry as Esri JSON in the file's coordinates, or null. */
export interface ShpRecord {
  readonly number: number;
  readonly geometry: Record<string, unknown> | null;
}

const FILE_CODE = 9994;
const HEADER_BYTES = 100;
/** The longest record read (bytes): a corrupt length must not make the reader swallow the file. */
export const MAX_RECORD_BYTES = 64 * 1024 * 1024;

/**
 * The layer geometry type of a shapefile shape type (Z and M variants publish as their 2D type; multipoints and
 * multipatches are not stored), or undefined. Null shapes everywhere make a table.
 */
export function shpGeometryType(shapeType: number): FeatureLayerTable['geometry_type'] | undefined {
  if (shapeType === 0) return null;
  switch (shapeType % 10) {
    case 1:
      return 'esriGeometryPoint';
    case 3:
      return 'esriGeometryPolyline';
    case 5:
      return 'esriGeometryPolygon';
    default:
      return undefined;
  }
}

/** Reads the 100-byte header of a .shp file. */
export async function readShpHeader(reader: ByteReader): Promise<ShpHeader> {
  const header = await reader.read(HEADER_BYTES).catch(shortAsEnd);
  if (!header || header.readInt32BE(0) !== FILE_CODE) throw new ShapefileError('The .shp file is not a shapefile.');
  return {
    shapeType: header.readInt32LE(32),
    bbox: [header.readDoubleLE(36), header.readDoubleLE(44), header.readDoubleLE(52), header.readDoubleLE(60)],
  };
}

/**
 * The records of a .shp file after its header, one at a time (a file of any size in the memory of its largest
 * record). Points become `{x, y}`, polylines `{paths}`, polygons `{rings}` — a shapefile's rings already run as Esri's
 * do, outer rings clockwise — with Z and M values dropped.
 *
 * @example
 * const reader = new ByteReader(chunks);
 * const header = await readShpHeader(reader);
 * for await (const { number, geometry } of readShpRecords(reader)) { ... }
 */
export async function* readShpRecords(reader: ByteReader): AsyncGenerator<ShpRecord> {
  for (;;) {
    const head = await reader.read(8).catch((error: unknown) => {
      if (error instanceof ShortReadError) {
        throw new ShapefileError(`The .shp file ends inside a record header at byte ${reader.offset}.`);
      }
      throw error;
    });
    if (!head) return;
    const number = head.readInt32BE(0);
    const length = head.readInt32BE(4) * 2;
    if (length < 4 || length > MAX_RECORD_BYTES) {
      throw new ShapefileError(`Record ${number} of the .shp file declares ${length} bytes: the file is damaged.`);
    }
    const content = await reader.read(length).catch(shortAsEnd);
    if (!content) throw new ShapefileError(`The .shp file ends inside record ${number}.`);
    yield { number, geometry: shapeOf(content, number) };
  }
}

function shapeOf(content: Buffer, number: number): Record<string, unknown> | null {
  const type = content.readInt32LE(0);
  const fail = (): never => {
    throw new ShapefileError(`Record ${number} of the .shp file is damaged.`);
  };
  if (type === 0) return null;
  const point = (at: number) => [content.readDoubleLE(at), content.readDoubleLE(at + 8)];
  switch (type % 10) {
    case 1: {
      if (content.length < 20) fail();
      const [x, y] = point(4);
      return { x, y };
    }
    case 3:
    case 5: {
      if (content.length < 44) fail();
      const parts = content.readInt32LE(36);
      const points = content.readInt32LE(40);
      const pointsAt = 44 + 4 * parts;
      if (parts < 1 || points < 1 || pointsAt + 16 * points > content.length) fail();
      const lines: number[][][] = [];
      for (let p = 0; p < parts; p++) {
        const first = content.readInt32LE(44 + 4 * p);
        const last = p + 1 < parts ? content.readInt32LE(48 + 4 * p) : points;
        if (first < 0 || last > points || first >= last) fail();
        const line: number[][] = [];
        for (let i = first; i < last; i++) line.push(point(pointsAt + 16 * i));
        lines.push(line);
      }
      return type % 10 === 3 ? { paths: lines } : { rings: lines };
    }
    default:
      throw new ShapefileError(`Record ${number} has shape type ${type}, which Plaza does not publish.`);
  }
}
