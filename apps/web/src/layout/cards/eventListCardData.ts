import { loadEventList } from '../../scenes/EventSearch/loadEventList.ts';
import type { CardSpec } from '../layoutModel.ts';
import type { CardResults } from '../cardResults.ts';

/** Events a calendar card reads: the months ahead of a busy city. */
export const CALENDAR_EVENTS_MAX = 100;

/**
 * The data of an events list card: its upcoming events (tags and associated entities from its settings), read
 * anonymously like the rest of the page; a failure shows on the card, not on the page.
 *
 * @example
 * const [id, results] = await eventListCardData('c1', card, { portal, now: Date.now() });
 */
export async function eventListCardData(
  id: string,
  card: Extract<CardSpec, { kind: 'events' }>,
  options: { readonly portal: string; readonly signal?: AbortSignal; readonly now: number },
): Promise<[string, CardResults]> {
  const searchHref = '/search?collection=events';
  try {
    const events = await loadEventList(
      {
        ...(card.tags.length ? { tags: card.tags } : {}),
        ...(card.entityIds.length ? { entityIds: card.entityIds } : {}),
      },
      // The calendar shows the months ahead, not only the next few events.
      { ...options, num: card.views.includes('calendar') ? CALENDAR_EVENTS_MAX : card.limit },
    );
    return [id, { total: events.length, results: [], events, searchHref }];
  } catch {
    return [id, { total: 0, results: [], searchHref, failed: true }];
  }
}
