import type { ColumnType } from 'kysely';

/** What an export is filtered by: a where clause, an envelope in WGS84, the fields (names; none: all). */
export interface DownloadFilter {
  readonly where?: string;
  readonly envelope?: readonly [number, number, number, number];
  readonly fields?: readonly string[];
}

/**
 * An export of a hosted layer (migration 0140, ADR 0125): its format and filter at a version of the data, the job that
 * builds it, and how many times its file was fetched. The file is the item's `download` file `{id}.{ext}`.
 */
export interface DownloadTable {
  id: string;
  item_id: string;
  layer_id: number;
  format: string;
  filter: ColumnType<DownloadFilter, string, string>;
  data_version: string;
  cache_key: string;
  job_id: string;
  requested_by: string;
  fetches: ColumnType<number, number | undefined, number>;
  created: number;
}

/** An item's download schedule (migration 0140; spec 2 §3): its mode, and its cadence and time when scheduled. */
export interface DownloadScheduleTable {
  item_id: string;
  mode: 'automatic' | 'manual' | 'scheduled';
  cadence: 'daily' | 'weekly' | 'monthly' | 'yearly' | null;
  hour: number | null;
  day: number | null;
  date: number | null;
  month: number | null;
  timezone: string | null;
  /** When the scheduled refresh runs next (epoch ms); null unless scheduled. */
  next_run: number | null;
  last_run: number | null;
  editor: string;
  created: number;
  updated: number;
}
