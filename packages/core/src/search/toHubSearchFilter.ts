import { asList, classifyPredicateValue } from './classifyPredicateValue.ts';
import { TOP_LEVEL_PREDICATES, type Predicate, type PredicateValue, type QueryFilter } from './HubQuery.ts';
import { relativeDateToRange, toEpoch } from './relativeDateToRange.ts';

/** What {@link toHubSearchFilter} needs besides the filters. */
export interface ToHubSearchFilterOptions {
  /** Epoch milliseconds that relative dates count back from. */
  readonly now: number;
}

const NOT_FILTERS: ReadonlySet<string> = new Set(TOP_LEVEL_PREDICATES);

/**
 * Translates filters to the hub search API's `filter` text (spec 3 §7): `field='v'`,
 * `field IN ('a', 'b')`, `field NOT IN (...)`, `field BETWEEN a AND b` (epoch milliseconds), the fields
 * of a predicate ANDed, predicates joined by their filter's operation (OR by default), filters ANDed.
 * `term` becomes `q` and `bbox` its own parameter (see {@link toHubSearchParams}), so neither is here.
 * Strings are single-quoted with `''` for a quote; the server parses this grammar with
 * {@link parseHubSearchFilter}.
 *
 * @example
 * toHubSearchFilter([{ predicates: [{ type: ['Web Map', 'Web Scene'] }, { owner: 'ana' }] }], { now: 0 });
 * // "(type IN ('Web Map', 'Web Scene') OR owner='ana')"
 */
export function toHubSearchFilter(filters: readonly QueryFilter[], options: ToHubSearchFilterOptions): string {
  const parts = filters.map((filter) => serializeFilter(filter, options)).filter((part) => part !== '');
  return parts.join(' AND ');
}

function serializeFilter(filter: QueryFilter, options: ToHubSearchFilterOptions): string {
  const parts = filter.predicates.map((p) => serializePredicate(p, options)).filter((part) => part !== '');
  return group(parts, filter.operation ?? 'OR');
}

function serializePredicate(predicate: Predicate, options: ToHubSearchFilterOptions): string {
  const parts = Object.entries(predicate)
    .filter(([field]) => !NOT_FILTERS.has(field))
    .map(([field, value]) => serializeField(field, value, options))
    .filter((part) => part !== '');
  return group(parts, 'AND');
}

function serializeField(field: string, raw: PredicateValue, options: ToHubSearchFilterOptions): string {
  const value = classifyPredicateValue(raw);
  switch (value.kind) {
    case 'string':
      return `${field}=${literal(value.value)}`;
    case 'boolean':
      return `${field}=${value.value}`;
    case 'list':
      return inList(field, value.value, 'IN');
    case 'range':
      return `${field} BETWEEN ${toEpoch(value.value.from)} AND ${toEpoch(value.value.to)}`;
    case 'relative-date': {
      const range = relativeDateToRange(value.value, options.now);
      return `${field} BETWEEN ${range.from} AND ${range.to}`;
    }
    case 'match': {
      const { any, all, exact, not } = value.value;
      const clauses = [
        inList(field, asList(any), 'IN'),
        ...asList(all).map((v) => `${field}=${literal(v)}`),
        ...asList(exact).map((v) => `${field}=${literal(v)}`),
        notList(field, asList(not)),
      ].filter((clause) => clause !== '');
      return group(clauses, 'AND');
    }
  }
}

function inList(field: string, values: readonly string[], operator: 'IN'): string {
  if (values.length === 0) return '';
  if (values.length === 1) return `${field}=${literal(values[0] ?? '')}`;
  return `${field} ${operator} (${values.map(literal).join(', ')})`;
}

function notList(field: string, values: readonly string[]): string {
  if (values.length === 0) return '';
  return `${field} NOT IN (${values.map(literal).join(', ')})`;
}

function group(parts: readonly string[], operation: 'AND' | 'OR'): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `(${parts.join(` ${operation} `)})`;
}

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
