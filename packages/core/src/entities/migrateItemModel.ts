import { ENTITY_KINDS, type EntityKind } from './entityKinds.ts';
import type { ItemModel } from './items/itemModel.ts';

/** A stored model brought to its kind's current schema, and the kind its item type makes it. */
export interface MigratedItemModel {
  readonly kind: EntityKind;
  readonly model: ItemModel;
}

/**
 * Brings any stored item model to the current schema of its kind, chosen by the item's type: the same migration
 * {@link fetchEntity} applies on reading (a site's steps 1–1.8, an initiative's legacy shapes, a page's or project's
 * schema version). Content items (data files, maps, apps) have no schema and come back as they are. Pure: the model
 * given is never changed.
 *
 * @example
 * const { kind, model } = migrateItemModel({ item, data }); // kind 'site', model at schema 1.8
 */
export function migrateItemModel(model: ItemModel): MigratedItemModel {
  for (const kind of Object.keys(ENTITY_KINDS) as EntityKind[]) {
    if (kind === 'content') continue;
    const descriptor = ENTITY_KINDS[kind];
    const type = model.item.type;
    const matches = descriptor.matchesType ? descriptor.matchesType(type) : descriptor.itemTypes.includes(type);
    if (matches) return { kind, model: descriptor.migrate(model) };
  }
  return { kind: 'content', model };
}
