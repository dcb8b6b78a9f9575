import { useTranslation } from 'react-i18next';

/** The confirmation before something is deleted: what, what follows, cancel or delete (busy while it runs). */
export function ConfirmDeleteDialog({
  name,
  body,
  busy,
  onCancel,
  onConfirm,
}: {
  readonly name: string;
  readonly body: string;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <calcite-dialog
      modal
      open
      kind="danger"
      heading={t('workspace.delete.confirmTitle', { name })}
      oncalciteDialogClose={onCancel}
    >
      <p>{body}</p>
      <calcite-button slot="footer-start" appearance="outline" kind="neutral" onClick={onCancel}>
        {t('workspace.cancel')}
      </calcite-button>
      <calcite-button slot="footer-end" kind="danger" loading={busy} disabled={busy} onClick={onConfirm}>
        {t('workspace.delete.confirm')}
      </calcite-button>
    </calcite-dialog>
  );
}
