import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import {
  claimJob,
  finishJob,
  reportJobProgress,
  type JobOutcome,
  type JobRunReport,
  type JobRow,
} from '../db/repositories/jobRepository.ts';
import type { Logger } from '../log/logger.ts';

/** How long a claim holds without a progress report; a process that dies loses its jobs after this. */
export const JOB_LEASE_MS = 60_000;
/** Runs of a job before it is given up (a crash counts as a run). */
export const JOB_MAX_ATTEMPTS = 3;
const POLL_MS = 2000;

/** What a handler gets: the database, its job, and a way to say how far it is (which also renews its lease). */
export interface JobContext {
  readonly db: Db;
  readonly job: JobRow;
  readonly logger: Logger;
  readonly now: () => number;
  report(progress: Record<string, unknown>): Promise<void>;
}

/** Runs one job to its result; throws `JobFailure` for a failure that another attempt would repeat. */
export type JobHandler = (
  context: JobContext,
) => Promise<{ result: Record<string, unknown>; progress: Record<string, unknown> }>;

/** A failure that retrying would not change (a malformed file): the job fails at once with this message. */
export class JobFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobFailure';
  }
}

/** Thrown from `report` when another process claimed the job after this run's lease ran out. */
class JobTakenOver extends Error {
  constructor() {
    super('The job was taken over by another process.');
    this.name = 'JobTakenOver';
  }
}

/** Thrown from `report` when the server is stopping: the job is queued again, to run after the restart. */
class JobInterrupted extends Error {
  constructor() {
    super('The server stopped during the job; it runs again when the server is back.');
    this.name = 'JobInterrupted';
  }
}

export interface JobRunnerOptions {
  readonly db: Db;
  readonly logger: Logger;
  readonly handlers: Readonly<Record<string, JobHandler>>;
  readonly now?: () => number;
  readonly pollMs?: number;
  /** Told how each run ended (`taken-over`: its lease ran out and another process runs it; nothing was written). */
  readonly onRun?: (run: JobRunReport) => void;
}

export interface JobRunner {
  /** Runs the next ready job, if any; true when one ran. */
  runOnce(): Promise<boolean>;
  /** Wakes the loop now (a job was just queued). */
  poke(): void;
  /** Stops claiming; the job under way ends at its next progress report (queued again) and is waited for. */
  stop(): Promise<void>;
}

/**
 * The in-process job loop (ADR 0122): claims ready jobs one at a time (`for update skip locked`, so processes sharing
 * a PostgreSQL never collide), runs their handler, and records the outcome. A handler that throws is retried later
 * (backing off) up to {@link JOB_MAX_ATTEMPTS} runs; a `JobFailure` fails at once. Timers never keep the process alive.
 *
 * @example
 * const jobs = startJobRunner({ db, logger, handlers: JOB_HANDLERS });
 * await jobs.stop();
 */
export function startJobRunner(options: JobRunnerOptions, loop = true): JobRunner {
  const now = options.now ?? Date.now;
  const worker = randomUUID();
  let stopped = false;
  let wake: (() => void) | undefined;
  let current: Promise<boolean> | undefined;

  const runOnce = async (): Promise<boolean> => {
    const job = await claimJob(options.db, worker, now(), JOB_LEASE_MS);
    if (!job) return false;
    const started = now();
    // Written only while this worker still holds the claim; a run taken over by another process writes nothing.
    const finish = async (outcome: JobOutcome, name: JobRunReport['outcome']): Promise<void> => {
      const written = await finishJob(options.db, job.id, worker, outcome, now());
      const ended = written ? name : 'taken-over';
      options.logger.info('job run', { id: job.id, type: job.type, attempt: job.attempts, outcome: ended });
      options.onRun?.({ type: job.type, outcome: ended, seconds: Math.max(0, now() - started) / 1000 });
    };
    const handler = options.handlers[job.type];
    if (!handler) {
      await finish({ status: 'failed', error: `No handler for jobs of type ${job.type}.` }, 'failed');
      return true;
    }
    if (job.attempts > JOB_MAX_ATTEMPTS) {
      await finish({ status: 'failed', error: job.error ?? 'The job stopped too many times.' }, 'failed');
      return true;
    }
    const context: JobContext = {
      db: options.db,
      job,
      logger: options.logger,
      now,
      report: async (progress) => {
        // A stopping server does not wait for a long job: it ends at its next report and runs again after restart.
        if (stopped) throw new JobInterrupted();
        if (!(await reportJobProgress(options.db, job.id, worker, progress, now(), JOB_LEASE_MS))) {
          throw new JobTakenOver();
        }
      },
    };
    try {
      const outcome = await handler(context);
      await finish({ status: 'completed', ...outcome }, 'completed');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof JobTakenOver) {
        options.logger.warn('job taken over', { id: job.id, type: job.type });
        options.onRun?.({ type: job.type, outcome: 'taken-over', seconds: Math.max(0, now() - started) / 1000 });
        return true;
      }
      if (error instanceof JobInterrupted) {
        // A restart is not the job's fault: the run does not count against its attempts.
        await finish({ status: 'queued', error: message, runAfter: now(), uncount: true }, 'interrupted');
        return true;
      }
      const final = error instanceof JobFailure || job.attempts >= JOB_MAX_ATTEMPTS;
      if (!(error instanceof JobFailure)) options.logger.warn('job failed', { id: job.id, type: job.type, error });
      await finish(
        final
          ? { status: 'failed', error: message }
          : { status: 'queued', error: message, runAfter: now() + 5000 * 2 ** job.attempts },
        final ? 'failed' : 'retry',
      );
    }
    return true;
  };

  const run = (): Promise<boolean> => {
    current ??= runOnce().finally(() => {
      current = undefined;
    });
    return current;
  };

  if (loop) {
    void (async () => {
      while (!stopped) {
        const ran = await run().catch((error: unknown) => {
          options.logger.error('job loop', { error });
          return false;
        });
        if (ran || stopped) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.pollMs ?? POLL_MS);
          timer.unref();
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    })();
  }

  return {
    runOnce: run,
    poke: () => wake?.(),
    stop: async () => {
      stopped = true;
      wake?.();
      await current?.catch(() => undefined);
    },
  };
}
