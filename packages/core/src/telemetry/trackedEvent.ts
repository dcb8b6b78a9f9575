import { HubError } from '../errors/HubError.ts';

/** A tracked event's values (spec 3 §3): primitives only. */
export type TrackedValue = string | number | boolean | null | undefined;

/**
 * Checks a tracked event before it is queued (spec 3 §5): its name must be a non-empty string (else a `HubError` with
 * code `EventMissing`); a value that is not a primitive is dropped, and its key returned, so the caller can warn.
 *
 * @example
 * checkTrackedEvent('search', { query: 'trees', results: 12, filters: { type: 'CSV' } });
 * // { values: { query: 'trees', results: 12 }, dropped: ['filters'] }
 */
export function checkTrackedEvent(
  name: unknown,
  values: Readonly<Record<string, unknown>>,
): { readonly values: Record<string, TrackedValue>; readonly dropped: readonly string[] } {
  if (typeof name !== 'string' || name.trim() === '') {
    throw new HubError('EventMissing', 'A tracked event needs a name.');
  }
  const kept: Record<string, TrackedValue> = {};
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) {
      kept[key] = value as TrackedValue;
    } else dropped.push(key);
  }
  return { values: kept, dropped };
}
