import type { SessionHandle } from '@plaza/core';
import { data } from 'react-router';
import { browserSession } from '../auth/browserSession.ts';
import { portalUrlFor } from '../api/portalUrl.ts';
import { loadSite } from './loadSite.ts';
import type { SiteView } from './siteView.ts';

/** What a loader inside a site works with: the site, and where and how to call the portal. */
export interface SiteRequest {
  readonly site: SiteView;
  readonly portal: string;
  readonly signal: AbortSignal;
  /** The signed-in visitor, when the loader runs in the browser: they read what they may, not only public content. */
  readonly authentication?: SessionHandle;
}

/**
 * The site of a request for a page inside it (shared with the site's own loader, so resolved once), or a 404.
 *
 * @example
 * const { site, portal, signal } = await requireSite(request, context);
 */
export async function requireSite(request: Request, context: unknown): Promise<SiteRequest> {
  const loaded = await loadSite(request, context);
  if (!loaded.found)
    throw data({ kind: 'site-not-found', host: loaded.host, homeUrl: loaded.homeUrl }, { status: 404 });
  const authentication = await browserSession();
  return {
    site: loaded.site,
    portal: portalUrlFor(context),
    signal: request.signal,
    ...(authentication ? { authentication } : {}),
  };
}

/** The 404 a loader throws for something that does not exist or may not be seen (they look alike). */
export function notFound(): never {
  throw data({ kind: 'not-found' }, { status: 404 });
}
