import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentFacts } from '../contentItem/ContentFacts.tsx';
import { FileVersions } from '../contentItem/FileVersions.tsx';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';
import { AccessBadge } from '../ui/AccessBadge.tsx';
import { useEntityDecision } from '../entity/useEntityDecision.ts';
import { FollowersPanel } from '../follow/FollowersPanel.tsx';
import { formatWhen } from '../ui/formatWhen.ts';

/**
 * Overview: what the entity is, who owns it, who can see it, when it changed, and where to go next; for a file item,
 * its file and earlier versions; for an initiative, its followers.
 */
export function OverviewPane({ data }: { readonly data: EntityWorkspaceData }) {
  const { t, i18n } = useTranslation();
  const { target, links } = data;
  const can = useEntityDecision(data);
  const { entity } = target;
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.overview')}</h2>
      {entity.summary ? (
        <p className="overview-summary">{entity.summary}</p>
      ) : (
        <p className="workspace-muted">{t('workspace.overview.noSummary')}</p>
      )}
      <dl className="overview-facts">
        <dt>{t('workspace.overview.owner')}</dt>
        <dd>{entity.owner}</dd>
        <dt>{t('workspace.overview.access')}</dt>
        <dd>
          <AccessBadge access={entity.access} />
        </dd>
        {target.kind === 'project' || target.kind === 'initiative' ? (
          <>
            <dt>{t('workspace.statusEditor.label')}</dt>
            <dd>{t(`workspace.status.${target.entity.status}`)}</dd>
          </>
        ) : null}
        {target.kind === 'site' ? (
          <>
            <dt>{t('workspace.address.title')}</dt>
            <dd>{target.entity.customHostname || target.entity.defaultHostname || target.entity.url}</dd>
          </>
        ) : null}
        {target.kind === 'content' ? <ContentFacts content={target.entity} /> : null}
        <dt>{t('workspace.overview.created')}</dt>
        <dd>{formatWhen(entity.created, i18n.language)}</dd>
        <dt>{t('workspace.overview.modified')}</dt>
        <dd>{formatWhen(entity.modified, i18n.language)}</dd>
      </dl>
      {target.kind === 'initiative' ? (
        <FollowersPanel target={target} session={data.session} canEdit={can('edit')} />
      ) : null}
      <nav aria-label={t('workspace.overview.next')}>
        <ul className="workspace-actions">
          {links
            .filter((link) => link.pane !== 'overview')
            .map((link) => (
              <li key={link.pane}>
                <Link to={link.href}>{t(`workspace.pane.${link.pane}`)}</Link>
              </li>
            ))}
          {target.kind === 'site' ? (
            <li>
              <Link to={`/workspace/sites/${entity.id}/edit`}>{t('workspace.editSiteLayout')}</Link>
            </li>
          ) : null}
        </ul>
      </nav>
      {target.kind === 'content' && target.entity.fileName && target.entity.canEdit ? (
        <FileVersions content={target.entity} session={data.session} />
      ) : null}
    </section>
  );
}
