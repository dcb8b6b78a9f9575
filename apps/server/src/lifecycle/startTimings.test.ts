import { describe, expect, it } from 'vitest';
import { StartTimings } from './startTimings.ts';

describe('StartTimings', () => {
  it('measures each phase from the previous mark, the first from the start given', () => {
    let clock = 100;
    const timings = new StartTimings(() => clock, 40);
    clock = 250.4;
    timings.mark('modulesMs');
    clock = 1250.6;
    timings.mark('databaseMs');
    expect(timings.fields()).toEqual({ modulesMs: 210, databaseMs: 1000, totalMs: 1210 });
  });

  it('has only a zero total before any mark', () => {
    expect(new StartTimings(() => 5).fields()).toEqual({ totalMs: 0 });
  });
});
