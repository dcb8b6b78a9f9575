import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { readConfig, type Config } from '../config/config.ts';
import { createMetrics } from '../ops/metrics/createMetrics.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../db/database.ts';
import type { AppEnv } from '../http/appEnv.ts';
import { createLogger } from '../log/logger.ts';
import { insertTelemetryEvents } from '../db/repositories/telemetryRepository.ts';
import { TelemetryQueue } from '../db/telemetryQueue.ts';
import { adminQuery, randomDbName, readSnapshot, TEST_PASSWORD, testDbKind, withDatabase } from './testDatabase.ts';

export interface TestApp {
  readonly app: Hono<AppEnv>;
  readonly db: Db;
  readonly config: Config;
  /** Where the app queues accepted telemetry; `flush()` writes it now (the server does so a second later). */
  readonly telemetry: TelemetryQueue;
  /** Every log line written while the suite ran (to check that no secret is logged). */
  readonly logs: string[];
  /** Listens on 127.0.0.1 on a free port; returns the origin. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra configuration, read like environment variables (never from `process.env`). */
  readonly env?: Readonly<Record<string, string>>;
  /** A client build to serve (`/assets/*` and the files at the root), as `npm start` serves the web app's. */
  readonly clientDir?: string;
}

/**
 * A whole Plaza app over a database of its own, seeded with the demo data
 * (password {@link TEST_PASSWORD}): PGlite from the run's snapshot, or a fresh PostgreSQL database
 * copied from the run's template and dropped on close. One per suite, in `beforeAll`.
 *
 * @example
 * const t = await createTestApp({ env: { PLAZA_DATA_URL_ALLOW_PRIVATE: '127.0.0.1' } });
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { handle, dropDatabase } = await openSuiteDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-test-'));
  const config = readConfig({
    ...options.env,
    DATA_DIR: dataDir,
    PLAZA_DEMO_PASSWORD: TEST_PASSWORD,
    LOG_LEVEL: 'debug',
  });
  const logs: string[] = [];
  const logger = createLogger('debug', (line) => logs.push(line));
  const telemetry = new TelemetryQueue((rows) => insertTelemetryEvents(handle.db, rows), {
    onError: (error) => logger.warn('telemetry write failed', { error }),
    flushDelayMs: 60_000,
  });
  // /metrics reads the suite database's pools, as the server's does (ADR 0191).
  const metrics = createMetrics({ db: handle.db, pools: () => handle.poolStats() });
  const app = createApp(
    { db: handle.db, config, logger, telemetry },
    { metrics, ...(options.clientDir ? { clientDir: options.clientDir } : {}) },
  );
  let server: ServerType | undefined;
  return {
    app,
    db: handle.db,
    config,
    telemetry,
    logs,
    listen: () =>
      new Promise((resolve) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
          resolve(`http://127.0.0.1:${info.port}`),
        );
      }),
    close: async () => {
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
      await telemetry.close();
      await handle.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openSuiteDatabase(): Promise<{ handle: DatabaseHandle; dropDatabase: () => Promise<void> }> {
  const template = inject('plazaTestTemplate');
  if (testDbKind() === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite-memory', snapshot: readSnapshot(template) });
    return { handle, dropDatabase: async () => undefined };
  }
  const url = process.env.DATABASE_URL!;
  const name = randomDbName('plaza_test');
  await adminQuery(url, `create database ${name} template ${template}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), maxConnections: 4 });
  return { handle, dropDatabase: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
}
