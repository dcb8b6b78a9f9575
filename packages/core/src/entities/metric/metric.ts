import { z } from 'zod/mini';

/**
 * Where a metric's value comes from: a statistic over a feature service layer, or a fixed value (spec 1 §3).
 *
 * @example
 * metricSourceSchema.parse({ type: 'static-value', value: 12, valueType: 'number' });
 */
export const metricSourceSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('service-query'),
    serviceUrl: z.string(),
    layerId: z.int().check(z.nonnegative()),
    field: z.string(),
    statistic: z.enum(['count', 'sum', 'min', 'max', 'avg', 'stddev', 'var']),
    where: z.optional(z.string()),
  }),
  z.object({
    type: z.literal('static-value'),
    value: z.union([z.string(), z.number(), z.null()]),
    valueType: z.enum(['string', 'number', 'date']),
  }),
]);
/** Where a metric's value comes from: a service query or a static value. */
export type MetricSource = z.infer<typeof metricSourceSchema>;

/**
 * A metric of an entity (spec 1 §3): id, name, the entity it belongs to, and its source.
 *
 * @example
 * const metric = metricSchema.parse({ id: 'trees', name: 'Trees planted', entityInfo: { id, name, type: 'Hub Project' },
 *   source: { type: 'static-value', value: 1200, valueType: 'number' } });
 */
export const metricSchema = z.object({
  id: z.string(),
  name: z.string(),
  entityInfo: z.looseObject({ id: z.string(), name: z.string(), type: z.string() }),
  source: metricSourceSchema,
});
/** A metric (spec 1 §3): id, name, entity info and its source. */
export type Metric = z.infer<typeof metricSchema>;

/**
 * How a metric is shown (spec 1 §3 "Display config"): a stat card by default, hidden until chosen; the card's kind,
 * title, filters and source link as the reference's editor writes them, and any other member kept.
 *
 * @example
 * metricDisplaySchema.parse({ metricId: 'trees' }); // { metricId: 'trees', displayType: 'stat-card', visibility: 'hidden' }
 */
export const metricDisplaySchema = z.looseObject({
  metricId: z.string(),
  displayType: z._default(z.string(), 'stat-card'),
  visibility: z._default(z.enum(['visible', 'hidden', 'featured']), 'hidden'),
  /** The card's kind, as the reference's editor writes it. */
  type: z.optional(z.enum(['dynamic', 'static'])),
  cardTitle: z.optional(z.string()),
  statistic: z.optional(z.string()),
  allowExpressionSet: z.optional(z.boolean()),
  allowLink: z.optional(z.boolean()),
  fieldType: z.optional(z.string()),
  itemId: z.optional(z.string()),
  expressionSet: z.optional(z.array(z.unknown())),
  sourceLink: z.optional(z.string()),
  sourceTitle: z.optional(z.string()),
});
/** How a metric is shown: display type (stat-card), visibility and sources. */
export type MetricDisplay = z.infer<typeof metricDisplaySchema>;
