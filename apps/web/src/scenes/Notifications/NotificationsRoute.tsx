import type { SessionHandle } from '@plaza/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/useAuth.ts';
import { signInPath } from '../../auth/signInPath.ts';
import { dateTimeFormat } from '../../format/intlFormats.ts';
import { UNREAD_CHANGED } from '../../notifications/NotificationBell.tsx';
import { NotificationPreferencesForm } from '../../notifications/NotificationPreferencesForm.tsx';
import {
  notificationsRequest,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationView,
} from '../../notifications/notificationsApi.ts';

const PAGE = 20;

type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'ready';
      readonly items: readonly NotificationView[];
      readonly unread: number;
      readonly nextStart: number;
      readonly preferences: NotificationPreferences;
    };

function NotificationsOf({ handle }: { readonly handle: SessionHandle }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(async () => {
    const [page, preferences] = await Promise.all([
      notificationsRequest<NotificationPage>(handle, `/?num=${PAGE}`),
      notificationsRequest<NotificationPreferences>(handle, '/preferences'),
    ]);
    setState({ kind: 'ready', items: page.notifications, unread: page.unread, nextStart: page.nextStart, preferences });
  }, [handle]);
  useEffect(() => {
    load().catch((error: unknown) =>
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [load]);
  if (state.kind === 'loading') return <p role="status">{t('notifications.loading')}</p>;
  if (state.kind === 'failed') return <p role="alert">{t('notifications.failed', { reason: state.message })}</p>;
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const changed = (items: readonly NotificationView[], unread: number) => {
    setState({ ...state, items, unread });
    window.dispatchEvent(new Event(UNREAD_CHANGED));
  };
  const markRead = async (id: string) => {
    const answer = await notificationsRequest<{ unread: number }>(handle, '/read', {
      method: 'POST',
      body: { ids: [id] },
    });
    changed(
      state.items.map((n) => (n.id === id ? { ...n, read: true } : n)),
      answer.unread,
    );
  };
  const markAll = async () => {
    await notificationsRequest(handle, '/read-all', { method: 'POST' });
    changed(
      state.items.map((n) => ({ ...n, read: true })),
      0,
    );
  };
  const more = async () => {
    const page = await notificationsRequest<NotificationPage>(handle, `/?num=${PAGE}&start=${state.nextStart}`);
    setState({ ...state, items: [...state.items, ...page.notifications], nextStart: page.nextStart });
  };
  return (
    <>
      <section aria-labelledby="notifications-list" data-testid="notifications-list">
        <div className="notifications__bar">
          <h2 id="notifications-list">{t('notifications.unread', { count: state.unread })}</h2>
          {state.unread > 0 ? (
            <button type="button" className="button button--secondary" onClick={() => void markAll()}>
              {t('notifications.markAllRead')}
            </button>
          ) : null}
        </div>
        {state.items.length === 0 ? (
          <p>{t('notifications.none')}</p>
        ) : (
          <ul className="notifications__items">
            {state.items.map((n) => (
              <li key={n.id} className={n.read ? 'notification' : 'notification notification--unread'}>
                {n.read ? null : <span className="notification__new">{t('notifications.new')}</span>}
                <span className="notification__kind">{t(`notifications.kind.${n.kind}`, { source: n.source })}</span>
                <a href={n.href} dir="auto" onClick={() => (n.read ? undefined : void markRead(n.id))}>
                  {n.title}
                </a>
                <time className="notification__when" dateTime={new Date(n.created).toISOString()}>
                  {when.format(n.created)}
                </time>
                {n.read ? null : (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('notifications.markReadOne', { title: n.title })}
                    onClick={() => void markRead(n.id)}
                  >
                    {t('notifications.markRead')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {state.nextStart > 0 ? (
          <button type="button" className="button button--secondary" onClick={() => void more()}>
            {t('notifications.more')}
          </button>
        ) : null}
      </section>
      <NotificationPreferencesForm handle={handle} initial={state.preferences} />
    </>
  );
}

/** `/notifications` (issue 43 item 6): the signed-in person's notifications, newest first, and what they are told. */
export function Component() {
  const { t } = useTranslation();
  const auth = useAuth();
  return (
    <article className="content-page notifications-page">
      <header className="content-header">
        <h1 className="content-header__title">{t('notifications.title')}</h1>
      </header>
      {auth.status === 'signedIn' ? (
        <NotificationsOf handle={auth.handle} />
      ) : auth.status === 'unknown' ? (
        <p role="status">{t('notifications.loading')}</p>
      ) : (
        <p>
          <a href={signInPath('/notifications')}>{t('notifications.signIn')}</a>
        </p>
      )}
    </article>
  );
}
