import type { PortalItem } from './itemModel.ts';

const CLEARABLE = ['description', 'snippet', 'tags', 'categories', 'licenseInfo'] as const;

/**
 * True when an item update must send `clearEmptyFields` (spec 1 §5): the description, snippet, tags, categories or
 * licenseInfo is empty, and the portal would otherwise keep its old value.
 *
 * @example
 * shouldClearEmptyFields({ ...item, snippet: '' }); // true
 */
export function shouldClearEmptyFields(item: Partial<Pick<PortalItem, (typeof CLEARABLE)[number]>>): boolean {
  return CLEARABLE.some((field) => {
    const value = item[field];
    return value === null || value === '' || (Array.isArray(value) && value.length === 0);
  });
}
