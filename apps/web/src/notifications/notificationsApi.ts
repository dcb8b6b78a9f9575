import type { SessionHandle } from '@plaza/core';

/** A notification as `/api/notifications/v1` answers it (ADR 0206). */
export interface NotificationView {
  readonly id: string;
  readonly kind: 'content' | 'version' | 'event-changed' | 'event-canceled' | 'reply';
  readonly title: string;
  readonly href: string;
  readonly source: string;
  readonly created: number;
  readonly read: boolean;
}

/** A page of the signed-in person's notifications. */
export interface NotificationPage {
  readonly notifications: readonly NotificationView[];
  readonly total: number;
  readonly unread: number;
  readonly nextStart: number;
}

/** The person's notification preferences. */
export interface NotificationPreferences {
  readonly email: 'off' | 'instant' | 'daily';
  readonly kinds: Readonly<Record<'content' | 'version' | 'event' | 'reply', boolean>>;
  readonly emailAvailable: boolean;
}

/** A call to the notifications service failed: its `detail`, or the status. */
export class NotificationsRequestError extends Error {
  readonly code = 'NOTIFICATIONS_REQUEST_FAILED';
  constructor(message: string) {
    super(message);
    this.name = 'NotificationsRequestError';
  }
}

/**
 * Calls the notifications service on the page's own host with the person's token.
 *
 * @example
 * const page = await notificationsRequest<NotificationPage>(handle, '/?num=20');
 */
export async function notificationsRequest<T>(
  handle: SessionHandle,
  path: string,
  init: { readonly method?: string; readonly body?: unknown } = {},
): Promise<T> {
  const token = await handle.getToken(handle.portal);
  const res = await fetch(`${window.location.origin}/api/notifications/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const body = (await res.json().catch(() => ({}))) as { error?: { detail?: string } };
  if (!res.ok) throw new NotificationsRequestError(body.error?.detail ?? `HTTP ${res.status}`);
  return body as T;
}
