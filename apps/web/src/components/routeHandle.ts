import type { TFunction } from 'i18next';
import type { UIMatch } from 'react-router';

type HandleArgs = { data: unknown; t: TFunction };

/** What a route can declare about the page it renders. */
export interface RouteHandle {
  /** The document title, from the route's loader data. */
  readonly title?: (args: HandleArgs) => string;
  /** The meta description. */
  readonly description?: (args: HandleArgs) => string;
  /** Extra head markup (already sanitised or built from escaped data): meta tags, JSON-LD. Server-rendered only. */
  readonly head?: (args: HandleArgs) => string;
  /** HTTP status the server answers with when this route is the deepest match (e.g. 404). */
  readonly status?: number;
  /** True when the route needs no loader data to name itself (not-found pages). */
  readonly static?: boolean;
  /** What a page view of this route is about, for telemetry (issue 22): the item shown, the search made. */
  readonly tracked?: (data: unknown) => TrackedPage;
}

/** What a page view is about: the item it shows, the search it ran (with how many results it found). */
export interface TrackedPage {
  readonly itemId?: string;
  readonly search?: { readonly query: string; readonly resultCount: number };
}

type Match = Pick<UIMatch, 'handle' | 'loaderData'>;

function handled(matches: readonly Match[], key: 'title' | 'description' | 'head', t: TFunction): string[] {
  const out: string[] = [];
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    const read = handle?.[key];
    if (!read || (match.loaderData === undefined && !handle.static)) continue;
    const value = read({ data: match.loaderData, t });
    if (value) out.push(value);
  }
  return out;
}

/**
 * The document title: the deepest route's title, then the site's (the outermost one), e.g.
 * "Street Trees | Riverside Open Data"; "Plaza" when no route names the page. `errorTitle` names a page whose loader
 * failed ("Page not found | Riverside Open Data").
 */
export function titleFromMatches(matches: readonly Match[], t: TFunction, errorTitle?: string): string {
  const titles = handled(matches, 'title', t);
  if (errorTitle) titles.push(errorTitle);
  const deepest = titles.at(-1);
  const outer = titles[0];
  if (!deepest) return 'Plaza';
  return outer && outer !== deepest ? `${deepest} | ${outer}` : deepest;
}

/** The meta description of the deepest route that has one. */
export function descriptionFromMatches(matches: readonly Match[], t: TFunction): string {
  return handled(matches, 'description', t).at(-1) ?? '';
}

/** Every route's head markup, outermost first. */
export function headFromMatches(matches: readonly Match[], t: TFunction): string {
  return handled(matches, 'head', t).join('\n');
}
