import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadWorkEntity } from '../../content/workEntityData.ts';
import { WorkMetrics, WorkTimeline } from '../../scenes/Content/components/WorkEntitySections.tsx';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAsync } from '../ui/useAsync.ts';

/**
 * An initiative's or project's dashboard (issue 20): its metrics as its page shows them — live values and charts,
 * asked with the member's session — how many projects (or initiatives) it is joined with, and its timeline.
 */
export function WorkDashboardPane({ data }: { readonly data: EntityWorkspaceData }) {
  const { t } = useTranslation();
  const { target, session } = data;
  const kind = target.kind === 'initiative' ? 'initiative' : 'project';
  const entity = target.entity as { id: string; modified?: number };
  const [work] = useAsync(
    () =>
      loadWorkEntity(
        kind,
        entity.id,
        { portal: session.options.portal, authentication: session.handle },
        { inBrowser: true },
      ),
    `${entity.id}:${String(entity.modified)}`,
  );
  const base = `/workspace/${kind}s/${entity.id}`;
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.dashboard')}</h2>
      {work.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
      <ErrorNotice title={t('associations.loadFailed')} message={work.status === 'failed' ? work.message : undefined} />
      {work.status === 'done' && work.value ? (
        <>
          <p>
            {t(`dashboard.${kind}.related`, { count: work.value.related.length })}{' '}
            <Link to={`${base}/${kind === 'initiative' ? 'projects' : 'initiatives'}`}>
              {t(`dashboard.${kind}.manage`)}
            </Link>
          </p>
          {work.value.metrics.length ? (
            <WorkMetrics work={work.value} />
          ) : (
            <p>
              {t('dashboard.noMetrics')} <Link to={`${base}/metrics`}>{t('dashboard.addMetrics')}</Link>
            </p>
          )}
          <WorkTimeline work={work.value} />
        </>
      ) : null}
    </section>
  );
}
