import { portalRequest } from '@plaza/core';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { fetchContentItem } from '../../content/fetchContentItem.ts';
import { loadMarkup } from '../../markup/loadMarkup.ts';
import { notFound, requireSite } from '../../site/requireSite.ts';
import { siteHref } from '../../site/siteHref.ts';
import { fetchAboutItems, type AboutItem } from './aboutItems.ts';

/** What a deployed solution's about page shows (issue 44 item 3). */
export interface SolutionAboutData {
  readonly view: {
    readonly id: string;
    readonly title: string;
    readonly summary: string;
    /** Its description, sanitised once in the loader. */
    readonly descriptionHtml: string;
    /** The items it set up that the visitor may see. */
    readonly items: readonly AboutItem[];
  };
}

/**
 * `/content/{id}/about` (spec 3 §2: a solution's route once deployed; issue 44 item 3, ADR 0209): a deployed solution
 * (`Solution` with the `Deployed` type keyword), its words and the items it set up (its data's `templates[].itemId`)
 * that the visitor may see. A solution not deployed is sent to its template page (`/templates/{id}/about`); anything
 * else, or an item the visitor may not see, is a 404 like one that does not exist.
 */
export async function solutionAboutLoader({
  request,
  context,
  params,
}: LoaderFunctionArgs): Promise<SolutionAboutData> {
  const { site, portal, signal, authentication } = await requireSite(request, context);
  const id = params.id ?? '';
  if (!/^[0-9a-f]{32}$/.test(id)) notFound();
  const call = { portal, signal, ...(authentication ? { authentication } : {}) };
  const item = await fetchContentItem(id, { ...call, orgKey: site.orgKey });
  if (!item || item.type !== 'Solution') notFound();
  if (!(item.typeKeywords ?? []).includes('Deployed'))
    throw redirect(siteHref(site.basePath, `/templates/${id}/about`));
  const [data, markup] = await Promise.all([
    portalRequest<{ templates?: unknown }>(`content/items/${id}/data`, call).catch(() => undefined),
    loadMarkup(),
  ]);
  const templates = Array.isArray(data?.templates) ? (data.templates as unknown[]) : [];
  const ids = templates.map((entry) =>
    typeof entry === 'object' && entry !== null ? (entry as { itemId?: unknown }).itemId : undefined,
  );
  return {
    view: {
      id,
      title: item.title,
      summary: item.snippet ?? '',
      descriptionHtml: markup.sanitizeHtml(item.description ?? '', 'itemDescription'),
      items: await fetchAboutItems(ids, call, site.basePath),
    },
  };
}
