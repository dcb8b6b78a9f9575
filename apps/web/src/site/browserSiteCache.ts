import type { LoadedSite } from './loadedSite.ts';
import type { SiteView } from './siteView.ts';

/**
 * Sites resolved in this browser tab, by reader, host and base path: a site does not change while a visitor browses
 * it, but a private site is found only for a member who may read it, so each reader has their own entries.
 */
export const browserSites = new Map<string, Promise<LoadedSite>>();

/** The key of a site address for a reader (undefined: anonymous). */
export function browserSiteKey(address: string, reader: string | undefined): string {
  return `${reader ?? ''}@${address}`;
}

/** Lets the browser reuse the site the server rendered, so the first navigation does not fetch it again. */
export function primeBrowserSite(site: SiteView): void {
  // The server reads anonymously: only a public site is known to be the same for whoever reads next.
  if (!site.isPublic) return;
  const key = browserSiteKey(`${window.location.host}${site.basePath}`, undefined);
  if (!browserSites.has(key)) browserSites.set(key, Promise.resolve({ found: true, site }));
}
