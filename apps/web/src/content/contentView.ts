import {
  getItemFamily,
  getSlugFromKeywords,
  getStatusFromKeywords,
  toUrlSlug,
  getItemSiteRelativeRoute,
  type PortalItem,
} from '@plaza/core';
import { toPublicUrl } from '../api/portalUrl.ts';
import type { Markup } from '../markup/loadMarkup.ts';
import type { Bounds } from '../layout/layoutModel.ts';
import { readExtent } from '../search/resultView.ts';
import { CANNOT_DISCUSS, isServiceUrl, readDatedValue, type DatedValue } from '@plaza/core';

/** Spec 3 §9: update frequency codes 001–013. */
export const UPDATE_FREQUENCIES: Readonly<Record<string, string>> = {
  '001': 'continual',
  '002': 'daily',
  '003': 'weekly',
  '004': 'fortnightly',
  '005': 'monthly',
  '006': 'quarterly',
  '007': 'biannually',
  '008': 'annually',
  '009': 'as-needed',
  '010': 'irregular',
  '011': 'not-planned',
  '012': 'unknown',
  '013': 'semimonthly',
};

/** The content model of an item as its page shows it (spec 3 §3 "Content item"): plain data for hydration. */
export interface ContentView {
  readonly id: string;
  /** Who may see it (private, shared, org, public). */
  readonly access: string;
  /** Whether the reader may edit it (the portal's `itemControl` is admin or update): its workspace is offered. */
  readonly canEdit: boolean;
  readonly title: string;
  readonly type: string;
  readonly family: string;
  readonly summary: string;
  /** Sanitised with the item-description profile. */
  readonly descriptionHtml: string;
  readonly descriptionText: string;
  readonly thumbnailUrl?: string;
  readonly owner: { readonly username: string; readonly fullName?: string };
  readonly publisher: { readonly name: string; readonly organization: string; readonly isExternal: boolean };
  readonly dates: {
    readonly created: DatedValue;
    readonly updated: DatedValue;
    readonly published?: DatedValue;
    readonly dataUpdated?: DatedValue;
  };
  readonly updateFrequency?: string;
  readonly licenseHtml: string;
  /** The licence as plain text (for JSON-LD). */
  readonly licenseText: string;
  readonly licenseUrl?: string;
  readonly credits: string;
  readonly tags: readonly string[];
  readonly categories: readonly string[];
  readonly extent?: Bounds;
  readonly status?: string;
  /** Site-relative route by slug when the item has one. */
  readonly href: string;
  /** The item's record on the portal. */
  readonly portalItemUrl: string;
  /** Whether people may discuss it (no `cannotDiscuss` keyword: spec 3 §4). */
  readonly discussable: boolean;
  /** The item's file, when it is a file item: its name, size and address (the portal's `/data`). */
  readonly file?: { readonly name: string; readonly size: number; readonly href: string };
  /** Where the item lives, for apps, maps, web pages and services registered by their address. */
  readonly url?: string;
  /** Whether its page draws its extent as its boundary (`properties.boundary`: `none` turns it off). */
  readonly showsBoundary: boolean;
}

export interface ContentContext {
  readonly portal: string;
  readonly ownerFullName?: string;
  readonly orgName: string;
  /** The site's organisation: publishers from another org are external. */
  readonly siteOrgId: string;
}

/**
 * The content view of a portal item: description and licence sanitised, dates with their precision and source
 * (the data's own dates from `properties.publishedDate` / `dataUpdatedDate` when present, ADR 0084), the publisher
 * (owner and organisation), update frequency, extent, thumbnail and the portal record (`markup` is
 * {@link loadMarkup}'s).
 *
 * @example
 * const view = contentViewOf(item, { portal, orgName: 'Riverside', siteOrgId }, await loadMarkup());
 */
export function contentViewOf(item: PortalItem, context: ContentContext, markup: Markup): ContentView {
  const properties = item.properties ?? {};
  const slug = getSlugFromKeywords(item.typeKeywords);
  const licenseHtml = markup.sanitizeHtml(item.licenseInfo ?? '', 'itemDescription');
  const licenseUrl = /href="(https?:\/\/[^"]+)"/.exec(licenseHtml)?.[1];
  const descriptionHtml = markup.sanitizeHtml(item.description ?? '', 'itemDescription');
  const extent = readExtent(item.extent);
  const published = readDatedValue(properties.publishedDate, 'item.properties.publishedDate');
  const dataUpdated = readDatedValue(properties.dataUpdatedDate, 'item.properties.dataUpdatedDate');
  const frequency =
    typeof properties.updateFrequency === 'string' ? UPDATE_FREQUENCIES[properties.updateFrequency] : undefined;
  const status = getStatusFromKeywords(item.typeKeywords);
  const portalRoot = context.portal.replace(/\/+$/, '');
  return {
    id: item.id,
    access: item.access,
    canEdit: item.itemControl === 'admin' || item.itemControl === 'update',
    title: item.title,
    type: item.type,
    family: getItemFamily(item.type),
    summary: item.snippet ?? '',
    descriptionHtml,
    descriptionText: markup.htmlToText(descriptionHtml),
    ...(item.thumbnail
      ? { thumbnailUrl: toPublicUrl(`${portalRoot}/content/items/${item.id}/info/${item.thumbnail}`, context.portal) }
      : {}),
    owner: { username: item.owner, ...(context.ownerFullName ? { fullName: context.ownerFullName } : {}) },
    publisher: {
      name: context.ownerFullName ?? item.owner,
      organization: context.orgName,
      isExternal: item.orgId !== undefined && item.orgId !== context.siteOrgId,
    },
    dates: {
      created: { epoch: item.created, precision: 'day', source: 'item.created' },
      updated: { epoch: item.modified, precision: 'day', source: 'item.modified' },
      ...(published ? { published } : {}),
      ...(dataUpdated ? { dataUpdated } : {}),
    },
    ...(frequency ? { updateFrequency: frequency } : {}),
    licenseHtml,
    licenseText: markup.htmlToText(licenseHtml),
    ...(licenseUrl ? { licenseUrl } : {}),
    credits: typeof item.accessInformation === 'string' ? item.accessInformation : '',
    tags: item.tags,
    categories: item.categories,
    ...(extent ? { extent } : {}),
    ...(status ? { status } : {}),
    href: getItemSiteRelativeRoute({
      id: slug ? toUrlSlug(slug) : item.id,
      type: item.type,
      typeKeywords: item.typeKeywords,
    }),
    portalItemUrl: toPublicUrl(`${portalRoot}/content/items/${item.id}?f=pjson`, context.portal),
    discussable: !item.typeKeywords.includes(CANNOT_DISCUSS),
    ...(typeof item.name === 'string' && item.name && typeof item.size === 'number' && item.size > 0
      ? {
          file: {
            name: item.name,
            size: item.size,
            href: toPublicUrl(`${portalRoot}/content/items/${item.id}/data`, context.portal),
          },
        }
      : {}),
    ...(pageUrlOf(item.url, context.portal) ? { url: pageUrlOf(item.url, context.portal)! } : {}),
    showsBoundary: properties.boundary !== 'none',
  };
}

/**
 * An item's address as a link on the page: a web address, or one on Plaza itself (a demo app opening a site page,
 * issue 43), made root-relative so it works under the site's own hostname. Services keep the address the portal gave.
 */
function pageUrlOf(url: string | null | undefined, portal: string): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return isServiceUrl(url) ? url : toPublicUrl(url, portal);
  return url.startsWith('/') && !url.startsWith('//') && !isServiceUrl(url) ? url : undefined;
}
