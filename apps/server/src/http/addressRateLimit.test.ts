import { describe, expect, it } from 'vitest';
import { AddressRateLimit } from './addressRateLimit.ts';

describe('AddressRateLimit', () => {
  it('allows a burst, then the steady rate, and says how long to wait', () => {
    const limits = new AddressRateLimit({ burst: 3, perMinute: 60, maxAddresses: 10 });
    expect([0, 0, 0].map(() => limits.take('a', 1000))).toEqual([undefined, undefined, undefined]);
    expect(limits.take('a', 1000)).toBe(1);
    // Another address has its own bucket.
    expect(limits.take('b', 1000)).toBeUndefined();
    // One token a second comes back.
    expect(limits.take('a', 2000)).toBeUndefined();
    expect(limits.take('a', 2000)).toBe(1);
  });

  it('forgets the longest-unseen address past its bound', () => {
    const limits = new AddressRateLimit({ burst: 1, perMinute: 1, maxAddresses: 2 });
    limits.take('a', 0);
    limits.take('b', 0);
    limits.take('c', 0);
    // 'a' was forgotten, so it starts with a full bucket again; 'c' was not.
    expect(limits.take('a', 0)).toBeUndefined();
    expect(limits.take('c', 0)).toBe(60);
  });
});
