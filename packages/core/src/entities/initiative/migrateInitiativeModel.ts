import { INITIATIVE_SCHEMA_VERSION } from '../../constants.ts';
import {
  dropUntitledStages,
  migrateEntityModel,
  repairSlug,
  schemaVersionOf,
  type EntityMigration,
} from '../common/migrateEntityModel.ts';
import { isRecord, type MutableItemModel } from '../common/mutableItemModel.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { isLegacyInitiativeModel } from './isLegacyInitiativeModel.ts';
import {
  addLegacyResources,
  applyInitialLegacySchema,
  convertLegacyStepsAndIndicators,
  LEGACY_DEFAULT_PORTAL,
} from './legacyInitiativeSteps.ts';

/**
 * Title of the catalog an initiative gets from its content group (the reference's).
 *
 * @example
 * migrateInitiativeModel(v0).data.catalog; // { schemaVersion: 1, title: 'Default Initiative Catalog', ... }
 */
export const DEFAULT_INITIATIVE_CATALOG_TITLE = 'Default Initiative Catalog';

/** The legacy library's last schema version. */
const LEGACY_CURRENT_VERSION = 2.2;

/** The steps of the current initiative model (the reference's 1.1, 2.1 and 2.2; ADR 0197). */
export const INITIATIVE_MIGRATIONS: readonly EntityMigration[] = Object.freeze([
  { version: 1.1, apply: addContentGroupCatalog },
  { version: 2.1, apply: repairSlug },
  { version: 2.2, apply: dropUntitledStages },
]);

/**
 * Brings an initiative model to schema 2 as the reference does (ADR 0197). An initiative of the legacy model
 * (recognised by its shape, see {@link isLegacyInitiativeModel}) first goes through the legacy library's steps
 * (1.0 configuration steps, 1.1 default images under `portal`, 2.0 steps and indicators, 2.1 its collaboration
 * group, 2.2 recommended templates) and then becomes an initiative of the current model (`hubInitiativeV2`); its
 * legacy groups and key stay where they are. Then, below 1.1, the catalog is made from the content group (spec 1 §4
 * "before schema step 1.1"); below 2.1 the slug and org key are repaired; below 2.2 untitled timeline stages are
 * removed. A later stored version is kept. Pure; never throws on a partial model.
 *
 * @example
 * migrateInitiativeModel(legacy).item.properties?.schemaVersion; // 2
 */
export function migrateInitiativeModel(model: ItemModel, options: { readonly portal?: string } = {}): ItemModel {
  if (!isLegacyInitiativeModel(model)) {
    return migrateEntityModel(model, INITIATIVE_MIGRATIONS, INITIATIVE_SCHEMA_VERSION);
  }
  const copy = structuredClone({ item: model.item, data: isRecord(model.data) ? model.data : {} }) as MutableItemModel;
  const properties = (): Record<string, unknown> => {
    if (!isRecord(copy.item.properties)) copy.item.properties = {};
    return copy.item.properties;
  };
  const from = schemaVersionOf(model);
  // The legacy library leaves a model at its own last version (2.2) as it is.
  if (from !== LEGACY_CURRENT_VERSION) {
    if (from < 1) applyInitialLegacySchema(copy);
    if (from < 1.1) addLegacyResources(copy, (options.portal ?? LEGACY_DEFAULT_PORTAL).replace(/\/+$/, ''));
    if (from < 2) convertLegacyStepsAndIndicators(copy);
    if (from < 2.1 && properties().groupId) {
      properties().collaborationGroupId = properties().groupId;
      delete properties().groupId;
    }
    recommendTemplatesOfSteps(copy);
  }
  const keywords = Array.isArray(copy.item.typeKeywords) ? copy.item.typeKeywords : [];
  copy.item.typeKeywords = keywords.includes('hubInitiativeV2') ? keywords : [...keywords, 'hubInitiativeV2'];
  for (const step of INITIATIVE_MIGRATIONS) step.apply(copy);
  properties().schemaVersion = INITIATIVE_SCHEMA_VERSION;
  return copy;
}

/**
 * The catalog of the initiative's content group (`item.properties.contentGroupId`; a legacy initiative's is its
 * open data group), or of no group, replacing any earlier one (the reference's step 1.1).
 */
function addContentGroupCatalog(model: MutableItemModel): void {
  const properties = isRecord(model.item.properties) ? model.item.properties : {};
  const values = isRecord(model.data.values) ? model.data.values : {};
  const group = [properties.contentGroupId, properties.openDataGroupId, values.openDataGroupId].find(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  model.data.catalog = {
    schemaVersion: 1,
    title: DEFAULT_INITIATIVE_CATALOG_TITLE,
    scopes: { item: { targetEntity: 'item', filters: [{ predicates: [{ group: group ? [group] : [] }] }] } },
    collections: [],
  };
}

/** Legacy 2.2 (run on every legacy model below 2.2): the templates of every step join the recommended templates, once each. */
function recommendTemplatesOfSteps(model: MutableItemModel): void {
  const steps = Array.isArray(model.data.steps) ? model.data.steps : [];
  const fromSteps = steps.flatMap((step: unknown) =>
    isRecord(step) && Array.isArray(step.templateIds) && step.templateIds.length ? step.templateIds : [],
  );
  const recommended = Array.isArray(model.data.recommendedTemplates) ? model.data.recommendedTemplates : [];
  model.data.recommendedTemplates = [...new Set([...fromSteps, ...recommended])];
}
