import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import type { Db } from '../../db/database.ts';
import { appliedMigrations } from '../../db/repositories/appliedMigrationRepository.ts';
import { beginSnapshot, listDumpTables, readTableRows } from '../../db/repositories/backupRepository.ts';
import {
  FILES_PREFIX,
  MANIFEST_ENTRY,
  NOT_FILES,
  PART_BYTES,
  partName,
  SUMMARY_ENTRY,
  type BackupManifest,
  type BackupSummary,
} from './backupArchive.ts';

/** How far a backup is: tables done of all, and rows copied so far. */
export interface BackupProgress {
  readonly table: string;
  readonly tablesDone: number;
  readonly tables: number;
  readonly rows: number;
}

export interface BackupSource {
  readonly db: Db;
  readonly database: 'pglite' | 'postgres';
  /** The data folder whose files go along (the embedded database itself is copied as rows). */
  readonly dataDir?: string;
  readonly now?: () => Date;
  readonly onProgress?: (progress: BackupProgress) => void;
}

function addEntry(pack: Pack, name: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: body.length }, body, (e) => (e ? reject(e) : resolve())),
  );
}

function listFiles(root: string, dir = root): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !(dir === root && NOT_FILES.has(entry.name)))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(root, full);
      return entry.isFile() ? [full] : [];
    })
    .sort();
}

async function addFile(pack: Pack, name: string, file: string): Promise<string> {
  const size = fs.statSync(file).size;
  const hash = createHash('sha256');
  const entry = pack.entry({ name, size });
  const read = fs.createReadStream(file);
  read.on('data', (chunk) => hash.update(chunk));
  await pipeline(read, entry);
  return hash.digest('hex');
}

/**
 * Writes a backup (issue 42, ADR 0190) to `out` as a gzip'd tar: a manifest (format, the applied migrations, the
 * tables), every table's rows as JSON lines read in one REPEATABLE READ, read-only transaction — one consistent
 * snapshot however long it takes, while the server goes on writing — then the data folder's files, then a summary
 * (row counts, file digests) a restore checks itself against. The same archive restores into the embedded database or
 * PostgreSQL.
 *
 * @example
 * await writeBackup({ db, database: 'postgres' }, fs.createWriteStream('plaza.tar.gz'));
 */
export async function writeBackup(source: BackupSource, out: NodeJS.WritableStream): Promise<BackupSummary> {
  const pack = tarPack();
  const written = pipeline(pack, createGzip(), out);
  const summary: BackupSummary = { rows: {}, files: {} };
  try {
    await source.db.transaction().execute(async (trx) => {
      await beginSnapshot(trx);
      const tables = await listDumpTables(trx);
      const manifest: BackupManifest = {
        format: 'plaza-backup',
        version: 1,
        created: (source.now ?? (() => new Date()))().toISOString(),
        database: source.database,
        migrations: await appliedMigrations(trx),
        tables: tables.map((t) => ({ name: t.name, columns: [...t.columns], identity: t.identity })),
      };
      await addEntry(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
      let rowsSoFar = 0;
      for (const [index, table] of tables.entries()) {
        let part = 0;
        let lines: string[] = [];
        let bytes = 0;
        const flush = async () => {
          if (lines.length === 0) return;
          part += 1;
          await addEntry(pack, partName(table.name, part), Buffer.from(`${lines.join('\n')}\n`));
          lines = [];
          bytes = 0;
        };
        summary.rows[table.name] = await readTableRows(trx, table.name, 500, async (rows) => {
          for (const row of rows) {
            lines.push(row);
            bytes += row.length + 1;
            if (bytes >= PART_BYTES) await flush();
          }
          rowsSoFar += rows.length;
          source.onProgress?.({ table: table.name, tablesDone: index, tables: tables.length, rows: rowsSoFar });
        });
        await flush();
        source.onProgress?.({ table: table.name, tablesDone: index + 1, tables: tables.length, rows: rowsSoFar });
      }
    });
    for (const file of source.dataDir ? listFiles(source.dataDir) : []) {
      const name = path.relative(source.dataDir!, file).split(path.sep).join('/');
      summary.files[name] = await addFile(pack, `${FILES_PREFIX}${name}`, file);
    }
    await addEntry(pack, SUMMARY_ENTRY, Buffer.from(JSON.stringify(summary, null, 2)));
    pack.finalize();
  } catch (error) {
    pack.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => undefined);
    throw error;
  }
  await written;
  return summary;
}
