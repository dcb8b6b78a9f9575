/** Runs `tick` every `ms` until the returned function cancels it; must not keep the process alive. */
export type Scheduler = (tick: () => void, ms: number) => () => void;

const intervalScheduler: Scheduler = (tick, ms) => {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
};

export interface PeriodicTask<T> {
  /** Runs now (or joins the run under way): what the timer runs. Undefined once stopped or when a run failed. */
  run(): Promise<T | undefined>;
  /** Cancels the timer and waits for a run under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Upkeep off the request path: `work` every `intervalMs` on a timer that never keeps the process alive, one run at a
 * time; a failure goes to `onError` and the next tick tries again.
 *
 * @example
 * const fold = startPeriodicTask(() => foldItemFacetDeltas(db), { intervalMs: 5_000, onError: (e) => log(e) });
 * await fold.stop();
 */
export function startPeriodicTask<T>(
  work: () => Promise<T>,
  options: { readonly intervalMs: number; readonly onError: (error: unknown) => void; readonly schedule?: Scheduler },
): PeriodicTask<T> {
  let running: Promise<T | undefined> | undefined;
  let stopped = false;
  const run = (): Promise<T | undefined> => {
    if (stopped) return Promise.resolve(undefined);
    running ??= work()
      .catch((error: unknown) => {
        options.onError(error);
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const cancel = (options.schedule ?? intervalScheduler)(() => void run(), options.intervalMs);
  return {
    run,
    stop: async () => {
      stopped = true;
      cancel();
      await running;
    },
  };
}
