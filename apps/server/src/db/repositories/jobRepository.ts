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

/** Ends a job: completed with its result, or failed with why. */
export async function finishJob(
  db: Db,
  id: string,
  outcome:
    | { status: 'completed'; result: Record<string, unknown>; progress: Record<string, unknown> }
    | { status: 'failed'; error: string }
    | { status: 'queued'; error: string; runAfter: number },
  now: number,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: outcome.status,
      updated: now,
      lease_until: null,
      claimed_by: null,
      ...(outcome.status === 'completed'
        ? { result: JSON.stringify(outcome.result), progress: JSON.stringify(outcome.progress), error: null }
        : { error: outcome.error }),
      ...(outcome.status === 'queued' ? { run_after: outcome.runAfter } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** A job of an item, by id. */
export async function findItemJob(db: Db, itemId: string, jobId: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', jobId).where('item_id', '=', itemId).executeTakeFirst();
}
