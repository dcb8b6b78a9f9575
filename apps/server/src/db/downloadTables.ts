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
