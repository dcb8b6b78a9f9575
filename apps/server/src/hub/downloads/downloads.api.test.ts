import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../db/repositories/jobRepository.ts';
import { EXPORT_JOB } from '../../downloads/exportLayerJob.ts';
import { createHostedService, loadHostedRows } from '../../features/publishHostedLayers.ts';
import { readCsvRecords } from '../../features/publish/readCsvRecords.ts';
import {
  openShapefileArchive,
  planShapefileLayer,
  shapefileFeatureRows,
} from '../../features/publish/shapefile/planShapefileLayer.ts';
import { readItemFileRange } from '../../db/repositories/itemFileRepository.ts';
import { JOB_HANDLERS } from '../../jobs/jobHandlers.ts';
import { startJobRunner, type JobRunner } from '../../jobs/jobRunner.ts';
import { demoItemId } from '../../seed/demoItemId.ts';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import type { TestJson } from '../../testing/testJson.ts';
import { MAX_PENDING_EXPORTS } from '../../commands/downloads/requestExport.ts';

// Downloads (issue 17, ADR 0125) on a real database: exports of the demo layers in every format, read back with real
// parsers and counted against the layer's own query; filters; the cache; access; bad input that queues nothing; a
// server that dies mid-export; a failure that says why and can be retried; the cap on exports under way.
const PERMITS = demoItemId('riverside', 'building-permits');
const PARKS = demoItemId('riverside', 'park-boundaries');
const PRIVATE = demoItemId('riverside', 'unreleased-crime-stats');
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;
let t: TestApp;
let jobs: JobRunner;
let publisher: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  publisher = await signIn(t, 'publisher_riverside');
  stranger = await signIn(t, 'publisher_hillcrest');
  jobs = startJobRunner({ db: t.db, logger: quiet, handlers: JOB_HANDLERS }, false);
  await t.db.transaction().execute(async (trx) => {
    const [layer] = await createHostedService(trx, {
      itemId: PRIVATE,
      title: 'Incident Statistics',
      layers: [{ name: 'Incidents', geometryType: null, fields: [{ name: 'Quarter', type: 'esriFieldTypeString' }] }],
      created: 1,
    });
    await loadHostedRows(trx, layer!, [{ objectId: 1, values: ['2025 Q4'], geometry: null, bbox: null }]);
  });
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

async function ask(itemId: string, format: string, params: Record<string, string> = {}, token?: string) {
  const query = new URLSearchParams({ redirect: 'false', ...params });
  const res = await t.app.request(`/api/download/v1/items/${itemId}/${format}?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as TestJson, headers: res.headers };
}

/** Asks, runs the queued jobs, asks again: the finished export. */
async function exportOf(itemId: string, format: string, params: Record<string, string> = {}, token?: string) {
  const first = await ask(itemId, format, params, token);
  expect([200, 202]).toContain(first.status);
  while (await jobs.runOnce());
  const done = await ask(itemId, format, params, token);
  expect(done.body).toMatchObject({ status: 'Completed', progressInPercent: 100 });
  return done.body;
}

async function fetchFile(url: string, token?: string): Promise<Response> {
  const path = new URL(url);
  return t.app.request(`${path.pathname}${path.search}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function layerCount(service: string, params: Record<string, string> = {}): Promise<number> {
  const query = new URLSearchParams({ f: 'json', returnCountOnly: 'true', ...params });
  const res = await t.app.request(`/arcgis/rest/services/${service}/FeatureServer/0/query?${query}`);
  return (await res.json()).count as number;
}

async function csvRows(response: Response): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const record of readCsvRecords(response.body as unknown as AsyncIterable<Uint8Array>)) {
    rows.push(record.cells);
  }
  return rows;
}

const jobCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('type', '=', EXPORT_JOB)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('exports', () => {
  it('writes every row of a layer to CSV, GeoJSON and KML, read back with real parsers', async () => {
    const total = await layerCount('Building_Permits_2025');
    expect(total).toBe(2400);
    const csv = await exportOf(PERMITS, 'csv');
    expect(csv.recordCount).toBe(total);
    const file = await fetchFile(csv.resultUrl as string);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Building_Permits_2025.csv"');
    const rows = await csvRows(file);
    expect(rows[0]).toEqual([
      'X',
      'Y',
      'OBJECTID',
      'Permit_No',
      'Address',
      'Work_Type',
      'Valuation',
      'Status',
      'Issued',
      'Completed',
      'Ward',
    ]);
    expect(rows).toHaveLength(total + 1);
    expect(rows[1]![2]).toBe('1');
    expect(rows[1]![3]).toBe('BP-2025-00001');
    expect(rows[1]![8]).toMatch(/^2025-\d\d-\d\dT00:00:00\.000Z$/);
    expect(Number(rows[1]![0])).toBeGreaterThan(-118);

    const geojson = await exportOf(PERMITS, 'geojson');
    const collection = (await (await fetchFile(geojson.resultUrl as string)).json()) as TestJson;
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toHaveLength(total);
    expect(collection.features[0]).toMatchObject({
      type: 'Feature',
      geometry: { type: 'Point' },
      properties: { OBJECTID: 1, Permit_No: 'BP-2025-00001' },
    });

    const kml = await exportOf(PARKS, 'kml');
    const text = await (await fetchFile(kml.resultUrl as string)).text();
    expect(XMLValidator.validate(text)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(text) as TestJson;
    const placemarks = [parsed.kml.Document.Placemark].flat();
    expect(placemarks).toHaveLength(await layerCount('Park_Boundaries'));
    expect(JSON.stringify(placemarks[0])).toMatch(/Polygon|MultiGeometry/);
  });

  it('writes a zipped Shapefile that Plaza’s own Shapefile reader reads back, row for row', async () => {
    for (const [itemId, service, geometryType] of [
      [PERMITS, 'Building_Permits_2025', 'esriGeometryPoint'],
      [PARKS, 'Park_Boundaries', 'esriGeometryPolygon'],
    ] as const) {
      const zip = await exportOf(itemId, 'shapefile');
      const id = new URL(zip.resultUrl as string).pathname.split('/').pop()!;
      const res = await fetchFile(zip.resultUrl as string);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toMatch(/\.zip"$/);
      await res.arrayBuffer();
      const file = await t.db
        .selectFrom('item_files')
        .selectAll()
        .where('item_id', '=', itemId)
        .where('path', '=', `${id}.zip`)
        .executeTakeFirstOrThrow();
      const archive = await openShapefileArchive(
        (start, end) => readItemFileRange(t.db, file.id, start, end),
        file.size,
      );
      expect(archive.prj).toContain('GCS_WGS_1984');
      const plan = await planShapefileLayer(archive);
      expect(plan.geometryType).toBe(geometryType);
      expect(plan.records).toBe(await layerCount(service));
      const problems: unknown[] = [];
      const rows = [];
      for await (const row of shapefileFeatureRows(archive, plan, (p) => problems.push(p))) rows.push(row);
      expect(problems).toEqual([]);
      expect(rows).toHaveLength(plan.records);
      expect(rows.every((row) => row.geometry !== null)).toBe(true);
      if (itemId === PERMITS) {
        const names = plan.fields.map((f) => f.name);
        // The reader renames the archive's own OBJECTID (publishing gives the layer a new one).
        expect(names.slice(0, 3)).toEqual(['OBJECTID_2', 'Permit_No', 'Address']);
        expect(rows[0]!.values[1]).toBe('BP-2025-00001');
      }
    }
    // A table has no Shapefile.
    const table = await ask(demoItemId('riverside', 'air-quality'), 'shapefile');
    expect(table.status).toBe(400);
    expect(table.body.error.detail).toMatch(/has no geometry/);
  });

  it('filters by where, envelope and fields exactly as the layer query does', async () => {
    const where = "Status = 'Issued' AND Valuation > 20000";
    const geometry = '-117.45,33.93,-117.35,34.0';
    const expected = await layerCount('Building_Permits_2025', {
      where,
      geometry,
      geometryType: 'esriGeometryEnvelope',
    });
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(2400);
    const filtered = await exportOf(PERMITS, 'csv', { where, geometry, fields: 'Permit_No,Status,Valuation' });
    expect(filtered.recordCount).toBe(expected);
    const rows = await csvRows(await fetchFile(filtered.resultUrl as string));
    expect(rows[0]).toEqual(['X', 'Y', 'Permit_No', 'Status', 'Valuation']);
    expect(rows).toHaveLength(expected + 1);
    expect(rows.slice(1).every((r) => r[3] === 'Issued' && Number(r[4]) > 20000)).toBe(true);
  });

  it('answers the same export for the same request, and builds it again when asked', async () => {
    const before = await jobCount();
    const first = await ask(PERMITS, 'csv');
    const second = await ask(PERMITS, 'csv');
    expect(second.body.id).toBe(first.body.id);
    expect(await jobCount()).toBe(before);
    const again = await ask(PERMITS, 'csv', { updateCache: 'true' });
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ id: first.body.id, status: 'Pending' });
    while (await jobs.runOnce());
    // Without redirect=false a finished export redirects to its file.
    const res = await t.app.request(`/api/download/v1/items/${PERMITS}/csv`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/api\/download\/v1\/files\/[0-9a-f]{32}$/);
    const counted = await t.db
      .selectFrom('downloads')
      .select('fetches')
      .where('id', '=', first.body.id)
      .executeTakeFirstOrThrow();
    expect(counted.fetches).toBeGreaterThan(0);
  });

  it('follows the item: a private layer exports for its owner only, and its file too', async () => {
    expect((await ask(PRIVATE, 'csv')).status).toBe(404);
    expect((await ask(PRIVATE, 'csv', {}, stranger)).status).toBe(404);
    const mine = await exportOf(PRIVATE, 'csv', {}, publisher);
    expect(mine.recordCount).toBe(1);
    // The link is signed for this file (a browser follows it without headers), never the owner's token (ADR 0189).
    expect(mine.resultUrl).toMatch(/\?expires=\d+&signature=[\w-]+$/);
    expect(mine.resultUrl).not.toContain(publisher);
    const url = new URL(mine.resultUrl as string);
    expect((await t.app.request(url.pathname)).status).toBe(404);
    const strangers = await t.app.request(url.pathname, { headers: { authorization: `Bearer ${stranger}` } });
    expect(strangers.status).toBe(404);
    const own = await t.app.request(`${url.pathname}${url.search}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await csvRows(own))[1]).toEqual(['1', '2025 Q4']);
  });

  it('refuses bad input in the hub error shape and queues nothing', async () => {
    const before = await jobCount();
    const cases: [string, string, Record<string, string>, number, RegExp][] = [
      [PERMITS, 'pdf', {}, 400, /Format "pdf" is not offered: use csv, geojson, kml, shapefile\./],
      [PERMITS, 'csv', { where: 'Status = ' }, 400, /^where: /],
      [PERMITS, 'csv', { where: "Nope = 'x'" }, 400, /Nope/],
      [PERMITS, 'csv', { fields: 'Permit_No,Nope' }, 400, /"Nope" is not a field/],
      [PERMITS, 'csv', { geometry: '1,2,3' }, 400, /geometry must be an envelope/],
      [PERMITS, 'csv', { layers: '0,1' }, 400, /layers must be one layer id/],
      [PERMITS, 'csv', { layers: '7' }, 400, /Layer 7 does not exist/],
      [PERMITS, 'geojson', { spatialRefId: '3857' }, 400, /spatialRefId must be 4326/],
      [PERMITS, 'csv', { redirect: 'maybe' }, 400, /redirect must be true or false/],
      ['0'.repeat(32), 'csv', {}, 404, /not found/],
      ['not-an-id', 'csv', {}, 404, /not found/],
      [demoItemId('riverside', 'staff-directory'), 'csv', {}, 404, /not found/],
    ];
    for (const [item, format, params, status, detail] of cases) {
      const res = await ask(item, format, params);
      expect(res.status, `${format} ${JSON.stringify(params)}`).toBe(status);
      expect(res.body.error.detail).toMatch(detail);
    }
    expect(await jobCount()).toBe(before);
  });

  it('finishes an export whose server died mid-way, when the job is claimed again', async () => {
    const asked = await ask(PARKS, 'geojson');
    const download = await t.db
      .selectFrom('downloads')
      .select('job_id')
      .where('id', '=', asked.body.id)
      .executeTakeFirstOrThrow();
    // A process claimed it and died: its lease ran out.
    await t.db
      .updateTable('jobs')
      .set({ status: 'processing', claimed_by: 'dead-process', lease_until: Date.now() - 1, attempts: 1 })
      .where('id', '=', download.job_id)
      .execute();
    expect((await ask(PARKS, 'geojson')).body.status).toBe('PagingData');
    while (await jobs.runOnce());
    const done = await ask(PARKS, 'geojson');
    expect(done.body.status).toBe('Completed');
    const collection = (await (await fetchFile(done.body.resultUrl as string)).json()) as TestJson;
    expect(collection.features).toHaveLength(await layerCount('Park_Boundaries'));
  });

  it('says why an export failed, and queues it again when asked', async () => {
    const asked = await ask(PERMITS, 'kml', { where: "Status = 'Expired'" });
    // The filter stopped fitting the layer between the request and the run.
    await t.db
      .updateTable('jobs')
      .set({
        params: JSON.stringify({
          downloadId: asked.body.id,
          itemId: PERMITS,
          layerId: 0,
          format: 'kml',
          filter: { where: 'Gone = 1' },
        }),
      })
      .where(
        'id',
        '=',
        (await t.db.selectFrom('downloads').select('job_id').where('id', '=', asked.body.id).executeTakeFirstOrThrow())
          .job_id,
      )
      .execute();
    while (await jobs.runOnce());
    const failed = await ask(PERMITS, 'kml', { where: "Status = 'Expired'" });
    expect(failed.body).toMatchObject({ status: 'Failed', message: expect.stringMatching(/^where: .*Gone/) });
    const retried = await ask(PERMITS, 'kml', { where: "Status = 'Expired'", updateCache: 'true' });
    expect(retried.body).toMatchObject({ id: asked.body.id, status: 'Pending' });
  });

  it('makes new exports wait when many are under way (429 with Retry-After), creating nothing', async () => {
    while (await jobs.runOnce());
    for (let i = 0; i < MAX_PENDING_EXPORTS; i += 1) {
      await insertJob(t.db, {
        id: `busy${String(i).padStart(4, '0')}`.padEnd(32, '0'),
        type: EXPORT_JOB,
        itemId: null,
        owner: '',
        params: {},
        now: Date.now() + 3_600_000,
      });
    }
    const downloads = await t.db.selectFrom('downloads').select('id').execute();
    const res = await ask(PERMITS, 'geojson', { where: 'Ward = 2' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await t.db.selectFrom('downloads').select('id').execute()).toHaveLength(downloads.length);
    await t.db.deleteFrom('jobs').where('id', 'like', 'busy%').execute();
  });
});

describe('download schedules', () => {
  const schedule = async (itemId: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown, token?: string) =>
    Promise.resolve(
      t.app.request(`/api/download/v1/items/${itemId}/schedule`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      }),
    ).then(async (res) => ({ status: res.status, body: (await res.json()) as TestJson }));
  const scheduleJobs = () =>
    t.db
      .selectFrom('jobs')
      .select(['id', 'status', 'run_after'])
      .where('item_id', '=', PARKS)
      .where('type', '=', 'export-schedule')
      .execute();

  it('is none until set; only the item’s managers set it, with checked input', async () => {
    const none = await schedule(PARKS, 'GET');
    expect(none).toEqual({
      status: 404,
      body: { error: { title: 'Not Found', detail: `Download schedule not found for item ${PARKS}` } },
    });
    const daily = { itemId: PARKS, cadence: 'daily', hour: 2, timezone: 'America/Los_Angeles' };
    expect((await schedule(PARKS, 'POST', daily)).status).toBe(401);
    expect((await schedule(PARKS, 'POST', daily, stranger)).status).toBe(403);
    const bad: [unknown, RegExp][] = [
      [{ cadence: 'hourly' }, /cadence must be one of daily, weekly, monthly, yearly\./],
      [{ cadence: 'daily', hour: 24 }, /hour is at most 23/],
      [{ cadence: 'weekly', day: 7 }, /day is at most 6/],
      [{ cadence: 'daily', timezone: 'Mars/Olympus' }, /timezone must be an IANA time zone/],
      [{ mode: 'manual', cadence: 'daily' }, /A manual schedule takes no cadence/],
      [{ mode: 'scheduled' }, /needs a cadence/],
      [{ itemId: PERMITS, cadence: 'daily' }, /itemId must be the item of the path/],
      [{ cadence: 'daily', colour: 'red' }, /Unknown field: colour/],
      ['daily', /./],
    ];
    for (const [body, detail] of bad) {
      const res = await schedule(PARKS, 'POST', body, publisher);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.detail).toMatch(detail);
    }
    expect((await schedule(PARKS, 'GET')).status).toBe(404);
    expect(await scheduleJobs()).toEqual([]);

    const saved = await schedule(PARKS, 'POST', daily, publisher);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      itemId: PARKS,
      mode: 'scheduled',
      cadence: 'daily',
      hour: 2,
      timezone: 'America/Los_Angeles',
    });
    const next = Date.parse(saved.body.nextRun as string);
    expect(next).toBeGreaterThan(Date.now());
    expect(next - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);
    const queued = await scheduleJobs();
    expect(queued).toHaveLength(1);
    expect(Number(queued[0]!.run_after)).toBe(next);
    // Changing it replaces the waiting run.
    await schedule(PARKS, 'POST', { ...daily, cadence: 'weekly', day: 1 }, publisher);
    expect(await scheduleJobs()).toHaveLength(1);
  });

  it('runs at its time: every format of the layer is exported again, and the next run is queued', async () => {
    while (await jobs.runOnce());
    const [waiting] = await scheduleJobs();
    await t.db
      .updateTable('jobs')
      .set({ run_after: Date.now() - 1 })
      .where('id', '=', waiting!.id)
      .execute();
    const before = await t.db.selectFrom('downloads').select('id').where('item_id', '=', PARKS).execute();
    expect(await jobs.runOnce()).toBe(true);
    const after = await scheduleJobs();
    expect(after.find((j) => j.id === waiting!.id)?.status).toBe('completed');
    const nextRun = after.find((j) => j.status === 'queued');
    expect(Number(nextRun!.run_after)).toBeGreaterThan(Date.now());
    while (await jobs.runOnce());
    const unfiltered = await t.db
      .selectFrom('downloads')
      .innerJoin('jobs', 'jobs.id', 'downloads.job_id')
      .select(['downloads.format', 'jobs.status'])
      .where('downloads.item_id', '=', PARKS)
      .where(sql<boolean>`downloads.filter = '{}'::jsonb`)
      .execute();
    expect(unfiltered.map((d) => d.format).sort()).toEqual(['csv', 'geojson', 'kml', 'shapefile']);
    expect(unfiltered.every((d) => d.status === 'completed')).toBe(true);
    expect(before.length).toBeGreaterThan(0);
    const read = await schedule(PARKS, 'GET');
    expect(read.body.lastRun).toBeDefined();
  });

  it('syncs from core by the spec’s rules, and deletes', async () => {
    const { syncDownloadSchedule, fetchDownloadSchedule } = await import('@plaza/core');
    const origin = await t.listen();
    const options = { hubUrl: origin, authentication: publisher };
    expect(await fetchDownloadSchedule(PERMITS, options)).toBeUndefined();
    expect(await syncDownloadSchedule(PERMITS, { mode: 'automatic' }, options)).toEqual({
      status: 404,
      message: `Download schedule not found for item ${PERMITS}`,
    });
    const monthly = { mode: 'scheduled' as const, cadence: 'monthly' as const, hour: 3, date: 15, timezone: 'UTC' };
    expect((await syncDownloadSchedule(PERMITS, monthly, options)).message).toBe('The download schedule was saved.');
    expect(await fetchDownloadSchedule(PERMITS, options)).toMatchObject(monthly);
    expect((await syncDownloadSchedule(PERMITS, monthly, options)).message).toBe(
      'The download schedule is up to date.',
    );
    await syncDownloadSchedule(PERMITS, { mode: 'manual' }, options);
    expect(await fetchDownloadSchedule(PERMITS, options)).toEqual({ itemId: PERMITS, mode: 'manual' });
    expect((await syncDownloadSchedule(PERMITS, { mode: 'automatic' }, options)).status).toBe(200);
    expect(await fetchDownloadSchedule(PERMITS, options)).toBeUndefined();
    expect((await schedule(PERMITS, 'DELETE', undefined, publisher)).status).toBe(404);
  });
});
