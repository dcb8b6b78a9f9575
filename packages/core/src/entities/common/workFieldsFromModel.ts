import { z } from 'zod/mini';
import { readCatalog } from './readCatalog.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { optional } from './commonFromModel.ts';
import { getStatusFromKeywords } from './statusKeyword.ts';
import { entityStatusSchema } from './entityStatus.ts';
import { asRecord, readField, readOptional } from './readField.ts';
import { workEntityFieldsSchema, type WorkEntityFields } from './workEntityFields.ts';

const record = z.record(z.string(), z.unknown());

/**
 * The shared fields of an initiative or project from `data` (status, catalog, content, events, permissions,
 * metrics, timeline, `settings.features`); a missing status falls back to the keyword, then to `notStarted`.
 */
export function workFieldsFromModel(
  model: ItemModel,
  featureDefaults: Readonly<Record<string, boolean>>,
): WorkEntityFields {
  const { data, item } = model;
  const shape = workEntityFieldsSchema.shape;
  return {
    status: readField(
      entityStatusSchema,
      data.status,
      readField(entityStatusSchema, getStatusFromKeywords(item.typeKeywords), 'notStarted'),
    ),
    catalog: readCatalog(data.catalog).catalog,
    ...optional('content', readOptional(record, data.content)),
    ...optional('events', readOptional(record, data.events)),
    ...optional('timeline', readOptional(record, data.timeline)),
    permissions: readField(shape.permissions, data.permissions, []),
    features: { ...featureDefaults, ...readField(shape.features, asRecord(data.settings).features, {}) },
    metrics: readField(shape.metrics, data.metrics, []),
  };
}

/** The shared fields written into `data`, over the stored data. */
export function workFieldsToData(fields: WorkEntityFields, baseData: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {
    ...baseData,
    status: fields.status,
    catalog: fields.catalog,
    permissions: fields.permissions,
    metrics: fields.metrics,
    settings: { ...asRecord(baseData.settings), features: fields.features },
  };
  for (const key of ['content', 'events', 'timeline'] as const) {
    if (fields[key] === undefined) delete data[key];
    else data[key] = fields[key];
  }
  return data;
}
