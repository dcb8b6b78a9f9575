import { z } from 'zod/mini';
import { RELATIVE_DATE_UNITS, TARGET_ENTITIES, type HubQuery } from './HubQuery.ts';

const stringOrList = z.union([z.string(), z.array(z.string())]);

const predicateValueSchema = z.union([
  z.string(),
  z.boolean(),
  z.array(z.string()),
  z.object({
    type: z.literal('range'),
    from: z.union([z.number(), z.string()]),
    to: z.union([z.number(), z.string()]),
  }),
  z.object({
    type: z.literal('relative-date'),
    num: z.int().check(z.nonnegative()),
    unit: z.enum(RELATIVE_DATE_UNITS),
  }),
  z.strictObject({
    any: z.optional(stringOrList),
    all: z.optional(stringOrList),
    not: z.optional(stringOrList),
    exact: z.optional(stringOrList),
  }),
]);

/**
 * A filter as stored (catalogs) or received.
 *
 * @example
 * const filters = z.array(queryFilterSchema).parse(JSON.parse(text));
 */
export const queryFilterSchema = z.object({
  operation: z.optional(z.enum(['AND', 'OR'])),
  predicates: z.array(z.record(z.string(), predicateValueSchema)),
});

/**
 * The zod schema of a {@link HubQuery}, for queries that cross an edge (catalogs stored in items,
 * query strings, request bodies).
 *
 * @example
 * const query = hubQuerySchema.parse(JSON.parse(text));
 */
export const hubQuerySchema: z.ZodMiniType<HubQuery> = z.object({
  targetEntity: z.enum(TARGET_ENTITIES),
  filters: z.array(queryFilterSchema),
  collection: z.optional(z.string()),
  num: z.optional(z.int().check(z.nonnegative())),
  start: z.optional(z.int().check(z.positive())),
  sortField: z.optional(z.string()),
  sortOrder: z.optional(z.enum(['asc', 'desc'])),
  include: z.optional(z.array(z.string())),
  aggFields: z.optional(z.array(z.string())),
  aggLimit: z.optional(z.int().check(z.positive())),
});
