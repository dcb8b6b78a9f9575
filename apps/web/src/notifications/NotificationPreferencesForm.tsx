import type { SessionHandle } from '@plaza/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsRequest, type NotificationPreferences } from './notificationsApi.ts';

const EMAILS = ['instant', 'daily', 'off'] as const;
const KINDS = ['content', 'version', 'event', 'reply'] as const;

/** What the person is told, and how: e-mail at once, a daily digest or none (said plainly when the site sends none). */
export function NotificationPreferencesForm({
  handle,
  initial,
}: {
  readonly handle: SessionHandle;
  readonly initial: NotificationPreferences;
}) {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useState(initial);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | { failed: string }>('idle');
  const id = useId();
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setStatus('saving');
    try {
      setPrefs(
        await notificationsRequest<NotificationPreferences>(handle, '/preferences', {
          method: 'PUT',
          body: { email: prefs.email, kinds: prefs.kinds },
        }),
      );
      setStatus('saved');
    } catch (error) {
      setStatus({ failed: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="notification-preferences">
      <h2 id={`${id}-title`}>{t('notifications.preferences')}</h2>
      <form onSubmit={(event) => void save(event)}>
        <fieldset>
          <legend>{t('notifications.emailLabel')}</legend>
          {prefs.emailAvailable ? null : (
            <p className="notification-preferences__off" data-testid="email-unavailable">
              {t('notifications.emailUnavailable')}
            </p>
          )}
          {EMAILS.map((email) => (
            <label key={email} className="choice">
              <input
                type="radio"
                name="email"
                value={email}
                checked={prefs.email === email}
                disabled={!prefs.emailAvailable}
                onChange={() => setPrefs({ ...prefs, email })}
              />
              {t(`notifications.email.${email}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('notifications.kindsLabel')}</legend>
          {KINDS.map((kind) => (
            <label key={kind} className="choice">
              <input
                type="checkbox"
                checked={prefs.kinds[kind]}
                onChange={(event) => setPrefs({ ...prefs, kinds: { ...prefs.kinds, [kind]: event.target.checked } })}
              />
              {t(`notifications.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button" disabled={status === 'saving'}>
            {t('notifications.save')}
          </button>
          <span role="status" aria-live="polite">
            {status === 'saved'
              ? t('notifications.saved')
              : typeof status === 'object'
                ? t('notifications.failed', { reason: status.failed })
                : ''}
          </span>
        </div>
      </form>
    </section>
  );
}
