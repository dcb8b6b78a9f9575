import { useTranslation } from 'react-i18next';
import type { Decision } from '../permissions/decide.ts';
import { explainDenial } from '../permissions/explainDenial.ts';

/** A pane the user may not open (reached by its address): which pane, and why not, in words. */
export function DeniedPane({
  pane,
  decision,
  permission,
}: {
  readonly pane: string;
  readonly decision: Decision;
  readonly permission: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="pane" aria-labelledby="pane-heading" data-testid="pane-denied">
      <h2 id="pane-heading">{t(`workspace.pane.${pane}`)}</h2>
      <calcite-notice open kind="warning" icon="lock" width="full">
        <div slot="title">{t('workspace.paneDenied')}</div>
        <div slot="message">{decision.allowed ? null : explainDenial(t, decision.denial, permission)}</div>
      </calcite-notice>
    </section>
  );
}
