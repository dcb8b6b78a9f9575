import { describe, expect, it } from 'vitest';
import type { NewTelemetryEvent } from '../db/repositories/telemetryRepository.ts';
import { TelemetryQueue } from '../db/telemetryQueue.ts';

const row = (n: number): NewTelemetryEvent => ({
  site_id: 's',
  event_type: 'pageView',
  user_type: 'anonymous',
  visitor_hash: `v${n}`,
  session_hash: 's',
  occurred: n,
});

describe('TelemetryQueue', () => {
  it('writes in chunks, drops a batch whole when full, and counts both', async () => {
    const written: number[] = [];
    const queue = new TelemetryQueue(async (rows) => void written.push(rows.length), {
      capacity: 5,
      chunk: 2,
      flushDelayMs: 60_000,
      onError: () => undefined,
    });
    expect(queue.offer([row(1), row(2), row(3)])).toBe(true);
    expect(queue.offer([row(4), row(5), row(6)])).toBe(false);
    expect(queue.offer([row(4), row(5)])).toBe(true);
    expect(queue.stats()).toEqual({ queued: 5, stored: 0, dropped: 3, failed: 0 });
    expect(await queue.flush()).toBe(5);
    expect(written).toEqual([2, 2, 1]);
    expect(queue.stats()).toEqual({ queued: 0, stored: 5, dropped: 3, failed: 0 });
  });

  it('counts a failed write and goes on; a closed queue takes nothing more', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const queue = new TelemetryQueue(
      async () => {
        if (fail) throw new Error('database down');
      },
      { flushDelayMs: 60_000, onError: (error) => errors.push(error) },
    );
    queue.offer([row(1), row(2)]);
    expect(await queue.flush()).toBe(0);
    fail = false;
    queue.offer([row(3)]);
    await queue.close();
    expect(queue.stats()).toEqual({ queued: 0, stored: 1, dropped: 0, failed: 2 });
    expect(errors).toHaveLength(1);
    expect(queue.offer([row(4)])).toBe(false);
    expect(queue.stats().dropped).toBe(1);
  });

  it('writes by itself shortly after the first event waits', async () => {
    const written: number[] = [];
    const queue = new TelemetryQueue(async (rows) => void written.push(rows.length), {
      flushDelayMs: 5,
      onError: () => undefined,
    });
    queue.offer([row(1)]);
    queue.offer([row(2)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written).toEqual([2]);
  });
});
