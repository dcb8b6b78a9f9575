import type { TFunction } from 'i18next';
import { itemTypeLabel } from '../../../i18n/itemTypeLabel.ts';
import type { FacetField } from '../../../search/searchState.ts';

/**
 * How a facet value reads: a category path shows its last part (`/Categories/Environment` → `Environment`); an item
 * type its name in the visitor's language; other values as they are.
 *
 * @example
 * facetValueLabel(t, 'categories', '/Categories/Environment'); // "Environment"
 * facetValueLabel(t, 'type', 'Web Map'); // "Carte web" in French
 */
export function facetValueLabel(t: TFunction, field: FacetField, value: string): string {
  if (field === 'type') return itemTypeLabel(t, value);
  if (field !== 'categories') return value;
  const last = value.split('/').filter(Boolean).at(-1) ?? value;
  return last.charAt(0).toUpperCase() + last.slice(1);
}
