import { PROJECT_SCHEMA_VERSION } from '../../constants.ts';
import {
  dropUntitledStages,
  migrateEntityModel,
  repairSlug,
  type EntityMigration,
} from '../common/migrateEntityModel.ts';
import type { ItemModel } from '../items/itemModel.ts';

/** The project steps (the reference's: 1.1 repairs the slug and org key, 1.2 drops untitled timeline stages). */
export const PROJECT_MIGRATIONS: readonly EntityMigration[] = Object.freeze([
  { version: 1.1, apply: repairSlug },
  { version: 1.2, apply: dropUntitledStages },
]);

/**
 * Brings a project model to schema 1.2 as the reference does (ADR 0197, 0199). Pure; never throws on a partial model.
 *
 * @example
 * migrateProjectModel(model).item.properties?.schemaVersion; // 1.2
 */
export function migrateProjectModel(model: ItemModel): ItemModel {
  return migrateEntityModel(model, PROJECT_MIGRATIONS, PROJECT_SCHEMA_VERSION);
}
