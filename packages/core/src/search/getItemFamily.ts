import { getContentFamily, type ContentFamily } from '../workspace/getContentFamily.ts';
import { getSiteRelativeLink } from '../workspace/getSiteRelativeLink.ts';

/** Content families (spec 3 §2 routes): the hub families of the reference's getFamily. */
export type ItemFamily = ContentFamily;

/**
 * The family of an item type, generic content when no family holds it (see `getContentFamily`).
 *
 * @example
 * getItemFamily('CSV'); // "dataset"
 * getItemFamily('Web Map'); // "map"
 */
export function getItemFamily(type: string): ItemFamily {
  return getContentFamily(type) ?? 'content';
}

/**
 * The site-relative route of an item (spec 3 §2), as `getSiteRelativeLink` builds it: per family, `/content/{id}`
 * otherwise; pages `/pages/{id}`, solutions `/templates/{id}/about` (`/content/{id}/about` once deployed),
 * initiative templates `/initiatives/templates/{id}/about`. `id` may be the item's slug in URL form.
 *
 * @example
 * getItemSiteRelativeRoute({ id: 'abc', type: 'CSV' }); // "/datasets/abc"
 */
export function getItemSiteRelativeRoute(item: {
  readonly id?: string;
  readonly type: string;
  readonly typeKeywords?: readonly string[];
}): string {
  if (!item.id) return '';
  return getSiteRelativeLink({
    type: item.type,
    id: item.id,
    ...(item.typeKeywords ? { typeKeywords: item.typeKeywords } : {}),
  });
}
