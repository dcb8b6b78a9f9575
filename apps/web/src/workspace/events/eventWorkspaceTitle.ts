import type { TFunction } from 'i18next';

/**
 * The document title of the event workspace: the event's name, or "New event".
 *
 * @example
 * member({ path: 'events/:id/:pane?', lazy }, EVENT_WORKSPACE_TITLE);
 */
export function EVENT_WORKSPACE_TITLE({ data, t }: { readonly data: unknown; readonly t: TFunction }): string {
  const event = typeof data === 'object' && data !== null ? (data as { event?: { name?: unknown } }).event : undefined;
  return typeof event?.name === 'string' ? event.name : t('eventWorkspace.newTitle');
}
