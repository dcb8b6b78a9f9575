import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { readConfig } from '../../config/config.ts';
import { openDatabase } from '../../db/database.ts';
import { acquireDataDirLock, DataDirLockedError } from '../../db/dataDirLock.ts';
import { BackupError } from './backupArchive.ts';
import { BACKUP_SOCKET } from './backupSocket.ts';
import { progressLine } from './progressLine.ts';
import { writeBackup, type BackupProgress } from './writeBackup.ts';

// `npm run backup -- <archive>` (issue 42, ADR 0190): the database and the data folder's files into one .tar.gz.
// PostgreSQL (DATABASE_URL): read directly in one snapshot. The embedded database: through the running server's socket
// in DATA_DIR, or, when no server runs, by opening the data folder itself.
const progress = progressLine(process.stderr);
const numbers = new Intl.NumberFormat('en');
const tell = (p: BackupProgress) =>
  progress(`plaza backup: tables ${p.tablesDone}/${p.tables} · ${numbers.format(p.rows)} rows · ${p.table}`);

function fromServer(socket: string, out: fs.WriteStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get({ socketPath: socket, path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        reject(new BackupError('BACKUP_UNREACHABLE', `The server answered ${res.statusCode} on ${socket}.`));
        return;
      }
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        progress(`plaza backup: ${numbers.format(Math.round(bytes / 1024))} KB from the running server`);
      });
      pipeline(res, out).then(resolve, reject);
    });
    req.on('error', (error) =>
      reject(
        new BackupError(
          'BACKUP_UNREACHABLE',
          `The server holding ${path.dirname(socket)} does not answer on ${socket} (${error.message}). Is it a Plaza older than this backup tool? Stop it and run the backup again.`,
        ),
      ),
    );
  });
}

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new BackupError('BACKUP_INVALID', 'Name the archive to write: npm run backup -- <archive.tar.gz>');
  const archive = path.resolve(target);
  if (fs.existsSync(archive)) throw new BackupError('BACKUP_INVALID', `${archive} exists already; name a new file.`);
  const config = readConfig();
  const partial = `${archive}.partial`;
  const out = fs.createWriteStream(partial, { flags: 'wx' });
  try {
    if (config.databaseUrl) {
      const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, maxConnections: 1 });
      try {
        await writeBackup(
          { db: database.background, database: 'postgres', dataDir: config.dataDir, onProgress: tell },
          out,
        );
      } finally {
        await database.close();
      }
    } else {
      let lock;
      try {
        lock = acquireDataDirLock(config.dataDir);
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error;
      }
      if (!lock) {
        await fromServer(path.join(config.dataDir, BACKUP_SOCKET), out);
      } else {
        try {
          const pg = path.join(config.dataDir, 'pg');
          if (!fs.existsSync(pg)) throw new BackupError('BACKUP_INVALID', `${config.dataDir} holds no Plaza database.`);
          const database = await openDatabase({ kind: 'pglite', dataDir: pg });
          try {
            await writeBackup(
              { db: database.background, database: 'pglite', dataDir: config.dataDir, onProgress: tell },
              out,
            );
          } finally {
            await database.close();
          }
        } finally {
          lock.release();
        }
      }
    }
    fs.renameSync(partial, archive);
  } catch (error) {
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
  progress.done(`plaza backup: wrote ${archive} (${numbers.format(fs.statSync(archive).size)} bytes).`);
}

main().catch((error: unknown) => {
  process.stderr.write(`\nplaza backup: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
