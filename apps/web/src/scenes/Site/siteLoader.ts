import { data, type LoaderFunctionArgs } from 'react-router';
import { loadSite } from '../../site/loadSite.ts';
import type { SiteView } from '../../site/siteView.ts';

/**
 * The site of the request (by hostname, or by subdomain in the enterprise path form). An unknown or private site
 * answers 404 with the host, for a helpful not-found page.
 */
export async function siteLoader({ request, context }: LoaderFunctionArgs): Promise<SiteView> {
  const loaded = await loadSite(request, context);
  if (!loaded.found)
    throw data({ kind: 'site-not-found', host: loaded.host, homeUrl: loaded.homeUrl }, { status: 404 });
  return loaded.site;
}
