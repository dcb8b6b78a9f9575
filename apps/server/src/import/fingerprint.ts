import { createHash } from 'node:crypto';

/** Fields that change without anyone editing the record (views, ratings, the reader's own standing). */
const VOLATILE = new Set([
  'numViews',
  'numComments',
  'numRatings',
  'avgRating',
  'scoreCompleteness',
  'itemControl',
  'lastViewed',
  'numFavorites',
  'userMembership',
  'isFav',
  'lastLogin',
  'storageUsage',
  'availableCredits',
  'assignedCredits',
  'groups',
]);

/**
 * A stable hash of a source record and what goes with it (its groups, resources, members): equal when nothing a
 * person changed differs, whatever the key order or the view counters. The journal keeps it to tell "unchanged"
 * from "changed" on the next run.
 *
 * @example
 * fingerprint({ item, groups: ['abc'] }) === fingerprint({ groups: ['abc'], item: { ...item, numViews: 9 } }); // true
 */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(canonical(value, 0)).digest('hex');
}

function canonical(value: unknown, depth: number): string {
  if (Array.isArray(value)) return `[${value.map((entry) => canonical(entry, depth + 1)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([key, entry]) => entry !== undefined && !(depth <= 1 && VOLATILE.has(key)))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
