import type { SessionHandle } from '@plaza/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsRequest } from './notificationsApi.ts';

/** How often the bell asks for the unread count while the page is open. */
const POLL_MS = 60_000;

/** Tells the bell to read the count again now (the notifications page marked some read). */
export const UNREAD_CHANGED = 'plaza:notifications-changed';

/**
 * The header's bell for signed-in people (issue 43): a link to the notifications page with the unread count, read
 * when the page opens, every minute, when the tab comes back, and when the notifications page changes it. Part of the
 * user menu's chunk, so public pages' first script never carries it.
 */
export function NotificationBell({ handle }: { readonly handle: SessionHandle }) {
  const { t } = useTranslation();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let stopped = false;
    const read = () => {
      notificationsRequest<{ unread: number }>(handle, '/count')
        .then((answer) => {
          if (!stopped) setUnread(answer.unread);
        })
        .catch(() => undefined);
    };
    read();
    const timer = setInterval(read, POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener(UNREAD_CHANGED, read);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener(UNREAD_CHANGED, read);
    };
  }, [handle]);
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.title');
  return (
    <a className="notification-bell" href="/notifications" aria-label={label} data-testid="notification-bell">
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        />
      </svg>
      {unread > 0 ? (
        <span className="notification-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </a>
  );
}
