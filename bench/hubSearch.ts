// Benchmark: catalog search through portal search (/sharing/rest/search) and the hub search API
// (/api/search/v1), anonymous and signed in, over N generated items in an in-memory PGlite, over HTTP
// on the loopback. Bounded: a fixed number of sequential requests per scenario. Prints a table.
//
//   node --import tsx bench/hubSearch.ts            (BENCH_ITEMS=100000 BENCH_RUNS=30 by default)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/hubSearch.ts
//     runs on PostgreSQL instead, in a database of its own that is dropped afterwards.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { toHubSearchParams, toPortalQ, ITEM_COLLECTION_TYPES, type HubQuery } from '@plaza/core';
import { createApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import {
  insertSearchTestItems,
  testItemId,
  type SearchTestItem,
} from '../apps/server/src/hub/search/searchTestItems.ts';
import { createLogger } from '../apps/server/src/log/logger.ts';
import { seedDemoWhenEmpty } from '../apps/server/src/seed/seedDemo.ts';
import { adminQuery, randomDbName, withDatabase } from '../apps/server/src/testing/testDatabase.ts';
import { benchRandom as random } from './support/benchRandom.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PASSWORD = 'bench-password-1';
const NOW = Date.UTC(2026, 0, 1);

const WORDS =
  'river park water tree street budget council zoning parcel transit bike school library flood census trail bridge harbor'.split(
    ' ',
  );
const OWNERS = [
  'admin_riverside',
  'publisher_riverside',
  'user_riverside',
  'admin_hillcrest',
  'publisher_hillcrest',
  'user_hillcrest',
];
const TYPES = Object.values(ITEM_COLLECTION_TYPES).flat();

async function main(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const benchDb = randomDbName('plaza_bench');
  if (postgresUrl) await adminQuery(postgresUrl, `create database ${benchDb}`);
  const handle = postgresUrl
    ? await openDatabase({ kind: 'postgres', url: withDatabase(postgresUrl, benchDb), maxConnections: 4 })
    : await openDatabase({ kind: 'pglite-memory' });
  const db = handle.db;
  await migrateToLatest(db);
  await seedDemoWhenEmpty(db, { password: PASSWORD, now: () => NOW });
  const groups = (await db.selectFrom('groups').select('id').execute()).map((g) => g.id);

  const rand = random(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const started = performance.now();
  const batch = 1000;
  for (let from = 0; from < ITEMS; from += batch) {
    const items: SearchTestItem[] = [];
    for (let i = from; i < Math.min(ITEMS, from + batch); i += 1) {
      const roll = rand();
      const access = roll < 0.6 ? 'public' : roll < 0.8 ? 'org' : roll < 0.95 ? 'private' : 'shared';
      const x = -180 + rand() * 350;
      const y = -80 + rand() * 150;
      items.push({
        id: testItemId(i + 1),
        owner: pick(OWNERS),
        title: `${pick(WORDS)} ${pick(WORDS)} ${i}`,
        type: pick(TYPES),
        access,
        tags: [pick(WORDS), pick(WORDS)],
        snippet: `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}`,
        extent: [x, y, x + 1, y + 1],
        ...(access === 'shared' ? { groups: [pick(groups)] } : {}),
        created: NOW - Math.floor(rand() * 1e10),
      });
    }
    await db.transaction().execute((trx) => insertSearchTestItems(trx, items));
  }
  const loadSeconds = (performance.now() - started) / 1000;

  const config = readConfig({ DATA_DIR: '/tmp', PLAZA_DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' });
  const app = createApp({ db, config, logger: createLogger('silent', () => undefined) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokenRes = await fetch(`${origin}/sharing/rest/generateToken`, {
    method: 'POST',
    body: new URLSearchParams({ f: 'json', username: 'user_riverside', password: PASSWORD, client: 'requestip' }),
  });
  const token = ((await tokenRes.json()) as { token: string }).token;

  const queries: ReadonlyArray<readonly [string, HubQuery]> = [
    ['term "river park"', { targetEntity: 'item', filters: [{ predicates: [{ term: 'river park' }] }], num: 20 }],
    [
      'collection dataset, facets type+tags',
      { targetEntity: 'item', filters: [], collection: 'dataset', num: 20, aggFields: ['type', 'tags'] },
    ],
    [
      'tags any + owner, sort modified desc',
      {
        targetEntity: 'item',
        filters: [{ predicates: [{ tags: ['parcel', 'flood'] }] }, { predicates: [{ owner: 'publisher_riverside' }] }],
        num: 20,
        sortField: 'modified',
        sortOrder: 'desc',
      },
    ],
    [
      'created range, page 26 (start 501)',
      {
        targetEntity: 'item',
        filters: [{ predicates: [{ created: { type: 'range', from: NOW - 5e9, to: NOW } }] }],
        num: 20,
        start: 501,
      },
    ],
  ];

  const rows: string[][] = [];
  for (const [name, query] of queries) {
    for (const who of ['anonymous', 'user_riverside'] as const) {
      const auth: Record<string, string> = who === 'anonymous' ? {} : { token };
      const types = query.collection ? [{ predicates: [{ type: [...ITEM_COLLECTION_TYPES.dataset] }] }] : [];
      const q = toPortalQ([...query.filters, ...types], { now: NOW });
      const portal = new URLSearchParams({
        f: 'json',
        q,
        num: String(query.num ?? 10),
        start: String(query.start ?? 1),
        ...(query.sortField ? { sortField: query.sortField, sortOrder: query.sortOrder ?? 'asc' } : {}),
        ...(query.aggFields ? { countFields: query.aggFields.join(',') } : {}),
        ...auth,
      });
      const hubParams = new URLSearchParams({
        ...(toHubSearchParams(query, { now: NOW }) as Record<string, string>),
        ...auth,
      });
      const collection = query.collection ?? 'all';
      const targets: [string, string[]][] = [
        ['portal /search', [`${origin}/sharing/rest/search?${portal}`]],
        [
          'hub /api/search/v1',
          [
            `${origin}/api/search/v1/collections/${collection}/items?${hubParams}`,
            ...(query.aggFields
              ? [
                  `${origin}/api/search/v1/collections/${collection}/aggregations?${new URLSearchParams({ aggregations: `terms(fields=(${query.aggFields.join(',')}))`, ...auth })}`,
                ]
              : []),
          ],
        ],
      ];
      for (const [api, urls] of targets) {
        const times: number[] = [];
        let total = 0;
        for (let run = -3; run < RUNS; run += 1) {
          const t0 = performance.now();
          for (const url of urls) {
            const res = await fetch(url);
            const body = (await res.json()) as { total?: number; numberMatched?: number; error?: unknown };
            if (!res.ok || body.error) throw new Error(`${url} → ${res.status} ${JSON.stringify(body.error)}`);
            total = body.total ?? body.numberMatched ?? total;
          }
          if (run >= 0) times.push(performance.now() - t0);
        }
        times.sort((a, b) => a - b);
        const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
        const mean = times.reduce((a, b) => a + b, 0) / times.length;
        rows.push([name, who, api, String(total), at(0.5).toFixed(1), at(0.95).toFixed(1), mean.toFixed(1)]);
      }
    }
  }

  console.log(
    `\n${ITEMS} items loaded in ${loadSeconds.toFixed(1)} s (${postgresUrl ? 'PostgreSQL' : 'PGlite in memory'}); ${RUNS} sequential requests per row after 3 warm-ups\n`,
  );
  console.log('| query | caller | api | total | p50 ms | p95 ms | mean ms |');
  console.log('|---|---|---|---:|---:|---:|---:|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(`\npeak resident memory of the process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  server.close();
  await handle.close();
  // BENCH_KEEP=1 leaves the PostgreSQL database for EXPLAIN; drop it by hand afterwards.
  if (postgresUrl && process.env.BENCH_KEEP === '1') console.log(`\nkept database ${benchDb}`);
  else if (postgresUrl) await adminQuery(postgresUrl, `drop database if exists ${benchDb} with (force)`);
}

await main();
