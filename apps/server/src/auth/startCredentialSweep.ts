import type { Db } from '../db/database.ts';
import { startPeriodicTask, type Scheduler } from '../lifecycle/startPeriodicTask.ts';
import type { Logger } from '../log/logger.ts';
import {
  DEFAULT_SWEEP_BOUNDS,
  sweepExpiredCredentials,
  type SweepBounds,
  type SweepResult,
} from './sweepExpiredCredentials.ts';

/** Every ten minutes: expired rows are dead weight, not a risk (expiry is checked on every use). */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

export type { Scheduler } from '../lifecycle/startPeriodicTask.ts';

export interface CredentialSweepOptions {
  readonly db: Db;
  readonly logger: Logger;
  readonly now?: () => number;
  readonly intervalMs?: number;
  readonly bounds?: SweepBounds;
  readonly schedule?: Scheduler;
}

export interface CredentialSweep {
  /** Sweeps now (or joins the sweep under way): what the timer runs. */
  sweep(): Promise<SweepResult | undefined>;
  /** Cancels the timer and waits for a sweep under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Starts the periodic deletion of expired credentials (ADR 0103), off the request path: a timer that
 * never keeps the process alive, one sweep at a time, bounded batches, failures logged and retried
 * at the next tick. The server starts it after migrating and stops it before closing the database.
 *
 * @example
 * const sweep = startCredentialSweep({ db, logger });
 * await sweep.stop();
 */
export function startCredentialSweep(options: CredentialSweepOptions): CredentialSweep {
  const now = options.now ?? Date.now;
  const task = startPeriodicTask(
    async () => {
      const result = await sweepExpiredCredentials(options.db, now(), options.bounds ?? DEFAULT_SWEEP_BOUNDS);
      if (result.accessTokens + result.oauthCodes + result.refreshTokens > 0) {
        options.logger.info('expired credentials deleted', { ...result });
      }
      return result;
    },
    {
      intervalMs: options.intervalMs ?? SWEEP_INTERVAL_MS,
      onError: (error) => options.logger.warn('expired credentials sweep failed', { error }),
      ...(options.schedule ? { schedule: options.schedule } : {}),
    },
  );
  return { sweep: task.run, stop: task.stop };
}
