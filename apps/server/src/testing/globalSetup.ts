import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import {
  adminQuery,
  buildPgliteSnapshot,
  prepareTemplate,
  randomDbName,
  testDbKind,
  withDatabase,
} from './testDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the snapshot file each suite loads. PostgreSQL: the template database each suite copies. */
    plazaTestTemplate: string;
  }
}

/**
 * Builds the database every API suite starts from, once per run: a PGlite snapshot file, or a
 * migrated and seeded PostgreSQL template database that is dropped when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Project `env` reaches the test workers, not this process: read it from the project.
  if (testDbKind(project.config.env) === 'postgres') {
    const url = requireDatabaseUrl();
    const template = randomDbName('plaza_tpl');
    await adminQuery(url, `create database ${template}`);
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), maxConnections: 2 });
    try {
      await prepareTemplate(handle);
    } finally {
      await handle.close();
    }
    project.provide('plazaTestTemplate', template);
    return () => adminQuery(url, `drop database if exists ${template} with (force)`);
  }
  const file = path.join(os.tmpdir(), `plaza-snapshot-${process.pid}-${Date.now()}.tar`);
  await buildPgliteSnapshot(file);
  project.provide('plazaTestTemplate', file);
  return async () => fs.rmSync(file, { force: true });
}

function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The api-postgres project needs DATABASE_URL.');
  return url;
}
