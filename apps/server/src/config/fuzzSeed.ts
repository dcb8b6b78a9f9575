import { randomInt } from 'node:crypto';
import { ConfigError } from './config.ts';

/**
 * The seed of the fuzz test's fresh run (issue 40): `PLAZA_FUZZ_SEED` to replay a run a failure printed, else a new
 * random one each run. Read here because this module is the only reader of the environment.
 *
 * @example
 * freshFuzzSeed({ PLAZA_FUZZ_SEED: '123456' }); // 123456
 */
export function freshFuzzSeed(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.PLAZA_FUZZ_SEED?.trim();
  if (!raw) return randomInt(1, 2 ** 31);
  const seed = Number(raw);
  if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) {
    throw new ConfigError(`PLAZA_FUZZ_SEED must be a whole number from 0 to 4294967295; got "${raw}".`);
  }
  return seed;
}
