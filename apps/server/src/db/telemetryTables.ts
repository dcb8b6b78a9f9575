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
  /** The visitor is an internal user (spec 3 §1; migration 0208). */
  internal_user: Generated<boolean>;
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

/** A day's sum of one fact of a site's or an item's events (migration 0167, ADR 0172). */
export interface TelemetryDailyTable {
  scope: 'site' | 'item';
  target_id: string;
  /** The UTC day's first instant (epoch ms). */
  day: number;
  /** `event` (key: the event type), `content`, `query`, `emptyQuery`, `format`, `referrer`, `visitor`, `visitors`, `sessions`. */
  fact: string;
  key: string;
  count: number;
  /** A search's summed result counts; the sessions' summed lengths (ms). */
  total: number;
}

/** A UTC day whose events are rolled up (migration 0167). */
export interface TelemetryRolledDayTable {
  day: number;
  rolled: number;
}
