import { useTranslation } from 'react-i18next';

/** A pane of the table whose feature has not landed in Plaza yet (dashboard, metrics, events, …): said plainly. */
export function NotAvailablePane({ pane }: { readonly pane: string }) {
  const { t } = useTranslation();
  return (
    <section className="pane" aria-labelledby="pane-heading" data-testid="pane-not-available">
      <h2 id="pane-heading">{t(`workspace.pane.${pane}`)}</h2>
      <calcite-notice open kind="info" icon="information" width="full">
        <div slot="title">{t('workspace.notAvailable.title')}</div>
        <div slot="message">{t('workspace.notAvailable.body')}</div>
      </calcite-notice>
    </section>
  );
}
