import type { EntityRequestOptions } from './common/entityRequestOptions.ts';
import { mapperContextOf } from './common/entityRequestOptions.ts';
import { ENTITY_KINDS, type EntityByKind, type EntityKind } from './entityKinds.ts';
import { fetchItemModel } from './fetchItemModel.ts';

/**
 * The one way to fetch an entity of any kind: by id, by slug, or by `org::slug` (URL form). The stored model is
 * migrated to the kind's current schema and mapped with every derived field, then completed by the kind
 * (a discussion's settings come from the discussions service). Fails with `ENTITY_NOT_FOUND` when
 * no item of that kind answers.
 *
 * @example
 * const site = await fetchEntity('site', 'riverside::parks', { portal, authentication, portalSelf });
 * const page = await fetchEntity('page', '3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c', { portal });
 */
export async function fetchEntity<K extends EntityKind>(
  kind: K,
  identifier: string,
  options: EntityRequestOptions,
): Promise<EntityByKind[K]> {
  const descriptor = ENTITY_KINDS[kind];
  const model = await fetchItemModel(descriptor, identifier, options);
  const entity = descriptor.fromModel(descriptor.migrate(model, { portal: options.portal }), mapperContextOf(options));
  return descriptor.afterFetch ? descriptor.afterFetch(entity, options) : entity;
}
