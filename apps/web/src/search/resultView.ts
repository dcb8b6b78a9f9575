import { getItemSiteRelativeRoute, getSlugFromKeywords, toUrlSlug, type HubSearchResult } from '@plaza/core';
import { toPublicUrl } from '../api/portalUrl.ts';
import type { Bounds } from '../layout/layoutModel.ts';

/** A search result as the pages show it: plain data (dates as epoch ms) so it survives hydration. */
export interface ResultView {
  readonly id: string;
  readonly title: string;
  readonly type: string;
  readonly family: string;
  readonly summary: string;
  /** Site-relative (`/datasets/riverside::street-trees`), before the site's base path. */
  readonly href: string;
  readonly thumbnailUrl?: string;
  readonly owner: string;
  readonly modified: number;
  readonly extent?: Bounds;
}

/**
 * The view of an item result: its route by slug when it has one (readable, shareable URLs; spec 1 §2), its
 * thumbnail as a root-relative URL, its extent when it has one.
 *
 * @example
 * resultViewOf(result, portalUrl).href; // "/datasets/riverside::street-trees"
 */
export function resultViewOf(result: HubSearchResult, portalUrl: string): ResultView {
  const raw = (result.rawResult ?? {}) as { extent?: unknown };
  const slug = getSlugFromKeywords(result.typeKeywords ?? []);
  const href = getItemSiteRelativeRoute({
    id: slug ? toUrlSlug(slug) : result.id,
    type: result.type,
    typeKeywords: result.typeKeywords ?? [],
  });
  const extent = readExtent(raw.extent);
  return {
    id: result.id,
    title: result.name,
    type: result.type,
    family: result.family,
    summary: result.summary,
    href: href || `/content/${result.id}`,
    ...(result.links.thumbnail ? { thumbnailUrl: toPublicUrl(result.links.thumbnail, portalUrl) } : {}),
    owner: result.owner,
    modified: result.updatedDate.getTime(),
    ...(extent ? { extent } : {}),
  };
}

/** `[[xmin, ymin], [xmax, ymax]]` when the item has a usable WGS84 extent. */
export function readExtent(value: unknown): Bounds | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [min, max] = value as unknown[];
  if (!Array.isArray(min) || !Array.isArray(max)) return undefined;
  const [w, s] = min as unknown[];
  const [e, n] = max as unknown[];
  const numbers = [w, s, e, n];
  if (!numbers.every((v) => typeof v === 'number' && Number.isFinite(v))) return undefined;
  return [
    [w as number, s as number],
    [e as number, n as number],
  ];
}
