import type { ItemModel } from '../../items/itemModel.ts';
import { migrateSiteModel, siteSchemaVersionOf } from './migrateSiteModel.ts';
import { isRecord } from '../../common/mutableItemModel.ts';

/** An unpublished set of changes to a site: parts of its item and data, saved at some schema version. */
export interface SiteDraft {
  readonly item?: Readonly<Record<string, unknown>>;
  readonly data?: Readonly<Record<string, unknown>>;
}

/**
 * The site model with a draft applied. The draft goes through the same migrations as stored sites: it is laid
 * over the stored model (objects merged, everything else replaced) and the result is migrated from the draft's
 * own schema version, so a draft saved by an older release is brought up to 1.8 like its site (ADR 0032).
 *
 * @example
 * const preview = applySiteDraft(stored, { data: { values: { theme: { body: { link: '#b00' } } } } });
 */
export function applySiteDraft(model: ItemModel, draft: SiteDraft): ItemModel {
  const item = overlay(model.item, draft.item ?? {}) as ItemModel['item'];
  const data = overlay(model.data, draft.data ?? {});
  const combined: ItemModel = {
    item: { ...item, properties: { ...item.properties, schemaVersion: siteSchemaVersionOf(draft) } },
    data,
  };
  const migrated = migrateSiteModel(combined);
  return { item: { ...migrated.item, id: model.item.id, owner: model.item.owner }, data: migrated.data };
}

function overlay(
  base: Readonly<Record<string, unknown>>,
  patch: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const result: Record<string, unknown> = structuredClone({ ...base });
  for (const [key, value] of Object.entries(patch)) {
    const current = result[key];
    result[key] = isRecord(current) && isRecord(value) ? overlay(current, value) : structuredClone(value);
  }
  return result;
}
