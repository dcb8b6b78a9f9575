import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { inject } from 'vitest';
import { createApp } from '../../app.ts';
import { readConfig, type Config } from '../../config/config.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../../db/database.ts';
import { insertTelemetryEvents } from '../../db/repositories/telemetryRepository.ts';
import { createLogger } from '../../log/logger.ts';
import { TelemetryQueue } from '../../db/telemetryQueue.ts';
import {
  adminQuery,
  randomDbName,
  readSnapshot,
  TEST_PASSWORD,
  testDbKind,
  testPostgresUrl,
  withDatabase,
} from '../../testing/testDatabase.ts';

/** Several Plaza apps, each listening on 127.0.0.1, over one seeded database. */
export interface InstancesOnOneDatabase {
  /** A handle of the shared database (the first instance's), for checks. */
  readonly db: Db;
  readonly config: Config;
  /** Each instance's origin (`http://127.0.0.1:PORT`). */
  readonly origins: readonly string[];
  /** Each instance's telemetry queue (written a minute later unless flushed). */
  readonly telemetry: readonly TelemetryQueue[];
  /** Every log line the instances wrote. */
  readonly logs: readonly string[];
  close(): Promise<void>;
}

export interface InstancesOptions {
  readonly env?: Readonly<Record<string, string>>;
  /** The instances' clock (the same for all, so a limit's refill does not depend on how fast the machine is). */
  readonly now?: () => number;
}

/**
 * `count` app instances over ONE database, as processes share one PostgreSQL: on PostgreSQL each instance has its own
 * connection pool (so nothing but the database is shared); on the embedded database, which one process opens, they
 * share its handle. Seeded like {@link createTestApp}'s database (password `TEST_PASSWORD`). For limit tests.
 *
 * @example
 * const many = await startInstancesOnOneDatabase(3, { now: () => clock });
 * await fetch(`${many.origins[1]}/api/telemetry/v1/events`, { method: 'POST', body });
 */
export async function startInstancesOnOneDatabase(
  count: number,
  options: InstancesOptions = {},
): Promise<InstancesOnOneDatabase> {
  const { handles, drop } = await openHandles(count);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-limits-'));
  const config = readConfig({ ...options.env, DATA_DIR: dataDir, PLAZA_DEMO_PASSWORD: TEST_PASSWORD });
  const logs: string[] = [];
  const logger = createLogger('info', (line) => logs.push(line));
  const servers: ServerType[] = [];
  const origins: string[] = [];
  const queues: TelemetryQueue[] = [];
  for (const handle of handles) {
    const telemetry = new TelemetryQueue((rows) => insertTelemetryEvents(handle.db, rows), {
      onError: (error) => logger.warn('telemetry write failed', { error }),
      flushDelayMs: 60_000,
    });
    queues.push(telemetry);
    const app = createApp({ db: handle.db, config, logger, telemetry, ...(options.now ? { now: options.now } : {}) });
    origins.push(
      await new Promise<string>((resolve) => {
        servers.push(
          serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
            resolve(`http://127.0.0.1:${info.port}`),
          ),
        );
      }),
    );
  }
  return {
    db: handles[0]!.db,
    config,
    origins,
    telemetry: queues,
    logs,
    close: async () => {
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
      for (const queue of queues) await queue.close();
      for (const handle of new Set(handles)) await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openHandles(count: number): Promise<{ handles: DatabaseHandle[]; drop: () => Promise<void> }> {
  const template = inject('plazaTestTemplate');
  if (testDbKind() === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite-memory', snapshot: readSnapshot(template) });
    return { handles: Array.from({ length: count }, () => handle), drop: async () => undefined };
  }
  const url = testPostgresUrl()!;
  const name = randomDbName('plaza_limits');
  await adminQuery(url, `create database ${name} template ${template}`);
  const handles: DatabaseHandle[] = [];
  for (let i = 0; i < count; i++) {
    handles.push(await openDatabase({ kind: 'postgres', url: withDatabase(url, name), maxConnections: 4 }));
  }
  return { handles, drop: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
}
