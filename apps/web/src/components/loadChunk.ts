/** Spec 3 §9: a chunk script that has not loaded within 120 s has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * A lazily loaded chunk that could not be loaded, after one retry (spec 3 §8:
 * "Loading chunk {n} failed" plus the failure type and address).
 */
export class ChunkLoadError extends Error {
  readonly code = 'CHUNK_LOAD_FAILED';
  constructor(
    readonly chunk: string,
    readonly type: 'error' | 'timeout',
    readonly address: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunk} failed. (${type}: ${address ?? 'unknown address'})`, options);
    this.name = 'ChunkLoadError';
  }
}

export interface LoadChunkOptions {
  readonly retries?: number;
  readonly timeoutMs?: number;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
}

/**
 * Loads a lazy chunk (`() => import('./X.tsx')`), retrying once; a chunk that still fails
 * becomes a {@link ChunkLoadError} the route's error element shows in words.
 *
 * @example
 * lazy: () => loadChunk('search', () => import('./scenes/Search/route.tsx'))
 */
export async function loadChunk<T>(chunk: string, load: () => Promise<T>, options: LoadChunkOptions = {}): Promise<T> {
  const retries = options.retries ?? 1;
  const timeoutMs = options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      return await withTimeout(load(), timeoutMs, setTimer);
    } catch (error) {
      lastError = error;
    }
  }
  const timedOut = lastError === TIMED_OUT;
  throw new ChunkLoadError(chunk, timedOut ? 'timeout' : 'error', timedOut ? undefined : addressOf(lastError), {
    cause: lastError,
  });
}

const TIMED_OUT = Symbol('timed out');

function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  setTimer: NonNullable<LoadChunkOptions['setTimer']>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    setTimer(() => reject(TIMED_OUT), ms);
    promise.then(resolve, reject);
  });
}

/** Browsers name the module in the message: "Failed to fetch dynamically imported module: <url>". */
function addressOf(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\/assets\/\S+)/.exec(message)?.[1];
}
