// Command-line choices of bench/search.ts: which catalog sizes, on which database.

const DEFAULT_SIZES = [10_000, 100_000, 1_000_000];
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** `10k`, `100k`, `1M`, `2500`: a number of items. */
export function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([kKmM]?)$/.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not a size (10k, 100k, 1M, 2500)`);
  const unit = match[2]!.toLowerCase();
  return Math.round(Number(match[1]) * (unit === 'k' ? 1_000 : unit === 'm' ? 1_000_000 : 1));
}

/**
 * `--sizes=10k,100k,1M` (the default) and `--database=postgres|pglite` (default postgres: BENCH_DATABASE_URL, else
 * DATABASE_URL, else the local server); `databaseUrl` undefined means PGlite in memory.
 */
export function readBenchSizes(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): { sizes: number[]; databaseUrl: string | undefined } {
  let sizes = DEFAULT_SIZES;
  let database = 'postgres';
  for (const arg of args) {
    const [name, value = ''] = arg.replace(/^--/, '').split('=');
    if (name === 'sizes') sizes = value.split(',').filter(Boolean).map(parseSize);
    else if (name === 'database') database = value;
    else throw new Error(`unknown argument ${arg} (--sizes=10k,100k,1M --database=postgres|pglite)`);
  }
  if (database !== 'postgres' && database !== 'pglite') throw new Error(`--database is postgres or pglite`);
  return {
    sizes,
    databaseUrl: database === 'pglite' ? undefined : (env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? DEFAULT_POSTGRES),
  };
}
