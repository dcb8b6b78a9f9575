import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchEntityCatalog } from '../api/searchEntityCatalog.ts';
import { CatalogEditor } from '../catalogEditor/CatalogEditor.tsx';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';
import { useEntityDecision } from '../entity/useEntityDecision.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAsync } from '../ui/useAsync.ts';
import { itemTypeLabel } from '../../i18n/itemTypeLabel.ts';

/**
 * Content: for those who may edit a site, project or initiative, its catalog editor (issue 44); then the items in the
 * entity's catalog, newest change first, each with its page.
 */
export function ContentPane({ data }: { readonly data: EntityWorkspaceData }) {
  const { t } = useTranslation();
  const can = useEntityDecision(data);
  const { target, session } = data;
  const catalog =
    target.kind === 'page' ||
    target.kind === 'discussion' ||
    target.kind === 'content' ||
    target.kind === 'survey' ||
    target.kind === 'template' ||
    target.kind === 'initiativeTemplate'
      ? undefined
      : target.entity.catalog;
  const [contents] = useAsync(
    () =>
      catalog
        ? searchEntityCatalog(catalog, { portal: session.options.portal, authentication: session.handle })
        : Promise.resolve(undefined),
    `${target.entity.id}:${target.entity.modified}`,
  );
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.content')}</h2>
      {target.kind === 'site' ? (
        <p>
          <Link to={`/workspace/content/new?site=${encodeURIComponent(target.entity.id)}`} data-testid="add-to-site">
            {t('workspace.content.addToSite')}
          </Link>
        </p>
      ) : null}
      {(target.kind === 'site' || target.kind === 'project' || target.kind === 'initiative') && can('edit').allowed ? (
        <CatalogEditor key={target.entity.id} target={target} session={session} />
      ) : null}
      {contents.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
      <ErrorNotice
        title={t('workspace.content.failed')}
        message={contents.status === 'failed' ? contents.message : undefined}
      />
      {contents.status === 'done' && !contents.value ? <p>{t('workspace.content.noCatalog')}</p> : null}
      {contents.status === 'done' && contents.value ? (
        <>
          <p className="workspace-muted">{t('workspace.content.count', { count: contents.value.total })}</p>
          <ul className="workspace-cards" data-testid="catalog-items">
            {contents.value.results.map((item) => (
              <li key={item.id} className="workspace-card">
                <a href={item.href}>{item.title}</a>
                <span className="workspace-card__meta">{itemTypeLabel(t, item.type)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
