import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../db/repositories/jobRepository.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { JOB_MAX_ATTEMPTS, JobFailure, startJobRunner, type JobHandler } from './jobRunner.ts';

// The job loop on a real database (ADR 0122): two runners never run one job twice, a job whose process died is run
// again, failures are retried up to the limit, and a permanent failure ends the job at once.
const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;
let t: TestApp;
let clock = 1_000_000;
const now = () => clock;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function queue(type: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `${type}${String(i).padStart(4, '0')}`.padEnd(32, '0'));
  for (const id of ids)
    await insertJob(t.db, { id, type, itemId: null, owner: 'admin_riverside', params: { id }, now: clock });
  return ids;
}

const statusOf = async (id: string) =>
  t.db
    .selectFrom('jobs')
    .select(['status', 'attempts', 'error', 'result'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the job loop', () => {
  it('runs each job once, whichever of two runners claims it', async () => {
    const ran: string[] = [];
    const handler: JobHandler = async ({ job, report }) => {
      await report({ started: true });
      ran.push(job.id);
      return { result: { ok: true }, progress: { done: true } };
    };
    const a = startJobRunner({ db: t.db, logger: quiet, handlers: { count: handler }, now }, false);
    const b = startJobRunner({ db: t.db, logger: quiet, handlers: { count: handler }, now }, false);
    const ids = await queue('count', 8);
    while ((await Promise.all([a.runOnce(), b.runOnce()])).some(Boolean));
    expect([...ran].sort()).toEqual(ids);
    for (const id of ids)
      expect(await statusOf(id)).toMatchObject({ status: 'completed', attempts: 1, result: { ok: true } });
  });

  it('claims again a job whose runner stopped reporting (its process died)', async () => {
    const [id] = await queue('crash', 1);
    const dead = startJobRunner(
      { db: t.db, logger: quiet, handlers: { crash: () => new Promise(() => undefined) }, now },
      false,
    );
    void dead.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await statusOf(id!)).status).toBe('processing');
    const alive = startJobRunner(
      { db: t.db, logger: quiet, handlers: { crash: async () => ({ result: { again: true }, progress: {} }) }, now },
      false,
    );
    expect(await alive.runOnce()).toBe(false);
    clock += 61_000; // the lease has run out
    expect(await alive.runOnce()).toBe(true);
    expect(await statusOf(id!)).toMatchObject({ status: 'completed', attempts: 2, result: { again: true } });
  });

  it('a run whose lease ran out and was taken over writes nothing: the newer run decides, and the job ran twice', async () => {
    const [id] = await queue('slow', 1);
    const ran: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const stalled = startJobRunner(
      {
        db: t.db,
        logger: quiet,
        handlers: {
          slow: async () => {
            ran.push('stalled');
            await held; // stalls past its lease (a blocked process), then finishes without reporting
            return { result: { by: 'stalled' }, progress: {} };
          },
        },
        now,
      },
      false,
    );
    const first = stalled.runOnce();
    while (ran.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    clock += 61_000;
    const runs: string[] = [];
    const other = startJobRunner(
      {
        db: t.db,
        logger: quiet,
        handlers: {
          slow: async () => {
            ran.push('other');
            return { result: { by: 'other' }, progress: {} };
          },
        },
        now,
        onRun: (run) => runs.push(`other:${run.outcome}`),
      },
      false,
    );
    expect(await other.runOnce()).toBe(true);
    release();
    await first;
    expect(await statusOf(id!)).toMatchObject({ status: 'completed', attempts: 2, result: { by: 'other' } });
    expect(ran).toEqual(['stalled', 'other']);
    expect(runs).toEqual(['other:completed']);
  });

  it('a run taken over stops at its next report without touching the job, which is not run a third time', async () => {
    const [id] = await queue('reporting', 1);
    let step = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const outcomes: string[] = [];
    const handler: JobHandler = async ({ report }) => {
      step += 1;
      if (step === 1) {
        await held;
        await report({ step }); // too late: another process has the job now
      }
      return { result: { step }, progress: {} };
    };
    const options = { db: t.db, logger: quiet, handlers: { reporting: handler }, now };
    const stalled = startJobRunner({ ...options, onRun: (run) => outcomes.push(`stalled:${run.outcome}`) }, false);
    const first = stalled.runOnce();
    while (step === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    clock += 61_000;
    const other = startJobRunner({ ...options, onRun: (run) => outcomes.push(`other:${run.outcome}`) }, false);
    expect(await other.runOnce()).toBe(true);
    release();
    await first;
    expect(outcomes).toEqual(['other:completed', 'stalled:taken-over']);
    expect(await statusOf(id!)).toMatchObject({ status: 'completed', attempts: 2, result: { step: 2 } });
    expect(await other.runOnce()).toBe(false);
    expect(step).toBe(2);
  });

  it('a stopping runner ends its job at the next report and queues it again', async () => {
    const [id] = await queue('long', 1);
    let reports = 0;
    const runner = startJobRunner(
      {
        db: t.db,
        logger: quiet,
        handlers: {
          long: async ({ report }) => {
            for (;;) {
              await report({ step: ++reports });
              await new Promise((resolve) => setTimeout(resolve, 5));
            }
          },
        },
        now,
      },
      false,
    );
    const running = runner.runOnce();
    while (reports < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await runner.stop();
    await running;
    // The restart is not the job's fault: the interrupted run does not count against its attempts.
    expect(await statusOf(id!)).toMatchObject({
      status: 'queued',
      attempts: 0,
      error: expect.stringMatching(/runs again/),
    });
    await t.db.deleteFrom('jobs').where('id', '=', id!).execute();
  });

  it('retries a failing job with a growing delay, then gives up; a permanent failure ends at once', async () => {
    const [flaky] = await queue('flaky', 1);
    const runner = startJobRunner(
      {
        db: t.db,
        logger: quiet,
        handlers: {
          flaky: async () => {
            throw new Error('disk full');
          },
          broken: async () => {
            throw new JobFailure('Line 3: bad');
          },
        },
        now,
      },
      false,
    );
    for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt++) {
      expect(await runner.runOnce()).toBe(true);
      expect(await runner.runOnce()).toBe(false); // not yet: it waits before the next try
      clock += 5000 * 2 ** attempt + 1;
    }
    expect(await statusOf(flaky!)).toMatchObject({ status: 'failed', attempts: JOB_MAX_ATTEMPTS, error: 'disk full' });
    const [broken] = await queue('broken', 1);
    await runner.runOnce();
    expect(await statusOf(broken!)).toMatchObject({ status: 'failed', attempts: 1, error: 'Line 3: bad' });
  });
});
