import { z } from 'zod/mini';
import { getSlugFromKeywords } from '../../ids/slugKeyword.ts';
import { getEntityLinks } from '../../workspace/getEntityLinks.ts';
import { itemProperties, type ItemModel, type PortalItem } from '../items/itemModel.ts';
import { isRecord } from './mutableItemModel.ts';
import { readStrings } from './readField.ts';
import type { EntityMapperContext } from './entityMapperContext.ts';
import { entityLocationSchema, type HubItemEntity } from './hubItemEntity.ts';

const discussionSettingsSchema = z.looseObject({
  allowedChannelIds: z.nullish(z.array(z.string())),
  allowedLocations: z.nullish(z.array(z.unknown())),
});
const recordSchema = z.record(z.string(), z.unknown());
const displaySchema = z.union([z.string(), recordSchema]);

/**
 * The common item fields and every derived field (spec 1 §3) of any item-backed entity.
 * Kind mappers spread this and add their own fields. A missing or null member never makes it throw (issue 41):
 * lists read as empty, texts as empty. The slug is `item.properties.slug`, else the `slug|` keyword; `display`,
 * `geometry` and `associations` are read from the data (the reference's place), else from the item properties
 * (where Plaza wrote them before ADR 0199).
 */
export function commonFromModel(model: ItemModel, context: EntityMapperContext, schemaVersion: number): HubItemEntity {
  const item = model.item;
  const data: Record<string, unknown> = isRecord(model.data) ? model.data : {};
  const properties = isRecord(item.properties) ? itemProperties(item) : {};
  const typeKeywords = readStrings(item.typeKeywords);
  const itemControl = item.itemControl ?? 'view';
  const isProtected = item.protected === true;
  const slug =
    stringOf(properties.slug) || getSlugFromKeywords(typeKeywords) || (properties.slug === '' ? '' : undefined);
  const thumbnailUrl = buildThumbnailUrl(item, context);
  const entity: HubItemEntity = {
    id: item.id,
    name: item.title ?? '',
    summary: item.snippet ?? '',
    description: item.description ?? '',
    access: item.access ?? 'private',
    owner: item.owner ?? '',
    ...optional('orgId', item.orgId),
    ...optional('orgUrlKey', stringOf(properties.orgUrlKey)),
    type: item.type ?? '',
    typeKeywords,
    tags: readStrings(item.tags),
    categories: readStrings(item.categories),
    ...optional('culture', item.culture ?? undefined),
    ...optional('extent', item.extent ?? undefined),
    ...optional('url', item.url ?? undefined),
    ...optional('thumbnail', item.thumbnail ?? undefined),
    ...optional('slug', slug),
    schemaVersion: typeof properties.schemaVersion === 'number' ? properties.schemaVersion : schemaVersion,
    created: numberOr(item.created, 0),
    modified: numberOr(item.modified, 0),
    itemControl,
    ...optional('boundary', stringOf(properties.boundary)),
    ...optional('location', parsed(entityLocationSchema, properties.location)),
    ...optional('geometry', data.geometry ?? properties.geometry ?? undefined),
    ...optional('display', parsed(displaySchema, data.display ?? properties.display)),
    ...optional('associations', parsed(recordSchema, data.associations ?? properties.associations)),
    ...optional('discussionSettings', parsed(discussionSettingsSchema, properties.discussionSettings)),
    canEdit: itemControl === 'admin' || itemControl === 'update',
    canDelete: itemControl === 'admin',
    canRecycle:
      typeof item.canRecycle === 'boolean'
        ? item.canRecycle
        : itemControl === 'admin' && !isProtected && context.recycleBinEnabled === true,
    protected: isProtected,
    isDiscussable: !typeKeywords.includes('cannotDiscuss'),
    createdDate: new Date(numberOr(item.created, 0)).toISOString(),
    updatedDate: new Date(numberOr(item.modified, 0)).toISOString(),
    links: {},
    ...optional('thumbnailUrl', thumbnailUrl),
  };
  const target = {
    id: entity.id,
    type: entity.type,
    title: entity.name,
    typeKeywords: entity.typeKeywords,
    ...optional('slug', slug),
  };
  const links = context.buildLinks ? context.buildLinks(target) : getEntityLinks(target, portalUrlOf(context.portal));
  return { ...entity, links: { ...links, ...optional('thumbnail', thumbnailUrl) } };
}

/** `{portal}/content/items/{id}/info/{thumbnail}`, with the token for non-public items (spec 3 §6). */
function buildThumbnailUrl(item: PortalItem, context: EntityMapperContext): string | undefined {
  if (!item.thumbnail) return undefined;
  const url = `${context.portal.replace(/\/+$/, '')}/content/items/${item.id}/info/${item.thumbnail}`;
  return item.access !== 'public' && context.token ? `${url}?token=${encodeURIComponent(context.token)}` : url;
}

/** The portal's base url (the REST root without `/sharing/rest`), which portal home links start from. */
export function portalUrlOf(portal: string): string {
  return portal.replace(/\/+$/, '').replace(/\/sharing\/rest$/, '');
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function parsed<T>(schema: z.ZodMiniType<T>, value: unknown): T | undefined {
  if (value === undefined || value === null) return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** `{ [key]: value }` when the value is present, else `{}`: keeps optional fields absent rather than undefined. */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
