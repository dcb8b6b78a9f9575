import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

function messageOf(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return typeof error.data === 'string' ? error.data : undefined;
  return error instanceof Error ? error.message : undefined;
}

/** A workspace screen that could not be shown, inside the workspace frame: what happened, the server's words, a way on. */
export function WorkspaceScreenError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = notFound ? t('workspace.error.notFoundBody') : messageOf(error);
  return (
    <section className="workspace-page" role="alert">
      <h1>{notFound ? t('workspace.error.notFound') : t('workspace.error.title')}</h1>
      {detail ? <p>{detail}</p> : null}
      <p>
        <Link to="/workspace">{t('workspace.error.backToWorkspace')}</Link>
      </p>
    </section>
  );
}
