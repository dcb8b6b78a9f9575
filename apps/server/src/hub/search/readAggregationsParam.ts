import { HubApiError } from '../../errors/hubApiError.ts';
import { DEFAULT_COUNT_SIZE, MAX_COUNT_FIELDS, MAX_COUNT_SIZE } from '../../search/readItemSearch.ts';

/**
 * Reads `aggregations=terms(fields=(type,tags),size=10)` (spec 3 §7): the fields to count (at most 3,
 * the portal's `countFields` limit) and the values per field (default 10).
 *
 * @example
 * readAggregationsParam('terms(fields=(type,tags))'); // { fields: ['type', 'tags'], size: 10 }
 */
export function readAggregationsParam(raw: string | undefined): { fields: string[]; size: number } {
  const match = /^\s*terms\s*\(\s*fields\s*=\s*\(([^()]*)\)\s*(?:,\s*size\s*=\s*(\d{1,4})\s*)?\)\s*$/i.exec(raw ?? '');
  if (!match) {
    throw new HubApiError(400, 'Bad Request', 'Invalid parameter aggregations: must be terms(fields=(a,b),size=n).');
  }
  const fields = [
    ...new Set(
      match[1]!
        .split(',')
        .map((f) => f.trim().toLowerCase())
        .filter((f) => f !== ''),
    ),
  ];
  if (fields.length === 0 || fields.length > MAX_COUNT_FIELDS) {
    throw new HubApiError(400, 'Bad Request', `Invalid parameter aggregations: 1 to ${MAX_COUNT_FIELDS} fields.`);
  }
  const size = match[2] === undefined ? DEFAULT_COUNT_SIZE : Number(match[2]);
  if (size < 1 || size > MAX_COUNT_SIZE) {
    throw new HubApiError(400, 'Bad Request', `Invalid parameter aggregations: size must be 1 to ${MAX_COUNT_SIZE}.`);
  }
  return { fields, size };
}
