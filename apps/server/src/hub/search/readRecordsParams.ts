import { MAX_FILTER_LENGTH } from '@plaza/core';
import { z } from 'zod';
import { HubApiError } from '../../errors/hubApiError.ts';

/** Largest page (the portal's `num` limit) and the deepest pageable result, as portal search. */
export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 10;
export const MAX_PAGEABLE = 10_000;

/** Sort fields, as the portal's `sortField` (`updated` is the Records name of `modified`). */
const SORT_FIELDS: Readonly<Record<string, string>> = {
  title: 'title',
  created: 'created',
  modified: 'modified',
  updated: 'modified',
  type: 'type',
  owner: 'owner',
  numviews: 'numviews',
};

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const schema = z.object({
  q: z.string().max(MAX_FILTER_LENGTH).optional(),
  filter: z.string().max(MAX_FILTER_LENGTH).optional(),
  bbox: z
    .string()
    .regex(/^\s*-?\d+(\.\d+)?(\s*,\s*-?\d+(\.\d+)?){3}\s*$/, 'must be xmin,ymin,xmax,ymax')
    .optional(),
  sortBy: z
    .string()
    .regex(/^[-+]?(properties\.)?[A-Za-z]+$/, 'must be [-]properties.{field}')
    .refine((value) => SORT_FIELDS[value.replace(/^[-+]?(properties\.)?/, '').toLowerCase()] !== undefined, {
      message: `sorts by ${Object.keys(SORT_FIELDS).join(', ')}`,
    })
    .optional(),
  limit: integer(1, MAX_LIMIT).optional(),
  startindex: integer(1, MAX_PAGEABLE).optional(),
  target: z.string().max(255).optional(),
  token: z.string().optional(),
});

/** The parameters of `collections/{id}/items` and `aggregations`, validated. */
export interface RecordsParams {
  readonly q?: string;
  readonly filter?: string;
  readonly bbox?: readonly [number, number, number, number];
  readonly sort?: { readonly field: string; readonly order: 'asc' | 'desc' };
  readonly limit: number;
  readonly startindex: number;
  /** The site host the results are shown on (checked against the domain service by `resolveTargetSite`). */
  readonly target?: string;
}

/**
 * Validates the query string of a records search (spec 3 §7): `q`, `filter`, `bbox`, `sortBy`
 * (`properties.{field}`, `-` for descending), `limit` (1–100, default 10), `startindex` (1-based,
 * like the portal's `start`), `target`, `token`. A bad value is a 400 naming the parameter.
 *
 * @example
 * readRecordsParams({ limit: '20', sortBy: '-properties.modified' }); // { limit: 20, sort: { field: 'modified', order: 'desc' }, ... }
 */
export function readRecordsParams(query: Readonly<Record<string, string>>): RecordsParams {
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HubApiError(
      400,
      'Bad Request',
      `Invalid parameter ${String(issue?.path[0] ?? '')}: ${issue?.message ?? ''}.`,
    );
  }
  const { q, filter, bbox, sortBy, limit, startindex, target } = parsed.data;
  return {
    ...(q?.trim() ? { q: q.trim() } : {}),
    ...(filter?.trim() ? { filter: filter.trim() } : {}),
    ...(bbox ? { bbox: bbox.split(',').map(Number) as [number, number, number, number] } : {}),
    ...(sortBy
      ? {
          sort: {
            field: SORT_FIELDS[sortBy.replace(/^[-+]?(properties\.)?/, '').toLowerCase()]!,
            order: sortBy.startsWith('-') ? ('desc' as const) : ('asc' as const),
          },
        }
      : {}),
    limit: limit ?? DEFAULT_LIMIT,
    startindex: startindex ?? 1,
    ...(target?.trim() ? { target: target.trim() } : {}),
  };
}
