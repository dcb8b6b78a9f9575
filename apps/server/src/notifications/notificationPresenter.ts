import type { NotificationRow } from '../db/repositories/notificationRepository.ts';

/** A notification as the API answers it. */
export interface NotificationJson {
  readonly id: string;
  readonly kind: NotificationRow['kind'];
  readonly title: string;
  readonly href: string;
  readonly source: string;
  readonly created: number;
  readonly read: boolean;
}

/**
 * A stored notification → its JSON (nothing of the fan-out's bookkeeping: the dedupe key, the e-mail state, who caused
 * it).
 *
 * @example
 * presentNotification(row); // { id, kind: 'content', title, href, source, created, read: false }
 */
export function presentNotification(row: NotificationRow): NotificationJson {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    href: row.href,
    source: row.source_name,
    created: row.created,
    read: row.read_at !== null,
  };
}
