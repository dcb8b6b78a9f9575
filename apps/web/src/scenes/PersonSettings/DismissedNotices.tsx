import {
  dismissedInSettings,
  readDismissedNotices,
  readPendingDismissals,
  withRestoredNotice,
  writeDismissedNotices,
  writePendingDismissals,
  type SessionHandle,
  type UserHubSettings,
} from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../site/useSite.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { useSettingsSave } from './useSettingsSave.ts';

/** The notices the person dismissed (on any device), each one restorable: it shows again. */
export function DismissedNotices({
  settings,
  handle,
}: {
  readonly settings: UserHubSettings;
  readonly handle: SessionHandle;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const { state, change } = useSettingsSave(handle);
  const dismissed = dismissedInSettings(settings);
  const restore = async (id: string) => {
    if (await change((current) => withRestoredNotice(current, id))) {
      writeDismissedNotices(
        localStorage,
        readDismissedNotices(localStorage).filter((d) => d !== id),
      );
      // Not sent again by a later page of this browser (ADR 0182).
      const username = handle.current().username;
      writePendingDismissals(
        localStorage,
        username,
        readPendingDismissals(localStorage, username).filter((d) => d !== id),
      );
    }
  };
  return (
    <section className="settings-form" aria-labelledby="settings-notices" data-testid="dismissed-notices">
      <h2 id="settings-notices">{t('personSettings.notices.title')}</h2>
      {dismissed.length === 0 ? (
        <p>{t('personSettings.notices.none')}</p>
      ) : (
        <ul className="settings-list">
          {dismissed.map((id) => {
            const notice = site.notices.find((n) => n.id === id);
            const name = notice?.title || notice?.message || id;
            return (
              <li key={id}>
                <span>{name}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={state.status === 'saving'}
                  aria-label={t('personSettings.notices.restoreOne', { name })}
                  onClick={() => void restore(id)}
                >
                  {t('personSettings.notices.restore')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <SaveStatus state={state} />
    </section>
  );
}
