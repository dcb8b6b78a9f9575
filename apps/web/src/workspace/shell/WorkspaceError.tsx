import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkLoadError } from '../../components/loadChunk.ts';

function messageOf(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return typeof error.data === 'string' ? error.data : undefined;
  return error instanceof Error ? error.message : undefined;
}

/**
 * When a workspace screen cannot be shown: not found, not loaded (a chunk), or failed — in words, with the server's
 * message, and a way back. Rendered without Calcite, which may be what failed to load.
 */
export function WorkspaceError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = error instanceof ChunkLoadError;
  const title = notFound ? t('workspace.error.notFound') : chunk ? t('error.chunkTitle') : t('workspace.error.title');
  const detail = chunk ? t('error.chunkBody') : notFound ? t('workspace.error.notFoundBody') : messageOf(error);
  return (
    <main id="main" className="workspace-error" tabIndex={-1}>
      <section role="alert">
        <h1>{title}</h1>
        {detail ? <p>{detail}</p> : null}
        <p className="workspace-error__actions">
          {chunk ? (
            <button type="button" className="button" onClick={() => window.location.reload()}>
              {t('error.reload')}
            </button>
          ) : null}
          <a href="/workspace">{t('workspace.error.backToWorkspace')}</a>
          <a href="/">{t('workspace.viewSite')}</a>
        </p>
      </section>
    </main>
  );
}
