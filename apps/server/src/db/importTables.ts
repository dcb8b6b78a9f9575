import type { ColumnType } from 'kysely';

// The import's tables (issue 41, ADR 0200; migration 0185). Listed in `Database`.

/** What a journal row records: the org, a user, a group, an item, a membership, a domain. */
export type ImportRecordKind = 'org' | 'user' | 'group' | 'member' | 'item' | 'domain';

/** One source record the import copied: where it went and the fingerprint it had then. */
export interface ImportJournalTable {
  /** The source portal and org (`{portal url}#{org id}`). */
  source: string;
  kind: ImportRecordKind;
  source_id: string;
  target_id: string;
  fingerprint: string;
  copied: number;
}

/** One run of the import: unfinished while `finished` is null (a run killed midway stays so). */
export interface ImportRunTable {
  id: string;
  source: string;
  /** `org` or `site:{id}`. */
  scope: string;
  started: number;
  finished: number | null;
  report: ColumnType<Record<string, unknown> | null, string | null, string | null>;
}
