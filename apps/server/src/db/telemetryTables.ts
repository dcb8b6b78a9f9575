import type { TelemetryEventType, TelemetryUserType } from '@plaza/core';
import type { Generated } from 'kysely';

/**
 * One tracked event of a consenting visitor on a site (migration 0166, ADR 0172). Identifiers are keyed hashes, never
 * raw; `occurred` is the server's clock (epoch ms) when the batch arrived.
 */
export interface TelemetryEventTable {
  id: Generated<string>;
  site_id: string;
  item_id: string | null;
  event_type: TelemetryEventType;
  category: string | null;
  action: string | null;
  label: string | null;
  duration: number | null;
  workflow_id: string | null;
  user_type: TelemetryUserType;
  user_hash: string | null;
  org_hash: string | null;
  visitor_hash: string;
  session_hash: string;
  path: string | null;
  query: string | null;
  result_count: number | null;
  format: string | null;
  referrer_host: string | null;
  element: string | null;
  response: 'Success' | 'Failure' | null;
  occurred: number;
}

/** The database's one secret for hashing telemetry identifiers (migration 0166). */
export interface TelemetryKeyTable {
  id: number;
  secret: string;
}
