import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import type { SaveState } from './useSaveEntity.ts';

/**
 * The save control of an editor: disabled until something changed, busy while saving, a polite "Saved" after, and
 * the server's message in place when the save failed (what was typed stays in the form).
 */
export function SaveBar({
  state,
  dirty,
  onSave,
  onDiscard,
  label,
  canSave = true,
}: {
  readonly state: SaveState;
  readonly dirty: boolean;
  readonly onSave: () => void;
  readonly onDiscard?: () => void;
  readonly label?: string;
  /** False while the draft has a problem (the field says which). */
  readonly canSave?: boolean;
}) {
  const { t } = useTranslation();
  const saving = state.status === 'saving';
  return (
    <div className="save-bar">
      <ErrorNotice message={state.status === 'failed' ? state.message : undefined} />
      <div className="save-bar__actions">
        <calcite-button onClick={onSave} disabled={!dirty || !canSave || saving} loading={saving} iconStart="save">
          {label ?? t('workspace.save')}
        </calcite-button>
        {onDiscard ? (
          <calcite-button appearance="outline" kind="neutral" onClick={onDiscard} disabled={!dirty || saving}>
            {t('workspace.discard')}
          </calcite-button>
        ) : null}
        <span className="save-bar__status" role="status" aria-live="polite">
          {state.status === 'saved' && !dirty ? t('workspace.saved') : dirty ? t('workspace.unsaved') : ''}
        </span>
      </div>
    </div>
  );
}
