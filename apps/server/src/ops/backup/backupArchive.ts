import { z } from 'zod';

/** The first entry of a backup archive: what made it and the schema its rows are in. */
export const MANIFEST_ENTRY = 'plaza-backup.json';
/** The last entry: how many rows each table had and each file's digest, to check a restore against. */
export const SUMMARY_ENTRY = 'plaza-backup-end.json';
/** A table's rows are kept in parts of about this many bytes of JSON lines (`db/{table}/{part}.ndjson`). */
export const PART_BYTES = 4 * 1024 * 1024;
/** Files of the data folder go under this folder in the archive. */
export const FILES_PREFIX = 'files/';

/** What a data folder holds that is not copied as a file: the embedded database (copied as rows), lock and socket. */
export const NOT_FILES = new Set(['pg', 'plaza.lock', 'plaza.sock']);

export const backupManifestSchema = z.object({
  format: z.literal('plaza-backup'),
  version: z.literal(1),
  created: z.string(),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), identity: z.boolean() })),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export const backupSummarySchema = z.object({
  rows: z.record(z.string(), z.number().int().nonnegative()),
  files: z.record(z.string(), z.string()),
});
export type BackupSummary = z.infer<typeof backupSummarySchema>;

/** The entry name of a table's part. */
export function partName(table: string, part: number): string {
  return `db/${table}/${String(part).padStart(6, '0')}.ndjson`;
}

/** The table of a part's entry name, if it is one. */
export function tableOfPart(name: string): string | undefined {
  return /^db\/([a-z0-9_]+)\/\d{6}\.ndjson$/.exec(name)?.[1];
}

/** A backup or restore that cannot go on, with what to do about it. */
export class BackupError extends Error {
  constructor(
    readonly code: 'RESTORE_TARGET_NOT_EMPTY' | 'BACKUP_FROM_NEWER_RELEASE' | 'BACKUP_INVALID' | 'BACKUP_UNREACHABLE',
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}
