import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_HANDLERS } from '../../jobs/jobHandlers.ts';
import { startJobRunner, type JobRunner } from '../../jobs/jobRunner.ts';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import type { TestJson } from '../../testing/testJson.ts';
import { dbfBytes, shpBytes, STATE_PLANE_PRJ, WEB_MERCATOR_PRJ, zipBytes } from '../../testing/shapefileFixture.ts';
import { toWebMercator } from '../spatialReference.ts';

// Publishing a CSV item as a hosted layer (issue 15): queued by the publish call, run by the job loop, watched through
// the item's status, then queried through the feature service — with row errors reported and nothing half-published.
let t: TestApp;
let portal: string;
let origin: string;
let token: string;
let jobs: JobRunner;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.listen();
  portal = `${origin}/sharing/rest`;
  token = await signIn(t, 'publisher_riverside');
  // The loop is driven by the test (runOnce), so every step is seen.
  jobs = startJobRunner(
    { db: t.db, logger: { info() {}, warn() {}, error() {}, debug() {} } as never, handlers: JOB_HANDLERS },
    false,
  );
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

async function post(path: string, form: FormData, auth = token): Promise<TestJson> {
  form.set('f', 'json');
  form.set('token', auth);
  const res = await fetch(`${portal}${path}`, { method: 'POST', body: form });
  expect(res.status).toBe(200);
  return (await res.json()) as TestJson;
}

async function addCsv(title: string, csv: string): Promise<string> {
  const form = new FormData();
  form.set('title', title);
  form.set('type', 'CSV');
  form.set('file', new Blob([csv], { type: 'text/csv' }), `${title}.csv`);
  const created = await post('/content/users/publisher_riverside/addItem', form);
  expect(created.success).toBe(true);
  return created.id as string;
}

async function publish(itemId: string, publishParameters?: Record<string, unknown>, auth = token) {
  const form = new FormData();
  form.set('itemId', itemId);
  form.set('filetype', 'csv');
  if (publishParameters) form.set('publishParameters', JSON.stringify(publishParameters));
  return post('/content/users/publisher_riverside/publish', form, auth);
}

async function status(itemId: string, jobId: string) {
  const res = await fetch(
    `${portal}/content/users/publisher_riverside/items/${itemId}/status?f=json&jobId=${jobId}&token=${token}`,
  );
  return (await res.json()) as TestJson;
}

const TREES_CSV = [
  'Tree ID,Species,DBH,Planted,Longitude,Latitude,ZIP',
  '1,Oak,12.5,2019-04-01,-117.40,33.95,02134',
  '2,"Maple, red",8,2020-05-02,-117.41,33.96,92501',
  '3,Elm,,2021-06-03,-117.42,33.97,92501',
  '4,Pine,7.25,2022-07-04,abc,33.98,92501',
  '5,Ash,3',
  '6,"Sycamore ""big""",30,2023-08-05,-117.44,34.00,92502',
].join('\r\n');

describe('publishing a CSV', () => {
  it('queues, reports progress, and serves the rows with their types, locations and row errors', async () => {
    const id = await addCsv('Trees Upload', TREES_CSV);
    const started = await publish(id);
    expect(started.services[0]).toMatchObject({ type: 'Feature Service', serviceItemId: id, success: true });
    const jobId = started.services[0].jobId as string;
    expect((await status(id, jobId)).status).toBe('processing');
    // The item is untouched until the job has run.
    expect((await (await fetch(`${portal}/content/items/${id}?f=json&token=${token}`)).json()).url).toBeNull();

    expect(await jobs.runOnce()).toBe(true);
    const done = await status(id, jobId);
    expect(done).toMatchObject({ status: 'completed', jobType: 'publish' });
    expect(done.progress).toMatchObject({ phase: 'loading', rowsLoaded: 5, rowsTotal: 6, errorCount: 2 });
    expect(done.result.errors).toEqual([
      {
        row: 5,
        column: 'Longitude',
        message: '"abc" is not a longitude (-180 to 180): the row is kept without a location.',
      },
      { row: 6, message: 'The row has 3 values; the header has 7.' },
    ]);

    const item = (await (await fetch(`${portal}/content/items/${id}?f=json&token=${token}`)).json()) as Record<
      string,
      TestJson
    >;
    expect(item.url).toBe(`${origin}/arcgis/rest/services/Trees_Upload/FeatureServer/0`);
    expect(item.extent).toEqual([
      [-117.44, 33.95],
      [-117.4, 34],
    ]);
    const layer = (await (await fetch(`${item.url}?f=json&token=${token}`)).json()) as TestJson;
    expect(layer.fields.map((f: { name: string; type: string; alias: string }) => [f.name, f.type, f.alias])).toEqual([
      ['OBJECTID', 'esriFieldTypeOID', 'OBJECTID'],
      ['Tree_ID', 'esriFieldTypeInteger', 'Tree ID'],
      ['Species', 'esriFieldTypeString', 'Species'],
      ['DBH', 'esriFieldTypeDouble', 'DBH'],
      ['Planted', 'esriFieldTypeDate', 'Planted'],
      ['Longitude', 'esriFieldTypeDouble', 'Longitude'],
      ['Latitude', 'esriFieldTypeDouble', 'Latitude'],
      ['ZIP', 'esriFieldTypeString', 'ZIP'],
    ]);
    expect(layer.geometryType).toBe('esriGeometryPoint');
    // The row with a bad longitude is kept, without a location and with the bad value emptied.
    const pine = (await (
      await fetch(`${item.url}/query?where=${encodeURIComponent("Species = 'Pine'")}&outFields=*&token=${token}`)
    ).json()) as TestJson;
    expect(pine.features).toEqual([
      {
        attributes: expect.objectContaining({ Tree_ID: 4, DBH: 7.25, Longitude: null, Latitude: 33.98 }),
        geometry: null,
      },
    ]);
    const quoted = (await (
      await fetch(`${item.url}/query?where=Tree_ID%3D6&outFields=Species,Planted&returnGeometry=false&token=${token}`)
    ).json()) as TestJson;
    expect(quoted.features[0].attributes).toEqual({ Species: 'Sycamore "big"', Planted: Date.UTC(2023, 7, 5) });
  });

  it('analyzes a file before publishing, and publishes with the types the publisher chose', async () => {
    const id = await addCsv('Analyzed Upload', TREES_CSV);
    const form = new FormData();
    form.set('itemid', id);
    form.set('filetype', 'csv');
    const analysis = await post('/content/features/analyze', form);
    expect(analysis.publishParameters).toMatchObject({
      name: 'Analyzed Upload',
      locationType: 'coordinates',
      longitudeFieldName: 'Longitude',
      latitudeFieldName: 'Latitude',
      layerInfo: { geometryType: 'esriGeometryPoint' },
    });
    expect(
      analysis.publishParameters.layerInfo.fields.map((f: { name: string; type: string }) => [f.name, f.type]),
    ).toEqual([
      ['Tree_ID', 'esriFieldTypeInteger'],
      ['Species', 'esriFieldTypeString'],
      ['DBH', 'esriFieldTypeDouble'],
      ['Planted', 'esriFieldTypeDate'],
      ['Longitude', 'esriFieldTypeDouble'],
      ['Latitude', 'esriFieldTypeDouble'],
      ['ZIP', 'esriFieldTypeString'],
    ]);
    expect(analysis.records[0]).toMatchObject({ Tree_ID: '1', Species: 'Oak', ZIP: '02134' });
    expect(analysis.sampled).toBe(false);

    // DBH as whole numbers: 12.5 and 7.25 do not fit and are left empty, each reported.
    const { services } = await publish(id, {
      layerInfo: {
        fields: [
          { name: 'DBH', type: 'esriFieldTypeInteger' },
          { name: 'Tree_ID', type: 'esriFieldTypeString' },
        ],
      },
    });
    await jobs.runOnce();
    const done = await status(id, services[0].jobId);
    expect(done.status).toBe('completed');
    expect(done.result.errors).toContainEqual({
      row: 2,
      column: 'DBH',
      message: '"12.5" is not a whole number: the cell is left empty.',
    });
    const url = `${origin}/arcgis/rest/services/Analyzed_Upload/FeatureServer/0`;
    const layer = (await (await fetch(`${url}?f=json&token=${token}`)).json()) as TestJson;
    expect(layer.fields.find((f: { name: string }) => f.name === 'Tree_ID').type).toBe('esriFieldTypeString');
    const row = (await (
      await fetch(`${url}/query?where=Tree_ID%3D%272%27&outFields=DBH&token=${token}`)
    ).json()) as TestJson;
    expect(row.features[0].attributes).toEqual({ DBH: 8 });
    // A type that is not one is refused before anything is queued.
    expect(
      (await publish(id, { layerInfo: { fields: [{ name: 'DBH', type: 'esriFieldTypeBlob' }] } })).error,
    ).toMatchObject({ code: 400 });
  });

  it('finds coordinate columns that are numeric, and keeps leading zeros as text', async () => {
    const csv = ['name,lon,lat,code', 'A,-117.4,33.9,007', 'B,-117.5,34.0,010', 'C,,,011'].join('\n');
    const id = await addCsv('Points Upload', csv);
    const { services } = await publish(id);
    await jobs.runOnce();
    const done = await status(id, services[0].jobId);
    expect(done.result).toMatchObject({ recordCount: 3, errorCount: 1 });
    expect(done.result.errors[0]).toMatchObject({
      row: 4,
      column: 'lon',
      message: 'No coordinate: the row is kept without a location.',
    });
    const url = `${origin}/arcgis/rest/services/Points_Upload/FeatureServer/0`;
    const query = (await (
      await fetch(`${url}/query?where=1%3D1&outFields=name,code&f=geojson&token=${token}`)
    ).json()) as TestJson;
    expect(query.features.map((f: { properties: unknown; geometry: unknown }) => [f.properties, f.geometry])).toEqual([
      [
        { name: 'A', code: '007' },
        { type: 'Point', coordinates: [-117.4, 33.9] },
      ],
      [
        { name: 'B', code: '010' },
        { type: 'Point', coordinates: [-117.5, 34] },
      ],
      [{ name: 'C', code: '011' }, null],
    ]);
    // Published again, the service is replaced, not doubled.
    const again = await publish(id, { locationType: 'none' });
    await jobs.runOnce();
    expect((await status(id, again.services[0].jobId)).status).toBe('completed');
    const layer = (await (await fetch(`${url}?f=json&token=${token}`)).json()) as TestJson;
    expect(layer.type).toBe('Table');
    expect(
      await t.db.selectFrom('feature_layers').select('table_name').where('item_id', '=', id).execute(),
    ).toHaveLength(1);
  });

  it('fails a broken CSV with where and why, and leaves the item as it was', async () => {
    const id = await addCsv('Broken Upload', 'a,b\n1,"never closed\n2,3\n');
    const tablesBefore = await t.db.selectFrom('feature_layers').select('table_name').execute();
    const { services } = await publish(id);
    await jobs.runOnce();
    const failed = await status(id, services[0].jobId);
    expect(failed).toMatchObject({ status: 'failed', statusMessage: 'Line 2: A quoted value is never closed.' });
    const item = (await (await fetch(`${portal}/content/items/${id}?f=json&token=${token}`)).json()) as Record<
      string,
      TestJson
    >;
    expect(item.url).toBeNull();
    expect(await t.db.selectFrom('feature_layers').select('table_name').execute()).toEqual(tablesBefore);
  });

  it('publishes a GeoJSON collection: polygons with holes, lines, property types, and features that cannot be stored', async () => {
    const square = (x: number, y: number, size: number) => [
      [x, y],
      [x + size, y],
      [x + size, y + size],
      [x, y + size],
      [x, y],
    ];
    const collection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Fairmount', acres: 12.5, opened: '1924-05-01', tags: ['lake'] },
          geometry: {
            type: 'Polygon',
            coordinates: [square(-117.4, 33.9, 0.01), [...square(-117.397, 33.903, 0.002)].reverse()],
          },
        },
        {
          type: 'Feature',
          properties: { name: 'White', acres: 3, opened: null },
          geometry: {
            type: 'MultiPolygon',
            coordinates: [[square(-117.38, 33.95, 0.005)], [square(-117.37, 33.95, 0.005)]],
          },
        },
        {
          type: 'Feature',
          properties: { name: 'Trail', acres: 1 },
          geometry: {
            type: 'LineString',
            coordinates: [
              [-117.4, 33.9],
              [-117.41, 33.91],
            ],
          },
        },
        {
          type: 'Feature',
          properties: { name: 'Nowhere', acres: 2 },
          geometry: { type: 'Polygon', coordinates: [square(200, 33.9, 0.01)] },
        },
      ],
    };
    const form = new FormData();
    form.set('title', 'Parks Upload');
    form.set('type', 'GeoJson');
    form.set('file', new Blob([JSON.stringify(collection)], { type: 'application/geo+json' }), 'parks.geojson');
    const { id } = await post('/content/users/publisher_riverside/addItem', form);
    const csvOnly = new FormData();
    csvOnly.set('itemId', id);
    csvOnly.set('filetype', 'csv');
    expect((await post('/content/users/publisher_riverside/publish', csvOnly)).error).toMatchObject({ code: 400 });
    const geojson = new FormData();
    geojson.set('itemId', id);
    geojson.set('filetype', 'geojson');
    const { services } = await post('/content/users/publisher_riverside/publish', geojson);
    await jobs.runOnce();
    const done = await status(id, services[0].jobId);
    expect(done.result).toMatchObject({ recordCount: 4, errorCount: 2 });
    expect(done.result.errors.map((e: { row: number }) => e.row)).toEqual([3, 4]);
    expect(done.result.errors[0].message).toMatch(/LineString in a layer of polygons/);
    expect(done.result.errors[1].message).toMatch(/outside longitude and latitude/);
    const url = `${origin}/arcgis/rest/services/Parks_Upload/FeatureServer/0`;
    const layer = (await (await fetch(`${url}?f=json&token=${token}`)).json()) as TestJson;
    expect(layer.geometryType).toBe('esriGeometryPolygon');
    expect(layer.fields.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['OBJECTID', 'esriFieldTypeOID'],
      ['name', 'esriFieldTypeString'],
      ['acres', 'esriFieldTypeDouble'],
      ['opened', 'esriFieldTypeDate'],
      ['tags', 'esriFieldTypeString'],
    ]);
    const out = (await (
      await fetch(`${url}/query?where=1%3D1&outFields=*&f=geojson&token=${token}`)
    ).json()) as TestJson;
    expect(out.features[0].geometry.type).toBe('Polygon');
    expect(out.features[0].geometry.coordinates).toHaveLength(2);
    expect(out.features[0].properties).toEqual({
      OBJECTID: 1,
      name: 'Fairmount',
      acres: 12.5,
      opened: Date.UTC(1924, 4, 1),
      tags: '["lake"]',
    });
    expect(out.features[1].geometry.type).toBe('MultiPolygon');
    expect(out.features[2].geometry).toBeNull();
    // Esri JSON keeps outer rings clockwise.
    const esri = (await (
      await fetch(`${url}/query?objectIds=1&returnGeometry=true&token=${token}`)
    ).json()) as TestJson;
    const [outer] = esri.features[0].geometry.rings;
    const area = outer.slice(0, -1).reduce((sum: number, [x0, y0]: number[], i: number) => {
      const [x1, y1] = outer[i + 1];
      return sum + x0! * y1 - x1 * y0!;
    }, 0);
    expect(area).toBeLessThan(0);
  });

  it('publishes a zipped shapefile in Web Mercator, its .dbf types kept, deleted records left out', async () => {
    const square = (x: number, y: number): [number, number][] =>
      [
        [x, y],
        [x, y + 0.01],
        [x + 0.01, y + 0.01],
        [x + 0.01, y],
        [x, y],
      ].map(([lon, lat]) => toWebMercator(lon!, lat!));
    const zip = zipBytes([
      {
        name: 'Council Wards.shp',
        bytes: shpBytes(5, [[square(-117.4, 33.9)], [square(-117.3, 33.9)], [square(-117.2, 33.9)]]),
      },
      {
        name: 'Council Wards.dbf',
        bytes: dbfBytes(
          [
            { name: 'WARD', type: 'N', length: 3 },
            { name: 'NAME', type: 'C', length: 30 },
            { name: 'ELECTED', type: 'D', length: 8 },
          ],
          [
            ['1', 'Downtown', '20220104'],
            ['2', 'Removed', ''],
            ['3', 'La Sierra', '20240102'],
          ],
          { deleted: [1] },
        ),
      },
      { name: 'Council Wards.prj', bytes: Buffer.from(WEB_MERCATOR_PRJ) },
    ]);
    const form = new FormData();
    form.set('title', 'Council Wards');
    form.set('type', 'Shapefile');
    form.set('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'wards.zip');
    const { id } = await post('/content/users/publisher_riverside/addItem', form);

    const analyze = new FormData();
    analyze.set('itemid', id);
    analyze.set('filetype', 'shapefile');
    const analysis = await post('/content/features/analyze', analyze);
    expect(analysis.publishParameters.layerInfo).toEqual({
      geometryType: 'esriGeometryPolygon',
      fields: [
        { name: 'WARD', alias: 'WARD', type: 'esriFieldTypeInteger' },
        { name: 'NAME', alias: 'NAME', type: 'esriFieldTypeString' },
        { name: 'ELECTED', alias: 'ELECTED', type: 'esriFieldTypeDate' },
      ],
    });
    expect(analysis.records.map((r: TestJson) => r.NAME)).toEqual(['Downtown', 'La Sierra']);

    const start = new FormData();
    start.set('itemId', id);
    start.set('filetype', 'shapefile');
    start.set(
      'publishParameters',
      JSON.stringify({ layerInfo: { fields: [{ name: 'WARD', type: 'esriFieldTypeString' }] } }),
    );
    const { services } = await post('/content/users/publisher_riverside/publish', start);
    await jobs.runOnce();
    const done = await status(id, services[0].jobId);
    expect(done).toMatchObject({ status: 'completed', result: { recordCount: 2, errorCount: 0 } });
    const url = done.result.layerUrl as string;
    const out = (await (
      await fetch(`${origin}${url}/query?where=1%3D1&outFields=*&orderByFields=OBJECTID&f=geojson&token=${token}`)
    ).json()) as TestJson;
    expect(out.features.map((f: TestJson) => [f.id, f.properties])).toEqual([
      [1, { OBJECTID: 1, WARD: '1', NAME: 'Downtown', ELECTED: Date.UTC(2022, 0, 4) }],
      [3, { OBJECTID: 3, WARD: '3', NAME: 'La Sierra', ELECTED: Date.UTC(2024, 0, 2) }],
    ]);
    const [lon, lat] = out.features[0].geometry.coordinates[0][0];
    expect(lon).toBeCloseTo(-117.4, 6);
    expect(lat).toBeCloseTo(33.9, 6);
    const inEnvelope = (await (
      await fetch(`${origin}${url}/query?geometry=-117.25,33.85,-117.15,33.95&returnCountOnly=true&token=${token}`)
    ).json()) as TestJson;
    expect(inEnvelope).toEqual({ count: 1 });
  });

  it('fails a damaged or unpublishable archive with why, and leaves the item as it was', async () => {
    const add = async (title: string, zip: Buffer) => {
      const form = new FormData();
      form.set('title', title);
      form.set('type', 'Shapefile');
      form.set('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), `${title}.zip`);
      return (await post('/content/users/publisher_riverside/addItem', form)).id as string;
    };
    const bomb = await add(
      'Bomb',
      zipBytes([
        { name: 'a.shp', bytes: shpBytes(1, [[1, 2]]) },
        { name: 'a.dbf', bytes: Buffer.alloc(2_000_000, 0x20), declaredSize: 200 },
      ]),
    );
    const form = new FormData();
    form.set('itemId', bomb);
    form.set('filetype', 'shapefile');
    const tablesBefore = await t.db.selectFrom('feature_layers').select('table_name').execute();
    const { services } = await post('/content/users/publisher_riverside/publish', form);
    await jobs.runOnce();
    expect(await status(bomb, services[0].jobId)).toMatchObject({
      status: 'failed',
      statusMessage: 'a.dbf holds more than its declared 200 bytes.',
    });
    expect(await t.db.selectFrom('feature_layers').select('table_name').execute()).toEqual(tablesBefore);
    expect((await (await fetch(`${portal}/content/items/${bomb}?f=json&token=${token}`)).json()).url).toBeNull();

    const projected = await add(
      'State Plane',
      zipBytes([
        { name: 'a.shp', bytes: shpBytes(1, [[6_000_000, 2_000_000]]) },
        { name: 'a.dbf', bytes: dbfBytes([{ name: 'ID', type: 'N', length: 4 }], [['1']]) },
        { name: 'a.prj', bytes: Buffer.from(STATE_PLANE_PRJ) },
      ]),
    );
    const analyze = new FormData();
    analyze.set('itemid', projected);
    analyze.set('filetype', 'shapefile');
    const refused = await post('/content/features/analyze', analyze);
    expect(refused.error).toMatchObject({ code: 400 });
    expect(refused.error.message).toContain('(NAD_1983_StatePlane_California_VI_FIPS_0406_Feet) is not supported');

    const notZip = await add('Not a zip', Buffer.from('just text'));
    analyze.set('itemid', notZip);
    expect((await post('/content/features/analyze', analyze)).error.message).toBe('The file is not a zip archive.');
    const csv = await addCsv('Csv not shapefile', 'a\n1\n');
    analyze.set('itemid', csv);
    expect((await post('/content/features/analyze', analyze)).error.message).toBe(
      'A CSV item cannot be published as a zipped shapefile.',
    );
  });

  it('refuses what cannot be published, and who may not publish', async () => {
    const id = await addCsv('Refusals', 'a\n1\n');
    const user = await signIn(t, 'user_riverside');
    const form = new FormData();
    form.set('itemId', id);
    form.set('filetype', 'csv');
    expect((await post('/content/users/user_riverside/publish', form, user)).error).toMatchObject({ code: 404 });
    expect((await publish(id, undefined, user)).error).toMatchObject({ code: 403 });
    expect((await publish(id, { locationType: 'somewhere' })).error).toMatchObject({ code: 400 });
    expect((await publish('0'.repeat(32))).error).toMatchObject({ code: 404 });
    const twice = await publish(id);
    expect(twice.services).toBeDefined();
    expect((await publish(id)).error).toMatchObject({ code: 409, message: 'The item is already being published.' });
    await jobs.runOnce();
    expect((await status(id, 'f'.repeat(32))).error).toMatchObject({ code: 400 });
  });
});
