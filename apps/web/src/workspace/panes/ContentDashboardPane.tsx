import { fetchDownloadStats, type HubContent } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { DownloadCountsChart } from '../contentItem/DownloadCountsChart.tsx';
import { UsageReport } from '../telemetry/UsageReport.tsx';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAsync } from '../ui/useAsync.ts';

/**
 * A content item's dashboard (spec 2 §2): its usage by consenting visitors (issue 22), and how often its downloads
 * were fetched, by format, for those who manage it (issue 17's download counts). An item nobody has downloaded yet
 * says so.
 */
export function ContentDashboardPane({
  content,
  session,
}: {
  readonly content: HubContent;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const hubUrl = session.options.hubUrl;
  const manages = content.itemControl === 'admin';
  const [stats] = useAsync(
    () =>
      hubUrl && manages
        ? fetchDownloadStats(content.id, { hubUrl, authentication: session.handle })
        : Promise.resolve(undefined),
    content.id,
  );
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.dashboard')}</h2>
      <UsageReport
        target={{ kind: 'item', id: content.id }}
        session={session}
        manages={content.itemControl === 'admin' || content.itemControl === 'update'}
      />
      <h3>{t('contentWorkspace.dashboard.downloads')}</h3>
      {stats.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
      <ErrorNotice
        title={t('contentWorkspace.dashboard.failed')}
        message={stats.status === 'failed' ? stats.message : undefined}
      />
      {!manages ? <p className="workspace-muted">{t('contentWorkspace.dashboard.managersOnly')}</p> : null}
      {manages && stats.status === 'done' && (!stats.value || stats.value.total === 0) ? (
        <p className="workspace-muted">{t('contentWorkspace.dashboard.none')}</p>
      ) : null}
      {stats.status === 'done' && stats.value && stats.value.total > 0 ? (
        <DownloadCountsChart stats={stats.value} />
      ) : null}
    </section>
  );
}
