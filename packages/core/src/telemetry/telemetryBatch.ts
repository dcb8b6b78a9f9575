/**
 * What a tracked event is (spec 3 §3 Tracked event `eventType`): a page view, a search (with its result count), a
 * download (with its format), a sign-in, a workflow step, a session starting or going idle.
 *
 * @example
 * TELEMETRY_EVENT_TYPES.includes('pageView'); // true
 */
export const TELEMETRY_EVENT_TYPES = Object.freeze([
  'pageView',
  'search',
  'download',
  'signIn',
  'workflow',
  'session',
] as const);

/** One of {@link TELEMETRY_EVENT_TYPES}. */
export type TelemetryEventType = (typeof TELEMETRY_EVENT_TYPES)[number];

/**
 * Who sent a batch (spec 1 §1, spec 3 §3 `userType`): not signed in, staff (the site's organisation), community (the
 * organisation's community organisation), companion (one of its companion organisations) or other. The browser says
 * only whether it is signed in; the ingest classes a signed-in visitor itself ({@link classifyVisitor}).
 *
 * @example
 * TELEMETRY_USER_TYPES; // ['anonymous', 'staff', 'community', 'companion', 'other']
 */
export const TELEMETRY_USER_TYPES = Object.freeze(['anonymous', 'staff', 'community', 'companion', 'other'] as const);

/** One of {@link TELEMETRY_USER_TYPES}. */
export type TelemetryUserType = (typeof TELEMETRY_USER_TYPES)[number];

/** A tracked event as the browser sends it (spec 3 §3 Tracked event, less what the server knows itself). */
export interface TelemetryEventInput {
  readonly eventType: TelemetryEventType;
  readonly category?: string;
  readonly action?: string;
  readonly label?: string;
  /** Milliseconds (a workflow's length, say). */
  readonly duration?: number;
  readonly workflowId?: string;
  /** The item the event is about: the content viewed, the dataset downloaded. */
  readonly itemId?: string;
  /** The page's path on the site. */
  readonly path?: string;
  /** A search's text and how many results it found. */
  readonly query?: string;
  readonly resultCount?: number;
  /** A download's format (`csv`, `geojson`, `kml`, ...). */
  readonly format?: string;
  /** Where a page view came from (only its host is kept). */
  readonly referrer?: string;
  /** The element breadcrumb ({@link elementBreadcrumb}). */
  readonly element?: string;
  readonly response?: 'Success' | 'Failure';
}

/**
 * A batch of at most `TELEMETRY_LIMITS.batchMax` events from one visitor on one site, posted to
 * {@link TELEMETRY_INGEST_PATH}. `visitorId` and `sessionId` are random ids kept by the browser under consent; the
 * server stores only keyed hashes of them.
 */
export interface TelemetryBatch {
  readonly siteId: string;
  readonly visitorId: string;
  readonly sessionId: string;
  readonly userType: TelemetryUserType;
  readonly events: readonly TelemetryEventInput[];
}

/**
 * Where a site's events are posted: Plaza's own ingest (issue 22, ADR 0172), in place of the spec's third-party
 * analytics endpoint (spec 3 §7 Telemetry calls).
 *
 * @example
 * fetch(`${origin}${TELEMETRY_INGEST_PATH}`, { method: 'POST', body: JSON.stringify(batch) });
 */
export const TELEMETRY_INGEST_PATH = '/api/telemetry/v1/events';
