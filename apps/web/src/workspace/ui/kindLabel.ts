import { getHubEntityType } from '@plaza/core';
import type { TFunction } from 'i18next';

/**
 * The name of an entity kind or portal item type in the page's language (`Hub Project` → "Project").
 *
 * @example
 * kindLabel(t, 'Hub Site Application'); // "Site"
 */
export function kindLabel(t: TFunction, type: string): string {
  return t(`workspace.kind.${getHubEntityType(type)}`, { defaultValue: type });
}
