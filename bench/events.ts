// Benchmark (issue 14 "Speed"): the events service's list/search and attendees search at BENCH_EVENTS events and
// BENCH_REGISTRATIONS registrations, side by side with the portal's item search over as many items in the same
// database, then registration throughput with 16 concurrent clients (spread over many events, and all on one event,
// where the row lock serialises them). Sequential requests over HTTP on the loopback; prints tables.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/events.ts
//     (PostgreSQL, in a database of its own that is dropped afterwards; without it, PGlite in memory)
//   BENCH_EVENTS=10000 BENCH_REGISTRATIONS=200000 BENCH_RUNS=30 by default.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { ITEM_COLLECTION_TYPES } from '@plaza/core';
import { createApp } from '../apps/server/src/app.ts';
import { issueAccessToken } from '../apps/server/src/auth/issueAccessToken.ts';
import { readConfig } from '../apps/server/src/config/config.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { newId } from '../apps/server/src/db/newId.ts';
import {
  insertRegistrations,
  type NewRegistration,
} from '../apps/server/src/db/repositories/eventRegistrationRepository.ts';
import { insertEvents, type NewEvent } from '../apps/server/src/db/repositories/eventRepository.ts';
import { insertUser } from '../apps/server/src/db/repositories/userRepository.ts';
import {
  insertSearchTestItems,
  testItemId,
  type SearchTestItem,
} from '../apps/server/src/hub/search/searchTestItems.ts';
import { createLogger } from '../apps/server/src/log/logger.ts';
import { seedDemoWhenEmpty } from '../apps/server/src/seed/seedDemo.ts';
import { adminQuery } from '../apps/server/src/testing/testDatabase.ts';
import { openBenchDatabase } from './support/benchDatabase.ts';
import { seededRandom as random } from '../apps/server/src/seed/seededRandom.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const CLIENTS = 16;
const PASSWORD = 'bench-password-1';
const NOW = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

const WORDS = 'river park water tree street budget council zoning transit bike school library flood trail bridge'.split(
  ' ',
);

async function main(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const {
    handle,
    url: benchUrl,
    drop,
  } = await openBenchDatabase({
    postgresUrl,
    embedded: 'memory',
    maxConnections: CLIENTS,
  });
  const db = handle.db;
  await migrateToLatest(db);
  await seedDemoWhenEmpty(db, { password: PASSWORD, now: () => NOW });
  const orgs = await db.selectFrom('orgs').select(['id', 'url_key']).execute();
  const riverside = orgs.find((o) => o.url_key === 'riverside')!.id;
  const groups = (await db.selectFrom('groups').select('id').execute()).map((g) => g.id);
  const rand = random(11);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const started = performance.now();

  // Attendees: enough users that every registration is a distinct (event, user) pair.
  const perUser = 100;
  const users = Math.max(CLIENTS * 100, Math.ceil(REGISTRATIONS / perUser));
  const usernames: string[] = [];
  for (let i = 0; i < users; i += 1) {
    const username = `bench_${i}`;
    usernames.push(username);
    await insertUser(db, {
      username,
      org_id: riverside,
      full_name: `Bench ${pick(WORDS)} ${i}`,
      email: `${username}@bench.example`,
      role: 'org_user',
      user_license_type: 'creatorUT',
      password_hash: 'x',
      created: NOW,
      modified: NOW,
      last_login: null,
    });
  }

  const eventIds: string[] = [];
  for (let from = 0; from < EVENTS; from += 1000) {
    const batch: NewEvent[] = [];
    for (let i = from; i < Math.min(EVENTS, from + 1000); i += 1) {
      const roll = rand();
      const start = NOW + Math.floor((rand() - 0.3) * 365) * DAY;
      const id = newId();
      eventIds.push(id);
      batch.push({
        id,
        org_id: riverside,
        creator: pick(['publisher_riverside', 'admin_riverside', 'user_riverside']),
        title: `${pick(WORDS)} ${pick(WORDS)} meeting ${i}`,
        summary: `${pick(WORDS)} ${pick(WORDS)}`,
        description: null,
        tags: [pick(WORDS), pick(WORDS)],
        time_zone: 'America/Los_Angeles',
        notify_attendees: false,
        allow_registration: true,
        all_day: false,
        start_date: new Date(start).toISOString().slice(0, 10),
        start_time: '18:00:00',
        end_date: new Date(start).toISOString().slice(0, 10),
        end_time: '20:00:00',
        start_at: start,
        end_at: start + 2 * 3_600_000,
        access: roll < 0.6 ? 'PUBLIC' : roll < 0.85 ? 'ORG' : 'PRIVATE',
        status: rand() < 0.95 ? 'PLANNED' : 'CANCELED',
        attendance_types: rand() < 0.5 ? ['IN_PERSON'] : ['IN_PERSON', 'VIRTUAL'],
        online_url: 'https://meet.example.org/x',
        online_details: null,
        online_capacity: null,
        in_person_capacity: null,
        location: null,
        read_groups: rand() < 0.1 ? [pick(groups)] : [],
        entity_ids: [],
        entity_types: [],
        created_at: NOW - Math.floor(rand() * 1e10),
        updated_at: NOW,
      });
    }
    await insertEvents(db, batch);
  }
  // 200k registrations: user u registers for events u*perUser … (distinct pairs, spread over every event).
  for (let from = 0; from < REGISTRATIONS; from += 5000) {
    const batch: NewRegistration[] = [];
    for (let n = from; n < Math.min(REGISTRATIONS, from + 5000); n += 1) {
      const user = usernames[Math.floor(n / perUser)]!;
      const event = eventIds[(Math.floor(n / perUser) * 37 + (n % perUser)) % eventIds.length]!;
      batch.push({
        id: newId(),
        event_id: event,
        user_id: user,
        created_by_id: user,
        role: 'ATTENDEE',
        status: 'ACCEPTED',
        type: 'IN_PERSON',
        first_name: 'Bench',
        last_name: String(n),
        created_at: NOW,
        updated_at: NOW,
      });
    }
    await db
      .transaction()
      .execute((trx) => insertRegistrations(trx, batch))
      .catch(async () => {
        // A rare duplicate pair when events wrap around: insert one by one, skipping it.
        for (const r of batch) await insertRegistrations(db, [r]).catch(() => undefined);
      });
  }
  // As many items, for the portal item search beside it.
  const types = Object.values(ITEM_COLLECTION_TYPES).flat();
  for (let from = 0; from < EVENTS; from += 1000) {
    const items: SearchTestItem[] = [];
    for (let i = from; i < Math.min(EVENTS, from + 1000); i += 1) {
      const roll = rand();
      items.push({
        id: testItemId(i + 1),
        owner: pick(['publisher_riverside', 'admin_riverside', 'user_riverside']),
        title: `${pick(WORDS)} ${pick(WORDS)} ${i}`,
        type: pick(types),
        access: roll < 0.6 ? 'public' : roll < 0.85 ? 'org' : 'private',
        tags: [pick(WORDS), pick(WORDS)],
        snippet: `${pick(WORDS)} ${pick(WORDS)}`,
        extent: [0, 0, 1, 1],
        created: NOW - Math.floor(rand() * 1e10),
      });
    }
    await db.transaction().execute((trx) => insertSearchTestItems(trx, items));
  }
  const loadSeconds = (performance.now() - started) / 1000;
  if (benchUrl) await adminQuery(benchUrl, 'analyze');

  const config = readConfig({ DATA_DIR: '/tmp', PLAZA_DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' });
  const app = createApp({ db, config, logger: createLogger('silent', () => undefined) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokenOf = async (username: string) =>
    (await issueAccessToken(db, { username, now: Date.now(), expirationMinutes: 120, source: 'password' })).token;
  const member = await tokenOf('user_riverside');
  const organiser = await tokenOf('publisher_riverside');
  const busiest = (
    await db
      .selectFrom('events')
      .select('id')
      .where('creator', '=', 'publisher_riverside')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;

  const scenarios: readonly [string, string, string | undefined][] = [
    [
      'events: upcoming, sort start asc',
      `/api/events/v1/events?num=20&sortBy=startDateTime&sortOrder=asc&startDateTimeAfter=${new Date(NOW).toISOString()}`,
      undefined,
    ],
    [
      'events: upcoming, sort start asc',
      `/api/events/v1/events?num=20&sortBy=startDateTime&sortOrder=asc&startDateTimeAfter=${new Date(NOW).toISOString()}`,
      member,
    ],
    ['events: title "river", newest', '/api/events/v1/events?num=20&title=river', undefined],
    ['events: title "river", newest', '/api/events/v1/events?num=20&title=river', member],
    [
      'events: tags + in person, page 11',
      '/api/events/v1/events?num=20&start=201&tags=park,flood&attendanceTypes=IN_PERSON',
      member,
    ],
    [
      'attendees of one event (organiser)',
      `/api/events/v1/registrations?eventId=${busiest}&num=20&sortBy=lastName`,
      organiser,
    ],
    [
      'items: q "river", newest',
      '/sharing/rest/search?f=json&q=river&num=20&sortField=created&sortOrder=desc',
      undefined,
    ],
    ['items: q "river", newest', '/sharing/rest/search?f=json&q=river&num=20&sortField=created&sortOrder=desc', member],
    ['items: modified desc, all', '/sharing/rest/search?f=json&q=*&num=20&sortField=modified&sortOrder=desc', member],
  ];
  const rows: string[][] = [];
  for (const [name, path, token] of scenarios) {
    const times: number[] = [];
    let total = 0;
    for (let run = -3; run < RUNS; run += 1) {
      const t0 = performance.now();
      const res = await fetch(`${origin}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
      const body = (await res.json()) as { total?: number; error?: unknown };
      if (!res.ok || body.error) throw new Error(`${path} → ${res.status} ${JSON.stringify(body.error)}`);
      total = body.total ?? total;
      if (run >= 0) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
    rows.push([
      name,
      token === undefined ? 'anonymous' : token === organiser ? 'organiser' : 'org member',
      String(total),
      at(0.5).toFixed(1),
      at(0.95).toFixed(1),
    ]);
  }

  // Registration throughput: 16 clients, each registering its own users, over many events or all on one.
  const throughput: string[][] = [];
  for (const [label, spread] of [
    ['16 clients, 100 events', 100],
    ['16 clients, one event (row lock)', 1],
  ] as const) {
    const targets: NewEvent[] = [];
    for (let i = 0; i < spread; i += 1) {
      const id = newId();
      targets.push({
        id,
        org_id: riverside,
        creator: 'publisher_riverside',
        title: `throughput ${label} ${i}`,
        summary: null,
        description: null,
        time_zone: 'UTC',
        notify_attendees: false,
        allow_registration: true,
        all_day: false,
        start_date: '2099-01-01',
        start_time: '10:00:00',
        end_date: '2099-01-01',
        end_time: '11:00:00',
        start_at: Date.UTC(2099, 0, 1, 10),
        end_at: Date.UTC(2099, 0, 1, 11),
        access: 'PUBLIC',
        status: 'PLANNED',
        attendance_types: ['IN_PERSON'],
        online_url: null,
        online_details: null,
        online_capacity: null,
        in_person_capacity: 1_000_000,
        location: null,
        created_at: NOW,
        updated_at: NOW,
      });
    }
    await insertEvents(db, targets);
    const perClient = 100;
    const tokens: string[][] = [];
    for (let c = 0; c < CLIENTS; c += 1) {
      const mine: string[] = [];
      for (let k = 0; k < perClient; k += 1)
        mine.push(await tokenOf(usernames[(c * perClient + k) % usernames.length]!));
      tokens.push(mine);
    }
    const t0 = performance.now();
    const latencies: number[] = [];
    await Promise.all(
      tokens.map(async (mine, c) => {
        for (let k = 0; k < mine.length; k += 1) {
          const eventId = targets[(c * perClient + k) % targets.length]!.id;
          const s = performance.now();
          const res = await fetch(`${origin}/api/events/v1/registrations`, {
            method: 'POST',
            headers: { authorization: `Bearer ${mine[k]}`, 'content-type': 'application/json' },
            body: JSON.stringify({ eventId }),
          });
          await res.text();
          if (res.status !== 201) throw new Error(`registration → ${res.status}`);
          latencies.push(performance.now() - s);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
    throughput.push([
      label,
      String(latencies.length),
      (latencies.length / seconds).toFixed(0),
      at(0.5).toFixed(1),
      at(0.95).toFixed(1),
    ]);
  }

  console.log(
    `\n${EVENTS} events, ${REGISTRATIONS} registrations, ${EVENTS} items loaded in ${loadSeconds.toFixed(1)} s (${postgresUrl ? 'PostgreSQL' : 'PGlite in memory'}); ${RUNS} sequential requests per row after 3 warm-ups\n`,
  );
  console.log('| search | caller | total | p50 ms | p95 ms |');
  console.log('|---|---|---:|---:|---:|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log('\n| registrations | accepted | per second | p50 ms | p95 ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of throughput) console.log(`| ${row.join(' | ')} |`);
  server.close();
  await handle.close();
  await drop();
}

await main();
