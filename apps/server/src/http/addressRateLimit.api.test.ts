import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { addressRateLimit } from './addressRateLimit.ts';

// The token bucket per key, kept in the database (issue 42, ADR 0186).
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const buckets = (scope: string) =>
  t.db.selectFrom('rate_limit_buckets').select(['key', 'tokens']).where('scope', '=', scope).execute();

describe('addressRateLimit', () => {
  it('allows a burst, then the steady rate, and says how long to wait', async () => {
    const limit = addressRateLimit('test-steady', { burst: 3, perMinute: 60 });
    const taken = [];
    for (let i = 0; i < 3; i++) taken.push(await limit.take(t.db, 'a', 1000));
    expect(taken).toEqual([undefined, undefined, undefined]);
    expect(await limit.take(t.db, 'a', 1000)).toBe(1);
    // Another key has its own bucket.
    expect(await limit.take(t.db, 'b', 1000)).toBeUndefined();
    // One token a second comes back.
    expect(await limit.take(t.db, 'a', 2000)).toBeUndefined();
    expect(await limit.take(t.db, 'a', 2000)).toBe(1);
    // A process whose clock is behind refills nothing.
    expect(await limit.take(t.db, 'a', 1500)).toBe(1);
  });

  it('spends exactly the burst when 40 requests of one key arrive at once', async () => {
    const limit = addressRateLimit('test-at-once', { burst: 10, perMinute: 40 });
    const waits = await Promise.all(Array.from({ length: 40 }, () => limit.take(t.db, '198.51.100.7', 5000)));
    expect(waits.filter((wait) => wait === undefined)).toHaveLength(10);
    // A token every 1.5 s.
    expect(waits.filter((wait) => wait === 2)).toHaveLength(30);
  });

  it('shares one bucket between limits of the same scope (as processes do), not between scopes', async () => {
    const one = addressRateLimit('test-shared', { burst: 2, perMinute: 1 });
    const other = addressRateLimit('test-shared', { burst: 2, perMinute: 1 });
    expect(await one.take(t.db, 'k', 0)).toBeUndefined();
    expect(await other.take(t.db, 'k', 0)).toBeUndefined();
    expect(await one.take(t.db, 'k', 0)).toBe(60);
    expect(await addressRateLimit('test-elsewhere', { burst: 2, perMinute: 1 }).take(t.db, 'k', 0)).toBeUndefined();
  });

  it('forgets buckets that have been full again for a while, and cuts long keys', async () => {
    const limit = addressRateLimit('test-prune', { burst: 1, perMinute: 60 });
    await limit.take(t.db, 'old', 0);
    await limit.take(t.db, 'x'.repeat(5000), 500);
    expect(await buckets('test-prune')).toHaveLength(2);
    // A minute later the next take prunes: both were full again after a second.
    await limit.take(t.db, 'new', 60_000);
    expect((await buckets('test-prune')).map((b) => b.key)).toEqual(['new']);
    expect(await limit.take(t.db, 'y'.repeat(300), 60_000)).toBeUndefined();
    expect(await limit.take(t.db, `${'y'.repeat(200)}other`, 60_000)).toBe(1);
  });
});
