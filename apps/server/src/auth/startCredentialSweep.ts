import type { Db } from '../db/database.ts';
import type { Logger } from '../log/logger.ts';
import {
  DEFAULT_SWEEP_BOUNDS,
  sweepExpiredCredentials,
  type SweepBounds,
  type SweepResult,
} from './sweepExpiredCredentials.ts';

/** Every ten minutes: expired rows are dead weight, not a risk (expiry is checked on every use). */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

/** Runs `tick` every `ms` until the returned function cancels it; must not keep the process alive. */
export type Scheduler = (tick: () => void, ms: number) => () => void;

const intervalScheduler: Scheduler = (tick, ms) => {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
};

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
  let running: Promise<SweepResult | undefined> | undefined;
  let stopped = false;

  const sweep = (): Promise<SweepResult | undefined> => {
    if (stopped) return Promise.resolve(undefined);
    running ??= sweepExpiredCredentials(options.db, now(), options.bounds ?? DEFAULT_SWEEP_BOUNDS)
      .then((result) => {
        if (result.accessTokens + result.oauthCodes + result.refreshTokens > 0) {
          options.logger.info('expired credentials deleted', { ...result });
        }
        return result;
      })
      .catch((error: unknown) => {
        options.logger.warn('expired credentials sweep failed', { error });
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const cancel = (options.schedule ?? intervalScheduler)(() => void sweep(), options.intervalMs ?? SWEEP_INTERVAL_MS);
  return {
    sweep,
    stop: async () => {
      stopped = true;
      cancel();
      await running;
    },
  };
}
