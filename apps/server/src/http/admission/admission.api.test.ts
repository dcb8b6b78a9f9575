import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createLogger } from '../../log/logger.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 24 item 4 (ADR 0166): while the database is busy, portal and hub requests wait in a short fair line; beyond
// it, or after waiting too long, they get a 503 with Retry-After in their own surface's shape, and nothing hangs.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('admission control', () => {
  it('lets one run, one wait, refuses the third at once and the waiting one after the limit', async () => {
    const app = createApp(
      { db: t.db, config: t.config, logger: createLogger('silent', () => undefined) },
      { admission: { maxActive: 1, maxWaiting: 1, maxWaitMs: 300 } },
    );
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Someone holds the items table: searches cannot finish until they let go.
    const holder = t.db.transaction().execute(async (trx) => {
      await sql`lock table items in access exclusive mode`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    const running = app.request('/sharing/rest/search?f=json&q=parks');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waiting = app.request('/api/search/v1/collections/all/items');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const full = await app.request('/sharing/rest/search?f=json&q=trails');
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toBe('1');
    expect(await full.json()).toEqual({
      error: { code: 503, message: 'The server is busy. Try again in a moment.', details: [] },
    });
    const timedOut = await waiting;
    expect(timedOut.status).toBe(503);
    expect(await timedOut.json()).toEqual({
      error: { title: 'Service Unavailable', detail: 'The server is busy. Try again in a moment.' },
    });
    // Pages and feeds wait in the same line, each as one unit (issue 40).
    const page = await app.request('/pages/riverside::about');
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await app.request('/api/feed/v1/dcat-us/3.0')).status).toBe(503);
    release();
    await holder;
    const answered = await running;
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { total: number }).total).toBeGreaterThanOrEqual(0);
    expect((await app.request('/sharing/rest/search?f=json&q=trails')).status).toBe(200);
  });
});
