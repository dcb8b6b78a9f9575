// Benchmark (issues 4 and 24): a catalog search through the portal's search (/sharing/rest/search) and through the hub
// search API (/api/search/v1), anonymous and signed in, over BENCH_ITEMS generated items — the catalogue of
// bench/search.ts, served by the same server in a process of its own (bench/support/searchBenchServer.ts); this
// process is its only client, over HTTP on 127.0.0.1. Each request is interleaved with its floor: every SQL statement
// that request ran (sign-in checks included), recorded from the server and replayed raw through the driver. Portal
// URLs carry a counter the portal ignores, so no answer comes from the anonymous response cache. Prints matches, result
// sizes, statement counts, the machine's load before and after, and the server's peak memory.
//
//   npm run bench:hub-search          (BENCH_ITEMS=100000, BENCH_RUNS=30; PGlite in memory)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:hub-search   (a fresh PostgreSQL database)
import os from 'node:os';
import { toHubSearchParams, toPortalQ, ITEM_COLLECTION_TYPES, type HubQuery } from '@plaza/core';
import {
  benchToken,
  getJson,
  LATENCY_COLUMNS,
  measureInterleaved,
  loadAverage,
  printTable,
  startBenchServer,
  type Answer,
} from './support/benchServerClient.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const NOW = Date.UTC(2026, 0, 1);
const SIGNED_IN = 'user_riverside';

const QUERIES: ReadonlyArray<readonly [string, HubQuery]> = [
  ['words "water quality"', { targetEntity: 'item', filters: [{ predicates: [{ term: 'water quality' }] }], num: 20 }],
  [
    'collection dataset, facets type+tags',
    { targetEntity: 'item', filters: [], collection: 'dataset', num: 20, aggFields: ['type', 'tags'] },
  ],
  [
    'tags any + owner, sort modified desc',
    {
      targetEntity: 'item',
      filters: [{ predicates: [{ tags: ['parks', 'housing'] }] }, { predicates: [{ owner: 'publisher_riverside' }] }],
      num: 20,
      sortField: 'modified',
      sortOrder: 'desc',
    },
  ],
  [
    'created in the last year, page 26 (start 501)',
    {
      targetEntity: 'item',
      filters: [{ predicates: [{ created: { type: 'range', from: NOW - 365 * 86_400_000, to: NOW } }] }],
      num: 20,
      start: 501,
    },
  ],
];

/** The URLs one search takes on each API (the hub's facets are a second call). */
function urlsOf(origin: string, query: HubQuery, bust: () => string): [string, () => string[]][] {
  const types = query.collection
    ? [{ predicates: [{ type: [...ITEM_COLLECTION_TYPES[query.collection as keyof typeof ITEM_COLLECTION_TYPES]] }] }]
    : [];
  const portal = () =>
    new URLSearchParams({
      f: 'json',
      q: toPortalQ([...query.filters, ...types], { now: NOW }),
      num: String(query.num ?? 10),
      start: String(query.start ?? 1),
      ...(query.sortField ? { sortField: query.sortField, sortOrder: query.sortOrder ?? 'asc' } : {}),
      ...(query.aggFields ? { countFields: query.aggFields.join(',') } : {}),
      benchRun: bust(),
    });
  const hub = new URLSearchParams(toHubSearchParams(query, { now: NOW }) as Record<string, string>);
  const collection = query.collection ?? 'all';
  const aggregations = query.aggFields
    ? [
        `${origin}/api/search/v1/collections/${collection}/aggregations?${new URLSearchParams({ aggregations: `terms(fields=(${query.aggFields.join(',')}))` })}`,
      ]
    : [];
  return [
    ['portal /search', () => [`${origin}/sharing/rest/search?${portal()}`]],
    ['hub /api/search/v1', () => [`${origin}/api/search/v1/collections/${collection}/items?${hub}`, ...aggregations]],
  ];
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  const { origin, ask } = server;
  const token = await benchToken(origin, SIGNED_IN);
  console.log(
    `catalog search, ${ITEMS} items, ${server.database} (seeded in ${server.seedSeconds.toFixed(0)} s), ` +
      `${os.cpus().length} cores, load average ${loadAverage()} before`,
  );
  let counter = 0;
  const bust = () => String((counter += 1));
  const rows: string[][] = [];
  for (const [name, query] of QUERIES) {
    for (const who of ['anonymous', SIGNED_IN] as const) {
      const auth = who === 'anonymous' ? undefined : token;
      for (const [api, urls] of urlsOf(origin, query, bust)) {
        const call = async (): Promise<Answer[]> => {
          const answers: Answer[] = [];
          for (const url of urls()) answers.push(await getJson(url, auth));
          return answers;
        };
        rows.push([name, who, api, ...(await measureInterleaved(server, call, RUNS))]);
      }
    }
  }
  console.log(`\n${RUNS} interleaved runs per row (the HTTP calls, then their statements replayed raw)\n`);
  printTable(['query', 'caller', 'api', ...LATENCY_COLUMNS], rows);
  const memory = await ask({ kind: 'memory' });
  if (memory.kind === 'memory')
    console.log(`\npeak resident memory of the server process: ${memory.peakMb.toFixed(0)} MB`);
  console.log(`load average ${loadAverage()} after`);
  await ask({ kind: 'stop' });
}

await main();
