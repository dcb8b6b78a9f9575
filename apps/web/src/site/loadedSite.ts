import type { SiteView } from './siteView.ts';

/** The site a request is for, or why there is none. */
export type LoadedSite =
  | { readonly found: true; readonly site: SiteView }
  | { readonly found: false; readonly host: string; readonly homeUrl: string };
