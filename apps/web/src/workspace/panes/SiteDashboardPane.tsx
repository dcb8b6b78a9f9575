import { useTranslation } from 'react-i18next';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';
import { UsageReport } from '../telemetry/UsageReport.tsx';

/** A site's dashboard (spec 2 §2; issue 22): how its consenting visitors use it. */
export function SiteDashboardPane({ data }: { readonly data: EntityWorkspaceData }) {
  const { t } = useTranslation();
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.dashboard')}</h2>
      <UsageReport
        target={{ kind: 'site', id: data.target.entity.id }}
        session={data.session}
        manages={data.target.entity.canEdit}
      />
    </section>
  );
}
