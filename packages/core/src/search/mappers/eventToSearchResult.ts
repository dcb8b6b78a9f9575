import type { HubSearchResult } from '../HubSearchResult.ts';
import { toDate, type ResultMapContext } from './resultUrls.ts';

/** An event as the events service returns it (spec 3 §7). */
export interface HubEventRecord {
  readonly id: string;
  readonly title: string;
  readonly access: string;
  readonly createdById: string;
  readonly creator?: { readonly username: string } & Readonly<Record<string, unknown>>;
  readonly summary?: string | null;
  readonly description?: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly tags?: readonly string[];
  readonly categories?: readonly string[];
}

/**
 * Maps an event to the result shape (spec 3 §3): access lower-cased, owner the creator, the route a
 * slug of the title plus the id.
 *
 * @example
 * eventToSearchResult(event, { portal }).links.siteRelative; // "/events/river-cleanup-31c2..."
 */
export function eventToSearchResult(event: HubEventRecord, _context: ResultMapContext): HubSearchResult {
  const owner = event.creator?.username ?? event.createdById;
  const slug = `${slugifyTitle(event.title)}-${event.id}`.replace(/^-/, '');
  return {
    id: event.id,
    type: 'Event',
    name: event.title,
    owner,
    ...(event.creator ? { ownerUser: event.creator } : {}),
    summary: event.summary || event.description || '',
    access: event.access.toLowerCase(),
    family: 'event',
    createdDate: toDate(event.createdAt),
    createdDateSource: 'event.createdAt',
    updatedDate: toDate(event.updatedAt),
    updatedDateSource: 'event.updatedAt',
    tags: event.tags ?? [],
    categories: event.categories ?? [],
    links: {
      self: `/events/${slug}`,
      siteRelative: `/events/${slug}`,
      workspaceRelative: `/workspace/events/${event.id}`,
    },
    rawResult: event,
  };
}

function slugifyTitle(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
