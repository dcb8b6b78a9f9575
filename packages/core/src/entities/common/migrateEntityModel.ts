import { getSlugFromKeywords } from '../../ids/slugKeyword.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { migrateSlugAndOrgUrlKey } from './migrateSlugAndOrgUrlKey.ts';
import { isRecord, type MutableItemModel } from './mutableItemModel.ts';

/** A versioned step of a kind's migration: applied to a model stored below its version. */
export interface EntityMigration {
  readonly version: number;
  readonly apply: (model: MutableItemModel) => void;
}

/** The stored schema version of a model (0 when it has none). */
export function schemaVersionOf(model: { readonly item?: { readonly properties?: unknown } }): number {
  const properties = model.item?.properties;
  const version = isRecord(properties) ? properties.schemaVersion : undefined;
  return typeof version === 'number' ? version : 0;
}

/**
 * Brings a model to a kind's schema: every step above the stored version runs in order (a step may be above the
 * kind's own version: the reference's later steps apply while Plaza keeps the spec's number, ADR 0197), then the
 * version is stamped — the kind's `current`, or the stored one when that is later (never lowered). Pure; a missing
 * or partial item or data never makes it throw.
 *
 * @example
 * migrateEntityModel(model, PROJECT_MIGRATIONS, 1.2).item.properties?.schemaVersion; // 1.2
 */
export function migrateEntityModel(model: ItemModel, steps: readonly EntityMigration[], current: number): ItemModel {
  const copy = structuredClone({ item: model.item, data: isRecord(model.data) ? model.data : {} }) as MutableItemModel;
  const from = schemaVersionOf(model);
  for (const step of steps) if (from < step.version) step.apply(copy);
  if (!isRecord(copy.item.properties)) copy.item.properties = {};
  copy.item.properties.schemaVersion = Math.max(from, current);
  return copy;
}

/**
 * The reference's slug repair of pages, projects and initiatives (its steps 1.1, 1.1 and 2.1): the org key
 * lowercased, the slug (`item.properties.slug`, else the `slug|` keyword) without repeated org prefixes, lowercased,
 * in both places.
 *
 * @example
 * repairSlug(model); // item.properties.slug: 'esri|parks', keywords: [..., 'slug|esri|parks']
 */
export function repairSlug(model: MutableItemModel): void {
  if (!isRecord(model.item.properties)) model.item.properties = {};
  const properties = model.item.properties;
  const keywords = Array.isArray(model.item.typeKeywords) ? model.item.typeKeywords : [];
  const stored = typeof properties.slug === 'string' ? properties.slug : '';
  const repaired = migrateSlugAndOrgUrlKey({
    slug: stored || (getSlugFromKeywords(keywords) ?? ''),
    orgUrlKey: typeof properties.orgUrlKey === 'string' ? properties.orgUrlKey : '',
    typeKeywords: keywords,
  });
  // Empty values are not written where there were none (the reference's entity holds them as empty strings).
  if (repaired.slug || properties.slug !== undefined) properties.slug = repaired.slug;
  if (repaired.orgUrlKey || properties.orgUrlKey !== undefined) properties.orgUrlKey = repaired.orgUrlKey;
  model.item.typeKeywords = [...repaired.typeKeywords];
}

/**
 * The reference's timeline repair of projects and initiatives (its steps 1.2 and 2.2): stages without a title are
 * removed from the page's timeline (`data.view.timeline.stages`).
 *
 * @example
 * dropUntitledStages(model); // stages [{ title: 'Plan' }, { title: '' }] → [{ title: 'Plan' }]
 */
export function dropUntitledStages(model: MutableItemModel): void {
  const view = model.data.view;
  const timeline = isRecord(view) ? view.timeline : undefined;
  if (!isRecord(timeline) || !Array.isArray(timeline.stages)) return;
  timeline.stages = timeline.stages.filter((stage: unknown) => isRecord(stage) && Boolean(stage.title));
}
