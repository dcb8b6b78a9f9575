import { getSiteRelativeLink, portalRequest, type SessionHandle } from '@plaza/core';
import { siteHref } from '../../site/siteHref.ts';

/** An item an about page lists (what a solution set up, the templates an initiative template comes with). */
export interface AboutItem {
  readonly id: string;
  readonly title: string;
  readonly type: string;
  /** Its page in this site (with the site's base path). */
  readonly href: string;
}

interface SearchPage {
  readonly results: readonly { id: string; title: string; type: string; typeKeywords?: string[] }[];
}

/** Most items one about page lists. */
export const MAX_ABOUT_ITEMS = 50;
const ITEM_ID = /^[0-9a-f]{32}$/;

/**
 * The items of a list of ids that the visitor may read, in the list's order, each linked to its page in the site (core's
 * `getSiteRelativeLink`): one portal search, so items the visitor may not see are left out as if absent. Ids that are
 * not item ids, repeats and those past {@link MAX_ABOUT_ITEMS} are dropped.
 *
 * @example
 * const items = await fetchAboutItems(data.recommendedTemplates, { portal, signal }, site.basePath);
 */
export async function fetchAboutItems(
  ids: readonly unknown[],
  call: { readonly portal: string; readonly signal?: AbortSignal; readonly authentication?: SessionHandle },
  basePath: string,
): Promise<AboutItem[]> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && ITEM_ID.test(id)))].slice(
    0,
    MAX_ABOUT_ITEMS,
  );
  if (wanted.length === 0) return [];
  const page = await portalRequest<SearchPage>('search', {
    ...call,
    params: { q: wanted.map((id) => `id:${id}`).join(' OR '), num: MAX_ABOUT_ITEMS },
  });
  const found = new Map(page.results.map((item) => [item.id, item]));
  return wanted.flatMap((id) => {
    const item = found.get(id);
    if (!item) return [];
    const link =
      getSiteRelativeLink({ type: item.type, id, typeKeywords: item.typeKeywords ?? [] }) || `/content/${id}`;
    return [{ id, title: item.title, type: item.type, href: siteHref(basePath, link) }];
  });
}
