import { HubError } from '../errors/HubError.ts';
import type { DateRange, MatchOptions, PredicateValue, RelativeDate } from './HubQuery.ts';

/** A predicate value with its kind made explicit, so translators switch on one tag. */
export type ClassifiedValue =
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'list'; readonly value: readonly string[] }
  | { readonly kind: 'match'; readonly value: MatchOptions }
  | { readonly kind: 'range'; readonly value: DateRange }
  | { readonly kind: 'relative-date'; readonly value: RelativeDate };

/**
 * Tells which of the shapes of a predicate value (spec 3 §5) a value has.
 *
 * @example
 * classifyPredicateValue(['a', 'b']).kind; // "list"
 * classifyPredicateValue({ type: 'relative-date', num: 2, unit: 'weeks' }).kind; // "relative-date"
 * classifyPredicateValue({ from: 0, to: 1 }).kind; // "range"
 * classifyPredicateValue({ type: 'date-range', from: 0, to: 1 }).kind; // "range" (the reference's name)
 */
export function classifyPredicateValue(value: PredicateValue): ClassifiedValue {
  if (typeof value === 'string') return { kind: 'string', value };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (Array.isArray(value)) return { kind: 'list', value: value as readonly string[] };
  const object = value as DateRange | RelativeDate | MatchOptions;
  if ('type' in object && (object.type === 'range' || object.type === 'date-range'))
    return { kind: 'range', value: object };
  if ('type' in object && object.type === 'relative-date') return { kind: 'relative-date', value: object };
  // `{from, to}` without `type: 'range'` is a range too: read as match options it would filter nothing (issue 13).
  if (!('type' in object) && ('from' in object || 'to' in object)) {
    const { from, to } = object as Partial<DateRange>;
    if (from === undefined || to === undefined) {
      throw new HubError('INVALID_RANGE', 'A range filter needs both "from" and "to".');
    }
    return { kind: 'range', value: { type: 'range', from, to } };
  }
  return { kind: 'match', value: object as MatchOptions };
}

/** A match option entry as a list. */
export function asList(value: string | readonly string[] | undefined): readonly string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}
