import type { HubQuery, PredicateValue, QueryFilter } from './HubQuery.ts';

/**
 * The fields item searches understand (the portal's `q` fields, and the one-only `term` and `bbox`).
 *
 * @example
 * ITEM_PREDICATE_FIELDS.includes('typekeywords'); // true
 */
export const ITEM_PREDICATE_FIELDS = [
  'term',
  'bbox',
  'id',
  'title',
  'type',
  'typekeywords',
  'tags',
  'owner',
  'orgid',
  'access',
  'group',
  'snippet',
  'description',
  'categories',
  'culture',
  'created',
  'modified',
  'numviews',
] as const;

/** One of {@link ITEM_PREDICATE_FIELDS}. */
export type ItemPredicateField = (typeof ITEM_PREDICATE_FIELDS)[number];

/** A predicate of an item search: only known fields, so a typo fails to compile. */
export type ItemPredicate = Readonly<Partial<Record<ItemPredicateField, PredicateValue>>>;

/**
 * A query typed for items: every {@link ItemQuery} is a {@link HubQuery}, and its predicates name only
 * fields item search knows.
 *
 * @example
 * const query: ItemQuery = {
 *   targetEntity: 'item',
 *   filters: [{ predicates: [{ tags: ['parks'], modified: { type: 'relative-date', num: 1, unit: 'months' } }] }],
 * };
 * hubSearch(query, options);
 */
export interface ItemQuery extends Omit<HubQuery, 'targetEntity' | 'filters'> {
  readonly targetEntity: 'item';
  readonly filters: readonly (Omit<QueryFilter, 'predicates'> & { readonly predicates: readonly ItemPredicate[] })[];
}
