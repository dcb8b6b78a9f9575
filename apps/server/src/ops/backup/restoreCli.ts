import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../../config/config.ts';
import { openDatabase } from '../../db/database.ts';
import { acquireDataDirLock } from '../../db/dataDirLock.ts';
import { countPublicTables } from '../../db/repositories/backupRepository.ts';
import { BackupError } from './backupArchive.ts';
import { progressLine } from './progressLine.ts';
import { restoreBackup } from './restoreBackup.ts';

// `npm run restore -- <archive>` (issue 42, ADR 0190): into an empty DATA_DIR (the embedded database), or with
// DATABASE_URL into an empty PostgreSQL database (and the archive's files into DATA_DIR). Refuses anything not empty.
const progress = progressLine(process.stderr);
const numbers = new Intl.NumberFormat('en');

function isEmptyFolder(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

async function main(): Promise<void> {
  const source = process.argv[2];
  if (!source)
    throw new BackupError('BACKUP_INVALID', 'Name the archive to restore: npm run restore -- <archive.tar.gz>');
  const archive = path.resolve(source);
  if (!fs.existsSync(archive)) throw new BackupError('BACKUP_INVALID', `${archive} does not exist.`);
  const config = readConfig();
  if (!isEmptyFolder(config.dataDir)) {
    throw new BackupError(
      'RESTORE_TARGET_NOT_EMPTY',
      `The data folder ${config.dataDir} is not empty: restore writes into an empty folder only. Point DATA_DIR at a new folder (or move this one's contents away).`,
    );
  }
  const onProgress = (p: { table: string; rows: number }) =>
    progress(`plaza restore: ${numbers.format(p.rows)} rows · ${p.table}`);
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, maxConnections: 1 });
    try {
      const tables = await countPublicTables(database.background);
      if (tables > 0) {
        throw new BackupError(
          'RESTORE_TARGET_NOT_EMPTY',
          `The database of DATABASE_URL is not empty (${tables} tables): restore writes into an empty database only. Create one (createdb plaza_restored) and point DATABASE_URL at it.`,
        );
      }
      await restoreBackup(
        { db: database.background, dataDir: config.dataDir, onProgress },
        fs.createReadStream(archive),
      );
    } finally {
      await database.close();
    }
  } else {
    const lock = acquireDataDirLock(config.dataDir);
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pg') });
      try {
        await restoreBackup(
          { db: database.background, dataDir: config.dataDir, onProgress },
          fs.createReadStream(archive),
        );
      } finally {
        await database.close();
      }
    } finally {
      lock.release();
    }
  }
  progress.done(`plaza restore: restored ${archive}.`);
}

main().catch((error: unknown) => {
  process.stderr.write(`\nplaza restore: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
