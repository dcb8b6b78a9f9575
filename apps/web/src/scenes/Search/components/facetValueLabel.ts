import type { FacetField } from '../../../search/searchState.ts';

/**
 * How a facet value reads: a category path shows its last part (`/Categories/Environment` → `Environment`);
 * other values as they are.
 *
 * @example
 * facetValueLabel('categories', '/Categories/Environment'); // "Environment"
 */
export function facetValueLabel(field: FacetField, value: string): string {
  if (field !== 'categories') return value;
  const last = value.split('/').filter(Boolean).at(-1) ?? value;
  return last.charAt(0).toUpperCase() + last.slice(1);
}
