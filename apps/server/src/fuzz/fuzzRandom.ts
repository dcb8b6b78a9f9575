/** A small deterministic random source (mulberry32), so a failing fuzz run can be replayed by its seed. */
export interface FuzzRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(values: readonly T[]): T;
  chance(p: number): boolean;
}

/**
 * @example
 * const random = fuzzRandom(42);
 * random.pick(['a', 'b']);
 */
export function fuzzRandom(seed: number): FuzzRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(values: readonly T[]): T => values[int(values.length)] as T,
    chance: (p: number) => next() < p,
  };
}
