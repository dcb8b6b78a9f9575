import { portalRequest, type PortalItem, type SessionHandle } from '@plaza/core';
import type { LoaderFunctionArgs } from 'react-router';
import { fetchContentItem } from '../../content/fetchContentItem.ts';
import { loadMarkup } from '../../markup/loadMarkup.ts';
import { notFound, requireSite } from '../../site/requireSite.ts';
import type { SiteView } from '../../site/siteView.ts';

/** What every about page says of its item: its id and words, the description sanitised once in the loader. */
export interface AboutWords {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly descriptionHtml: string;
}

/** The portal call of an about page's loader: the visitor's, so only what they may see is read. */
export interface AboutCall {
  readonly portal: string;
  readonly signal: AbortSignal;
  readonly authentication?: SessionHandle;
}

/**
 * The item an about page (issue 44 item 3) is about: its site, the visitor's portal call and the item — or the 404 of
 * an unknown id for a malformed id, an item the visitor may not see, or one that `accept` refuses (so none of them
 * tells anything).
 *
 * @example
 * const { site, call, item } = await readAboutItem(args, (item) => item.type === 'Solution');
 */
export async function readAboutItem(
  { request, context, params }: LoaderFunctionArgs,
  accept: (item: PortalItem) => boolean,
): Promise<{ site: SiteView; call: AboutCall; item: PortalItem }> {
  const { site, portal, signal, authentication } = await requireSite(request, context);
  const id = params.id ?? '';
  if (!/^[0-9a-f]{32}$/.test(id)) notFound();
  const call = { portal, signal, ...(authentication ? { authentication } : {}) };
  const item = await fetchContentItem(id, { ...call, orgKey: site.orgKey });
  if (!item || !accept(item)) notFound();
  return { site, call, item };
}

/**
 * The item's data (undefined when it has none or it cannot be read) and its words, read side by side.
 *
 * @example
 * const [data, words] = await readAboutData<{ templates?: unknown }>(item, call);
 */
export async function readAboutData<D>(item: PortalItem, call: AboutCall): Promise<[D | undefined, AboutWords]> {
  return Promise.all([
    portalRequest<D>(`content/items/${item.id}/data`, call).catch(() => undefined),
    loadMarkup().then((markup) => ({
      id: item.id,
      title: item.title,
      summary: item.snippet ?? '',
      descriptionHtml: markup.sanitizeHtml(item.description ?? '', 'itemDescription'),
    })),
  ]);
}
