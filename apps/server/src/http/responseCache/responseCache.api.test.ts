import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDataVersion } from '../../db/repositories/dataVersionRepository.ts';
import { bearer, SEEDED_USERS, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { ANONYMOUS } from '../../auth/caller.ts';
import { createLogger } from '../../log/logger.ts';
import type { AppEnv } from '../appEnv.ts';
import { anonymousResponseCache } from './anonymousResponseCache.ts';
import { ResponseStore } from './ResponseStore.ts';

// Issue 24 item 3 (ADR 0164): repeated anonymous reads come from memory while the data version stands; any committed
// write that changes them moves the version, and a signed-in answer is never kept or handed to anyone else.
let t: TestApp;
let token = '';
const owner = SEEDED_USERS.riverside.publisher;
const WORD = 'quokkaharbour';
const SEARCH = `/sharing/rest/search?f=json&q=${WORD}`;

async function addItem(title: string, everyone: boolean): Promise<string> {
  const add = await t.app.request(`/sharing/rest/content/users/${owner}/addItem`, {
    method: 'POST',
    headers: bearer(token),
    body: new URLSearchParams({ f: 'json', title, type: 'Document Link', url: 'https://example.org/doc' }),
  });
  const { id } = (await add.json()) as { id: string };
  if (everyone) {
    await t.app.request(`/sharing/rest/content/users/${owner}/items/${id}/share`, {
      method: 'POST',
      headers: bearer(token),
      body: new URLSearchParams({ f: 'json', everyone: 'true' }),
    });
  }
  return id;
}

async function anonymous(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { headers });
  const text = await res.text();
  return { res, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, owner);
});
afterAll(async () => {
  await t?.close();
});

describe('anonymous answers', () => {
  it('carry a weak ETag and public, no-cache; the same tag gets a 304 with no body', async () => {
    const first = await anonymous(SEARCH);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.res.headers.get('vary')).toContain('Authorization');
    const etag = first.res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await anonymous(SEARCH);
    expect(again.text).toBe(first.text);
    expect(again.res.headers.get('etag')).toBe(etag);
    expect(again.res.headers.get('content-type')).toContain('application/json');
    const revalidated = await anonymous(SEARCH, { 'if-none-match': etag });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect((await anonymous(SEARCH, { 'if-none-match': 'W/"other", ' + etag })).res.status).toBe(304);
    expect((await anonymous(SEARCH, { 'if-none-match': 'W/"other"' })).res.status).toBe(200);
  });

  it('change when a write through the portal changes them: a new public item, then its new title', async () => {
    const before = await anonymous(SEARCH);
    expect(before.body?.total).toBe(0);
    const etag = before.res.headers.get('etag')!;
    const id = await addItem(`Harbour ${WORD} survey`, true);
    const after = await anonymous(SEARCH, { 'if-none-match': etag });
    expect(after.res.status).toBe(200);
    expect(after.body?.total).toBe(1);
    expect(after.res.headers.get('etag')).not.toBe(etag);

    const item = `/sharing/rest/content/items/${id}?f=json`;
    expect((await anonymous(item)).body?.title).toBe(`Harbour ${WORD} survey`);
    await t.app.request(`/sharing/rest/content/users/${owner}/items/${id}/update`, {
      method: 'POST',
      headers: bearer(token),
      body: new URLSearchParams({ f: 'json', title: `Harbour ${WORD} survey 2026` }),
    });
    expect((await anonymous(item)).body?.title).toBe(`Harbour ${WORD} survey 2026`);
  });

  it('change when a write reaches the database any other way (a job, an administrator in SQL)', async () => {
    const id = await addItem(`Jetty ${WORD} counts`, true);
    const item = `/sharing/rest/content/items/${id}?f=json`;
    expect((await anonymous(item)).body?.snippet).not.toBe('Written in SQL');
    await sql`update items set snippet = 'Written in SQL' where id = ${id}`.execute(t.db);
    expect((await anonymous(item)).body?.snippet).toBe('Written in SQL');
    await sql`update items set access = 'private' where id = ${id}`.execute(t.db);
    expect((await anonymous(item)).body?.error).toBeDefined();
  });

  it('keep their version through a rolled-back write, and move once for a transaction of many rows', async () => {
    const start = await readDataVersion(t.db);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await sql`update items set snippet = 'never' where owner = ${owner}`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await readDataVersion(t.db)).toBe(start);
    const changed = await sql`update items set num_views = num_views + 1 where owner = ${owner}`.execute(t.db);
    expect(Number(changed.numAffectedRows)).toBeGreaterThan(1);
    expect(await readDataVersion(t.db)).toBe(start + 1);
    // Tables outside what anonymous answers are made of leave it alone.
    await sql`delete from sign_in_failures`.execute(t.db);
    expect(await readDataVersion(t.db)).toBe(start + 1);
  });

  it('are not kept when they are errors in HTTP or not JSON', async () => {
    const missing = await anonymous('/sharing/rest/content/items/0123456789abcdef0123456789abcdef?f=json');
    expect(missing.res.headers.get('cache-control')).toBe('public, no-cache');
    const unknownHost = await t.app.request('/api/v3/domains/nowhere.example');
    expect(unknownHost.status).toBe(404);
    expect(unknownHost.headers.get('etag')).toBeNull();
    const csv = (await anonymous('/sharing/rest/search?f=json&q=title:"Public Art" type:CSV')).body as {
      results: { id: string }[];
    };
    const file = await t.app.request(`/sharing/rest/content/items/${csv.results[0]!.id}/data`);
    expect(file.headers.get('content-type')).toContain('csv');
    expect(file.headers.get('etag')).toBeNull();
    expect(await file.text()).toContain('Mural');
  });

  it('are not kept when the portal answers an error of the moment (a server fault, a statement stopped, a limit)', async () => {
    // A search that fails once with the portal's 503 envelope (HTTP 200), then answers: the failure is not handed on.
    let calls = 0;
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', { db: t.db, config: t.config, logger: createLogger('silent') });
      c.set('caller', ANONYMOUS);
      await next();
    });
    app.use('*', anonymousResponseCache(new ResponseStore()));
    app.get('/sharing/rest/search', (c) =>
      ++calls === 1
        ? c.json({ error: { code: 503, messageCode: 'GWM_0503', message: 'stopped', details: [] } })
        : c.json({ total: 0, results: [] }),
    );
    const failed = await app.request(SEARCH);
    expect(((await failed.json()) as { error: { code: number } }).error.code).toBe(503);
    expect(failed.headers.get('etag')).toBeNull();
    expect(await (await app.request(SEARCH)).json()).toEqual({ total: 0, results: [] });
    expect(calls).toBe(2);
  });

  it('stream whole, and are not kept, when larger than the store keeps', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `row ${i} of a large JSON file` }));
    const add = await t.app.request(`/sharing/rest/content/users/${owner}/addItem`, {
      method: 'POST',
      headers: bearer(token),
      body: new URLSearchParams({ f: 'json', title: 'Large JSON', type: 'Hub Page', text: JSON.stringify({ rows }) }),
    });
    const { id } = (await add.json()) as { id: string };
    await t.app.request(`/sharing/rest/content/users/${owner}/items/${id}/share`, {
      method: 'POST',
      headers: bearer(token),
      body: new URLSearchParams({ f: 'json', everyone: 'true' }),
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.request(`/sharing/rest/content/items/${id}/data`);
      const text = await res.text();
      expect(text.length).toBeGreaterThan(512 * 1024);
      expect((JSON.parse(text) as { rows: unknown[] }).rows).toHaveLength(20_000);
      expect(res.headers.get('etag')).toBeNull();
    }
  });
});

describe('signed-in answers', () => {
  it('are never kept, and an anonymous answer is never given to a signed-in caller nor the other way round', async () => {
    const id = await addItem(`Private ${WORD} draft`, false);
    const url = `/sharing/rest/search?f=json&q=${WORD}%20private`;
    const anonymousFirst = await anonymous(url);
    expect(anonymousFirst.body?.total).toBe(0);
    const mine = await t.app.request(url, { headers: bearer(token) });
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.headers.get('etag')).toBeNull();
    const body = (await mine.json()) as { total: number; results: { id: string }[] };
    expect(body.results.map((r) => r.id)).toEqual([id]);
    const anonymousAfter = await anonymous(url);
    expect(anonymousAfter.body?.total).toBe(0);
    expect(anonymousAfter.text).not.toContain(id);
    // The token in the query string is a signed-in caller too.
    const viaQuery = await t.app.request(`${url}&token=${token}`);
    expect(((await viaQuery.json()) as { total: number }).total).toBe(1);
  });
});
