import { getUniqueSlug } from '../ids/getUniqueSlug.ts';
import { normalizeSlug } from '../ids/normalizeSlug.ts';
import type { EntityWriteOptions } from './common/entityRequestOptions.ts';
import { mapperContextOf } from './common/entityRequestOptions.ts';
import { ENTITY_KINDS, type EntityByKind, type EntityKind } from './entityKinds.ts';
import { fetchEntity } from './fetchEntity.ts';
import { fetchItemModel } from './fetchItemModel.ts';
import { updatePortalItem } from './items/writePortalItem.ts';

/**
 * The one way to update an entity of any kind. The stored model is read (and migrated) first, and only the fields
 * the entity changed are written over it, so everything else in the item and data survives as stored; a changed slug is made unique again; kind steps run (a site re-checks a changed
 * subdomain or custom hostname); the item is updated — with `clearEmptyFields` when the description, snippet,
 * tags, categories or licence is empty — and kind follow-ups run (a site's domain records follow its
 * hostnames). If a follow-up fails the item is put back as it was. Returns the entity as stored.
 *
 * @example
 * const saved = await updateEntity('project', { ...project, status: 'inProgress' }, { portal, authentication, portalSelf });
 */
export async function updateEntity<K extends EntityKind>(
  kind: K,
  entity: EntityByKind[K],
  options: EntityWriteOptions,
): Promise<EntityByKind[K]> {
  const descriptor = ENTITY_KINDS[kind];
  const stored = descriptor.migrate(await fetchItemModel(descriptor, entity.id, options), { portal: options.portal });
  const before = descriptor.fromModel(stored, mapperContextOf(options));
  const orgKey = before.orgUrlKey ?? options.portalSelf?.urlKey ?? '';
  let next: EntityByKind[K] = {
    ...entity,
    type: before.type,
    owner: before.owner,
    // Never lowered: a model stored at a later version (the reference's) keeps it.
    schemaVersion: Math.max(before.schemaVersion, descriptor.schemaVersion),
  };
  if (next.slug !== before.slug && next.slug) {
    const wanted = normalizeSlug(next.slug, orgKey);
    next = { ...next, slug: wanted ? await getUniqueSlug(wanted, { ...options, existingId: entity.id }) : before.slug };
  }
  if (descriptor.prepareUpdate) next = await descriptor.prepareUpdate(next, before, options);
  const write = { withData: descriptor.storesData !== false };
  await updatePortalItem(descriptor.toModel(next, stored), options, write);
  if (descriptor.afterUpdate) {
    try {
      await descriptor.afterUpdate(next, before, options);
    } catch (error) {
      await updatePortalItem(stored, options, write).catch(() => undefined);
      throw error;
    }
  }
  return fetchEntity(kind, entity.id, options);
}
