import { detectItemType } from './detectItemType.ts';

/**
 * A title from a file name or URL: the last path segment without its extension, separators (`_`, `-`, `.`, `+`,
 * repeated spaces) turned into single spaces, and the first letter in upper case. Empty when nothing is left.
 *
 * @example
 * titleFromFileName('street_trees-2026.csv'); // "Street trees 2026"
 * titleFromFileName('https://example.org/data/bus-stops.geojson'); // "Bus stops"
 */
export function titleFromFileName(nameOrUrl: string): string {
  let segment = nameOrUrl.trim();
  if (/^https?:\/\//i.test(segment)) {
    try {
      segment = decodeURIComponent(new URL(segment).pathname);
    } catch {
      return '';
    }
  }
  segment = segment.split(/[\\/]/).pop() ?? '';
  const dot = segment.lastIndexOf('.');
  const known = detectItemType(segment) !== undefined || /^[a-z0-9]{1,5}$/i.test(segment.slice(dot + 1));
  const base = dot > 0 && known ? segment.slice(0, dot) : segment;
  const words = base
    .replace(/[_\-.+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words ? words.charAt(0).toLocaleUpperCase() + words.slice(1) : '';
}
