import { useTranslation } from 'react-i18next';
import { WORKSPACE_SHORTCUTS } from './workspaceShortcuts.ts';

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

/** The keys of a shortcut as people press them: `mod` is Ctrl, or ⌘ on a Mac; sequences read "g then h". */
function KeyCombo({ keys }: { readonly keys: string }) {
  const { t } = useTranslation();
  const mod = isMac() ? '⌘' : 'Ctrl';
  const steps = keys.split(' ');
  return (
    <span className="shortcut-keys">
      {steps.map((step, index) => (
        <span key={step}>
          {index > 0 ? <span className="shortcut-keys__then"> {t('workspace.shortcuts.then')} </span> : null}
          {step.split('+').map((part, i) => (
            <span key={part}>
              {i > 0 ? '+' : null}
              <kbd>{part === 'mod' ? mod : part}</kbd>
            </span>
          ))}
        </span>
      ))}
    </span>
  );
}

/**
 * The keyboard shortcuts help (spec 3 §2 "keyboard shortcuts help"), opened with `?`. A Calcite dialog: modal, focus
 * trapped inside while open and given back to what opened it (the shell keeps that element), Escape closes it.
 */
export function ShortcutsDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <calcite-dialog
      modal
      open={open}
      heading={t('workspace.shortcuts.title')}
      widthScale="s"
      oncalciteDialogClose={onClose}
      data-testid="shortcuts-dialog"
    >
      <table className="shortcut-table">
        <caption className="visually-hidden">{t('workspace.shortcuts.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('workspace.shortcuts.keys')}</th>
            <th scope="col">{t('workspace.shortcuts.does')}</th>
          </tr>
        </thead>
        <tbody>
          {WORKSPACE_SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.keys}>
              <td>
                <KeyCombo keys={shortcut.keys} />
              </td>
              <td>{t(`workspace.shortcuts.action.${shortcut.action}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <calcite-button slot="footer-end" onClick={onClose}>
        {t('workspace.close')}
      </calcite-button>
    </calcite-dialog>
  );
}
