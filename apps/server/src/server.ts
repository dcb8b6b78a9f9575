import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import http, { type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { createApp } from './app.ts';
import { startCredentialSweep } from './auth/startCredentialSweep.ts';
import { FACET_FOLD_INTERVAL_MS, foldItemFacetDeltas } from './db/repositories/itemFacetCountRepository.ts';
import { ANALYZE_INTERVAL_MS, analyzeWhenChanged } from './db/upkeep/analyzeWhenChanged.ts';
import { answerLoopbackInProcess } from './lifecycle/answerLoopbackInProcess.ts';
import { startPeriodicTask } from './lifecycle/startPeriodicTask.ts';
import { insertTelemetryEvents } from './db/repositories/telemetryRepository.ts';
import { TelemetryQueue } from './db/telemetryQueue.ts';
import { TELEMETRY_UPKEEP_INTERVAL_MS, upkeepTelemetry } from './telemetry/telemetryUpkeep.ts';
import { admissionLimitsFor } from './http/admission/admissionControl.ts';
import type { Config } from './config/config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { acquireDataDirLock, type DataDirLock } from './db/dataDirLock.ts';
import { migrateToLatest } from './db/migrate.ts';
import { forgetSignInClaims } from './db/repositories/signInFailureRepository.ts';
import { jobHandlersFor } from './jobs/jobHandlers.ts';
import { startJobRunner } from './jobs/jobRunner.ts';
import { createMetrics } from './ops/metrics/createMetrics.ts';
import { serveBackupSocket } from './ops/backup/backupSocket.ts';
import { trackConnections, type ConnectionDrain } from './lifecycle/connectionDrain.ts';
import type { Logger } from './log/logger.ts';
import { seedDemoWhenEmpty, type SeedResult } from './seed/seedDemo.ts';
import { deferredRenderer } from './ssr/deferredRenderer.ts';
import type { WebRenderer } from './ssr/webRenderer.ts';
import { StartTimings } from './lifecycle/startTimings.ts';
import { warmUpPages } from './ssr/warmUpPages.ts';

export interface RunningServer {
  readonly url: string;
  readonly seed: SeedResult;
  /**
   * Settles once the pages can be drawn: the web app is loaded after the server listens (issue 42), so a start that
   * cannot load it fails here, after `/healthz` answered.
   */
  readonly pagesReady: Promise<void>;
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes the database. */
  close(graceMs?: number): Promise<void>;
}

export interface StartOptions {
  /** Builds the page renderer; production loads the built web app, development uses Vite. */
  readonly renderer: () => Promise<WebRenderer>;
  /** Built client assets to serve; absent in development (Vite serves them). */
  readonly clientDir?: string;
  /** A connect-style middleware in front of the app (development puts Vite's here). */
  readonly frontMiddleware?: FrontMiddleware;
}

/**
 * Opens (and locks) the data folder, migrates, seeds when empty and listens; sweeps expired credentials
 * until closed.
 *
 * @example
 * const running = await startServer(readConfig(), createLogger('info'), { renderer: ... });
 * await running.close();
 */
export async function startServer(config: Config, logger: Logger, options: StartOptions): Promise<RunningServer> {
  const timings = new StartTimings();
  timings.mark('modulesMs');
  const lock: DataDirLock | undefined = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  let database: DatabaseHandle | undefined;
  let stopJobs: (() => Promise<void>) | undefined;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pg') },
      // Request work and background work (jobs, upkeep, migrations) under their own statement timeouts (ADR 0184).
      {
        statementTimeoutMs: config.statementTimeout.requestMs,
        backgroundStatementTimeoutMs: config.statementTimeout.backgroundMs,
      },
    );
    timings.mark('databaseMs');
    const applied = await migrateToLatest(database.background);
    timings.mark('migrationsMs');
    if (applied.length > 0) logger.info('migrated', { applied });
    // One process opens the embedded database: a sign-in claim left in it is a dead process's, never a failure (ADR 0187).
    if (database.kind === 'pglite') await forgetSignInClaims(database.background);
    // In connector mode sites, items, groups and people are the remote portal's: no demo organisations (ADR 0201).
    const seed: SeedResult = config.connector
      ? { seeded: false, signIns: [] }
      : await seedDemoWhenEmpty(database.background, {
          password: config.demoPassword,
          baseDomain: config.baseDomain,
        });
    timings.mark('seedMs');
    // Loaded once the server listens: `/healthz` does not wait for the web app; pages (and `/readyz`) do.
    const renderer = deferredRenderer(options.renderer);
    let pagesLoading = true;
    let portalUrl = '';
    // Background jobs (publishing) run in this process, claimed safely when processes share a database (ADR 0122).
    // One set of metrics for the process: its requests and its job runs (/metrics, ADR 0191).
    const handle = database;
    const metrics = createMetrics({ db: database.db, pools: () => handle.poolStats() });
    let draining = false;
    const jobs = startJobRunner({
      db: database.background,
      logger,
      handlers: jobHandlersFor(config),
      onRun: metrics.observeJobRun,
    });
    stopJobs = () => jobs.stop();
    // Accepted telemetry is written a second after it arrives, off the request path (issue 22, ADR 0172).
    const eventsDb = database.background;
    const telemetry = new TelemetryQueue((rows) => insertTelemetryEvents(eventsDb, rows), {
      onError: (error) => logger.warn('telemetry write failed', { error }),
    });
    const app = createApp(
      { db: database.db, config, logger, jobs, telemetry },
      {
        renderer,
        internalPortalUrl: () => portalUrl,
        admission: { ...admissionLimitsFor(database.kind), ...config.admission },
        metrics,
        draining: () => draining,
        pagesLoading: () => pagesLoading,
        ...(options.clientDir ? { clientDir: options.clientDir } : {}),
      },
    );
    const server = await listen(app.fetch, config, options.frontMiddleware);
    timings.mark('listenMs');
    const pagesReady = renderer.load().then(() => {
      pagesLoading = false;
      timings.mark('pagesMs');
      logger.info('pages ready', timings.fields());
    });
    logger.info('listening', timings.fields());
    const address = server.address() as AddressInfo;
    const origin = loopbackOrigin(config.host, address.port);
    portalUrl = `${origin}/sharing/rest`;
    // Pages and feeds read the portal at that address; those calls never leave the process (ADR 0168).
    const restoreFetch = answerLoopbackInProcess(origin, (request) => app.fetch(request));
    // The first visitors find the pages warm (issue 40); `/healthz` answers meanwhile.
    const home = `http://${config.baseDomain}`;
    void pagesReady.then(
      () => warmUpPages((request) => app.fetch(request), [`${home}/`, `${home}/search`], logger),
      () => undefined,
    );
    const db = database;
    const connections = trackConnections(server as Server);
    // `npm run backup` asks this process for a snapshot of the embedded database it holds (ADR 0190).
    const backups = db.kind === 'pglite' ? await serveBackupSocket(config.dataDir, db.background, logger) : undefined;
    // Expired tokens, codes and refresh tokens are deleted off the request path (ADR 0103).
    const sweep = startCredentialSweep({ db: db.background, logger });
    // Facet count changes are folded into the maintained counts every few seconds (ADR 0165).
    const fold = startPeriodicTask(() => foldItemFacetDeltas(db.background), {
      intervalMs: FACET_FOLD_INTERVAL_MS,
      onError: (error) => logger.warn('facet count fold failed', { error }),
    });
    // The embedded database gathers no planner statistics by itself (no autovacuum): gathered when the data moved.
    const analyze =
      db.kind === 'pglite'
        ? startPeriodicTask(analyzeWhenChanged(db.background), {
            intervalMs: ANALYZE_INTERVAL_MS,
            onError: (error) => logger.warn('statistics upkeep failed', { error }),
          })
        : undefined;
    // Telemetry older than its retention is forgotten, finished days are rolled up (issue 22, ADR 0172).
    const prune = startPeriodicTask(() => upkeepTelemetry(db.background, config.telemetry.retentionDays, Date.now()), {
      intervalMs: TELEMETRY_UPKEEP_INTERVAL_MS,
      onError: (error) => logger.warn('telemetry upkeep failed', { error }),
    });
    return {
      url: `http://localhost:${address.port}`,
      seed,
      pagesReady,
      close: async (graceMs = 8000) => {
        draining = true;
        await stopServer(server as Server, connections, graceMs);
        restoreFetch();
        await backups?.close();
        await sweep.stop();
        await fold.stop();
        await analyze?.stop();
        await prune.stop();
        await telemetry.close();
        await jobs.stop();
        await db.close();
        lock?.release();
      },
    };
  } catch (error) {
    await stopJobs?.().catch(() => undefined);
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

/** An origin this process can reach itself on, whatever interface it listens on. */
function loopbackOrigin(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

export type FrontMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  config: Config,
  front: FrontMiddleware | undefined,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const createServer = front
      ? (serverOptions: http.ServerOptions, listener: RequestListener) =>
          http.createServer(serverOptions, (req, res) => front(req, res, () => listener(req, res)))
      : undefined;
    const server = serve(
      {
        fetch,
        port: config.port,
        hostname: config.host,
        ...(createServer ? { createServer: createServer as unknown as typeof http.createServer } : {}),
      },
      () => resolve(server),
    );
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${config.port} is already in use. Set PORT to a free port.`, { cause: error }));
      } else reject(error);
    });
  });
}

function stopServer(server: Server, connections: ConnectionDrain, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    connections.drain();
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
