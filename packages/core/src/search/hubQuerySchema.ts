import { z } from 'zod';
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
    num: z.number().int().nonnegative(),
    unit: z.enum(RELATIVE_DATE_UNITS),
  }),
  z.strictObject({
    any: stringOrList.optional(),
    all: stringOrList.optional(),
    not: stringOrList.optional(),
    exact: stringOrList.optional(),
  }),
]);

/**
 * A filter as stored (catalogs) or received.
 *
 * @example
 * const filters = z.array(queryFilterSchema).parse(JSON.parse(text));
 */
export const queryFilterSchema = z.object({
  operation: z.enum(['AND', 'OR']).optional(),
  predicates: z.array(z.record(z.string(), predicateValueSchema)),
});

/**
 * The zod schema of a {@link HubQuery}, for queries that cross an edge (catalogs stored in items,
 * query strings, request bodies).
 *
 * @example
 * const query = hubQuerySchema.parse(JSON.parse(text));
 */
export const hubQuerySchema: z.ZodType<HubQuery> = z.object({
  targetEntity: z.enum(TARGET_ENTITIES),
  filters: z.array(queryFilterSchema),
  collection: z.string().optional(),
  num: z.number().int().nonnegative().optional(),
  start: z.number().int().positive().optional(),
  sortField: z.string().optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  include: z.array(z.string()).optional(),
  aggFields: z.array(z.string()).optional(),
  aggLimit: z.number().int().positive().optional(),
});
