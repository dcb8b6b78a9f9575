import type { HubApiCallOptions } from '../hub-api/hubApiRequest.ts';
import { eventFromService } from './eventFromService.ts';
import { getEvent } from './eventsClient.ts';
import { getEventIdFromSlug } from '../workspace/getSiteRelativeLink.ts';
import type { HubEvent } from './HubEvent.ts';

/**
 * Fetches an event entity by its slug `{title}-{id}` (or its id): the id is the last hyphen segment, so a renamed
 * event's old links still work. Failures are `Failed to fetch event.` ({@link EventsRequestError}).
 *
 * @example
 * const event = await fetchEventBySlug('river-restoration-workshop-31c2…', { hubUrl, now: Date.now });
 */
export async function fetchEventBySlug(
  slug: string,
  options: HubApiCallOptions & { readonly now?: () => number },
): Promise<HubEvent> {
  const record = await getEvent(getEventIdFromSlug(slug), options);
  return eventFromService(record, (options.now ?? Date.now)());
}
