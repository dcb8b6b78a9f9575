import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { Migration } from 'kysely';
import { extract as tarExtract, type Extract } from 'tar-stream';
import type { Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrations as allMigrations } from '../../db/migrations/index.ts';
import {
  countTableRows,
  featureTableFields,
  finishTableLoad,
  insertJsonRows,
  prepareTableLoad,
  tableExists,
  type DumpTable,
} from '../../db/repositories/backupRepository.ts';
import { createFeatureTable } from '../../db/repositories/featureLayerRepository.ts';
import type { LayerField } from '../../db/LayerField.ts';
import {
  BackupError,
  backupManifestSchema,
  backupSummarySchema,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  NOT_FILES,
  SUMMARY_ENTRY,
  tableOfPart,
  type BackupManifest,
  type BackupSummary,
} from './backupArchive.ts';

/** How far a restore is: rows written so far, and the table being written. */
export interface RestoreProgress {
  readonly table: string;
  readonly rows: number;
}

export interface RestoreTarget {
  /** An empty database (the caller checked). */
  readonly db: Db;
  /** Where the archive's files go (an empty data folder); absent: they are checked but not written. */
  readonly dataDir?: string;
  /** The migrations this release knows (tests pass older lists). */
  readonly migrations?: Readonly<Record<string, Migration>>;
  /** After loading, bring the schema up to this release (default true): an older backup is upgraded. */
  readonly upgrade?: boolean;
  readonly onProgress?: (progress: RestoreProgress) => void;
}

/** An entry's bytes as the tar reader gives them. */
type ArchiveBody = AsyncIterable<unknown> & { resume(): unknown };

const ROWS_PER_INSERT = 500;
const BYTES_PER_INSERT = 2 * 1024 * 1024;

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function parseJson<T>(text: Buffer, schema: { parse(value: unknown): T }, what: string): T {
  try {
    return schema.parse(JSON.parse(text.toString('utf8')));
  } catch {
    throw new BackupError('BACKUP_INVALID', `The archive's ${what} is not a Plaza backup's.`);
  }
}

/**
 * Restores a backup made by `writeBackup` (issue 42, ADR 0190) into an empty database: migrates it to the schema the
 * backup was taken at (refusing a backup of a newer release), then, in one transaction, loads every table's rows
 * (triggers off: counts and versions come back as they were; a layer's row table is made again from its layer), checks
 * each table's count against the archive's summary, and commits only if all match; then migrates to this release, so an
 * older backup comes back upgraded. Files go into the data folder, each checked against its digest.
 *
 * @example
 * await restoreBackup({ db, dataDir }, fs.createReadStream('plaza.tar.gz'));
 */
export async function restoreBackup(target: RestoreTarget, input: NodeJS.ReadableStream): Promise<BackupSummary> {
  const known = target.migrations ?? allMigrations;
  const extract = tarExtract();
  const reading = pipeline(input, createGunzip(), extract);
  // Awaited at the end; a restore that stops early must not leave the stream's own failure unhandled.
  reading.catch(() => undefined);
  try {
    return await restoreEntries(target, known, extract, reading);
  } finally {
    extract.destroy();
  }
}

async function restoreEntries(
  target: RestoreTarget,
  known: Readonly<Record<string, Migration>>,
  extract: Extract,
  reading: Promise<void>,
): Promise<BackupSummary> {
  let summary: BackupSummary | undefined;
  const files: Record<string, string> = {};
  const entries = extract[Symbol.asyncIterator]();
  const next = async (): Promise<{ name: string; body: ArchiveBody } | undefined> => {
    const step = await entries.next();
    return step.done ? undefined : { name: step.value.header.name, body: step.value };
  };
  const first = await next();
  if (!first || first.name !== MANIFEST_ENTRY) {
    throw new BackupError('BACKUP_INVALID', `The archive does not start with ${MANIFEST_ENTRY}: not a Plaza backup.`);
  }
  const manifest: BackupManifest = parseJson(await readAll(first.body), backupManifestSchema, 'manifest');
  const unknown = manifest.migrations.filter((name) => !(name in known));
  if (unknown.length > 0) {
    throw new BackupError(
      'BACKUP_FROM_NEWER_RELEASE',
      `The backup was made by a newer Plaza (its schema has ${unknown.join(', ')}): restore it with that release or a later one.`,
    );
  }
  await migrateToLatest(target.db, Object.fromEntries(manifest.migrations.map((name) => [name, known[name]!])));
  const tables = new Map<string, DumpTable>(manifest.tables.map((t) => [t.name, t]));
  await target.db.transaction().execute(async (trx) => {
    const present: DumpTable[] = [];
    for (const table of tables.values()) if (await tableExists(trx, table.name)) present.push(table);
    await prepareTableLoad(
      trx,
      present.map((t) => t.name),
    );
    let rows = 0;
    for (let entry = await next(); entry; entry = await next()) {
      const name = entry.name;
      const tableName = tableOfPart(name);
      if (tableName !== undefined) {
        const table = tables.get(tableName);
        if (!table)
          throw new BackupError('BACKUP_INVALID', `The archive has rows of ${tableName}, which its manifest lacks.`);
        if (!(await tableExists(trx, tableName))) {
          const fields = await featureTableFields(trx, tableName);
          if (!tableName.startsWith('features_') || !Array.isArray(fields)) {
            throw new BackupError('BACKUP_INVALID', `The backup has rows of ${tableName}, a table this schema lacks.`);
          }
          await createFeatureTable(trx, tableName, fields as LayerField[]);
          present.push(table);
        }
        const lines = (await readAll(entry.body))
          .toString('utf8')
          .split('\n')
          .filter((line) => line !== '');
        let batch: string[] = [];
        let bytes = 0;
        for (const line of lines) {
          batch.push(line);
          bytes += line.length;
          if (batch.length >= ROWS_PER_INSERT || bytes >= BYTES_PER_INSERT) {
            await insertJsonRows(trx, table, batch);
            batch = [];
            bytes = 0;
          }
        }
        await insertJsonRows(trx, table, batch);
        rows += lines.length;
        target.onProgress?.({ table: tableName, rows });
      } else if (name.startsWith(FILES_PREFIX)) {
        const relative = name.slice(FILES_PREFIX.length);
        if (NOT_FILES.has(relative.split('/')[0]!)) {
          throw new BackupError(
            'BACKUP_INVALID',
            `The archive's file ${relative} would replace the database or its lock.`,
          );
        }
        const body = await readAll(entry.body);
        files[relative] = createHash('sha256').update(body).digest('hex');
        if (target.dataDir) {
          const file = path.resolve(target.dataDir, relative);
          if (!file.startsWith(path.resolve(target.dataDir) + path.sep)) {
            throw new BackupError('BACKUP_INVALID', `The archive names a file outside the data folder: ${relative}.`);
          }
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, body);
        }
      } else if (name === SUMMARY_ENTRY) {
        summary = parseJson(await readAll(entry.body), backupSummarySchema, 'summary');
      } else {
        entry.body.resume();
      }
    }
    if (!summary) throw new BackupError('BACKUP_INVALID', 'The archive ends before its summary: it was cut short.');
    for (const [table, count] of Object.entries(summary.rows)) {
      const now = tables.has(table) ? await countTableRows(trx, table) : -1;
      if (now !== count) {
        throw new BackupError(
          'BACKUP_INVALID',
          `Table ${table}: the archive holds ${count} rows, ${now} were restored.`,
        );
      }
    }
    for (const [file, digest] of Object.entries(summary.files)) {
      if (files[file] !== digest) throw new BackupError('BACKUP_INVALID', `File ${file} does not match its digest.`);
    }
    await finishTableLoad(trx, present);
  });
  await reading;
  if (target.upgrade !== false) await migrateToLatest(target.db, known);
  return summary!;
}
