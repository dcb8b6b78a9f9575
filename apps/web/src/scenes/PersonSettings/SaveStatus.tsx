import { useTranslation } from 'react-i18next';
import type { SettingsSaveState } from './useSettingsSave.ts';

/** "Saved." or the reason a save failed, announced. */
export function SaveStatus({ state }: { readonly state: SettingsSaveState }) {
  const { t } = useTranslation();
  if (state.status === 'failed') {
    return (
      <p role="alert" className="settings-form__error">
        {t('personSettings.failed', { reason: state.message })}
      </p>
    );
  }
  return (
    <p role="status" className="settings-form__status">
      {state.status === 'saved'
        ? t('personSettings.saved')
        : state.status === 'saving'
          ? t('personSettings.saving')
          : ''}
    </p>
  );
}
