import { z } from 'zod/mini';
import { readCatalog } from './readCatalog.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { optional } from './commonFromModel.ts';
import { getStatusFromKeywords, setStatusKeyword } from './statusKeyword.ts';
import { entityStatusSchema } from './entityStatus.ts';
import { isRecord } from './mutableItemModel.ts';
import { asRecord, readField, readOptional, readStrings } from './readField.ts';
import { storeAt, type FieldWriters } from './writeEntityModel.ts';
import { metricSchema, type Metric } from '../metric/metric.ts';
import { workEntityFieldsSchema, type WorkEntityFields } from './workEntityFields.ts';

const record = z.record(z.string(), z.unknown());

/**
 * The shared fields of an initiative or project (the reference's layout; ADR 0199): status, catalog, content,
 * events, permissions, timeline and `settings.features` in the data, metrics in `item.properties.metrics` (read
 * from `data.metrics` where Plaza stored them before). A missing status falls back to the keyword, then to
 * `notStarted`; the catalog is converted to schema 1; features are the kind's defaults with the stored switches
 * of those features over them (as the reference, other stored switches are not features of the kind).
 */
export function workFieldsFromModel(
  model: ItemModel,
  featureDefaults: Readonly<Record<string, boolean>>,
): WorkEntityFields {
  const data: Record<string, unknown> = isRecord(model.data) ? model.data : {};
  const properties = asRecord(model.item.properties);
  const shape = workEntityFieldsSchema.shape;
  const stored = readField(shape.features, asRecord(data.settings).features, {});
  return {
    status: readField(
      entityStatusSchema,
      data.status,
      readField(entityStatusSchema, getStatusFromKeywords(readStrings(model.item.typeKeywords)), 'notStarted'),
    ),
    catalog: readCatalog(data.catalog).catalog,
    ...optional('content', readOptional(record, data.content)),
    ...optional('events', readOptional(record, data.events)),
    ...optional('timeline', readOptional(record, data.timeline)),
    permissions: readField(shape.permissions, data.permissions, []),
    features: Object.fromEntries(Object.entries(featureDefaults).map(([key, on]) => [key, stored[key] ?? on])),
    metrics: readMetrics(properties.metrics ?? data.metrics),
  };
}

/** The stored metrics that can be read (one unreadable metric does not hide the others). */
function readMetrics(value: unknown): Metric[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const parsed = metricSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Where the shared fields of an initiative or project are written (see {@link workFieldsFromModel}); the status is
 * mirrored as the one `status|{value}` keyword.
 *
 * @example
 * const writers: FieldWriters<HubProject> = [...commonFieldWriters(...), ...workFieldWriters<HubProject>()];
 */
export function workFieldWriters<
  E extends WorkEntityFields & { readonly typeKeywords: readonly string[] },
>(): FieldWriters<E> {
  return [
    [
      'status',
      (model, entity) => {
        model.data.status = entity.status;
        model.item.typeKeywords = setStatusKeyword(model.item.typeKeywords ?? [], entity.status);
      },
    ],
    ['catalog', storeAt<E>('catalog', ['data', 'catalog'])],
    ['content', storeAt<E>('content', ['data', 'content'])],
    ['events', storeAt<E>('events', ['data', 'events'])],
    ['timeline', storeAt<E>('timeline', ['data', 'timeline'])],
    ['permissions', storeAt<E>('permissions', ['data', 'permissions'])],
    ['features', storeAt<E>('features', ['data', 'settings', 'features'])],
    ['metrics', storeAt<E>('metrics', ['item', 'properties', 'metrics'])],
  ];
}
