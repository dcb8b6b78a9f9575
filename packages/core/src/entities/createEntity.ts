import { constructSlug } from '../ids/constructSlug.ts';
import { getUniqueSlug } from '../ids/getUniqueSlug.ts';
import { normalizeSlug } from '../ids/normalizeSlug.ts';
import { HubError } from '../errors/HubError.ts';
import type { EntityWriteOptions } from './common/entityRequestOptions.ts';
import { mergeEntityInput } from './common/mergeEntityInput.ts';
import { ENTITY_KINDS, type EntityByKind, type EntityKind } from './entityKinds.ts';
import { fetchEntity } from './fetchEntity.ts';
import { getPortalItem } from './items/getPortalItem.ts';
import { createPortalItem, removePortalItem } from './items/writePortalItem.ts';

/** What a new entity is made from: a name, and any stored field to set instead of its default. */
export type EntityInput<K extends EntityKind> = { readonly name: string } & DeepPartial<EntityByKind[K]>;

type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { readonly [P in keyof T]?: DeepPartial<T[P]> }
    : T;

/**
 * The one way to create an entity of any kind. Defaults are filled (objects merged, so a partial theme keeps the
 * other default colours), the slug is derived from the name when absent and made unique (`-1`, `-2`, ...), kind
 * steps run (a site gets a unique subdomain, its hostnames, url and keywords), the item is added, and kind
 * follow-ups run (a site's domains are registered). If a follow-up fails the item is removed again, so nothing is
 * left half-made. Returns the entity as stored, with its derived fields.
 *
 * @example
 * const site = await createEntity('site', { name: 'Parks' }, { portal, authentication, portalSelf, hubUrl });
 * site.slug; // "riverside|parks"
 */
export async function createEntity<K extends EntityKind>(
  kind: K,
  input: EntityInput<K>,
  options: EntityWriteOptions,
): Promise<EntityByKind[K]> {
  const descriptor = ENTITY_KINDS[kind];
  const orgKey = options.portalSelf?.urlKey;
  if (!orgKey)
    throw new HubError('ORG_REQUIRED', `Creating a ${kind} needs the organisation (portalSelf with its urlKey).`);
  const merged: EntityByKind[K] = mergeEntityInput(descriptor.defaults(), input);
  const keywords = [...merged.typeKeywords];
  for (const keyword of descriptor.typeKeywords) if (!keywords.includes(keyword)) keywords.push(keyword);
  const wantedSlug = merged.slug ? normalizeSlug(merged.slug, orgKey) : '';
  let entity: EntityByKind[K] = {
    ...merged,
    type: descriptor.newItemType(options),
    typeKeywords: keywords,
    orgUrlKey: orgKey.toLowerCase(),
    orgId: options.portalSelf?.id,
    slug: await getUniqueSlug(wantedSlug || constructSlug(merged.name, orgKey, kind), options),
    schemaVersion: descriptor.schemaVersion,
  };
  if (descriptor.prepareCreate) entity = await descriptor.prepareCreate(entity, options);
  const id = await createPortalItem(descriptor.toModel(entity), options);
  const created = { ...entity, id };
  if (descriptor.afterCreate) {
    try {
      await descriptor.afterCreate(created, options);
    } catch (error) {
      await getPortalItem(id, options)
        .then((item) => removePortalItem(item, options))
        .catch(() => undefined);
      throw error;
    }
  }
  return fetchEntity(kind, id, options);
}
