import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../db/repositories/jobRepository.ts';
import { EXPORT_JOB } from '../../downloads/exportLayerJob.ts';
import { JOB_HANDLERS } from '../../jobs/jobHandlers.ts';
import { startJobRunner, type JobRunner } from '../../jobs/jobRunner.ts';
import { demoItemId } from '../../seed/demoItemId.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import type { TestJson } from '../../testing/testJson.ts';
import { MAX_PENDING_EXPORTS } from './requestExport.ts';

// Simultaneous export requests (issue 42): identical ones share one job (they answered 500 on PostgreSQL: two
// transactions both missed the row and both inserted it), a refresh asked three times at once queues one run, and the
// cap on exports under way holds when requests for different exports race for its last place.
const PERMITS = demoItemId('riverside', 'building-permits');
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;
let t: TestApp;
let jobs: JobRunner;

beforeAll(async () => {
  t = await createTestApp();
  jobs = startJobRunner({ db: t.db, logger: quiet, handlers: JOB_HANDLERS }, false);
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

async function askAll(paths: readonly string[]) {
  const answers = await Promise.all(paths.map((path) => t.app.request(`/api/download/v1/items/${PERMITS}/${path}`)));
  return Promise.all(
    answers.map(async (res) => ({ status: res.status, body: (await res.json()) as TestJson, headers: res.headers })),
  );
}

const exportJobs = () =>
  t.db.selectFrom('jobs').select(['id', 'status', 'attempts']).where('type', '=', EXPORT_JOB).execute();

describe('simultaneous export requests', () => {
  it('three identical requests at once share one job: three 202s with one id', async () => {
    const answers = await askAll(Array.from({ length: 3 }, () => 'csv?redirect=false&where=Ward%20%3D%201'));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ status: 'Pending' });
    expect(await exportJobs()).toHaveLength(1);
    expect(await t.db.selectFrom('downloads').select('id').execute()).toHaveLength(1);
  });

  it('a refresh asked three times at once queues the finished export once', async () => {
    while (await jobs.runOnce());
    const [job] = await exportJobs();
    expect(job).toMatchObject({ status: 'completed', attempts: 1 });
    const answers = await askAll(
      Array.from({ length: 3 }, () => 'csv?redirect=false&where=Ward%20%3D%201&updateCache=true'),
    );
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(await exportJobs()).toEqual([{ id: job!.id, status: 'queued', attempts: 0 }]);
    while (await jobs.runOnce());
    expect(await exportJobs()).toEqual([{ id: job!.id, status: 'completed', attempts: 1 }]);
  });

  it('the cap holds when different exports race for its last place: one 202, the rest 429', async () => {
    const pending = MAX_PENDING_EXPORTS - 1;
    for (let i = 0; i < pending; i += 1) {
      await insertJob(t.db, {
        id: `busy${String(i).padStart(4, '0')}`.padEnd(32, '0'),
        type: EXPORT_JOB,
        itemId: null,
        owner: '',
        params: {},
        now: Date.now() + 3_600_000,
      });
    }
    const answers = await askAll([2, 3, 4, 5, 6].map((ward) => `geojson?redirect=false&where=Ward%20%3D%20${ward}`));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 429, 429, 429, 429]);
    expect(answers.find((a) => a.status === 429)!.headers.get('retry-after')).toBe('60');
    const underWay = (await exportJobs()).filter((j) => j.status === 'queued' || j.status === 'processing');
    expect(underWay).toHaveLength(MAX_PENDING_EXPORTS);
    await t.db.deleteFrom('jobs').where('id', 'like', 'busy%').execute();
  });
});
