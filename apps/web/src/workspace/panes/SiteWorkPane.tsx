import { getWorkspaceRoute, type HubSite } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchEntityCatalog } from '../api/searchEntityCatalog.ts';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAsync } from '../ui/useAsync.ts';

/** The item type each of a site's work panes lists. */
const ITEM_TYPE = { projects: 'Hub Project', initiatives: 'Hub Initiative' } as const;

/**
 * A site's projects or initiatives pane (spec 2 §2, issue 44): the projects (or initiatives) in the site's catalog as
 * the member may see them, most recently changed first, each opening its own workspace and its page on the site.
 */
export function SiteWorkPane({
  site,
  pane,
  session,
}: {
  readonly site: HubSite;
  readonly pane: 'projects' | 'initiatives';
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const kind = pane === 'projects' ? 'project' : 'initiative';
  const [work] = useAsync(
    () =>
      searchEntityCatalog(
        site.catalog,
        { portal: session.options.portal, authentication: session.handle },
        100,
        ITEM_TYPE[pane],
      ),
    `${site.id}:${site.modified}:${pane}`,
  );
  const heading = t(`workspace.pane.${pane}`);
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{heading}</h2>
      {work.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
      <ErrorNotice
        title={t('workspace.content.failed')}
        message={work.status === 'failed' ? work.message : undefined}
      />
      {work.status === 'done' && !work.value ? <p>{t('workspace.content.noCatalog')}</p> : null}
      {work.status === 'done' && work.value?.total === 0 ? <p>{t(`workspace.siteWork.${pane}None`)}</p> : null}
      {work.status === 'done' && work.value && work.value.total > 0 ? (
        <ul className="workspace-cards" aria-label={heading} data-testid={`site-${pane}`}>
          {work.value.results.map((item) => (
            <li key={item.id} className="workspace-card">
              <Link to={getWorkspaceRoute(kind, item.id)} dir="auto">
                {item.title}
              </Link>
              <span className="workspace-card__actions">
                <a href={item.href} aria-label={t('workspace.siteWork.viewNamed', { name: item.title })}>
                  {t('workspace.viewLive')}
                </a>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
