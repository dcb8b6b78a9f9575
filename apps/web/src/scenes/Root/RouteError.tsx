import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useRevalidateOnSignIn } from '../../auth/useRevalidateOnSignIn.ts';
import { ChunkLoadError } from '../../components/loadChunk.ts';
import { NotFound } from '../NotFound/NotFound.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useAuth } from '../../auth/useAuth.ts';
import { SiteContext } from '../../site/useSite.ts';
import { SiteNotFound } from '../SiteNotFound/SiteNotFound.tsx';
import { PlainLayout } from './PlainLayout.tsx';

interface SiteNotFoundData {
  readonly kind: 'site-not-found';
  readonly host: string;
  readonly homeUrl: string;
}

/** A 404 of something a signed-in reader may see (their own profile): shown as loading until the session is known. */
function isUntilSignedIn(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { untilSignedIn?: unknown }).untilSignedIn === true;
}

function isSiteNotFound(data: unknown): data is SiteNotFoundData {
  return typeof data === 'object' && data !== null && (data as SiteNotFoundData).kind === 'site-not-found';
}

/**
 * Shown when a loader or a component fails. Inside a site it renders within the site's chrome (`inSite`); a 404
 * shows the not-found page, a chunk that could not be loaded says so in words (spec 3 §8).
 */
export function RouteError({ inSite = false }: { inSite?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const site = useContext(SiteContext);
  const auth = useAuth();
  const title = isRouteErrorResponse(error)
    ? t(isSiteNotFound(error.data) ? 'siteNotFound.title' : error.status === 404 ? 'notFound.title' : 'error.title')
    : t(error instanceof ChunkLoadError ? 'error.chunkTitle' : 'error.title');
  const documentTitle = site ? `${title} | ${site.title}` : title;
  // Outside a site's chrome nothing else reads the page again once the member's session is back: a site or page
  // the server could not show anonymously may be theirs to read (inside a site, its layout does this).
  useRevalidateOnSignIn(!inSite);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  if (isRouteErrorResponse(error) && isSiteNotFound(error.data)) {
    return <SiteNotFound host={error.data.host} homeUrl={error.data.homeUrl} />;
  }
  let body;
  // Not "Page not found" while the reader's session is still being restored, or the page is being read again with it.
  const waiting = isRouteErrorResponse(error) && isUntilSignedIn(error.data) && auth.status !== 'anonymous';
  if (waiting) body = <PageLoading />;
  else if (isRouteErrorResponse(error) && error.status === 404) body = <NotFound />;
  else if (error instanceof ChunkLoadError) {
    body = (
      <section className="route-error" role="alert">
        <h1>{t('error.chunkTitle')}</h1>
        <p>{t('error.chunkBody')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
      </section>
    );
  } else {
    body = (
      <section className="route-error" role="alert">
        <h1>{t('error.title')}</h1>
        <p>{t('error.body')}</p>
      </section>
    );
  }
  return inSite ? body : <PlainLayout>{body}</PlainLayout>;
}
