import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import { seedDemoWhenEmpty } from '../../seed/seedDemo.ts';
import { writeBackup } from '../backup/writeBackup.ts';
import { RELEASED_SCHEMAS } from './releasedSchemas.ts';

// `npm run release:fixture -- <version>` (ADR 0192): when a release is cut, the demo data seeded on exactly its
// migrations, kept as a backup beside releasedSchemas.ts, for the upgrade test of every later release.
const version = process.argv[2];
const release = RELEASED_SCHEMAS.find((r) => r.version === version);
if (!release) {
  process.stderr.write(`Name a release of releasedSchemas.ts: ${RELEASED_SCHEMAS.map((r) => r.version).join(', ')}\n`);
  process.exit(1);
}
const handle = await openDatabase({ kind: 'pglite-memory' });
try {
  await migrateToLatest(handle.db, Object.fromEntries(release.migrations.map((name) => [name, migrations[name]!])));
  await seedDemoWhenEmpty(handle.db, { password: 'release-fixture-1', now: () => Date.parse('2026-11-28T12:00:00Z') });
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), release.fixture);
  await writeBackup(
    { db: handle.db, database: 'pglite', now: () => new Date('2026-11-28T12:00:00Z') },
    fs.createWriteStream(file),
  );
  process.stdout.write(`wrote ${file} (${fs.statSync(file).size} bytes)\n`);
} finally {
  await handle.close();
}
