import path from 'node:path';
import { sql } from 'kysely';
import { readConfig } from '../config/config.ts';
import { openDatabase } from '../db/database.ts';
import { acquireDataDirLock } from '../db/dataDirLock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoWhenEmpty } from './seedDemo.ts';

// `npm run seed [-- --reset]`: seeds the demo data into an empty database; with --reset, drops
// everything first. Refuses while a server holds the embedded data folder.
const reset = process.argv.includes('--reset');
const config = readConfig();
const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pg') },
);
try {
  if (reset) {
    await sql`drop schema public cascade`.execute(database.db);
    await sql`create schema public`.execute(database.db);
    process.stdout.write('plaza: database reset.\n');
  }
  await migrateToLatest(database.db);
  const result = await seedDemoWhenEmpty(database.db, { password: config.demoPassword, baseDomain: config.baseDomain });
  process.stdout.write(
    result.seeded
      ? `plaza: demo data created (${result.signIns.map((s) => s.username).join(', ')}).\n`
      : 'plaza: the database already holds data; nothing seeded (use --reset to start over).\n',
  );
} finally {
  await database.close();
  lock?.release();
}
