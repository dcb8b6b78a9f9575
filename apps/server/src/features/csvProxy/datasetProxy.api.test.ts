import { CSV_DOWNLOAD_LIMIT } from '@plaza/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findServiceSource } from '../../db/repositories/featureLayerRepository.ts';
import { findItemFile, writeItemFile } from '../../db/repositories/itemFileRepository.ts';
import { demoItemId } from '../../seed/demoItemId.ts';
import { publicArtCsv } from '../../seed/demoPublicArt.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 17, ADR 0163: the hub's dataset service, `{hub}/datasets/{id}_0/FeatureServer/0`, serves a small public CSV as
// a feature service (loaded from its file on first need, again when the file changes) and a public hosted layer as
// itself; nothing else.
let t: TestApp;
let origin: string;
const ART = demoItemId('riverside', 'public-art');
const TREES = demoItemId('riverside', 'street-trees');
const NOISE = demoItemId('riverside', 'noise-complaints');

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.listen();
});
afterAll(() => t?.close());

async function get(path: string, params: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${origin}${path}?${new URLSearchParams({ f: 'json', ...params })}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const count = async (id: string, where = '1=1') =>
  (await get(`/datasets/${id}_0/FeatureServer/0/query`, { where, returnCountOnly: 'true' })).count;

/** The CSV's rows as a plain parse reads them (the demo file has no quoted commas). */
function csvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  return lines.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
}

async function storeCsv(itemId: string, text: string): Promise<void> {
  await t.db
    .transaction()
    .execute((trx) =>
      writeItemFile(trx, { itemId, role: 'data', path: '', contentType: 'text/csv', now: Date.now() }, [
        Buffer.from(text, 'utf8'),
      ]),
    );
}

describe('the hub dataset service of a small public CSV', () => {
  it('answers the CSV as a point layer, its counts equal to the file', async () => {
    const rows = csvRows(publicArtCsv());
    const layer = await get(`/datasets/${ART}_0/FeatureServer/0`);
    expect(layer).toMatchObject({ type: 'Feature Layer', geometryType: 'esriGeometryPoint' });
    const names = (layer.fields as { name: string }[]).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['Title', 'Artist', 'Year', 'Kind', 'Neighbourhood']));
    expect(await count(ART)).toBe(rows.length);
    expect(await count(ART, "Kind = 'Mural'")).toBe(rows.filter((r) => r.Kind === 'Mural').length);
    const page = await get(`/datasets/${ART}_0/FeatureServer/0/query`, {
      where: "Neighbourhood = 'Downtown'",
      outFields: 'Title',
      orderByFields: 'Title',
    });
    expect((page.features as { attributes: { Title: string } }[]).map((f) => f.attributes.Title)).toEqual(
      rows
        .filter((r) => r.Neighbourhood === 'Downtown')
        .map((r) => r.Title)
        .sort(),
    );
    const service = await get(`/datasets/${ART}_0/FeatureServer`);
    expect((service.layers as unknown[]).length).toBe(1);
  });

  it('loads the file once, and again when it is replaced', async () => {
    const rows = await count(ART);
    const file = await findItemFile(t.db, ART, 'data', '');
    expect(await findServiceSource(t.db, ART)).toBe(`${file!.id}@${file!.modified}`);
    const tables = await t.db.selectFrom('feature_layers').select('table_name').where('item_id', '=', ART).execute();
    // Its statistics were gathered as it was loaded: the planner knows its rows.
    const stats = await sql<{
      n: number;
    }>`select reltuples as n from pg_class where relname = ${tables[0]!.table_name}`.execute(t.db);
    expect(Number(stats.rows[0]!.n)).toBe(rows);
    await count(ART);
    expect(await t.db.selectFrom('feature_layers').select('table_name').where('item_id', '=', ART).execute()).toEqual(
      tables,
    );

    await storeCsv(
      ART,
      'Title,Kind,Latitude,Longitude\r\nNew Mural,Mural,33.98,-117.37\r\nBench,Sculpture,33.97,-117.36\r\n',
    );
    expect(await count(ART)).toBe(2);
    expect(await count(ART, "Kind = 'Mural'")).toBe(1);
    // The earlier load's row table is gone with it.
    const left = await sql`select 1 from information_schema.tables where table_name = ${tables[0]!.table_name}`.execute(
      t.db,
    );
    expect(left.rows).toEqual([]);
  });

  it('answers a file that is not a table with the reason, and nothing is kept', async () => {
    await storeCsv(NOISE, 'Type,Notes\r\nLoud,"never closed\r\n');
    const body = await get(`/datasets/${NOISE}_0/FeatureServer/0`);
    expect(body.error).toMatchObject({ code: 400 });
    expect(String((body.error as { message: string }).message)).toMatch(/^The CSV file cannot be served as a table: /);
    expect(await findServiceSource(t.db, NOISE)).toBeUndefined();
  });

  it('does not read an unreadable file again until it is replaced', async () => {
    await storeCsv(NOISE, 'Type,Notes\r\nLoud,"never closed\r\n');
    const first = await get(`/datasets/${NOISE}_0/FeatureServer/0`);
    expect(first.error).toMatchObject({ code: 400 });
    // The same file version, its bytes mended behind the server's back: a second read would now succeed.
    const file = await findItemFile(t.db, NOISE, 'data', '');
    await t.db
      .updateTable('file_chunks')
      .set({ bytes: Buffer.from('Type,Notes\r\nLoud,late\r\n', 'utf8') })
      .where('file_id', '=', file!.id)
      .execute();
    expect((await get(`/datasets/${NOISE}_0/FeatureServer/0`)).error).toEqual(first.error);
    expect(await findServiceSource(t.db, NOISE)).toBeUndefined();
    // A new version of the file is read.
    await storeCsv(NOISE, 'Type,Notes\r\nLoud,late\r\nBarking,night\r\n');
    expect(await count(NOISE)).toBe(2);
  });

  it('serves no CSV that is not public, is larger than 5 MB, or is on a private portal — as a missing service', async () => {
    const notFound = { code: 404, message: 'Service not found or inaccessible.' };
    await storeCsv(NOISE, 'Type,Count\r\nLoud,3\r\n');
    await t.db.updateTable('items').set({ access: 'org' }).where('id', '=', NOISE).execute();
    expect((await get(`/datasets/${NOISE}_0/FeatureServer/0`)).error).toMatchObject(notFound);
    await t.db.updateTable('items').set({ access: 'public' }).where('id', '=', NOISE).execute();
    expect(await count(NOISE)).toBe(1);

    await t.db
      .updateTable('item_files')
      .set({ size: CSV_DOWNLOAD_LIMIT + 1 })
      .where('item_id', '=', NOISE)
      .where('role', '=', 'data')
      .execute();
    expect((await get(`/datasets/${NOISE}_0/FeatureServer/0`)).error).toMatchObject(notFound);

    const org = await t.db.selectFrom('items').select('org_id').where('id', '=', ART).executeTakeFirstOrThrow();
    await t.db.updateTable('orgs').set({ is_portal: true }).where('id', '=', org.org_id).execute();
    try {
      expect((await get(`/datasets/${ART}_0/FeatureServer/0`)).error).toMatchObject(notFound);
    } finally {
      await t.db.updateTable('orgs').set({ is_portal: false }).where('id', '=', org.org_id).execute();
    }
    expect((await get(`/datasets/${'0'.repeat(32)}_0/FeatureServer/0`)).error).toMatchObject(notFound);
    expect((await get(`/datasets/not-an-id/FeatureServer/0`)).error).toMatchObject(notFound);
  });

  it("answers a public hosted layer as itself, the same as the portal's service", async () => {
    const direct = await get('/arcgis/rest/services/Street_Trees/FeatureServer/0/query', {
      where: '1=1',
      returnCountOnly: 'true',
    });
    expect(await count(TREES)).toBe(direct.count);
    expect(await findServiceSource(t.db, TREES)).toBeNull();
  });
});
