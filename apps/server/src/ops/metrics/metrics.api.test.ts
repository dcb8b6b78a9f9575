import { sql } from 'kysely';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { insertJob } from '../../db/repositories/jobRepository.ts';
import { createLogger } from '../../log/logger.ts';
import { demoItemId } from '../../seed/demoItemId.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { testDbKind } from '../../testing/testDatabase.ts';

// /metrics (issue 42, ADR 0191) scraped over a real socket and read with a Prometheus text parser: requests by route
// family and status class with latency histograms, the job queue from the database, cache hits and misses, requests
// shed by admission control; and who may scrape (loopback without a proxy's header, or the configured token).
const PARKS = demoItemId('riverside', 'park-boundaries');
let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.listen();
});
afterAll(async () => {
  await t?.close();
});

async function scrape(base = origin, headers: Record<string, string> = {}): Promise<PrometheusFamily[]> {
  const res = await fetch(`${base}/metrics`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(await res.text());
}

function family(families: readonly PrometheusFamily[], name: string): PrometheusFamily {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`No metric ${name}`);
  return found;
}

function valueOf(families: readonly PrometheusFamily[], name: string, labels: Record<string, string> = {}): number {
  const sample = family(families, name).metrics.find((m) =>
    Object.entries(labels).every(([key, value]) => m.labels?.[key] === value),
  );
  return sample?.value === undefined ? 0 : Number(sample.value);
}

describe('/metrics', () => {
  it('counts requests by route family and status class, with a latency histogram per family', async () => {
    const before = await scrape();
    const okBefore = valueOf(before, 'plaza_http_requests_total', { family: 'portal', status: '2xx' });
    const missingBefore = valueOf(before, 'plaza_http_requests_total', { family: 'hub', status: '4xx' });
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${origin}/sharing/rest/portals/self?f=json`)).status).toBe(200);
    expect((await fetch(`${origin}/api/no-such-service`)).status).toBe(404);
    const after = await scrape();
    expect(valueOf(after, 'plaza_http_requests_total', { family: 'portal', status: '2xx' })).toBe(okBefore + 3);
    expect(valueOf(after, 'plaza_http_requests_total', { family: 'hub', status: '4xx' })).toBe(missingBefore + 1);
    // The parser folds a labelled histogram into one sample of buckets: its type and bucket bounds are what it keeps.
    const latency = family(after, 'plaza_http_request_duration_seconds');
    expect(latency.type).toBe('HISTOGRAM');
    expect(Object.keys(latency.metrics[0]!.buckets!).sort()).toEqual(
      ['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf'].sort(),
    );
    // Node's own process metrics come along.
    expect(family(after, 'plaza_process_resident_memory_bytes').type).toBe('GAUGE');
  });

  it('reads the job queue from the database: depth by state and the oldest ready job’s age', async () => {
    const now = Date.now();
    const job = (id: string, runAfter: number) =>
      insertJob(t.db, {
        id: id.padEnd(32, '0'),
        type: 'probe',
        itemId: null,
        owner: '',
        params: {},
        now: runAfter,
        runAfter,
      });
    await job('ready1', now - 120_000);
    await job('ready2', now - 1_000);
    await job('later', now + 3_600_000);
    const families = await scrape();
    expect(valueOf(families, 'plaza_job_queue_depth', { state: 'ready' })).toBe(2);
    expect(valueOf(families, 'plaza_job_queue_depth', { state: 'scheduled' })).toBe(1);
    expect(valueOf(families, 'plaza_job_queue_depth', { state: 'processing' })).toBe(0);
    expect(valueOf(families, 'plaza_job_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(120);
    expect(valueOf(families, 'plaza_database_up')).toBe(1);
    await t.db.deleteFrom('jobs').where('type', '=', 'probe').execute();
    expect(valueOf(await scrape(), 'plaza_job_queue_oldest_age_seconds')).toBe(0);
  });

  it('counts the response cache’s hits and misses', async () => {
    const before = await scrape();
    const url = `${origin}/sharing/rest/content/items/${PARKS}?f=json&probe=${Date.now()}`;
    for (let i = 0; i < 3; i += 1) expect((await fetch(url)).status).toBe(200);
    const after = await scrape();
    const delta = (result: string) =>
      valueOf(after, 'plaza_response_cache_lookups_total', { result }) -
      valueOf(before, 'plaza_response_cache_lookups_total', { result });
    expect(delta('miss')).toBe(1);
    expect(delta('hit')).toBe(2);
  });

  it('reads each database pool’s connections when scraped: open, idle, the most it opens, and those waiting', async () => {
    const families = await scrape();
    const pools = family(families, 'plaza_db_pool_connections').metrics.map((m) => m.labels?.pool);
    // PostgreSQL: the request pool (4 connections for a suite) and the background pool (3); PGlite: one pool of one
    // connection to its one engine.
    const postgres = testDbKind() === 'postgres';
    expect([...new Set(pools)].sort()).toEqual(postgres ? ['background', 'request'] : ['request']);
    expect(valueOf(families, 'plaza_db_pool_connections', { pool: 'request', state: 'max' })).toBe(postgres ? 4 : 1);
    if (postgres) {
      expect(valueOf(families, 'plaza_db_pool_connections', { pool: 'background', state: 'max' })).toBe(3);
    }
    const stats = (from: readonly PrometheusFamily[], pool: string) => {
      const of = (state: string): number => valueOf(from, 'plaza_db_pool_connections', { pool, state });
      return { total: of('total'), idle: of('idle'), max: of('max'), waiting: of('waiting') };
    };
    for (const pool of new Set(pools)) {
      const { total, idle, max, waiting } = stats(families, pool!);
      expect(0 <= idle && idle <= total && total <= max, pool).toBe(true);
      expect(Number.isInteger(waiting) && waiting >= 0, pool).toBe(true);
    }
    if (postgres) {
      // A connection held by a transaction is open and not idle while the scrape reads the pool.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const isHeld = new Promise<void>((resolve) => (held = resolve));
      const holder = t.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        held();
        await released;
      });
      await isHeld;
      try {
        const during = stats(await scrape(), 'request');
        expect(during.total - during.idle).toBeGreaterThanOrEqual(1);
      } finally {
        release();
        await holder;
      }
    }
  });

  it('counts the requests admission control sheds (each a 503 with Retry-After)', async () => {
    const app = createApp(
      { db: t.db, config: t.config, logger: createLogger('silent') },
      { admission: { maxActive: 1, maxWaiting: 0, maxWaitMs: 60_000 } },
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => app.request('/sharing/rest/search?f=json&q=parks')),
    );
    const shed = answers.filter((res) => res.status === 503);
    expect(shed.length).toBeGreaterThan(0);
    expect(shed.every((res) => res.headers.get('retry-after') !== null)).toBe(true);
    const server = await import('@hono/node-server');
    const listening = await new Promise<{ close: () => void; base: string }>((resolve) => {
      const s = server.serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve({ close: () => s.close(), base: `http://127.0.0.1:${info.port}` }),
      );
    });
    try {
      expect(valueOf(await scrape(listening.base), 'plaza_http_shed_total')).toBe(shed.length);
    } finally {
      listening.close();
    }
  });
});

describe('who may scrape /metrics', () => {
  it('the loopback address directly; not through a proxy, nor a request without a socket', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await fetch(`${origin}/metrics`, { headers: { [header]: '203.0.113.7' } });
      expect(res.status).toBe(403);
      expect(await res.text()).toMatch(/PLAZA_METRICS_TOKEN/);
    }
    expect((await t.app.request('/metrics')).status).toBe(403);
  });

  it('with PLAZA_METRICS_TOKEN, whoever bears it, and no one else', async () => {
    const token = 'a-long-scrape-token-0123';
    const app = createApp({
      db: t.db,
      config: { ...t.config, metricsToken: token },
      logger: createLogger('silent'),
    });
    expect((await app.request('/metrics', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect(
      (await app.request('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status,
    ).toBe(403);
    expect((await app.request('/metrics')).status).toBe(403);
  });
});
