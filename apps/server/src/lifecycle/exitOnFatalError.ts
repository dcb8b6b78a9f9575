import type { Logger } from '../log/logger.ts';

/** What the fatal-error handler needs from the process (injected in tests). */
export interface FatalErrorProcess {
  on(event: 'unhandledRejection' | 'uncaughtException', listener: (error: unknown) => void): unknown;
  exit(code: number): void;
}

export interface FatalErrorOptions {
  readonly logger: Logger;
  /** Closes the server and the database; may hang, which is why a deadline ends the process anyway. */
  readonly close: () => Promise<void>;
  /** How long `close` may take before the process exits regardless. */
  readonly deadlineMs?: number;
  readonly process?: FatalErrorProcess;
}

/** The default time a fatal error leaves for closing the database before the process exits anyway. */
export const FATAL_EXIT_DEADLINE_MS = 3000;

/**
 * After an unhandled rejection or uncaught exception the process state is unknown: log it, try to close
 * (so PGlite checkpoints and the data-folder lock is released) and exit non-zero within a bounded time,
 * so a supervisor that restarts on exit restarts it instead of finding a process that holds the port
 * and the lock but answers nothing (issue 12).
 *
 * @example
 * exitOnFatalError({ logger, close: () => running.close(1000) });
 */
export function exitOnFatalError(options: FatalErrorOptions): void {
  const proc = options.process ?? process;
  const deadlineMs = options.deadlineMs ?? FATAL_EXIT_DEADLINE_MS;
  let exiting = false;
  const onFatal = (kind: string) => (error: unknown) => {
    options.logger.error('fatal error; exiting', { kind, error: describe(error) });
    if (exiting) return;
    exiting = true;
    const deadline = setTimeout(() => proc.exit(1), deadlineMs);
    deadline.unref?.();
    options.close().then(
      () => proc.exit(1),
      () => proc.exit(1),
    );
  };
  proc.on('unhandledRejection', onFatal('unhandledRejection'));
  proc.on('uncaughtException', onFatal('uncaughtException'));
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
