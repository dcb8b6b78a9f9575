import { PAGE_SCHEMA_VERSION } from '../../constants.ts';
import { migrateEntityModel, repairSlug, type EntityMigration } from '../common/migrateEntityModel.ts';
import type { ItemModel } from '../items/itemModel.ts';

/**
 * The page steps: the reference's 1.1 repairs the slug and org key. The spec's page schema stays 1 (spec 1 §9
 * "Page schema 1"), so the repair runs on every page below 1.1, as the reference runs it on them (ADR 0197).
 */
export const PAGE_MIGRATIONS: readonly EntityMigration[] = Object.freeze([{ version: 1.1, apply: repairSlug }]);

/**
 * Brings a page model to schema 1 with the reference's repairs. Pure; never throws on a partial model.
 *
 * @example
 * migratePageModel(model).item.properties?.schemaVersion; // 1
 */
export function migratePageModel(model: ItemModel): ItemModel {
  return migrateEntityModel(model, PAGE_MIGRATIONS, PAGE_SCHEMA_VERSION);
}
