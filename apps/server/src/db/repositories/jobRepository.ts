import { sql, type Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { JobTable } from '../jobTables.ts';

export type JobRow = Selectable<JobTable>;

/** Queues a job to run now, or at `runAfter`. */
export async function insertJob(
  db: Db,
  job: {
    id: string;
    type: string;
    itemId: string | null;
    owner: string;
    params: Record<string, unknown>;
    now: number;
    runAfter?: number;
  },
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      id: job.id,
      type: job.type,
      item_id: job.itemId,
      owner: job.owner,
      status: 'queued',
      params: JSON.stringify(job.params),
      run_after: job.runAfter ?? job.now,
      created: job.now,
      updated: job.now,
    })
    .execute();
}

/**
 * Claims the oldest job ready to run — queued, or processing under a lease that ran out (its process died) — for
 * `worker`, with `for update skip locked`, so two processes never claim the same job.
 */
export async function claimJob(db: Db, worker: string, now: number, leaseMs: number): Promise<JobRow | undefined> {
  const result = await sql<JobRow>`
    update jobs set status = 'processing', attempts = attempts + 1, claimed_by = ${worker},
      lease_until = ${now + leaseMs}, updated = ${now}
    where id = (
      select id from jobs
      where (status = 'queued' and run_after <= ${now}) or (status = 'processing' and lease_until < ${now})
      order by created
      limit 1
      for update skip locked
    )
    returning *`.execute(db);
  return result.rows[0];
}

/** Records a running job's progress and extends its lease; false when the job is no longer this worker's. */
export async function reportJobProgress(
  db: Db,
  id: string,
  worker: string,
  progress: Record<string, unknown>,
  now: number,
  leaseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ progress: JSON.stringify(progress), lease_until: now + leaseMs, updated: now })
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How a job run ends: completed with its result, failed with why, or queued again (`uncount`: not an attempt). */
export type JobOutcome =
  | { status: 'completed'; result: Record<string, unknown>; progress: Record<string, unknown> }
  | { status: 'failed'; error: string }
  | { status: 'queued'; error: string; runAfter: number; uncount?: boolean };

/**
 * Ends `worker`'s run of a job. Only the worker that holds the claim may: a run whose lease ran out and was claimed by
 * another process writes nothing (false), so the newer run's outcome is never overwritten by the older one's.
 */
export async function finishJob(
  db: Db,
  id: string,
  worker: string,
  outcome: JobOutcome,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: outcome.status,
      updated: now,
      lease_until: null,
      claimed_by: null,
      ...(outcome.status === 'completed'
        ? { result: JSON.stringify(outcome.result), progress: JSON.stringify(outcome.progress), error: null }
        : { error: outcome.error }),
      ...(outcome.status === 'queued' ? { run_after: outcome.runAfter } : {}),
      ...(outcome.status === 'queued' && outcome.uncount ? { attempts: eb('attempts', '-', 1) } : {}),
    }))
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Serialises, across every process on the database, the transactions that queue jobs of one type (until the caller's
 * transaction ends): "is it already queued, how many are under way, then insert" holds as one step.
 */
export async function lockJobQueue(trx: Db, type: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`jobs:${type}`}))`.execute(trx);
}

/** Jobs of a type waiting or running. */
export async function countPendingJobs(db: Db, type: string): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('type', '=', type)
    .where('status', 'in', ['queued', 'processing'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Queues a finished or failed job to run again now, from its first attempt. */
export async function requeueJob(db: Db, id: string, now: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'queued', attempts: 0, error: null, result: null, progress: '{}', run_after: now, updated: now })
    .where('id', '=', id)
    .execute();
}

/** A job of an item, by id. */
export async function findItemJob(db: Db, itemId: string, jobId: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', jobId).where('item_id', '=', itemId).executeTakeFirst();
}

/** The job queue at a moment: how many jobs wait (due now or later) or run, and since when the oldest due one is due. */
export interface JobQueueState {
  readonly ready: number;
  readonly scheduled: number;
  readonly processing: number;
  /** The due time (epoch ms) of the oldest job waiting that is due; null when none is. */
  readonly oldestReadySince: number | null;
}

/** Reads the job queue's depth and its oldest ready job in one statement (for `/metrics`). */
export async function readJobQueue(db: Db, now: number): Promise<JobQueueState> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => [
      eb.fn
        .count<number>('id')
        .filterWhere((w) => w.and([w('status', '=', 'queued'), w('run_after', '<=', now)]))
        .as('ready'),
      eb.fn
        .count<number>('id')
        .filterWhere((w) => w.and([w('status', '=', 'queued'), w('run_after', '>', now)]))
        .as('scheduled'),
      eb.fn.count<number>('id').filterWhere('status', '=', 'processing').as('processing'),
      eb.fn
        .min<number | null>('run_after')
        .filterWhere((w) => w.and([w('status', '=', 'queued'), w('run_after', '<=', now)]))
        .as('oldest'),
    ])
    .where('status', 'in', ['queued', 'processing'])
    .executeTakeFirstOrThrow();
  return {
    ready: Number(row.ready),
    scheduled: Number(row.scheduled),
    processing: Number(row.processing),
    oldestReadySince: row.oldest === null ? null : Number(row.oldest),
  };
}

/** One finished run of a job, for the logs and `/metrics`. */
export interface JobRunReport {
  readonly type: string;
  readonly outcome: 'completed' | 'failed' | 'retry' | 'interrupted' | 'taken-over';
  readonly seconds: number;
}
