import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolStats } from '../../db/database.ts';
import { readJobQueue, type JobQueueState, type JobRunReport } from '../../db/repositories/jobRepository.ts';

/** What `/metrics` reads at scrape time beyond the counters the process keeps. */
export interface MetricsSources {
  readonly db: Db;
  /** The database pools' connections by pool name (`DatabaseHandle.poolStats`); absent, no pool gauge. */
  readonly pools?: () => Readonly<Record<string, PoolStats>>;
  readonly now?: () => number;
}

/**
 * One process's metrics (issue 42), in a registry of its own (several apps in one test process never mix): requests
 * by route family and status class with their latency, job runs, response-cache lookups, requests shed by admission
 * control, and — read from the database when scraped — the job queue's depth and the age of its oldest ready job.
 */
export interface PlazaMetrics {
  readonly registry: Registry;
  observeRequest(family: string, status: number, seconds: number): void;
  observeJobRun(run: JobRunReport): void;
  countCacheLookup(hit: boolean): void;
  countShed(): void;
  /** Where the admission line stands (read when scraped). */
  watchAdmission(load: () => { readonly active: number; readonly waiting: number }): void;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 1800];

/**
 * Builds a process's metrics over prom-client, with Node's default process metrics (CPU, memory, event loop lag).
 *
 * @example
 * const metrics = createMetrics({ db });
 * metrics.observeRequest('portal', 200, 0.012);
 * const text = await metrics.registry.metrics();
 */
export function createMetrics(sources: MetricsSources): PlazaMetrics {
  const registry = new Registry();
  const now = sources.now ?? Date.now;
  collectDefaultMetrics({ register: registry, prefix: 'plaza_' });
  const requests = new Counter({
    name: 'plaza_http_requests_total',
    help: 'HTTP requests answered, by route family and status class.',
    labelNames: ['family', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'plaza_http_request_duration_seconds',
    help: 'Time to the response headers, by route family.',
    labelNames: ['family'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const shed = new Counter({
    name: 'plaza_http_shed_total',
    help: 'Requests refused with 503 and Retry-After by admission control.',
    registers: [registry],
  });
  const cache = new Counter({
    name: 'plaza_response_cache_lookups_total',
    help: 'Anonymous portal answers looked up in the response cache, by result (hit or miss).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'plaza_job_runs_total',
    help: 'Job runs this process ended, by type and outcome.',
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'plaza_job_run_duration_seconds',
    help: 'Time a job run took, by type.',
    labelNames: ['type'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  // Read at scrape time from one query shared by the gauges it sets (prom-client collects them all at once); a
  // database that fails says so in plaza_database_up, and the queue's gauges keep their last values.
  let reading: Promise<JobQueueState | undefined> | undefined;
  const queueNow = (): Promise<JobQueueState | undefined> => {
    reading ??= readJobQueue(sources.db, now())
      .catch(() => undefined)
      .finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };
  new Gauge({
    name: 'plaza_database_up',
    help: '1 when the database answered the scrape’s query, else 0.',
    registers: [registry],
    async collect() {
      this.set((await queueNow()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'plaza_job_queue_depth',
    help: 'Jobs by state: ready (queued, due), scheduled (queued, due later), processing.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const queue = await queueNow();
      if (!queue) return;
      this.set({ state: 'ready' }, queue.ready);
      this.set({ state: 'scheduled' }, queue.scheduled);
      this.set({ state: 'processing' }, queue.processing);
    },
  });
  new Gauge({
    name: 'plaza_job_queue_oldest_age_seconds',
    help: 'How long the oldest ready job has waited since it became due (0 when none waits).',
    registers: [registry],
    async collect() {
      const queue = await queueNow();
      if (queue) this.set(queue.oldestReadySince === null ? 0 : Math.max(0, now() - queue.oldestReadySince) / 1000);
    },
  });
  if (sources.pools) {
    const pools = sources.pools;
    new Gauge({
      name: 'plaza_db_pool_connections',
      help:
        'Database pool connections by pool (request, background) and state: open (total), idle, the most the pool ' +
        'opens (max), and queries waiting for a connection (waiting).',
      labelNames: ['pool', 'state'] as const,
      registers: [registry],
      collect() {
        for (const [pool, stats] of Object.entries(pools())) {
          this.set({ pool, state: 'total' }, stats.total);
          this.set({ pool, state: 'idle' }, stats.idle);
          this.set({ pool, state: 'max' }, stats.max);
          this.set({ pool, state: 'waiting' }, stats.waiting);
        }
      },
    });
  }
  return {
    registry,
    observeRequest: (family, status, seconds) => {
      requests.inc({ family, status: `${Math.floor(status / 100)}xx` });
      latency.observe({ family }, seconds);
    },
    observeJobRun: (run) => {
      jobRuns.inc({ type: run.type, outcome: run.outcome });
      jobSeconds.observe({ type: run.type }, run.seconds);
    },
    countCacheLookup: (hit) => cache.inc({ result: hit ? 'hit' : 'miss' }),
    countShed: () => shed.inc(),
    watchAdmission: (load) => {
      new Gauge({
        name: 'plaza_admission_requests',
        help: 'Requests in the admission line: admitted and running (active), waiting for a place (waiting).',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const now = load();
          this.set({ state: 'active' }, now.active);
          this.set({ state: 'waiting' }, now.waiting);
        },
      });
    },
  };
}
