import type { Page } from '../db/repositories/searchSql.ts';
import { MAX_NUM, MAX_PAGEABLE } from '../search/searchPage.ts';
import { stringParam, type PortalParams } from '../http/portalParams.ts';

/**
 * `start` (1-based, default 1) and `num` (default 10, at most 100) of a list that is not a search
 * (group members), clamped so that paging never reaches past the first 10,000 results. Searches
 * read theirs with `readSearchRequest`, which refuses what is not a number.
 */
export function readPage(params: PortalParams): Page {
  const start = clampInt(stringParam(params, 'start'), 1, 1, MAX_PAGEABLE);
  const num = clampInt(stringParam(params, 'num'), 10, 0, MAX_NUM);
  return { start, num: Math.min(num, MAX_PAGEABLE - start + 1) };
}

/** `sortOrder`: `desc` when asked, else `asc`. */
export function readSortOrder(params: PortalParams): 'asc' | 'desc' {
  return stringParam(params, 'sortOrder')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
}

function clampInt(raw: string | undefined, fallback: number, min: number, max: number): number {
  const n = raw === undefined || raw.trim() === '' ? fallback : Number(raw);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(Math.max(Math.trunc(n), min), max);
}

/** A portal boolean parameter: "true"/"false" (any case), else the fallback. */
export function boolParam(params: PortalParams, name: string): boolean | undefined {
  const raw = stringParam(params, name)?.trim().toLowerCase();
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return undefined;
}

/** A comma-separated list parameter, trimmed, without empty entries. */
export function listParam(params: PortalParams, name: string): string[] | undefined {
  const raw = stringParam(params, name);
  if (raw === undefined) return undefined;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
