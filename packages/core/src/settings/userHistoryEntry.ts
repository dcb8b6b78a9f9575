import { z } from 'zod/mini';

/**
 * One visit in the user's history (spec 1 §4 "User history"): what was visited, how, and when.
 * Stored in `history.entries` of the user hub settings, newest first.
 *
 * @example
 * userHistoryEntrySchema.parse({ id: site.id, type: 'site', action: 'view', title: site.name, visited: now() });
 */
export const userHistoryEntrySchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  /** Entity kind (`site`, `project`, `content`, ...). Sites have their own, smaller cap. */
  type: z.string().check(z.minLength(1)),
  action: z._default(z.enum(['view', 'workspace']), 'view'),
  title: z.optional(z.string()),
  url: z.optional(z.string()),
  owner: z.optional(z.string()),
  /** When it was visited, epoch milliseconds. */
  visited: z.number(),
});
/** One visited entity in the user's history (spec 1 §4), newest first. */
export type UserHistoryVisit = z.infer<typeof userHistoryEntrySchema>;

const SITE_TYPES = new Set(['site', 'hub site application', 'site application']);

/**
 * True when a history entry is a site (capped at 10) rather than another entity (capped at 50).
 *
 * @example
 * isSiteHistoryEntry({ id: 'x', type: 'Hub Site Application' }); // true
 */
export function isSiteHistoryEntry(entry: { readonly type: string }): boolean {
  return SITE_TYPES.has(entry.type.toLowerCase());
}
