import type { HubEvent } from './HubEvent.ts';

/**
 * How long before the start the online meeting link is shown to registered attendees (ADR 0141).
 *
 * @example
 * ONLINE_LINK_LEAD_MS; // 30 minutes
 */
export const ONLINE_LINK_LEAD_MS = 30 * 60_000;

/**
 * Whether a page shows the online meeting link: only to a registered attendee (or an organiser), only for a planned
 * online event, and only from {@link ONLINE_LINK_LEAD_MS} before the start until the end.
 *
 * @example
 * isOnlineLinkShown(event, { registered: true, now: Date.now() });
 */
export function isOnlineLinkShown(
  event: Pick<HubEvent, 'onlineUrl' | 'isPlanned' | 'startDateTime' | 'endDateTime' | 'canEdit'>,
  viewer: { readonly registered: boolean; readonly now: number },
): boolean {
  if (!event.onlineUrl || !event.isPlanned) return false;
  if (!viewer.registered && !event.canEdit) return false;
  return viewer.now >= event.startDateTime.getTime() - ONLINE_LINK_LEAD_MS && viewer.now <= event.endDateTime.getTime();
}
