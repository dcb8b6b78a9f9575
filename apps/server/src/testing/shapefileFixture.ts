import { crc32, deflateRawSync } from 'node:zlib';

// Builders of shapefiles and zip archives for tests (issue 15): the bytes a desktop GIS writes, made small and exact.

/** A shape to write: a point `[x, y]`, parts (lines or rings) of positions, or null. */
export type FixtureShape = readonly [number, number] | readonly (readonly (readonly [number, number])[])[] | null;

/** The bytes of a .shp file of one shape type (1 point, 3 polyline, 5 polygon, or a Z/M variant). */
export function shpBytes(shapeType: number, shapes: readonly FixtureShape[]): Buffer {
  const records = shapes.map((shape, i) => {
    let content: Buffer;
    if (shape === null) {
      content = Buffer.alloc(4);
    } else if (typeof shape[0] === 'number') {
      content = Buffer.alloc(20);
      content.writeDoubleLE(shape[0], 4);
      content.writeDoubleLE(shape[1] as number, 12);
    } else {
      const parts = shape as readonly (readonly (readonly [number, number])[])[];
      const points = parts.flat();
      content = Buffer.alloc(44 + 4 * parts.length + 16 * points.length);
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, k) =>
        content.writeDoubleLE(v, 4 + 8 * k),
      );
      content.writeInt32LE(parts.length, 36);
      content.writeInt32LE(points.length, 40);
      let first = 0;
      parts.forEach((part, k) => {
        content.writeInt32LE(first, 44 + 4 * k);
        first += part.length;
      });
      points.forEach((p, k) => {
        content.writeDoubleLE(p[0], 44 + 4 * parts.length + 16 * k);
        content.writeDoubleLE(p[1], 52 + 4 * parts.length + 16 * k);
      });
    }
    if (shape !== null) content.writeInt32LE(shapeType, 0);
    const head = Buffer.alloc(8);
    head.writeInt32BE(i + 1, 0);
    head.writeInt32BE(content.length / 2, 4);
    return Buffer.concat([head, content]);
  });
  const body = Buffer.concat(records);
  const all = shapes.flatMap((s) =>
    s === null
      ? []
      : typeof s[0] === 'number'
        ? [s as readonly [number, number]]
        : (s as readonly (readonly (readonly [number, number])[])[]).flat(),
  );
  const header = Buffer.alloc(100);
  header.writeInt32BE(9994, 0);
  header.writeInt32BE((100 + body.length) / 2, 24);
  header.writeInt32LE(1000, 28);
  header.writeInt32LE(shapeType, 32);
  if (all.length > 0) {
    const xs = all.map((p) => p[0]);
    const ys = all.map((p) => p[1]);
    [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, k) =>
      header.writeDoubleLE(v, 36 + 8 * k),
    );
  }
  return Buffer.concat([header, body]);
}

/** A .dbf field to write. */
export interface FixtureField {
  readonly name: string;
  readonly type: 'C' | 'N' | 'F' | 'D' | 'L' | 'M';
  readonly length: number;
  readonly decimals?: number;
}

/** The bytes of a .dbf table; each record's cells as raw text (padded to the field), `deleted` by index. */
export function dbfBytes(
  fields: readonly FixtureField[],
  records: readonly (readonly string[])[],
  options: { readonly deleted?: readonly number[]; readonly encoding?: 'utf8' | 'latin1' } = {},
): Buffer {
  const recordLength = 1 + fields.reduce((n, f) => n + f.length, 0);
  const headerLength = 32 + 32 * fields.length + 1;
  const header = Buffer.alloc(headerLength);
  header[0] = 3;
  header.writeUInt32LE(records.length, 4);
  header.writeUInt16LE(headerLength, 8);
  header.writeUInt16LE(recordLength, 10);
  fields.forEach((f, i) => {
    header.write(f.name, 32 + 32 * i, 11, 'latin1');
    header[32 + 32 * i + 11] = f.type.charCodeAt(0);
    header[32 + 32 * i + 16] = f.length;
    header[32 + 32 * i + 17] = f.decimals ?? 0;
  });
  header[headerLength - 1] = 0x0d;
  const rows = records.map((cells, r) => {
    const row = Buffer.alloc(recordLength, 0x20);
    row[0] = options.deleted?.includes(r) ? 0x2a : 0x20;
    let at = 1;
    fields.forEach((f, i) => {
      const bytes = Buffer.from(cells[i] ?? '', options.encoding ?? 'utf8').subarray(0, f.length);
      if (f.type === 'N' || f.type === 'F') bytes.copy(row, at + f.length - bytes.length);
      else bytes.copy(row, at);
      at += f.length;
    });
    return row;
  });
  return Buffer.concat([header, ...rows, Buffer.from([0x1a])]);
}

/** A zip archive of the files, deflated unless `store`; `declaredSize` overrides an entry's stated size. */
export function zipBytes(
  files: readonly {
    readonly name: string;
    readonly bytes: Buffer;
    readonly store?: boolean;
    readonly declaredSize?: number;
  }[],
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const data = file.store ? file.bytes : deflateRawSync(file.bytes);
    const name = Buffer.from(file.name, 'utf8');
    const crc = crc32(file.bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(file.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(file.declaredSize ?? file.bytes.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(file.store ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(file.declaredSize ?? file.bytes.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Reads a buffer as the ranges a stored file gives (in small pieces, as chunk rows would). */
export function bufferRange(bytes: Buffer, piece = 7): (start: number, end: number) => AsyncGenerator<Uint8Array> {
  return async function* (start, end) {
    for (let at = start; at < Math.min(end, bytes.length); at += piece)
      yield bytes.subarray(at, Math.min(at + piece, end));
  };
}

/** WKT of WGS 84 and of Web Mercator, as ArcGIS writes them in `.prj` files. */
export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';
export const WEB_MERCATOR_PRJ =
  'PROJCS["WGS_1984_Web_Mercator_Auxiliary_Sphere",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Mercator_Auxiliary_Sphere"],PARAMETER["False_Easting",0.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",0.0],PARAMETER["Standard_Parallel_1",0.0],PARAMETER["Auxiliary_Sphere_Type",0.0],UNIT["Meter",1.0]]';
export const STATE_PLANE_PRJ =
  'PROJCS["NAD_1983_StatePlane_California_VI_FIPS_0406_Feet",GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Lambert_Conformal_Conic"],UNIT["Foot_US",0.3048006096012192]]';
