import type { IRequestOptions } from '@esri/arcgis-rest-request';
import type { PortalItem } from '../entities/items/itemModel.ts';
import { getEntityLinks } from '../workspace/getEntityLinks.ts';
import { getItemHomeUrl } from '../workspace/portalHomeUrls.ts';
import { queryLayer } from './datasetLayer.ts';
import { readDatedValue, type DatedValue } from './datedValue.ts';
import { isServiceUrl, serviceUrlOf } from './layerUrl.ts';

/** What a map or feature service says of itself (its root or layer resource), as far as a content entity reads it. */
export interface ContentServerInfo {
  readonly capabilities?: string;
  readonly supportedExtractFormats?: string;
  readonly [key: string]: unknown;
}

/** The service and content facts of a content entity (spec 2 §3 "Content entity", `extendedProps`). */
export interface ContentExtendedProps {
  /** `service` when the item's url is a map or feature service (or one of its layers), else `content`. */
  readonly kind: 'service' | 'content';
  /** The service's own description, when it could be read. */
  readonly server?: ContentServerInfo;
  /** Whether the service answers queries (`Query` among its capabilities). */
  readonly serverQueryCapability?: boolean;
  /** Whether it can extract (export) data (`Extract` among its capabilities). */
  readonly serverExtractCapability?: boolean;
  /** The extract formats it names, from its comma-separated `supportedExtractFormats`. */
  readonly extractFormatsList?: readonly string[];
}

/** A content item as a hub entity: its dates with their precision, its links and its service facts. */
export interface ContentEntity {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly owner: string;
  readonly access: string;
  readonly url: string | null;
  readonly thumbnailUrl?: string;
  readonly createdDate: DatedValue;
  readonly updatedDate: DatedValue;
  readonly licenseInfo: string;
  /** Discussions are allowed unless the item carries the `cannotDiscuss` keyword. */
  readonly isDiscussable: boolean;
  readonly links: {
    readonly self: string;
    readonly siteRelative: string;
    readonly siteRelativeEntityType: string;
    readonly workspaceRelative: string;
    readonly thumbnail?: string;
    readonly contentEditUrl: string;
  };
  readonly extendedProps: ContentExtendedProps;
}

/**
 * The service facts of an item: its kind, and — from the service's description — whether it can be queried and
 * extracted and which extract formats it names (a comma-separated list, trimmed).
 *
 * @example
 * contentExtendedProps('https://example.org/arcgis/rest/services/Trees/FeatureServer/0', { capabilities: 'Query,Extract' });
 * // { kind: 'service', server: {…}, serverQueryCapability: true, serverExtractCapability: true, extractFormatsList: [] }
 */
export function contentExtendedProps(url: string | null | undefined, server?: ContentServerInfo): ContentExtendedProps {
  if (!isServiceUrl(url)) return { kind: 'content' };
  if (!server) return { kind: 'service' };
  const capabilities = (server.capabilities ?? '').split(',').map((c) => c.trim().toLowerCase());
  const formats = (server.supportedExtractFormats ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return {
    kind: 'service',
    server,
    serverQueryCapability: capabilities.includes('query'),
    serverExtractCapability: capabilities.includes('extract'),
    extractFormatsList: formats,
  };
}

/**
 * A portal item as a content entity (spec 2 §3): dates read at their precision (the item's record dates to the day),
 * links (the item's portal page, its site route, `/content/{id}`, its workspace pane, its thumbnail, the portal's
 * settings page) and the service facts given its service description.
 *
 * @example
 * const entity = contentEntityFromItem(item, { portal: 'https://example.org/sharing/rest' });
 */
export function contentEntityFromItem(
  item: PortalItem,
  context: { readonly portal: string; readonly server?: ContentServerInfo },
): ContentEntity {
  const portalUrl = context.portal.replace(/\/sharing\/rest\/?$/, '');
  const links = getEntityLinks({ type: item.type, id: item.id }, portalUrl);
  const thumbnail = item.thumbnail
    ? `${context.portal.replace(/\/$/, '')}/content/items/${item.id}/info/${item.thumbnail}`
    : undefined;
  return {
    id: item.id,
    name: item.title,
    type: item.type,
    owner: item.owner,
    access: item.access,
    url: item.url ?? null,
    ...(thumbnail ? { thumbnailUrl: thumbnail } : {}),
    createdDate: readDatedValue(item.created, 'item.created') ?? {
      epoch: item.created,
      precision: 'day',
      source: 'item.created',
    },
    updatedDate: readDatedValue(item.modified, 'item.modified') ?? {
      epoch: item.modified,
      precision: 'day',
      source: 'item.modified',
    },
    licenseInfo: item.licenseInfo ?? '',
    isDiscussable: !item.typeKeywords.some((k) => k.toLowerCase() === 'cannotdiscuss'),
    links: {
      ...links,
      siteRelativeEntityType: `/content/${item.id}`,
      ...(thumbnail ? { thumbnail } : {}),
      contentEditUrl: `${getItemHomeUrl(portalUrl, item.id)}#settings`,
    },
    extendedProps: contentExtendedProps(item.url, context.server),
  };
}

/**
 * What the service behind an item's url says of itself: for a service or a layer url, the service's root resource
 * (a layer url's service, so capabilities and extract formats are the service's); undefined for anything else or a
 * service that does not answer.
 *
 * @example
 * const server = await fetchServerInfo(item.url, { authentication });
 */
export async function fetchServerInfo(
  url: string | null | undefined,
  options: {
    readonly authentication?: IRequestOptions['authentication'];
    readonly signal?: AbortSignal;
  },
): Promise<ContentServerInfo | undefined> {
  if (!url || !isServiceUrl(url)) return undefined;
  return queryLayer<ContentServerInfo>(
    serviceUrlOf(url),
    {},
    {
      ...(options.authentication ? { authentication: options.authentication } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    },
  ).catch(() => undefined);
}

/**
 * A content entity with its service described ({@link fetchServerInfo}); a service that does not answer leaves
 * `server` out and the kind `service`.
 *
 * @example
 * const entity = await fetchContentEntity(item, { portal, authentication });
 */
export async function fetchContentEntity(
  item: PortalItem,
  options: {
    readonly portal: string;
    readonly authentication?: IRequestOptions['authentication'];
    readonly signal?: AbortSignal;
  },
): Promise<ContentEntity> {
  const server = await fetchServerInfo(item.url, options);
  return contentEntityFromItem(item, { portal: options.portal, ...(server ? { server } : {}) });
}
