import type { EntityWriteOptions } from './common/entityRequestOptions.ts';
import { mapperContextOf } from './common/entityRequestOptions.ts';
import { ENTITY_KINDS, type EntityKind } from './entityKinds.ts';
import { fetchItemModel } from './fetchItemModel.ts';
import { removePortalItem } from './items/writePortalItem.ts';

/**
 * The one way to delete an entity of any kind (by id or slug). The item is removed first (the portal refuses a
 * protected one), then kind follow-ups run: a site's domain records are removed (cloud edition).
 *
 * @example
 * await deleteEntity('site', site.id, { portal, authentication, hubUrl });
 */
export async function deleteEntity<K extends EntityKind>(
  kind: K,
  identifier: string,
  options: EntityWriteOptions,
): Promise<void> {
  const descriptor = ENTITY_KINDS[kind];
  const model = await fetchItemModel(descriptor, identifier, options);
  await removePortalItem(model.item, options);
  if (descriptor.afterDelete) {
    const entity = descriptor.fromModel(descriptor.migrate(model), mapperContextOf(options));
    await descriptor.afterDelete(entity, options);
  }
}
