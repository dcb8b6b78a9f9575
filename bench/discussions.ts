// Benchmark (issue 16 "Speed"): the discussions service on a thread of BENCH_THREAD replies (first page with reaction
// counts, and the thread's root with its reply count), a board of BENCH_POSTS top-level posts over 200 discussions
// (newest, most reacted, unanswered), each beside the same page read straight in SQL (the floor), then posting
// throughput with 16 concurrent users. Sequential requests over HTTP on the loopback; prints tables.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/discussions.ts
//     (PostgreSQL, in a database of its own that is dropped afterwards; without it, PGlite in memory)
//   BENCH_THREAD=5000 BENCH_POSTS=100000 BENCH_RUNS=30 by default.
//
// The server's clock moves 11 minutes per call during the throughput run, so the rate limit is checked on every post
// (its queries are measured) without tripping.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { createApp } from '../apps/server/src/app.ts';
import { issueAccessToken } from '../apps/server/src/auth/issueAccessToken.ts';
import { readConfig } from '../apps/server/src/config/config.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { newId } from '../apps/server/src/db/newId.ts';
import { insertUser } from '../apps/server/src/db/repositories/userRepository.ts';
import { createLogger } from '../apps/server/src/log/logger.ts';
import { seedDemoWhenEmpty } from '../apps/server/src/seed/seedDemo.ts';
import { adminQuery } from '../apps/server/src/testing/testDatabase.ts';
import { openBenchDatabase } from './support/benchDatabase.ts';
import { seededRandom as random } from '../apps/server/src/seed/seededRandom.ts';

const THREAD = Number(process.env.BENCH_THREAD ?? 5_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const CLIENTS = 16;
const PER_CLIENT = 25;
const PASSWORD = 'bench-password-1';
const NOW = Date.UTC(2026, 0, 1);
const REACTIONS = ['thumbs_up', 'heart', 'rocket', 'eyes', 'thinking'];

function percentiles(times: number[]): { p50: number; p95: number } {
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

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
  const riverside = (
    await db.selectFrom('orgs').select('id').where('url_key', '=', 'riverside').executeTakeFirstOrThrow()
  ).id;
  const rand = random(16);
  const started = performance.now();

  const users: string[] = [];
  for (let i = 0; i < 200; i++) {
    const username = `bench_${i}`;
    users.push(username);
    await insertUser(db, {
      username,
      org_id: riverside,
      full_name: `Resident ${i}`,
      email: `${username}@bench.example`,
      role: 'org_user',
      user_license_type: 'creatorUT',
      password_hash: 'x',
      created: NOW,
      modified: NOW,
      last_login: null,
    });
  }
  const channelId = newId();
  await db
    .insertInto('channels')
    .values({
      id: channelId,
      org_id: riverside,
      creator: 'publisher_riverside',
      editor: null,
      name: 'Bench',
      allowed_reactions: null,
      metadata: null,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  await db
    .insertInto('channel_acl')
    .values(
      (['anonymousUser', 'authenticatedUser'] as const).map((category) => ({
        id: newId(),
        channel_id: channelId,
        category,
        sub_category: null,
        key: null,
        role: category === 'anonymousUser' ? ('read' as const) : ('readWrite' as const),
        creator: 'publisher_riverside',
        created_at: NOW,
        updated_at: NOW,
      })),
    )
    .execute();
  const post = (over: {
    id: string;
    parent: string | null;
    discussion: string;
    at: number;
    type?: 'text' | 'question';
  }) => ({
    id: over.id,
    channel_id: channelId,
    parent_id: over.parent,
    discussion: over.discussion,
    title: over.parent ? null : `Idea ${over.id.slice(0, 6)}`,
    body: 'A thought about the plan, with **Markdown** and a [link](https://example.org).',
    body_html:
      '<p>A thought about the plan, with <strong>Markdown</strong> and a <a href="https://example.org">link</a>.</p>',
    post_type: over.type ?? ('text' as const),
    poll_options: null,
    geometry: null,
    app_info: null,
    status: 'approved' as const,
    creator: users[Math.floor(rand() * users.length)]!,
    creator_address: null,
    editor: null,
    created_at: over.at,
    updated_at: over.at,
  });
  const reactionsOf = (postId: string, at: number) =>
    users
      .filter(() => rand() < 0.01)
      .map((creator) => ({
        id: newId(),
        post_id: postId,
        creator,
        value: REACTIONS[Math.floor(rand() * REACTIONS.length)]!,
        created_at: at,
      }));

  // The thread: one question and its replies, each with a few reactions.
  const rootId = newId();
  const threadDiscussion = 'hub://item/thread';
  await db
    .insertInto('posts')
    .values(post({ id: rootId, parent: null, discussion: threadDiscussion, at: NOW, type: 'question' }))
    .execute();
  for (let from = 0; from < THREAD; from += 1000) {
    const batch = [];
    const reactions = [];
    for (let i = from; i < Math.min(THREAD, from + 1000); i++) {
      const id = newId();
      batch.push(post({ id, parent: rootId, discussion: threadDiscussion, at: NOW + i * 1000 }));
      reactions.push(...reactionsOf(id, NOW));
    }
    await db.insertInto('posts').values(batch).execute();
    if (reactions.length > 0) await db.insertInto('reactions').values(reactions).execute();
  }
  // The board: top-level posts over 200 discussions, some questions, with reactions.
  const discussions = Array.from({ length: 200 }, (_, i) => `hub://item/board${i}`);
  for (let from = 0; from < POSTS; from += 2000) {
    const batch = [];
    const reactions = [];
    for (let i = from; i < Math.min(POSTS, from + 2000); i++) {
      const id = newId();
      batch.push(
        post({
          id,
          parent: null,
          discussion: discussions[i % 200]!,
          at: NOW - i * 60_000,
          type: rand() < 0.2 ? 'question' : 'text',
        }),
      );
      reactions.push(...reactionsOf(id, NOW));
    }
    await db.insertInto('posts').values(batch).execute();
    if (reactions.length > 0) await db.insertInto('reactions').values(reactions).execute();
  }
  const loadSeconds = (performance.now() - started) / 1000;
  if (benchUrl) await adminQuery(benchUrl, 'analyze');

  let clockOffset = 0;
  const config = readConfig({ DATA_DIR: '/tmp', PLAZA_DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' });
  const app = createApp({
    db,
    config,
    logger: createLogger('silent', () => undefined),
    now: () => Date.now() + clockOffset,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Long-lived: the throughput run moves the server's clock days ahead.
  const tokenOf = async (username: string) =>
    (await issueAccessToken(db, { username, now: Date.now(), expirationMinutes: 30 * 24 * 60, source: 'password' }))
      .token;
  const member = await tokenOf('user_riverside');

  const board = encodeURIComponent(discussions[7]!);
  const scenarios: readonly [string, string, string | undefined, () => Promise<unknown>][] = [
    [
      'thread: first 20 replies + reactions',
      `/api/discussions/v1/posts?parents=${rootId}&sortOrder=ASC&num=20`,
      member,
      () =>
        sql`select p.*, (select count(*) from reactions x where x.post_id = p.id) from posts p where p.parent_id = ${rootId} and p.status = 'approved' order by p.created_at asc limit 20`.execute(
          db,
        ),
    ],
    [
      'thread: the question, reply count',
      `/api/discussions/v1/posts/${rootId}`,
      undefined,
      () =>
        sql`select p.*, (select count(*) from posts r where r.parent_id = p.id and r.status = 'approved') from posts p where p.id = ${rootId}`.execute(
          db,
        ),
    ],
    [
      'board: newest 20 (500 posts)',
      `/api/discussions/v1/posts?discussion=${board}&parents=null&num=20`,
      undefined,
      () =>
        sql`select * from posts where discussion = ${discussions[7]} and parent_id is null and status = 'approved' order by created_at desc limit 20`.execute(
          db,
        ),
    ],
    [
      'board: most reacted 20',
      `/api/discussions/v1/posts?discussion=${board}&parents=null&num=20&sortBy=reactionCount`,
      member,
      () =>
        sql`select p.*, (select count(*) from reactions x where x.post_id = p.id) as n from posts p where discussion = ${discussions[7]} and parent_id is null and status = 'approved' order by n desc limit 20`.execute(
          db,
        ),
    ],
    [
      'board: unanswered questions',
      `/api/discussions/v1/posts?discussion=${board}&parents=null&num=20&unanswered=true`,
      member,
      () =>
        sql`select * from posts p where discussion = ${discussions[7]} and parent_id is null and post_type = 'question' and not exists (select 1 from posts a where a.parent_id = p.id and a.status = 'approved') order by created_at desc limit 20`.execute(
          db,
        ),
    ],
    [
      `channel: newest 20 of ${POSTS + THREAD + 1}`,
      `/api/discussions/v1/posts?channels=${channelId}&num=20`,
      member,
      () =>
        sql`select * from posts where channel_id = ${channelId} and status = 'approved' order by created_at desc limit 20`.execute(
          db,
        ),
    ],
  ];
  const rows: string[][] = [];
  for (const [name, path, token, floor] of scenarios) {
    const times: number[] = [];
    const floorTimes: number[] = [];
    let total = 0;
    for (let run = -3; run < RUNS; run++) {
      const t0 = performance.now();
      const res = await fetch(`${origin}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
      const body = (await res.json()) as { total?: number; replyCount?: number; error?: unknown };
      if (!res.ok) throw new Error(`${path} → ${res.status} ${JSON.stringify(body.error)}`);
      total = body.total ?? body.replyCount ?? total;
      const t1 = performance.now();
      await floor();
      if (run >= 0) {
        times.push(t1 - t0);
        floorTimes.push(performance.now() - t1);
      }
    }
    const api = percentiles(times);
    const direct = percentiles(floorTimes);
    rows.push([
      name,
      token ? 'member' : 'anonymous',
      String(total),
      api.p50.toFixed(1),
      api.p95.toFixed(1),
      direct.p50.toFixed(1),
      `${(api.p50 / direct.p50).toFixed(1)}×`,
    ]);
  }

  // Posting: 16 members at once, 25 posts each.
  const tokens = await Promise.all(users.slice(0, CLIENTS).map(tokenOf));
  const latencies: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    tokens.map(async (token, c) => {
      for (let i = 0; i < PER_CLIENT; i++) {
        clockOffset += 11 * 60_000;
        const s = performance.now();
        const res = await fetch(`${origin}/api/discussions/v1/posts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            channelId,
            title: `Throughput ${c}-${i}`,
            body: 'Posted under load.',
            discussion: 'hub://item/load',
          }),
        });
        if (res.status !== 201) throw new Error(`post → ${res.status} ${await res.text()}`);
        await res.body?.cancel();
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const posting = percentiles(latencies);
  const rss = process.memoryUsage().rss / 1024 / 1024;

  console.log(
    `\n# Discussions — ${postgresUrl ? 'PostgreSQL' : 'PGlite (memory)'}; thread ${THREAD}, board ${POSTS} posts; loaded in ${loadSeconds.toFixed(0)} s\n`,
  );
  table(['scenario', 'caller', 'total', 'p50 ms', 'p95 ms', 'SQL p50 ms', 'ratio'], rows);
  console.log('');
  table(
    ['posting', 'posts', 'posts/s', 'p50 ms', 'p95 ms', 'peak RSS MB'],
    [
      [
        `${CLIENTS} users at once`,
        String(CLIENTS * PER_CLIENT),
        ((CLIENTS * PER_CLIENT) / seconds).toFixed(0),
        posting.p50.toFixed(1),
        posting.p95.toFixed(1),
        rss.toFixed(0),
      ],
    ],
  );
  server.close();
  await handle.close();
  await drop();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
