import type { LoadedSite } from './loadSite.ts';
import type { SiteView } from './siteView.ts';

/** Sites resolved in this browser tab, by host and base path: a site does not change while a visitor browses it. */
export const browserSites = new Map<string, Promise<LoadedSite>>();

/** Lets the browser reuse the site the server rendered, so the first navigation does not fetch it again. */
export function primeBrowserSite(site: SiteView): void {
  const key = `${window.location.host}${site.basePath}`;
  if (!browserSites.has(key)) browserSites.set(key, Promise.resolve({ found: true, site }));
}
