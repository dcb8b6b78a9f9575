import { redirect, type LoaderFunctionArgs } from 'react-router';
import { siteHref } from '../../site/siteHref.ts';
import { fetchAboutItems, type AboutItem } from './aboutItems.ts';
import { readAboutData, readAboutItem, type AboutWords } from './readAboutItem.ts';

/** What a deployed solution's about page shows (issue 44 item 3). */
export interface SolutionAboutData {
  readonly view: AboutWords & {
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
export async function solutionAboutLoader(args: LoaderFunctionArgs): Promise<SolutionAboutData> {
  const { site, call, item } = await readAboutItem(args, (found) => found.type === 'Solution');
  if (!(item.typeKeywords ?? []).includes('Deployed')) {
    throw redirect(siteHref(site.basePath, `/templates/${item.id}/about`));
  }
  const [data, words] = await readAboutData<{ templates?: unknown }>(item, call);
  const templates = Array.isArray(data?.templates) ? (data.templates as unknown[]) : [];
  const ids = templates.map((entry) =>
    typeof entry === 'object' && entry !== null ? (entry as { itemId?: unknown }).itemId : undefined,
  );
  return { view: { ...words, items: await fetchAboutItems(ids, call, site.basePath) } };
}
