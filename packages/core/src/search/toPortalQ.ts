import { asList, classifyPredicateValue } from './classifyPredicateValue.ts';
import { TOP_LEVEL_PREDICATES, type Predicate, type PredicateValue, type QueryFilter } from './HubQuery.ts';
import { relativeDateToRange, toEpoch } from './relativeDateToRange.ts';

/** What {@link toPortalQ} needs besides the filters. */
export interface ToPortalQOptions {
  /** Epoch milliseconds that relative dates count back from. */
  readonly now: number;
}

const PARAM_PREDICATES: ReadonlySet<string> = new Set(TOP_LEVEL_PREDICATES.filter((name) => name !== 'term'));

/**
 * Translates filters to the portal's Lucene-like `q` (spec 3 §7): the fields of a predicate are ANDed,
 * predicates are joined by their filter's operation (OR by default), filters are ANDed. Lists are ORed,
 * match options give `any` (OR), `all`/`exact` (AND) and `not` (`-field:`), ranges `field:[a TO b]` in
 * epoch milliseconds, relative dates resolved against `now`. `term` is free text; `bbox`,
 * `searchUserAccess` and `searchUserName` are request parameters, not part of `q`.
 *
 * @example
 * toPortalQ([{ operation: 'OR', predicates: [{ type: 'Web Map' }, { tags: ['a', 'b'] }] }], { now: 0 });
 * // '(type:"Web Map" OR (tags:"a" OR tags:"b"))'
 */
export function toPortalQ(filters: readonly QueryFilter[], options: ToPortalQOptions): string {
  const parts = filters.map((filter) => serializeFilter(filter, options)).filter((part) => part !== '');
  return parts.join(' AND ');
}

function serializeFilter(filter: QueryFilter, options: ToPortalQOptions): string {
  const parts = filter.predicates.map((p) => serializePredicate(p, options)).filter((part) => part !== '');
  return group(parts, filter.operation ?? 'OR');
}

function serializePredicate(predicate: Predicate, options: ToPortalQOptions): string {
  const parts = Object.entries(predicate)
    .filter(([field]) => !PARAM_PREDICATES.has(field))
    .map(([field, value]) => serializeField(field, value, options))
    .filter((part) => part !== '');
  return group(parts, 'AND');
}

function serializeField(field: string, raw: PredicateValue, options: ToPortalQOptions): string {
  const value = classifyPredicateValue(raw);
  if (field === 'term' && value.kind === 'string') return serializeTerm(value.value);
  switch (value.kind) {
    case 'string':
      return `${field}:${quote(value.value)}`;
    case 'boolean':
      return `${field}:${value.value}`;
    case 'list':
      return group(
        value.value.map((v) => `${field}:${quote(v)}`),
        'OR',
      );
    case 'range':
      return `${field}:[${toEpoch(value.value.from)} TO ${toEpoch(value.value.to)}]`;
    case 'relative-date': {
      const range = relativeDateToRange(value.value, options.now);
      return `${field}:[${range.from} TO ${range.to}]`;
    }
    case 'match': {
      const { any, all, exact, not } = value.value;
      const clauses = [
        group(
          asList(any).map((v) => `${field}:${quote(v)}`),
          'OR',
        ),
        ...asList(all).map((v) => `${field}:${quote(v)}`),
        ...asList(exact).map((v) => `${field}:${quote(v)}`),
        ...asList(not).map((v) => `-${field}:${quote(v)}`),
      ].filter((clause) => clause !== '');
      return group(clauses, 'AND');
    }
  }
}

/** Joins clauses; parentheses only when there is more than one. */
function group(parts: readonly string[], operation: 'AND' | 'OR'): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `(${parts.join(` ${operation} `)})`;
}

function serializeTerm(term: string): string {
  const trimmed = term.trim();
  return /\s/.test(trimmed) ? `(${trimmed})` : trimmed;
}

/** A quoted phrase; backslashes and quotes escaped so a value can never end the phrase. */
function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
