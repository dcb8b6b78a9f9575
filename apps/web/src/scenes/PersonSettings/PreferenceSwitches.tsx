import type { SessionHandle, UserHubSettings } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { SaveStatus } from './SaveStatus.tsx';
import { useSettingsSave } from './useSettingsSave.ts';

/** Preview features a person may turn on for themself (`preview.{name}` → `hub:feature:{name}`). */
const PREVIEW_FEATURES = ['history', 'keyboardshortcuts'] as const;

/**
 * Notification choices (being told what followed sites and initiatives publish) and preview features, each saved as
 * it is switched.
 */
export function PreferenceSwitches({
  settings,
  handle,
}: {
  readonly settings: UserHubSettings;
  readonly handle: SessionHandle;
}) {
  const { t } = useTranslation();
  const { state, change } = useSettingsSave(handle);
  const following = settings.notifications?.following !== false;
  return (
    <section className="settings-form" aria-labelledby="settings-preferences">
      <h2 id="settings-preferences">{t('personSettings.preferences.title')}</h2>
      <fieldset>
        <legend>{t('personSettings.preferences.notifications')}</legend>
        <label className="settings-check">
          <input
            type="checkbox"
            checked={following}
            disabled={state.status === 'saving'}
            onChange={(e) =>
              void change((s) => ({ ...s, notifications: { ...s.notifications, following: e.target.checked } }))
            }
            data-testid="notify-following"
          />
          {t('personSettings.preferences.following')}
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('personSettings.preferences.preview')}</legend>
        {PREVIEW_FEATURES.map((feature) => (
          <label key={feature} className="settings-check">
            <input
              type="checkbox"
              checked={settings.preview?.[feature] === true}
              disabled={state.status === 'saving'}
              onChange={(e) => void change((s) => ({ ...s, preview: { ...s.preview, [feature]: e.target.checked } }))}
            />
            {t(`personSettings.preferences.feature.${feature}`)}
          </label>
        ))}
      </fieldset>
      <SaveStatus state={state} />
    </section>
  );
}
