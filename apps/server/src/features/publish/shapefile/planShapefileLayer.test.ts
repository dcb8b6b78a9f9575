import { describe, expect, it } from 'vitest';
import {
  bufferRange,
  dbfBytes,
  shpBytes,
  STATE_PLANE_PRJ,
  WEB_MERCATOR_PRJ,
  WGS84_PRJ,
  zipBytes,
  type FixtureField,
} from '../../../testing/shapefileFixture.ts';
import { toWebMercator } from '../../spatialReference.ts';
import type { RowError } from '../planCsvLayer.ts';
import { openShapefileArchive, planShapefileLayer, shapefileFeatureRows } from './planShapefileLayer.ts';

const FIELDS: FixtureField[] = [
  { name: 'NAME', type: 'C', length: 20 },
  { name: 'ACRES', type: 'N', length: 10, decimals: 2 },
  { name: 'WARD', type: 'N', length: 4 },
  { name: 'OPENED', type: 'D', length: 8 },
  { name: 'LIT', type: 'L', length: 1 },
  { name: 'NOTES', type: 'M', length: 10 },
];
const square = (x: number, y: number, d = 0.01): [number, number][] => [
  [x, y],
  [x, y + d],
  [x + d, y + d],
  [x + d, y],
  [x, y],
];

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

function archive(files: Record<string, Buffer | string>) {
  const zip = zipBytes(Object.entries(files).map(([name, bytes]) => ({ name, bytes: Buffer.from(bytes) })));
  return openShapefileArchive(bufferRange(zip, 333), zip.length);
}

describe('planShapefileLayer', () => {
  const shp = shpBytes(5, [
    [square(-117.4, 33.9)],
    null,
    [square(-117.5, 33.8), square(-117.495, 33.805, 0.002).reverse()],
  ]);
  const dbf = dbfBytes(FIELDS, [
    ['Fairmount Park', '12.50', '3', '20190401', 'T', ''],
    ['Gone', '1', '1', '', 'F', ''],
    ['Café Plaza', '', '12', '00000000', '?', ''],
  ]);

  it('plans fields from the .dbf header and reads the records side by side with their shapes', async () => {
    const a = await archive({
      'parks/Parks.shp': shp,
      'parks/Parks.dbf': dbf,
      'parks/Parks.prj': WGS84_PRJ,
      '__MACOSX/parks/._Parks.shp': 'x',
    });
    expect(a.name).toBe('Parks');
    const plan = await planShapefileLayer(a);
    expect(plan.geometryType).toBe('esriGeometryPolygon');
    expect(plan.records).toBe(3);
    expect(plan.fields).toEqual([
      { name: 'NAME', alias: 'NAME', type: 'esriFieldTypeString', length: 20 },
      { name: 'ACRES', alias: 'ACRES', type: 'esriFieldTypeDouble' },
      { name: 'WARD', alias: 'WARD', type: 'esriFieldTypeInteger' },
      { name: 'OPENED', alias: 'OPENED', type: 'esriFieldTypeDate' },
      { name: 'LIT', alias: 'LIT', type: 'esriFieldTypeString', length: 5 },
    ]);
    const errors: RowError[] = [];
    const rows = await all(shapefileFeatureRows(a, plan, (e) => errors.push(e)));
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.values)).toEqual([
      ['Fairmount Park', 12.5, 3, Date.UTC(2019, 3, 1), 'true'],
      ['Gone', 1, 1, null, 'false'],
      ['Café Plaza', null, 12, null, null],
    ]);
    expect(rows[0]!.geometry).toEqual({ rings: [square(-117.4, 33.9)] });
    expect(rows[1]!.geometry).toBeNull();
    expect((rows[2]!.geometry as { rings: unknown[] }).rings).toHaveLength(2);
    expect(rows[2]!.bbox).toEqual([-117.5, 33.8, -117.5 + 0.01, 33.8 + 0.01]);
  });

  it('skips deleted records and reads a Windows-1252 table named by its .cpg', async () => {
    const latin = dbfBytes(FIELDS.slice(0, 1), [['Zoë'], ['deleted'], ['Ñandú']], { deleted: [1], encoding: 'latin1' });
    const points = shpBytes(1, [
      [-117.4, 33.9],
      [-117.41, 33.91],
      [-117.42, 33.92],
    ]);
    const a = await archive({ 'p.shp': points, 'p.dbf': latin, 'p.cpg': '1252' });
    const plan = await planShapefileLayer(a);
    const rows = await all(shapefileFeatureRows(a, plan, () => undefined));
    expect(rows.map((r) => [r.objectId, r.values[0], r.geometry])).toEqual([
      [1, 'Zoë', { x: -117.4, y: 33.9 }],
      [3, 'Ñandú', { x: -117.42, y: 33.92 }],
    ]);
  });

  it('unprojects Web Mercator, and leaves a shape outside longitude and latitude without a location', async () => {
    const [x, y] = toWebMercator(-117.4, 33.9);
    const lines = shpBytes(3, [
      [
        [
          [x, y],
          [x + 100, y + 100],
        ],
      ],
      [
        [
          [x, y],
          [1e9, y],
        ],
      ],
    ]);
    const a = await archive({
      'l.shp': lines,
      'l.dbf': dbfBytes(FIELDS.slice(2, 3), [['1'], ['2']]),
      'l.prj': WEB_MERCATOR_PRJ,
    });
    const plan = await planShapefileLayer(a);
    expect(plan.geometryType).toBe('esriGeometryPolyline');
    const errors: RowError[] = [];
    const rows = await all(shapefileFeatureRows(a, plan, (e) => errors.push(e)));
    const path = (rows[0]!.geometry as { paths: number[][][] }).paths[0]!;
    expect(path[0]![0]).toBeCloseTo(-117.4, 6);
    expect(path[0]![1]).toBeCloseTo(33.9, 6);
    expect(rows[1]!.geometry).toBeNull();
    expect(errors).toEqual([
      { row: 2, message: 'The shape is outside longitude and latitude: the feature is kept without a location.' },
    ]);
  });

  it('converts values to the types a publisher chose, reporting what does not fit', async () => {
    const a = await archive({
      'p.shp': shpBytes(1, [
        [1, 2],
        [3, 4],
      ]),
      'p.dbf': dbfBytes(FIELDS.slice(0, 1), [['42'], ['forty']]),
    });
    const planned = await planShapefileLayer(a);
    const plan = { ...planned, fields: [{ name: 'NAME', alias: 'NAME', type: 'esriFieldTypeInteger' as const }] };
    const errors: RowError[] = [];
    const rows = await all(shapefileFeatureRows(a, plan, (e) => errors.push(e)));
    expect(rows.map((r) => r.values[0])).toEqual([42, null]);
    expect(errors).toEqual([
      { row: 2, column: 'NAME', message: '"forty" does not fit the field\'s type: it is left empty.' },
    ]);
  });

  it('refuses an archive without one shapefile, without its .dbf, or in a projection it cannot unproject', async () => {
    await expect(archive({ 'readme.txt': 'no shapes' })).rejects.toThrow('The archive holds no shapefile (.shp).');
    await expect(archive({ 'a.shp': shp, 'b.shp': shp, 'a.dbf': dbf })).rejects.toThrow(
      'The archive holds 2 shapefiles (a.shp, b.shp): publish one shapefile per archive.',
    );
    await expect(archive({ 'Parks.shp': shp })).rejects.toThrow('Parks.shp has no Parks.dbf beside it in the archive.');
    const projected = await archive({ 'a.shp': shp, 'a.dbf': dbf, 'a.prj': STATE_PLANE_PRJ });
    await expect(planShapefileLayer(projected)).rejects.toThrow(
      "The shapefile's coordinate system (NAD_1983_StatePlane_California_VI_FIPS_0406_Feet) is not supported: export it in WGS 84 (EPSG:4326) or Web Mercator (EPSG:3857) and publish it again.",
    );
    const far = await archive({
      'a.shp': shpBytes(1, [[6_000_000, 2_000_000]]),
      'a.dbf': dbfBytes(FIELDS.slice(2, 3), [['1']]),
    });
    await expect(planShapefileLayer(far)).rejects.toThrow(
      'The archive has no .prj file and the coordinates are not longitude and latitude',
    );
    const multipoint = await archive({ 'a.shp': shpBytes(8, []), 'a.dbf': dbfBytes(FIELDS.slice(2, 3), []) });
    await expect(planShapefileLayer(multipoint)).rejects.toThrow(
      'The shapefile holds multipoints, which Plaza does not publish',
    );
  });

  it('fails on a record that overruns the file, saying which', async () => {
    const cut = shp.subarray(0, shp.length - 20);
    const a = await archive({ 'a.shp': cut, 'a.dbf': dbf });
    const plan = await planShapefileLayer(a);
    await expect(all(shapefileFeatureRows(a, plan, () => undefined))).rejects.toThrow(
      'The .shp file ends inside record 3.',
    );
  });
});
