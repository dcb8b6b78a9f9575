import type { ColumnType } from 'kysely';

// The domain service's table (spec 1 §7; migration 0020). Listed in `Database`.

/** A hostname registered for a site. Removed with the site item (foreign key, on delete cascade). */
export interface DomainTable {
  id: string;
  /** Lowercased, with its port when it has one (`parks-riverside.localhost:3000`); unique. */
  hostname: string;
  site_id: string;
  org_id: string;
  org_key: string;
  org_title: string;
  site_title: string;
  client_key: ColumnType<string, string | undefined, string>;
  ssl_only: boolean;
  created: number;
  modified: number;
}
