import { useTranslation } from 'react-i18next';
import type { SaveState } from '../editors/useSaveEntity.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import type { LayoutEditorState } from './useLayoutEditor.ts';

/** Undo, redo, discard and save, with where the save stands (the server's message in place when it failed). */
export function EditorToolbar({
  editor,
  state,
  onSave,
}: {
  readonly editor: LayoutEditorState;
  readonly state: SaveState;
  readonly onSave: () => void;
}) {
  const { t } = useTranslation();
  const saving = state.status === 'saving';
  return (
    <div className="editor-toolbar">
      <div className="editor-toolbar__actions" role="toolbar" aria-label={t('editor.toolbar')}>
        <calcite-button
          appearance="outline"
          kind="neutral"
          iconStart="undo"
          disabled={!editor.canUndo}
          onClick={editor.undo}
        >
          {t('editor.undo')}
        </calcite-button>
        <calcite-button
          appearance="outline"
          kind="neutral"
          iconStart="redo"
          disabled={!editor.canRedo}
          onClick={editor.redo}
        >
          {t('editor.redo')}
        </calcite-button>
        <calcite-button appearance="outline" kind="neutral" disabled={!editor.dirty || saving} onClick={editor.discard}>
          {t('workspace.discard')}
        </calcite-button>
        <calcite-button
          iconStart="save"
          disabled={!editor.dirty || saving}
          loading={saving}
          onClick={onSave}
          data-testid="save-layout"
        >
          {t('workspace.save')}
        </calcite-button>
        <span className="save-bar__status" role="status" aria-live="polite">
          {editor.dirty ? t('workspace.unsaved') : state.status === 'saved' ? t('workspace.saved') : ''}
        </span>
      </div>
      <ErrorNotice message={state.status === 'failed' ? state.message : undefined} />
    </div>
  );
}
