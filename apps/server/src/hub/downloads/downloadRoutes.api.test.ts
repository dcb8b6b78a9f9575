import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createHostedService, loadHostedRows } from '../../features/publishHostedLayers.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { JOB_HANDLERS } from '../../jobs/jobHandlers.ts';
import { startJobRunner, type JobRunner } from '../../jobs/jobRunner.ts';
import { createLogger } from '../../log/logger.ts';
import { demoItemId } from '../../seed/demoItemId.ts';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { DOWNLOAD_LINK_TTL_MS } from './signedDownloadLink.ts';

// Issue 40 (6): an export's link opens that one file for a short while, signed by the server — it never carries the
// caller's portal token (nor does the redirect to it); a public item's file needs nothing at all. The clock is the
// app's own (injected), so expiry is tested without waiting.
const PRIVATE = demoItemId('riverside', 'unreleased-crime-stats');
const PERMITS = demoItemId('riverside', 'building-permits');
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;
let t: TestApp;
let app: Hono<AppEnv>;
let jobs: JobRunner;
let publisher: string;
// The app's clock starts at a whole second (so a link's expiry, in seconds, falls exactly 15 minutes on), just before
// the real time that tokens and the job loop go by; tests move it.
let clock = Math.floor(Date.now() / 1000) * 1000;

beforeAll(async () => {
  t = await createTestApp();
  app = createApp({ db: t.db, config: t.config, logger: createLogger('silent'), now: () => clock });
  publisher = await signIn(t, 'publisher_riverside');
  jobs = startJobRunner({ db: t.db, logger: quiet, handlers: JOB_HANDLERS }, false);
  await t.db.transaction().execute(async (trx) => {
    const [layer] = await createHostedService(trx, {
      itemId: PRIVATE,
      title: 'Incident Statistics',
      layers: [{ name: 'Incidents', geometryType: null, fields: [{ name: 'Quarter', type: 'esriFieldTypeString' }] }],
      created: 1,
    });
    await loadHostedRows(trx, layer!, [
      { objectId: 1, values: ['2025 Q4'], geometry: null, bbox: null },
      { objectId: 2, values: ['2026 Q1'], geometry: null, bbox: null },
    ]);
  });
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

const headers = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** Asks for an export until it is written; answers its JSON (redirect=false). */
async function exported(itemId: string, params: Record<string, string>, token?: string) {
  const path = `/api/download/v1/items/${itemId}/csv?${new URLSearchParams({ redirect: 'false', ...params })}`;
  await app.request(path, { headers: headers(token) });
  while (await jobs.runOnce());
  const res = await app.request(path, { headers: headers(token) });
  const body = (await res.json()) as { id: string; status: string; resultUrl: string };
  expect(body.status).toBe('Completed');
  return body;
}

const open = (url: string, token?: string) => {
  const { pathname, search } = new URL(url);
  return app.request(`${pathname}${search}`, { headers: headers(token) });
};

describe('download links', () => {
  it("opens a private item's file by its signed link alone, and carries no token — nor does the redirect", async () => {
    const mine = await exported(PRIVATE, {}, publisher);
    expect(mine.resultUrl).not.toContain(publisher);
    expect(mine.resultUrl).not.toMatch(/token=/);
    const link = new URL(mine.resultUrl);
    expect(link.pathname).toBe(`/api/download/v1/files/${mine.id}`);
    expect(Number(link.searchParams.get('expires')) * 1000).toBe(clock + DOWNLOAD_LINK_TTL_MS);
    // Anyone holding the link (a browser, with no header) gets the file, for now.
    const file = await open(mine.resultUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(await file.text()).toContain('2025 Q4');
    // The redirect a browser follows points at such a link too.
    const redirect = await app.request(`/api/download/v1/items/${PRIVATE}/csv`, { headers: headers(publisher) });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location') ?? '';
    expect(location).toMatch(/\/files\/[0-9a-f]{32}\?expires=\d+&signature=[\w-]+$/);
    expect(location).not.toContain(publisher);
    expect((await open(location)).status).toBe(200);
  });

  it('opens that one file only: another file, an altered expiry or signature open nothing', async () => {
    const whole = await exported(PRIVATE, {}, publisher);
    const filtered = await exported(PRIVATE, { where: "Quarter = '2026 Q1'" }, publisher);
    expect(filtered.id).not.toBe(whole.id);
    const link = new URL(whole.resultUrl);
    const elsewhere = new URL(filtered.resultUrl);
    elsewhere.search = link.search;
    expect((await open(elsewhere.href)).status).toBe(404);
    const later = new URL(whole.resultUrl);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    expect((await open(later.href)).status).toBe(404);
    const forged = new URL(whole.resultUrl);
    forged.searchParams.set('signature', 'A'.repeat(43));
    const refused = await open(forged.href);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: { title: 'Not Found', detail: `Download ${whole.id} not found.` } });
    // The owner's own header still opens it, link or no link.
    expect((await open(forged.href, publisher)).status).toBe(200);
  });

  it('stops opening the file once it expires', async () => {
    const start = clock;
    const { resultUrl } = await exported(PRIVATE, {}, publisher);
    try {
      clock = start + DOWNLOAD_LINK_TTL_MS - 1;
      expect((await open(resultUrl)).status).toBe(200);
      clock = start + DOWNLOAD_LINK_TTL_MS;
      const expired = await open(resultUrl);
      expect(expired.status).toBe(403);
      expect(await expired.json()).toEqual({
        error: { title: 'Forbidden', detail: 'This download link has expired: ask for the download again.' },
      });
    } finally {
      clock = start;
    }
  });

  it("hands a public item's file out plainly, and anyone opens it without a token", async () => {
    const { resultUrl } = await exported(PERMITS, { where: "Work_Type = 'Solar'" });
    expect(new URL(resultUrl).search).toBe('');
    expect((await open(resultUrl)).status).toBe(200);
    const asOwner = await exported(PERMITS, { where: "Work_Type = 'Solar'" }, publisher);
    expect(asOwner.resultUrl).toBe(resultUrl);
  });
});
