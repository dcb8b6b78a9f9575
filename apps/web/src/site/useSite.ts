import { createContext, useContext } from 'react';
import type { SiteView } from './siteView.ts';

/** The site the page belongs to; provided by the site layout. */
export const SiteContext = createContext<SiteView | undefined>(undefined);

/** The current site (inside a site's pages). */
export function useSite(): SiteView {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite is used outside a site.');
  return site;
}

/** The base path of the current site's links; `''` outside a site. */
export function useSiteBasePath(): string {
  return useContext(SiteContext)?.basePath ?? '';
}
