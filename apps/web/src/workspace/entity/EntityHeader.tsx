import { useTranslation } from 'react-i18next';
import type { WorkspaceEntity } from '../api/workspaceKinds.ts';
import { AccessBadge } from '../ui/AccessBadge.tsx';
import { viewOnSiteHref } from './viewOnSiteHref.ts';

/** The entity's name as the screen's heading, with its kind, who can see it, its status, and where to see it live. */
export function EntityHeader({ target }: { readonly target: WorkspaceEntity }) {
  const { t } = useTranslation();
  const { entity } = target;
  const status = target.kind === 'project' || target.kind === 'initiative' ? target.entity.status : undefined;
  const href = viewOnSiteHref(target, window.location);
  const editLayout = target.kind === 'page' ? `/workspace/pages/${entity.id}/edit` : undefined;
  return (
    <header className="entity-header">
      <p className="entity-header__kind">{t(`workspace.kind.${target.kind}`)}</p>
      <h1 data-testid="entity-name">{entity.name}</h1>
      <p className="entity-header__meta">
        <AccessBadge access={entity.access} />
        {status ? (
          <span className="status-badge" data-testid="entity-status">
            {t(`workspace.status.${status}`)}
          </span>
        ) : null}
        <a href={href}>{t('workspace.viewLive')}</a>
        {editLayout ? <a href={editLayout}>{t('workspace.editLayout')}</a> : null}
      </p>
    </header>
  );
}
