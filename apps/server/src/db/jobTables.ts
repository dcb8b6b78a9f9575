import type { ColumnType } from 'kysely';

/** What a job is doing: waiting, being run by a process (under a lease), done, or given up. */
export type JobStatus = 'queued' | 'processing' | 'completed' | 'failed';

/** A background job (migration 0121, ADR 0122). JSON columns are written as text and read as objects. */
export interface JobTable {
  id: string;
  type: string;
  item_id: string | null;
  owner: string;
  status: JobStatus;
  params: ColumnType<Record<string, unknown>, string, string>;
  progress: ColumnType<Record<string, unknown>, string | undefined, string>;
  result: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  error: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  run_after: number;
  claimed_by: string | null;
  lease_until: number | null;
  created: number;
  updated: number;
}
