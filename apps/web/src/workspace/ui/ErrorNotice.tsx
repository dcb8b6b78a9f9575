import { useTranslation } from 'react-i18next';

/** A failure where it happened: what could not be done, and the server's own message. Announced as an alert. */
export function ErrorNotice({ title, message }: { readonly title?: string; readonly message: string | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div role="alert">
      <calcite-notice open kind="danger" icon="exclamation-mark-triangle" width="full">
        <div slot="title">{title ?? t('workspace.saveFailed')}</div>
        <div slot="message">{message}</div>
      </calcite-notice>
    </div>
  );
}
