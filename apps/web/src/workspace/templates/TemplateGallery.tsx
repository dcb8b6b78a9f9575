import { getWorkspaceRoute, kindOfDeployedType } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAsync } from '../ui/useAsync.ts';
import { searchTemplates } from './searchTemplates.ts';

/**
 * The template gallery of the workspace home (issue 23): the templates one can start from — one's own and those
 * shared with one — each with what it makes and a link to deploy it. Says how to make one when there is none.
 */
export function TemplateGallery({ session }: { readonly session: WorkspaceSession }) {
  const { t } = useTranslation();
  const [templates] = useAsync(() => searchTemplates(session.options), 'templates');
  return (
    <section className="workspace-section" aria-labelledby="templates-heading" data-testid="template-gallery">
      <h2 id="templates-heading">{t('templates.gallery.title')}</h2>
      {templates.status === 'loading' ? <p className="workspace-muted">{t('workspace.loading')}</p> : null}
      {templates.status === 'failed' ? <ErrorNotice message={templates.message} /> : null}
      {templates.status === 'done' && templates.value.length === 0 ? (
        <p className="workspace-muted">{t('templates.gallery.none')}</p>
      ) : null}
      {templates.status === 'done' && templates.value.length > 0 ? (
        <ul className="workspace-cards">
          {templates.value.map((template) => (
            <li key={template.id} className="workspace-card">
              <Link to={getWorkspaceRoute('template', template.id, 'details')}>{template.title}</Link>
              <span className="workspace-card__meta">
                {t(`templates.gallery.makes.${kindOfDeployedType(template.deployedType) ?? 'other'}`)}
              </span>
              {template.snippet ? <span>{template.snippet}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
