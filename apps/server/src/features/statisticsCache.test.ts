import { describe, expect, it } from 'vitest';
import { StatisticsCache } from './statisticsCache.ts';

describe('StatisticsCache', () => {
  it('forgets answers older than its time to live', () => {
    let now = 0;
    const cache = new StatisticsCache(() => now, 10, 1000);
    cache.set('a', { n: 1 });
    now = 1000;
    expect(cache.get('a')).toEqual({ n: 1 });
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used answer beyond its bound', () => {
    const cache = new StatisticsCache(() => 0, 2, 1000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});
