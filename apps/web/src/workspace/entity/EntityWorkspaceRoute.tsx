import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { WorkspaceScreenError } from '../shell/WorkspaceScreenError.tsx';
import { EntityWorkspace } from './EntityWorkspace.tsx';
import { entityWorkspaceLoader, type EntityWorkspaceData } from './entityWorkspaceLoader.ts';

export const loader = entityWorkspaceLoader;

/** Moving between panes of one entity needs no new data; a save (same address) or another entity does. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return (
    currentParams.plural !== nextParams.plural || currentParams.id !== nextParams.id || nextParams.pane === undefined
  );
}

function UnknownPane() {
  const { t } = useTranslation();
  return (
    <section className="workspace-page" role="alert">
      <h1>{t('workspace.error.notFound')}</h1>
      <p>{t('workspace.error.notFoundBody')}</p>
      <Link to="/workspace">{t('workspace.error.backToWorkspace')}</Link>
    </section>
  );
}

/** `/workspace/{plural}/{id}/{pane}`: the pane comes from the address, so moving between panes loads nothing. */
export function Component() {
  const loaded = useLoaderData<EntityWorkspaceData>();
  const pane = useParams().pane ?? loaded.pane;
  if (!loaded.panes.includes(pane)) return <UnknownPane />;
  return <EntityWorkspace data={{ ...loaded, pane }} />;
}

export const ErrorBoundary = WorkspaceScreenError;
