import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../log/logger.ts';
import { writeBackup } from './writeBackup.ts';

/** The socket a running server on the embedded database answers backups on, in its data folder. */
export const BACKUP_SOCKET = 'plaza.sock';
/** Linux limits a socket's path to 108 bytes with its terminating zero. */
const MAX_SOCKET_PATH = 107;

export interface BackupSocket {
  readonly path: string | undefined;
  close(): Promise<void>;
}

/**
 * On the embedded database one process holds the data folder, so `npm run backup` asks that process (ADR 0190): it
 * answers `GET /backup` on a Unix socket in the data folder (mode 0600: only the folder's owner, who could copy the
 * data anyway) with the archive `writeBackup` makes over the server's own connection, one consistent snapshot.
 * A data folder whose path is too long for a socket gets none (logged): stop the server to back it up.
 *
 * @example
 * const socket = await serveBackupSocket(dataDir, db, logger);
 * await socket.close();
 */
export async function serveBackupSocket(dataDir: string, db: Db, logger: Logger): Promise<BackupSocket> {
  const file = path.join(dataDir, BACKUP_SOCKET);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    logger.warn('online backup unavailable: the data folder path is too long for a socket', { file });
    return { path: undefined, close: async () => undefined };
  }
  // This process holds the data folder's lock: a socket file left there is a dead process's.
  fs.rmSync(file, { force: true });
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/gzip' });
    writeBackup({ db, database: 'pglite', dataDir }, res).catch((error: unknown) => {
      logger.error('backup failed', { error });
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return {
    path: file,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          fs.rmSync(file, { force: true });
          resolve();
        });
      }),
  };
}
