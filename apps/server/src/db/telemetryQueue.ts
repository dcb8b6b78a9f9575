import type { NewTelemetryEvent } from './repositories/telemetryRepository.ts';

/** What the queue has done since it started (`GET /api/telemetry/v1/status`). */
export interface TelemetryQueueStats {
  /** Events waiting to be written. */
  readonly queued: number;
  readonly stored: number;
  /** Events refused because the queue was full (the ingest never waits on the database). */
  readonly dropped: number;
  /** Events lost because their write failed (logged). */
  readonly failed: number;
}

export interface TelemetryQueueOptions {
  /** The most events held in memory; a batch that does not fit is dropped whole and counted. */
  readonly capacity?: number;
  /** How long after the first waiting event the queue writes (ms). */
  readonly flushDelayMs?: number;
  /** The most events one insert writes. */
  readonly chunk?: number;
  readonly onError: (error: unknown) => void;
}

/**
 * The ingest's bounded queue (issue 22, ADR 0172): accepted events wait in memory and are written together, a second
 * after the first of them arrived (one multi-row insert per chunk), so ingest answers at once and never holds a
 * database connection — page serving does not queue behind it. When the queue is full a batch is dropped and counted.
 * The timer never keeps the process alive; `close` writes what is left.
 *
 * @example
 * const queue = new TelemetryQueue((rows) => insertTelemetryEvents(db, rows), { onError: log });
 * queue.offer(rows);
 * await queue.close();
 */
export class TelemetryQueue {
  private waiting: NewTelemetryEvent[] = [];
  private writing: Promise<number> | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private counts = { stored: 0, dropped: 0, failed: 0 };
  private readonly capacity: number;
  private readonly flushDelayMs: number;
  private readonly chunk: number;

  constructor(
    private readonly write: (rows: readonly NewTelemetryEvent[]) => Promise<void>,
    private readonly options: TelemetryQueueOptions,
  ) {
    this.capacity = options.capacity ?? 10_000;
    this.flushDelayMs = options.flushDelayMs ?? 1000;
    this.chunk = options.chunk ?? 1000;
  }

  /** Queues a batch whole, or drops it whole when it does not fit (or the queue is closed); true when queued. */
  offer(rows: readonly NewTelemetryEvent[]): boolean {
    if (this.closed || this.waiting.length + rows.length > this.capacity) {
      this.counts.dropped += rows.length;
      return false;
    }
    this.waiting.push(...rows);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushDelayMs);
    this.timer.unref?.();
    return true;
  }

  /** Writes everything waiting now (joining a write under way); resolves to how many events this call stored. */
  async flush(): Promise<number> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    // One write at a time: this one starts when the one under way ends (drain never rejects).
    const run = (this.writing ?? Promise.resolve(0)).then(() => this.drain());
    this.writing = run;
    try {
      return await run;
    } finally {
      if (this.writing === run) this.writing = undefined;
    }
  }

  /** Stops taking events and writes what is left (server shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  stats(): TelemetryQueueStats {
    return { queued: this.waiting.length, ...this.counts };
  }

  private async drain(): Promise<number> {
    let stored = 0;
    while (this.waiting.length > 0) {
      const rows = this.waiting.splice(0, this.chunk);
      try {
        await this.write(rows);
        stored += rows.length;
        this.counts.stored += rows.length;
      } catch (error) {
        this.counts.failed += rows.length;
        this.options.onError(error);
      }
    }
    return stored;
  }
}
