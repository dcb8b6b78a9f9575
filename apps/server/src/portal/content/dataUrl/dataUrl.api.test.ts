import type http from 'node:http';
import { createItem, updateItem } from '@esri/arcgis-rest-portal';
import { ArcGISIdentityManager } from '@esri/arcgis-rest-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';
import { UPLOAD_LIMITS } from '../../../http/uploadLimits.ts';
import { patternBytes, startUpstream, type Upstream } from './startUpstream.ts';

// addItem/update with a dataUrl (ADR 0104): the server fetches the URL like an upload arrives. The only
// remote host here is a local server on 127.0.0.1, which the suite's configuration allows (and nothing
// else non-public); a second app with the default configuration refuses it.
const PARCELS = patternBytes(700 * 1024, 11);
const OWNER = 'publisher_riverside';
let t: TestApp;
let portal: string;
let token: string;
let upstream: Upstream;

function serveHuge(res: http.ServerResponse): void {
  const total = UPLOAD_LIMITS.fileBytes + 1;
  const piece = Buffer.alloc(1024 * 1024, 7);
  let sent = 0;
  res.on('close', () => (sent = total));
  res.writeHead(200, { 'content-type': 'application/octet-stream' });
  const pump = (): void => {
    while (sent < total) {
      const n = Math.min(piece.length, total - sent);
      sent += n;
      if (!res.write(piece.subarray(0, n))) {
        res.once('drain', pump);
        return;
      }
    }
    res.end();
  };
  pump();
}

beforeAll(async () => {
  upstream = await startUpstream((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    switch (url.pathname) {
      case '/exports/parcels.csv':
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.end(PARCELS);
        return;
      case '/download':
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="map.json"',
        });
        res.end('{"layers":[]}');
        return;
      case '/huge':
        serveHuge(res);
        return;
      case '/metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
        return;
      case '/silent':
        return; // never answers
      default:
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not here');
    }
  });
  t = await createTestApp({ env: { PLAZA_DATA_URL_ALLOW_PRIVATE: '127.0.0.1', PLAZA_DATA_URL_TIMEOUT_MS: '8000' } });
  portal = `${await t.listen()}/sharing/rest`;
  token = await signIn(t, OWNER);
});
afterAll(async () => {
  await t?.close();
  await upstream?.close();
});

async function post(path: string, params: Record<string, string>, auth = token): Promise<Record<string, unknown>> {
  const res = await fetch(`${portal}${path}`, {
    method: 'POST',
    body: new URLSearchParams({ f: 'json', token: auth, ...params }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

function addItem(params: Record<string, string>, auth = token): Promise<Record<string, unknown>> {
  return post(`/content/users/${OWNER}/addItem`, { title: 'From a URL', type: 'CSV', ...params }, auth);
}

async function readItem(id: string): Promise<Record<string, unknown>> {
  return (await (await fetch(`${portal}/content/items/${id}?f=json&token=${token}`)).json()) as Record<string, unknown>;
}

async function readData(id: string): Promise<Buffer> {
  return Buffer.from(await (await fetch(`${portal}/content/items/${id}/data?token=${token}`)).arrayBuffer());
}

async function counts(app: TestApp = t): Promise<{ items: number; files: number; chunks: number }> {
  const count = async (table: 'items' | 'item_files' | 'file_chunks') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { items: await count('items'), files: await count('item_files'), chunks: await count('file_chunks') };
}

/** A refused addItem: the envelope, no row, no file, no chunk. */
async function expectRefused(params: Record<string, string>, message: string | RegExp): Promise<void> {
  const before = await counts();
  const answer = await addItem(params);
  expect(answer.error).toEqual({
    code: 400,
    messageCode: expect.any(String),
    message: typeof message === 'string' ? message : expect.stringMatching(message),
    details: expect.any(Array),
  });
  expect(await counts()).toEqual(before);
}

describe('addItem with a dataUrl', () => {
  it('stores the fetched body as the item’s data, byte for byte, over several chunks', async () => {
    const created = await addItem({
      dataUrl: `${upstream.origin}/exports/parcels.csv?token=upstream-secret-7&sig=signature-secret-8`,
    });
    expect(created).toMatchObject({ success: true, id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const id = created.id as string;
    expect(await readItem(id)).toMatchObject({ name: 'parcels.csv', size: PARCELS.length, type: 'CSV' });
    const data = await readData(id);
    expect(data.length).toBe(PARCELS.length);
    expect(Buffer.compare(data, PARCELS)).toBe(0);
    const chunks = await t.db
      .selectFrom('file_chunks')
      .innerJoin('item_files', 'item_files.id', 'file_chunks.file_id')
      .select('file_chunks.seq')
      .where('item_files.item_id', '=', id)
      .execute();
    expect(chunks).toHaveLength(3);
    const data2 = await fetch(`${portal}/content/items/${id}/data?token=${token}`);
    expect(data2.headers.get('content-type')).toMatch(/^text\/csv/);
    const fetched = t.logs.filter((line) => line.includes('dataUrl fetched'));
    expect(fetched).toEqual([
      expect.stringContaining(`url=${upstream.origin}/exports/parcels.csv size=${PARCELS.length}`),
    ]);
    expect(t.logs.filter((line) => /upstream-secret-7|signature-secret-8/.test(line))).toEqual([]);
  });

  it('takes the name from Content-Disposition, in a folder too', async () => {
    const folder = (await post(`/content/users/${OWNER}/createFolder`, { title: 'Fetched' })).folder as { id: string };
    const created = await post(`/content/users/${OWNER}/${folder.id}/addItem`, {
      title: 'Map',
      type: 'Web Map',
      dataUrl: `${upstream.origin}/download`,
    });
    expect(created).toMatchObject({ success: true, folder: folder.id });
    expect(await readItem(created.id as string)).toMatchObject({ name: 'map.json', size: 13 });
    expect((await readData(created.id as string)).toString()).toBe('{"layers":[]}');
  });

  it('ignores the dataUrl when a text is sent', async () => {
    const calls = upstream.paths.length;
    const created = await addItem({ text: 'a,b', dataUrl: `${upstream.origin}/exports/parcels.csv` });
    expect((await readData(created.id as string)).toString()).toBe('a,b');
    expect(upstream.paths.length).toBe(calls);
  });

  it('refuses a body over the upload limit while it streams, and stores nothing', async () => {
    await expectRefused({ dataUrl: `${upstream.origin}/huge` }, 'The file is larger than the limit of 100 MB.');
  });

  it('answers an upstream error status with the status', async () => {
    await expectRefused({ dataUrl: `${upstream.origin}/gone.csv` }, 'dataUrl answered with status 404.');
  });

  it('refuses schemes other than http and https', async () => {
    for (const dataUrl of ['file:///etc/passwd', 'ftp://127.0.0.1/a.csv', 'javascript:alert(1)']) {
      await expectRefused({ dataUrl }, 'dataUrl must be an http: or https: URL.');
    }
  });

  it('refuses a redirect to a refused address (the cloud metadata service)', async () => {
    await expectRefused({ dataUrl: `${upstream.origin}/metadata` }, /^dataUrl points to an address this server/);
  });

  it('gives up on a server that never answers after the configured timeout', async () => {
    await expectRefused(
      { dataUrl: `${upstream.origin}/silent` },
      'The file could not be fetched from dataUrl: check the address and that it is reachable.',
    );
  });

  it('fetches nothing for a caller who may not create items', async () => {
    const calls = upstream.paths.length;
    const viewer = await signIn(t, 'viewer_riverside');
    const answer = await post(
      '/content/users/viewer_riverside/addItem',
      { title: 'x', type: 'CSV', dataUrl: `${upstream.origin}/exports/parcels.csv` },
      viewer,
    );
    expect(answer.error).toMatchObject({ code: 403 });
    const other = await post(`/content/users/${OWNER}/addItem`, {
      title: 'x',
      type: 'CSV',
      dataUrl: `${upstream.origin}/exports/parcels.csv`,
      token: '',
    });
    expect(other.error).toMatchObject({ code: 499 });
    expect(upstream.paths.length).toBe(calls);
  });
});

describe('update with a dataUrl', () => {
  it('replaces the data, size and name', async () => {
    const { id } = (await addItem({ text: 'old' })) as { id: string };
    const answer = await post(`/content/users/${OWNER}/items/${id}/update`, {
      title: 'Parcels, fetched',
      dataUrl: `${upstream.origin}/exports/parcels.csv`,
    });
    expect(answer).toEqual({ success: true, id });
    expect(await readItem(id)).toMatchObject({ title: 'Parcels, fetched', name: 'parcels.csv', size: PARCELS.length });
    expect(Buffer.compare(await readData(id), PARCELS)).toBe(0);
  });

  it('changes nothing when the fetch fails', async () => {
    const { id } = (await addItem({ text: 'kept' })) as { id: string };
    const before = await counts();
    for (const dataUrl of [`${upstream.origin}/gone.csv`, `${upstream.origin}/huge`]) {
      const answer = await post(`/content/users/${OWNER}/items/${id}/update`, { title: 'Changed', dataUrl });
      expect(answer.error).toMatchObject({ code: 400 });
    }
    expect(await readItem(id)).toMatchObject({ title: 'From a URL', size: 4 });
    expect((await readData(id)).toString()).toBe('kept');
    expect(await counts()).toEqual(before);
  });
});

describe('dataUrl through @esri/arcgis-rest-portal 4.10.2', () => {
  it('createItem passes dataUrl through, and updateItem as a parameter', async () => {
    const authentication = new ArcGISIdentityManager({
      username: OWNER,
      token,
      portal,
      tokenExpires: new Date(Date.now() + 3_600_000),
    });
    const created = await createItem({
      item: { title: 'Via the client', type: 'CSV' },
      dataUrl: `${upstream.origin}/exports/parcels.csv`,
      authentication,
    });
    expect(Buffer.compare(await readData(created.id), PARCELS)).toBe(0);
    await updateItem({ item: { id: created.id }, params: { dataUrl: `${upstream.origin}/download` }, authentication });
    expect((await readData(created.id)).toString()).toBe('{"layers":[]}');
  });
});

describe('with the default configuration', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp();
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('refuses a loopback dataUrl with the 400 envelope, fetches nothing and stores nothing', async () => {
    const calls = upstream.paths.length;
    const before = await counts(strict);
    const strictToken = await signIn(strict, OWNER);
    for (const dataUrl of [`${upstream.origin}/exports/parcels.csv`, 'http://localhost/a.csv', 'http://[::1]/a.csv']) {
      const res = await strict.app.request(`/sharing/rest/content/users/${OWNER}/addItem`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ f: 'json', token: strictToken, title: 'Local', type: 'CSV', dataUrl }).toString(),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        error: {
          code: 400,
          messageCode: 'GWM_0001',
          message:
            'dataUrl points to an address this server does not fetch from (loopback, private, link-local or unspecified).',
          details: [expect.stringMatching(/^dataUrl points/)],
        },
      });
    }
    expect(upstream.paths.length).toBe(calls);
    expect(await counts(strict)).toEqual(before);
  });
});
