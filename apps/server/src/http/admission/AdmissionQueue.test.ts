import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdmissionQueue, AdmissionRefused } from './AdmissionQueue.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('AdmissionQueue', () => {
  it('admits up to maxActive at once and the rest first come, first served', async () => {
    const queue = new AdmissionQueue({ maxActive: 2, maxWaiting: 5, maxWaitMs: 60_000 });
    const order: number[] = [];
    const leaveA = await queue.enter();
    const leaveB = await queue.enter();
    const waiting = [1, 2, 3].map((n) =>
      queue.enter().then((leave) => {
        order.push(n);
        return leave;
      }),
    );
    expect(queue.load).toEqual({ active: 2, waiting: 3, shed: 0 });
    leaveA();
    leaveA(); // leaving twice frees one place only
    const first = await waiting[0]!;
    expect(order).toEqual([1]);
    expect(queue.load).toEqual({ active: 2, waiting: 2, shed: 0 });
    leaveB();
    first();
    const rest = await Promise.all(waiting.slice(1));
    expect(order).toEqual([1, 2, 3]);
    for (const leave of rest) leave();
    expect(queue.load).toEqual({ active: 0, waiting: 0, shed: 0 });
  });

  it('refuses at once when the line is full, and after maxWaitMs in it', async () => {
    vi.useFakeTimers();
    const queue = new AdmissionQueue({ maxActive: 1, maxWaiting: 1, maxWaitMs: 1_000 });
    const leave = await queue.enter();
    const inLine = queue.enter();
    await expect(queue.enter()).rejects.toEqual(new AdmissionRefused('full'));
    const refused = expect(inLine).rejects.toEqual(new AdmissionRefused('timeout'));
    vi.advanceTimersByTime(1_000);
    await refused;
    expect(queue.load).toEqual({ active: 1, waiting: 0, shed: 2 });
    leave();
    const again = await queue.enter();
    expect(queue.load.active).toBe(1);
    again();
  });
});
