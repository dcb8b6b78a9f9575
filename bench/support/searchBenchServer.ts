// The server side of bench/search.ts, in a process of its own (forked with an IPC channel) so the benchmark's
// clients never share its event loop. It opens the database (PGlite in memory, or a fresh PostgreSQL database when
// BENCH_DATABASE_URL is set), seeds the demo and BENCH_ITEMS generated items, serves the app on 127.0.0.1 and answers:
//   { kind: 'record' }          → start recording every statement the server runs
//   { kind: 'recorded' }        → stop, and send them back (text and parameters)
//   { kind: 'floor', statements } → run them once, raw through the driver (no kysely, no pool), and send the time
//   { kind: 'memory' }          → this process's peak resident memory
//   { kind: 'stop' }            → close everything and exit
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import pg from 'pg';
import { createApp } from '../../apps/server/src/app.ts';
import { readConfig } from '../../apps/server/src/config/config.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { foldItemFacetDeltas } from '../../apps/server/src/db/repositories/itemFacetCountRepository.ts';
import { admissionLimitsFor } from '../../apps/server/src/http/admission/admissionControl.ts';
import { createLogger } from '../../apps/server/src/log/logger.ts';
import { seedDemoWhenEmpty } from '../../apps/server/src/seed/seedDemo.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { withDatabase } from '../../apps/server/src/testing/testDatabase.ts';
import { seedBenchItems, seedBenchItemsInBulk } from './benchCatalog.ts';
import { openBenchDatabase } from './benchDatabase.ts';

export interface Statement {
  readonly text: string;
  readonly parameters: readonly unknown[];
}
export type BenchRequest =
  | { readonly kind: 'record' }
  | { readonly kind: 'recorded' }
  | { readonly kind: 'floor'; readonly statements: readonly Statement[] }
  | { readonly kind: 'memory' }
  | { readonly kind: 'stop' };
export type BenchReply =
  | { readonly kind: 'ready'; readonly origin: string; readonly database: string; readonly seedSeconds: number }
  | { readonly kind: 'recorded'; readonly statements: readonly Statement[] }
  | { readonly kind: 'floor'; readonly ms: number; readonly rows: number }
  | { readonly kind: 'memory'; readonly peakMb: number }
  | { readonly kind: 'ok' };

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const NOW = Date.UTC(2026, 0, 1);

let recording: Statement[] | undefined;
const postgresUrl = process.env.BENCH_DATABASE_URL;
/** A PostgreSQL database kept between runs (BENCH_KEEP_DATABASE, e.g. plaza_bench_1m), seeded when it lacks the items. */
const kept = postgresUrl ? process.env.BENCH_KEEP_DATABASE : undefined;
const onQuery = (text: string, parameters: readonly unknown[]) =>
  recording?.push({ text, parameters: [...parameters] });
async function openKept(name: string) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`BENCH_KEEP_DATABASE "${name}" is not a plain database name`);
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const keptUrl = withDatabase(postgresUrl!, name);
  const opened = await openDatabase({ kind: 'postgres', url: keptUrl, maxConnections: 20 }, { onQuery });
  return { handle: opened, url: keptUrl, drop: async () => undefined };
}
const { handle, url, drop } = kept
  ? await openKept(kept)
  : await openBenchDatabase({ postgresUrl, embedded: 'memory', maxConnections: 20 }, { onQuery });
await migrateToLatest(handle.db);
await seedDemoWhenEmpty(handle.db, { password: 'bench-password-1', now: () => NOW });
const started = performance.now();
// Generated items have ids counting up from 1 in hexadecimal (…0001); the demo's are random.
const generated = await sql<{ n: number }>`select count(*)::int as n from items where id like '0000000000%'`.execute(
  handle.db,
);
const have = generated.rows[0]?.n ?? 0;
if (have !== 0 && have !== ITEMS) throw new Error(`${kept} holds ${have} generated items, not ${ITEMS}: drop it`);
const reused = have === ITEMS;
// In bulk, in the database, when kept or asked for (BENCH_BULK=1); else through the driver, as before.
if (reused) console.log(`reusing ${kept}: ${have} items already there`);
else if (postgresUrl && (kept || process.env.BENCH_BULK)) await seedBenchItemsInBulk(handle.db, ITEMS, NOW);
else await seedBenchItems(handle.db, ITEMS, NOW);
// What the server's upkeep does every few seconds (ADR 0165): the seed's facet count changes folded in.
await foldItemFacetDeltas(handle.db);
// And what autovacuum would do to a table that just filled: statistics for the planner and, on PostgreSQL, the
// visibility map that lets index-only scans skip the heap (the embedded database has no autovacuum, ADR 0171: there
// the server gathers statistics only, and so does the benchmark).
await sql`analyze item_facet_counts`.execute(handle.db);
if (postgresUrl) await sql`vacuum analyze`.execute(handle.db);
const seedSeconds = (performance.now() - started) / 1000;

// The floor's own connection: the driver itself, outside the server's pool.
const raw = url ? new pg.Client({ connectionString: url }) : undefined;
await raw?.connect();
async function runRaw(statement: Statement): Promise<number> {
  if (raw) return (await raw.query(statement.text, [...statement.parameters])).rowCount ?? 0;
  return (await handle.pglite!.query(statement.text, [...statement.parameters])).rows.length;
}

const config = readConfig({ DATA_DIR: '/tmp/plaza-bench-search', LOG_LEVEL: 'silent' });
// As the server runs it: the admission gate for its database (ADR 0166).
const app = createApp(
  { db: handle.db, config, logger: createLogger('silent', () => undefined) },
  { admission: admissionLimitsFor(handle.kind) },
);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
if ('keepAliveTimeout' in server) server.keepAliveTimeout = 600_000;

function reply(message: BenchReply): void {
  process.send!(message);
}

process.on('message', (message: BenchRequest) => {
  void (async () => {
    if (message.kind === 'record') {
      recording = [];
      reply({ kind: 'ok' });
    } else if (message.kind === 'recorded') {
      reply({ kind: 'recorded', statements: recording ?? [] });
      recording = undefined;
    } else if (message.kind === 'floor') {
      const t0 = performance.now();
      let rows = 0;
      for (const statement of message.statements) rows += await runRaw(statement);
      reply({ kind: 'floor', ms: performance.now() - t0, rows });
    } else if (message.kind === 'memory') {
      reply({ kind: 'memory', peakMb: process.resourceUsage().maxRSS / 1024 });
    } else {
      server.close();
      await raw?.end();
      await handle.close();
      await drop();
      reply({ kind: 'ok' });
      process.exit(0);
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});

reply({
  kind: 'ready',
  origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  database: postgresUrl ? 'PostgreSQL' : 'PGlite in memory',
  seedSeconds,
});
