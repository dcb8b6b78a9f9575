import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_HANDLERS } from '../../jobs/jobHandlers.ts';
import { startJobRunner, type JobRunner } from '../../jobs/jobRunner.ts';
import { demoItemId } from '../../seed/demoItemId.ts';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// The data owner's download counts (issues 17 and 18): every fetch of an export's file is counted by format, and only
// those who manage the item read the counts.
const PERMITS = demoItemId('riverside', 'building-permits');
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;
let t: TestApp;
let jobs: JobRunner;
let publisher: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  publisher = await signIn(t, 'publisher_riverside');
  member = await signIn(t, 'user_riverside');
  jobs = startJobRunner({ db: t.db, logger: quiet, handlers: JOB_HANDLERS }, false);
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

async function download(format: string, where?: string): Promise<void> {
  const query = new URLSearchParams({ redirect: 'false', ...(where ? { where } : {}) });
  await t.app.request(`/api/download/v1/items/${PERMITS}/${format}?${query}`);
  while (await jobs.runOnce());
  const res = await t.app.request(`/api/download/v1/items/${PERMITS}/${format}?${query}`);
  const { resultUrl } = (await res.json()) as { resultUrl: string };
  const file = await t.app.request(new URL(resultUrl).pathname);
  expect(file.status).toBe(200);
  await file.arrayBuffer();
}

async function stats(token?: string) {
  const res = await t.app.request(`/api/download/v1/items/${PERMITS}/stats`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('download counts', () => {
  it('counts each fetch of an export by format, whatever its filter, for the owner', async () => {
    expect((await stats(publisher)).body).toEqual({ itemId: PERMITS, total: 0, formats: [] });
    await download('csv');
    await download('csv', "Work_Type = 'Solar'");
    await download('geojson');
    const { status, body } = await stats(publisher);
    expect(status).toBe(200);
    expect(body).toEqual({
      itemId: PERMITS,
      total: 3,
      formats: [
        { format: 'csv', exports: 2, fetches: 2 },
        { format: 'geojson', exports: 1, fetches: 1 },
      ],
    });
  });

  it('keeps the counts from those who do not manage the item', async () => {
    expect((await stats()).status).toBe(401);
    const refused = await stats(member);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('Only those who manage the item may see its download counts.');
    const missing = await t.app.request(`/api/download/v1/items/${'0'.repeat(32)}/stats`, {
      headers: { authorization: `Bearer ${publisher}` },
    });
    expect(missing.status).toBe(404);
  });
});
