/**
 * What a search looks for (spec 3 §5, spec 1 §3).
 *
 * @example
 * TARGET_ENTITIES.includes(param as TargetEntity);
 */
export const TARGET_ENTITIES = [
  'item',
  'group',
  'user',
  'portalUser',
  'communityUser',
  'groupMember',
  'event',
  'eventAttendee',
  'channel',
  'discussionPost',
] as const;

/** One of {@link TARGET_ENTITIES}. */
export type TargetEntity = (typeof TARGET_ENTITIES)[number];

/**
 * Units of a relative date (spec 1 §5).
 *
 * @example
 * RELATIVE_DATE_UNITS.includes('weeks'); // true
 */
export const RELATIVE_DATE_UNITS = ['minutes', 'hours', 'days', 'weeks', 'months', 'years'] as const;

/** One of {@link RELATIVE_DATE_UNITS}. */
export type RelativeDateUnit = (typeof RELATIVE_DATE_UNITS)[number];

/** Several values for one field: `any` ORed, `all` ANDed, `not` excluded. `exact` values are ANDed too. */
export interface MatchOptions {
  readonly any?: string | readonly string[];
  readonly all?: string | readonly string[];
  readonly not?: string | readonly string[];
  readonly exact?: string | readonly string[];
}

/** A closed range; dates are epoch milliseconds (or ISO strings, read as UTC); `date-range` is the reference's name. */
export interface DateRange {
  readonly type: 'range' | 'date-range';
  readonly from: number | string;
  readonly to: number | string;
}

/** "The last `num` `unit`s", resolved against an injected `now`. */
export interface RelativeDate {
  readonly type: 'relative-date';
  readonly num: number;
  readonly unit: RelativeDateUnit;
}

/** What a field of a predicate may hold. */
export type PredicateValue = string | readonly string[] | boolean | MatchOptions | DateRange | RelativeDate;

/** Field names mapped to values; the fields of one predicate are ANDed. */
export type Predicate = Readonly<Record<string, PredicateValue>>;

/** Predicates joined by the operation (`OR` by default in the hub filter; spec 3 §7). */
export interface QueryFilter {
  readonly operation?: 'AND' | 'OR';
  readonly predicates: readonly Predicate[];
}

/** Fields results can be sorted by. */
export type SortOrder = 'asc' | 'desc';

/**
 * A generic search (spec 1 §3): filters are ANDed together; `collection` names a collection of a
 * catalog (its scope is added by the caller) or of the hub search API.
 *
 * @example
 * const query: HubQuery = {
 *   targetEntity: 'item',
 *   filters: [{ operation: 'OR', predicates: [{ type: ['Web Map', 'Web Scene'] }] }],
 * };
 */
export interface HubQuery {
  readonly targetEntity: TargetEntity;
  readonly filters: readonly QueryFilter[];
  readonly collection?: string;
  readonly num?: number;
  readonly start?: number;
  readonly sortField?: string;
  readonly sortOrder?: SortOrder;
  /** Enrichments to add to each result (`membershipSummary`, `contentCount`, `userMembership`, `org`). */
  readonly include?: readonly string[];
  /** Fields to count (portal `countFields`, at most 3; hub API `aggregations=terms(...)`). */
  readonly aggFields?: readonly string[];
  /** Values per aggregation (default {@link DEFAULT_AGG_LIMIT}). */
  readonly aggLimit?: number;
}

/**
 * Search aggregation size default (spec 1 §9).
 *
 * @example
 * const size = query.aggLimit ?? DEFAULT_AGG_LIMIT; // 10
 */
export const DEFAULT_AGG_LIMIT = 10;

/**
 * Predicates that may appear once, on one filter, never ORed, and only as a string or boolean (spec 1 §5).
 *
 * @example
 * TOP_LEVEL_PREDICATES.forEach((name) => getTopLevelPredicate(name, query.filters));
 */
export const TOP_LEVEL_PREDICATES = ['term', 'bbox', 'searchUserAccess', 'searchUserName'] as const;

/** One of {@link TOP_LEVEL_PREDICATES}. */
export type TopLevelPredicate = (typeof TOP_LEVEL_PREDICATES)[number];
