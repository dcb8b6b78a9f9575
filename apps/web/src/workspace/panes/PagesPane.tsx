import { getWorkspaceRoute, type HubSite } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CreateEntityDialog } from '../create/CreateEntityDialog.tsx';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';
import { useEntityDecision } from '../entity/useEntityDecision.ts';

/** A site's pages: each with its workspace, its layout editor and its public address; a new page for the site. */
export function PagesPane({ data, site }: { readonly data: EntityWorkspaceData; readonly site: HubSite }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useEntityDecision(data);
  const [creating, setCreating] = useState(false);
  const create = can('hub:page:create');
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.pages')}</h2>
      {create.allowed ? (
        <calcite-button iconStart="plus" onClick={() => setCreating(true)} data-testid="create-page">
          {t('workspace.create.button.page')}
        </calcite-button>
      ) : null}
      {site.pages.length === 0 ? <p>{t('workspace.pages.none')}</p> : null}
      <ul className="workspace-cards" data-testid="site-pages">
        {site.pages.map((page) => (
          <li key={page.id} className="workspace-card">
            <Link to={getWorkspaceRoute('page', page.id)}>{page.title}</Link>
            <span className="workspace-card__actions">
              <Link to={`/workspace/sites/${site.id}/pages/${page.id}/edit`}>{t('workspace.editLayout')}</Link>
              <a href={`/pages/${page.id}`}>{t('workspace.viewLive')}</a>
            </span>
          </li>
        ))}
      </ul>
      {creating ? (
        <CreateEntityDialog
          kind="page"
          site={site}
          session={data.session}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void navigate(getWorkspaceRoute('page', id, 'details'));
          }}
        />
      ) : null}
    </section>
  );
}
