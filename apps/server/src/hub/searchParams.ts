import { HubApiError } from '../errors/hubApiError.ts';

/** Reading of the events service's query parameters: comma lists, enums, ISO dates and paging, each a clear 400. */

export function listParam(query: URLSearchParams, name: string): string[] | undefined {
  const raw = query.getAll(name).flatMap((value) => value.split(','));
  const values = raw.map((value) => value.trim()).filter((value) => value !== '');
  return values.length > 0 ? [...new Set(values)] : undefined;
}

export function enumListParam<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T[] | undefined {
  const values = listParam(query, name)?.map((value) => value.toUpperCase());
  if (!values) return undefined;
  const wrong = values.find((value) => !allowed.includes(value as T));
  if (wrong !== undefined) {
    throw new HubApiError(400, 'Bad Request', `${name}: "${wrong}" is not one of ${allowed.join(', ')}.`);
  }
  return values as T[];
}

export function enumParam<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = query.get(name);
  if (value === null || value === '') return fallback;
  const found = allowed.find((option) => option.toLowerCase() === value.toLowerCase());
  if (!found) throw new HubApiError(400, 'Bad Request', `${name}: "${value}" is not one of ${allowed.join(', ')}.`);
  return found;
}

export function dateParam(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  if (value === null || value === '') return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new HubApiError(400, 'Bad Request', `${name}: "${value}" is not an ISO 8601 date-time.`);
  return ms;
}

export function booleanParam(query: URLSearchParams, name: string): boolean | undefined {
  const value = query.get(name);
  if (value === null || value === '') return undefined;
  if (value !== 'true' && value !== 'false')
    throw new HubApiError(400, 'Bad Request', `${name} must be true or false.`);
  return value === 'true';
}

/** `num` (0–100, default 10) and `start` (1-based, default 1). */
export function pageParams(query: URLSearchParams): { offset: number; limit: number; start: number } {
  const num = intParam(query, 'num', 10);
  const start = intParam(query, 'start', 1);
  if (num < 0 || num > 100) throw new HubApiError(400, 'Bad Request', 'num must be between 0 and 100.');
  if (start < 1) throw new HubApiError(400, 'Bad Request', 'start must be 1 or more.');
  return { offset: start - 1, limit: num, start };
}

/** The next page's `start`, or -1 when this page reaches the end. */
export function nextStart(page: { start: number; limit: number }, total: number): number {
  const next = page.start + page.limit;
  return page.limit > 0 && next <= total ? next : -1;
}

function intParam(query: URLSearchParams, name: string, fallback: number): number {
  const value = query.get(name);
  if (value === null || value === '') return fallback;
  if (!/^-?\d+$/.test(value)) throw new HubApiError(400, 'Bad Request', `${name} must be a whole number.`);
  return Number(value);
}
