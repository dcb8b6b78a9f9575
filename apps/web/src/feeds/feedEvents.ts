import { getEventSlug, searchEvents } from '@plaza/core';
import { siteHref } from '../site/siteHref.ts';

/** A public event of the site's organisation as the sitemap and the RSS feed list it. */
export interface FeedEvent {
  readonly title: string;
  readonly summary: string;
  /** The event's page on the site, absolute. */
  readonly landingPage: string;
  /** Its last change and its start (epoch ms). */
  readonly updated: number;
  readonly start: number;
}

const PAGE = 100;

/**
 * The public events (planned or canceled) of the site's organisation, newest change first, at most `limit` (issue 43
 * item 9, ADR 0240): read anonymously from the events service, so a feed never lists an event not shared with
 * everyone; each with its page on the site (`/events/{title}-{id}`).
 *
 * @example
 * const events = await loadFeedEvents({ portal, origin, basePath: site.basePath, siteOrgId: site.orgId, limit: 100 });
 */
export async function loadFeedEvents(where: {
  readonly portal: string;
  readonly origin: string;
  readonly basePath: string;
  readonly siteOrgId: string;
  readonly limit: number;
  readonly signal?: AbortSignal;
}): Promise<FeedEvent[]> {
  const orgId = where.siteOrgId.toLowerCase();
  const events: FeedEvent[] = [];
  for (let start = 1; events.length < where.limit; start += PAGE) {
    const page = await searchEvents(
      { access: ['PUBLIC'], status: ['PLANNED', 'CANCELED'], sortBy: 'updatedAt', sortOrder: 'desc', num: PAGE, start },
      { hubUrl: new URL(where.portal).origin, ...(where.signal ? { signal: where.signal } : {}) },
    );
    for (const event of page.items) {
      if (event.access !== 'PUBLIC' || event.orgId.toLowerCase() !== orgId) continue;
      events.push({
        title: event.title,
        summary: event.summary ?? '',
        landingPage: `${where.origin}${siteHref(where.basePath, `/events/${getEventSlug({ title: event.title, id: event.id })}`)}`,
        updated: Date.parse(event.updatedAt),
        start: Date.parse(event.startDateTime),
      });
    }
    if (page.items.length < PAGE || page.nextStart < 0) break;
  }
  return events.slice(0, where.limit);
}
