import type { TelemetryBatch, TelemetryUserType } from '@plaza/core';
import type { Caller } from '../auth/caller.ts';
import type { NewTelemetryEvent } from '../db/repositories/telemetryRepository.ts';
import { hashIdentifier } from './hashIdentifier.ts';

/** Only the host of a referrer is kept (no path or query, which may carry personal data); none for a non-URL. */
function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** A search's text as counted: trimmed, spaces folded, lower case (so "Parks" and "parks " are one search). */
function searchText(query: string | undefined): string | null {
  const text = query?.trim().replace(/\s+/g, ' ').toLowerCase();
  return text ? text : null;
}

/**
 * The rows a validated batch becomes (issue 22, ADR 0172): identifiers hashed under the database's secret (the
 * visitor and session ids the browser made, and the caller's username and organisation, which the batch never
 * carries), the referrer cut to its host, search text folded, the server's clock as the time of every event, and the
 * visitor's class and internal flag as the ingest found them (issue 44, ADR 0242).
 *
 * @example
 * queue.offer(toStoredEvents(batch, caller, { userType: 'staff', internal: false }, secret, Date.now()));
 */
export function toStoredEvents(
  batch: TelemetryBatch,
  caller: Caller,
  visitor: { readonly userType: TelemetryUserType; readonly internal: boolean },
  secret: string,
  now: number,
): NewTelemetryEvent[] {
  const user = caller.kind === 'user' ? caller : undefined;
  const shared = {
    site_id: batch.siteId,
    user_type: visitor.userType,
    internal_user: visitor.internal,
    user_hash: user ? hashIdentifier(secret, `user:${user.username}`) : null,
    org_hash: user ? hashIdentifier(secret, `org:${user.orgId}`) : null,
    visitor_hash: hashIdentifier(secret, `visitor:${batch.visitorId}`),
    session_hash: hashIdentifier(secret, `session:${batch.sessionId}`),
    occurred: now,
  };
  return batch.events.map((event) => ({
    ...shared,
    item_id: event.itemId ?? null,
    event_type: event.eventType,
    category: event.category ?? null,
    action: event.action ?? null,
    label: event.label ?? null,
    duration: event.duration ?? null,
    workflow_id: event.workflowId ?? null,
    path: event.path ?? null,
    query: event.eventType === 'search' ? searchText(event.query) : null,
    result_count: event.resultCount ?? null,
    format: event.format ?? null,
    referrer_host: referrerHost(event.referrer),
    element: event.element ?? null,
    response: event.response ?? null,
  }));
}
