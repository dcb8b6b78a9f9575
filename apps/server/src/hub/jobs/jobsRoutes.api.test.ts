import { forceUpdateContent } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FORMATS } from '../../downloads/exportFormats.ts';
import { JOB_HANDLERS } from '../../jobs/jobHandlers.ts';
import { startJobRunner, type JobRunner } from '../../jobs/jobRunner.ts';
import { demoItemId } from '../../seed/demoItemId.ts';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import type { TestJson } from '../../testing/testJson.ts';

// Issue 44 item 8: `POST api/v3/jobs/item/{id}/forceUpdate` (spec 3 §7) builds an item's downloads again now, for
// those who manage it, with the token as the spec's client sends it (bare) or as a bearer.
const PERMITS = demoItemId('riverside', 'building-permits');
const PRIVATE = demoItemId('riverside', 'unreleased-crime-stats');
const PLAN = demoItemId('riverside', 'urban-forest-plan');
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;
let t: TestApp;
let jobs: JobRunner;
let publisher: string;

beforeAll(async () => {
  t = await createTestApp();
  publisher = await signIn(t, 'publisher_riverside');
  jobs = startJobRunner({ db: t.db, logger: quiet, handlers: JOB_HANDLERS }, false);
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

async function forceUpdate(itemId: string, authorization?: string) {
  const res = await t.app.request(`/api/v3/jobs/item/${itemId}/forceUpdate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
  });
  return { status: res.status, body: (await res.json()) as TestJson };
}

/** The status of each of the item's exports, by format. */
async function exportStates(itemId: string): Promise<Record<string, string>> {
  const rows = await t.db
    .selectFrom('downloads')
    .innerJoin('jobs', 'jobs.id', 'downloads.job_id')
    .select(['downloads.format', 'jobs.status'])
    .where('downloads.item_id', '=', itemId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.format, r.status]));
}

describe('forceUpdate', () => {
  it('exports every layer again in every format, with the bare token the spec’s client sends', async () => {
    const formats = Object.keys(EXPORT_FORMATS);
    const first = await forceUpdate(PERMITS, publisher);
    expect(first).toEqual({ status: 202, body: { itemId: PERMITS, queued: formats.length, skipped: 0 } });
    expect(Object.keys(await exportStates(PERMITS)).sort()).toEqual([...formats].sort());
    while (await jobs.runOnce());
    expect(new Set(Object.values(await exportStates(PERMITS)))).toEqual(new Set(['completed']));
    // Again, as a bearer: the finished exports are queued to be built afresh.
    const again = await forceUpdate(PERMITS, `Bearer ${publisher}`);
    expect(again.body).toMatchObject({ queued: formats.length });
    expect(new Set(Object.values(await exportStates(PERMITS)))).toEqual(new Set(['queued']));
    while (await jobs.runOnce());
    expect(new Set(Object.values(await exportStates(PERMITS)))).toEqual(new Set(['completed']));
  }, 120_000);

  it('has nothing to build for an item without hosted layers', async () => {
    expect(await forceUpdate(PLAN, publisher)).toEqual({
      status: 202,
      body: { itemId: PLAN, queued: 0, skipped: 0 },
    });
  });

  it('is for the item’s managers: others are refused in the hub’s shape, a private item is not found', async () => {
    expect(await forceUpdate(PERMITS)).toEqual({
      status: 401,
      body: { error: { title: 'Unauthorized', detail: 'Sign in to update the item’s downloads.' } },
    });
    const stranger = await signIn(t, 'publisher_hillcrest');
    expect(await forceUpdate(PERMITS, stranger)).toEqual({
      status: 403,
      body: { error: { title: 'Forbidden', detail: 'Only those who manage the item may update its downloads.' } },
    });
    const missing = await forceUpdate('0'.repeat(32), stranger);
    expect(missing.status).toBe(404);
    expect(await forceUpdate(PRIVATE, stranger)).toEqual({
      status: 404,
      body: { error: { title: 'Not Found', detail: `Item ${PRIVATE} not found.` } },
    });
    expect((await forceUpdate('not-an-item', publisher)).status).toBe(404);
    expect(await forceUpdate(PERMITS, 'a'.repeat(40))).toEqual({
      status: 401,
      body: { error: { title: 'Unauthorized', detail: 'Invalid or expired token.' } },
    });
    // The org's administrator manages every item of the org.
    expect((await forceUpdate(PERMITS, await signIn(t, 'admin_riverside'))).status).toBe(202);
  });

  it("is what core's forceUpdateContent calls: true when taken, false when refused", async () => {
    const hubUrl = await t.listen();
    expect(await forceUpdateContent(PLAN, { hubUrl, authentication: publisher })).toBe(true);
    const viewer = await signIn(t, 'viewer_riverside');
    expect(await forceUpdateContent(PLAN, { hubUrl, authentication: viewer })).toBe(false);
    expect(await forceUpdateContent(PLAN, { hubUrl })).toBe(false);
  });
});
