import type { ItemModel } from '../items/itemModel.ts';

/**
 * The migration of a kind with a single schema version: a model without one is stamped with it (its mapper
 * reads missing fields as defaults). Pure.
 */
export function withSchemaVersion(model: ItemModel, version: number): ItemModel {
  if (model.item.properties?.schemaVersion === version) return model;
  return { ...model, item: { ...model.item, properties: { ...model.item.properties, schemaVersion: version } } };
}
