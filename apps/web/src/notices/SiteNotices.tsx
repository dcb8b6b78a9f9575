import type { NoticePlace } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeView } from './noticeViews.ts';
import { useNotices } from './useNotices.ts';

/**
 * The notices of a site where the visitor is (spec 3 §3–§4): those that show by themselves as banners, the others
 * behind a "notices" button; each with its actions and, when dismissable, a button that hides it on this device and,
 * signed in, on every device.
 */
export function SiteNotices({
  notices,
  place,
}: {
  readonly notices: readonly NoticeView[];
  readonly place: NoticePlace;
}) {
  const { t } = useTranslation();
  const { shown, dismiss, failure } = useNotices(notices, place);
  const [opened, setOpened] = useState(false);
  if (shown.length === 0) return null;
  const banners = shown.filter((notice) => notice.autoShow || opened);
  const waiting = shown.length - banners.length;
  return (
    <section className="site-notices" aria-label={t('notices.label')} data-testid="site-notices">
      {banners.map((notice) => (
        <div key={notice.id} className={`site-notice site-notice--${notice.kind}`} data-notice={notice.id}>
          <div className="site-notice__text">
            {notice.title ? (
              <strong className="site-notice__title" dir="auto">
                {notice.title}
              </strong>
            ) : null}
            <p dir="auto">{notice.message}</p>
            {notice.actions.length > 0 ? (
              <p className="site-notice__actions">
                {notice.actions.map((action) => (
                  <a key={action.href} href={action.href}>
                    {action.label}
                  </a>
                ))}
              </p>
            ) : null}
          </div>
          {notice.dismissable ? (
            <button
              type="button"
              className="site-notice__dismiss"
              aria-label={t('notices.dismiss', { title: notice.title || notice.message.slice(0, 60) })}
              onClick={() => void dismiss(notice.id)}
            >
              {t('notices.dismissShort')}
            </button>
          ) : null}
        </div>
      ))}
      {waiting > 0 ? (
        <button type="button" className="button button--secondary" onClick={() => setOpened(true)}>
          {t('notices.show', { count: waiting })}
        </button>
      ) : null}
      {failure ? <p className="site-notice__failure">{t('notices.notSaved', { reason: failure })}</p> : null}
    </section>
  );
}
