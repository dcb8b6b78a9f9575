import type { TFunction } from 'i18next';

/**
 * How an item type reads in the visitor's language (`itemTypes` in the locale files); a type Plaza has no name for
 * (a file format such as `CSV`, or one a portal made up) reads as stored.
 *
 * @example
 * itemTypeLabel(t, 'Web Map'); // "Carte web" in French
 * itemTypeLabel(t, 'CSV'); // "CSV"
 */
export function itemTypeLabel(t: TFunction, type: string): string {
  // A stored type is data: one holding i18next's separators is not a key.
  if (type === '' || /[.:]/.test(type)) return type;
  return t(`itemTypes.${type}`, { defaultValue: type });
}
