import type { Caller } from '../auth/caller.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../log/logger.ts';
import type { TelemetryQueue } from '../db/telemetryQueue.ts';

/** What every request handler can reach. */
export interface AppDeps {
  readonly db: Db;
  readonly config: Config;
  readonly logger: Logger;
  /** The clock (epoch ms); tests inject one to make expiry and abuse limits deterministic. */
  readonly now?: () => number;
  /** The background job loop, woken when a job is queued (absent in tests that run jobs themselves). */
  readonly jobs?: { poke(): void };
  /** Where accepted telemetry waits to be written (issue 22); absent, the app makes its own. */
  readonly telemetry?: TelemetryQueue;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** Set by the token middleware on `/sharing/rest` and `/api`; anonymous when no token was sent. */
    caller: Caller;
    /** This request's id in every log line about it and in `X-Request-Id` (set by the request log). */
    requestId: string;
  };
}
