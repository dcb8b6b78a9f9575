import { unfollowEntity } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../auth/useAuth.ts';
import { useFollowActivity } from './useFollowActivity.ts';
import { dateTimeFormat } from '../format/intlFormats.ts';

/**
 * On a person's own profile (issue 19): what they follow, each with "Unfollow", and their notifications — what those
 * sites and initiatives published since they followed them, new ones marked — with "mark all as read".
 */
export function PersonActivity({ username }: { readonly username: string }) {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const own = auth.status === 'signedIn' && auth.session.username === username;
  const { state, markRead, reload } = useFollowActivity(own);
  const [busy, setBusy] = useState(false);
  if (!own) return null;
  if (state.kind === 'loading') return <p aria-busy="true">{t('activity.loading')}</p>;
  if (state.kind === 'failed') return <p role="alert">{t('activity.failed', { reason: state.message })}</p>;
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const unfollow = async (entity: (typeof state.followed)[number]) => {
    if (auth.status !== 'signedIn') return;
    setBusy(true);
    try {
      await unfollowEntity(
        { id: entity.id, followersGroupId: entity.groupId },
        { portal: auth.handle.portal, authentication: auth.handle },
      );
      await reload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <section aria-labelledby="person-following" data-testid="person-following">
        <h2 id="person-following">{t('activity.following')}</h2>
        {state.followed.length === 0 ? (
          <p>{t('activity.followingNone')}</p>
        ) : (
          <ul className="settings-list">
            {state.followed.map((entity) => (
              <li key={entity.id}>
                <Link to={entity.href}>{entity.name}</Link>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  aria-label={t('activity.unfollowOne', { name: entity.name })}
                  onClick={() => void unfollow(entity)}
                >
                  {t('follow.unfollow')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section id="notifications" aria-labelledby="person-notifications" data-testid="person-notifications">
        <h2 id="person-notifications">{t('activity.notifications', { count: state.unread })}</h2>
        {state.off ? (
          <p>
            {t('activity.off')}{' '}
            <Link to={`/people/${encodeURIComponent(username)}/profile/settings`}>{t('activity.settings')}</Link>
          </p>
        ) : state.activity.length === 0 ? (
          <p>{t('activity.none')}</p>
        ) : (
          <>
            <ul className="activity-list">
              {state.activity.map((entry) => {
                const unread = entry.when > state.lastRead;
                return (
                  <li key={`${entry.kind}:${entry.id}`} className={unread ? 'activity--unread' : undefined}>
                    {unread ? <span className="activity__new">{t('activity.new')}</span> : null}
                    <Link to={entry.href}>{entry.title}</Link>
                    <span className="activity__meta">
                      {t(`activity.new_${entry.kind}`, {
                        from: entry.from.name,
                        when: when.format(entry.when),
                      })}
                    </span>
                  </li>
                );
              })}
            </ul>
            {state.unread > 0 ? (
              <button type="button" className="button button--secondary" onClick={() => void markRead()}>
                {t('activity.markRead')}
              </button>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
