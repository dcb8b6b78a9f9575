import { useTranslation } from 'react-i18next';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';
import { UsageReport } from '../telemetry/UsageReport.tsx';

/**
 * The dashboard of a page, a discussion or a template (spec 2 §2, issue 44): how consenting visitors use the item, as
 * the telemetry service reports it to those who manage it (the service enforces who may read it).
 */
export function ItemDashboardPane({ data }: { readonly data: EntityWorkspaceData }) {
  const { t } = useTranslation();
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.dashboard')}</h2>
      <UsageReport target={{ kind: 'item', id: data.target.entity.id }} session={data.session} />
    </section>
  );
}
