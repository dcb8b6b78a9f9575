import { z } from 'zod';
import type { QueryNode } from './QueryNode.ts';
import { QuerySyntaxError } from './QuerySyntaxError.ts';
import { parseQuery } from './parseQuery.ts';
import { MAX_NUM } from './searchPage.ts';
import type { SearchTarget } from './SearchTarget.ts';

/** One sort key; `relevance` ranks by the full-text words of `q`. */
export interface SearchSort<S extends string> {
  readonly field: S | 'relevance';
  readonly order: 'asc' | 'desc';
}

/** What every portal search reads the same way: `q`, `sortField`/`sortOrder`, `start`, `num`. */
export interface SearchRequest<S extends string> {
  readonly qText: string;
  readonly q: QueryNode;
  readonly sort: readonly SearchSort<S>[];
  readonly start: number;
  readonly num: number;
}

const rawSchema = z.object({
  q: z.string().optional(),
  sortField: z.string().optional(),
  sortOrder: z.string().optional(),
  start: z.string().optional(),
  num: z.string().optional(),
});

/**
 * Reads the parameters every portal search shares, against the target's field map and sort fields.
 * Anything malformed throws a {@link QuerySyntaxError} that names the parameter (answered as 400).
 * Without `sortField`: by relevance when `q` has text, then the target's default order (ADR 0054).
 *
 * @example
 * readSearchRequest({ q: 'tags:parks -access:public', num: '20' }, GROUP_SEARCH);
 */
export function readSearchRequest<S extends string>(
  params: Readonly<Record<string, unknown>>,
  target: SearchTarget<S>,
): SearchRequest<S> {
  const strings = Object.fromEntries(Object.entries(params).filter(([, v]) => typeof v === 'string'));
  const raw = rawSchema.parse(strings);
  const qText = raw.q ?? '';
  return {
    qText,
    q: parseQuery(qText, target),
    sort: readSort(raw.sortField, raw.sortOrder, qText.trim() !== '', target),
    start: readInt('start', raw.start, 1, 1, Number.MAX_SAFE_INTEGER),
    num: readInt('num', raw.num, 10, 0, MAX_NUM),
  };
}

/**
 * A whole-number parameter clamped to `[min, max]`, the fallback when absent or empty.
 *
 * @example
 * readInt('num', '500', 10, 0, 100); // 100
 */
export function readInt(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim()))
    throw new QuerySyntaxError(`${name} must be a whole number, not "${raw.slice(0, 40)}".`);
  return Math.min(Math.max(Number(raw.trim()), min), max);
}

function readSort<S extends string>(
  fieldRaw: string | undefined,
  orderRaw: string | undefined,
  hasText: boolean,
  target: SearchTarget<S>,
): SearchSort<S>[] {
  const fields = (fieldRaw ?? '')
    .split(',')
    .map((f) => f.trim().toLowerCase())
    .filter((f) => f !== '');
  const orders = (orderRaw ?? '').split(',').map((o) => o.trim().toLowerCase());
  if (fields.length === 0) {
    const fallback: SearchSort<S>[] = [...target.defaultSort];
    return hasText ? [{ field: 'relevance', order: 'desc' }, ...fallback] : fallback;
  }
  if (fields.length > 3) throw new QuerySyntaxError('sortField accepts at most 3 fields.');
  return fields.map((field, i) => {
    const known = target.sortFields.find((f) => f === field);
    if (known === undefined) {
      throw new QuerySyntaxError(`sortField "${field.slice(0, 40)}" is not one of ${target.sortFields.join(', ')}.`);
    }
    const order = orders[i] ?? orders[0] ?? '';
    if (order !== '' && order !== 'asc' && order !== 'desc') {
      throw new QuerySyntaxError(`sortOrder must be asc or desc, not "${order.slice(0, 20)}".`);
    }
    return { field: known, order: order === 'desc' ? 'desc' : 'asc' };
  });
}
