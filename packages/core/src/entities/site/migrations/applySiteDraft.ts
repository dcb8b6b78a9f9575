import { SITE_SCHEMA_VERSION } from '../../../constants.ts';
import { readModelPath, writeModelPath, type ModelPath } from '../../common/modelPath.ts';
import type { MutableItemModel } from '../../common/mutableItemModel.ts';
import type { ItemModel } from '../../items/itemModel.ts';
import { siteSchemaVersionOf } from './migrateSiteModel.ts';

/** An unpublished set of changes to a site: parts of its item and data, saved at some schema version. */
export interface SiteDraft {
  readonly item?: Readonly<Record<string, unknown>>;
  readonly data?: Readonly<Record<string, unknown>>;
}

/** What a site draft holds (the reference's include list): everything else of the site is the published one. */
const DRAFT_PATHS: readonly ModelPath[] = [
  ['item', 'properties', 'schemaVersion'],
  ['data', 'values', 'layout'],
  ['data', 'values', 'theme'],
  ['data', 'values', 'headerCss'],
  ['data', 'values', 'headerSass'],
  ['data', 'values', 'footerSass'],
  ['data', 'values', 'footerCss'],
];

/** The first schema version drafts were saved at: a draft without one is from then. */
const FIRST_DRAFT_VERSION = 1.3;

/**
 * The site model (as read and migrated) with a draft applied, as the reference applies one (ADR 0197): the draft's
 * layout, theme and header/footer styles replace the site's, and its schema version — a draft from before 1.8 is
 * stamped 1.8, one without a version counts as 1.3 — becomes the site's. Nothing else of the draft is used. Pure.
 *
 * @example
 * const preview = applySiteDraft(stored, { data: { values: { theme: { body: { link: '#b00' } } } } });
 */
export function applySiteDraft(model: ItemModel, draft: SiteDraft): ItemModel {
  const stored = siteSchemaVersionOf(draft);
  const version = stored === 0 ? FIRST_DRAFT_VERSION : stored;
  const properties = { ...asRecord(draft.item?.properties), schemaVersion: Math.max(version, SITE_SCHEMA_VERSION) };
  const upgraded = { item: { ...draft.item, properties }, data: { ...draft.data } };
  const applied = structuredClone(model) as MutableItemModel;
  for (const path of DRAFT_PATHS) {
    const value = readModelPath(upgraded, path);
    if (value !== undefined) writeModelPath(applied, path, value);
  }
  return applied;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
