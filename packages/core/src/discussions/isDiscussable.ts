import { CANNOT_DISCUSS } from './discussionConstants.ts';

/**
 * Whether an item, group or entity may be discussed: it has type keywords and none is `cannotDiscuss` (spec 3 §4;
 * the reference's isDiscussable — nothing to read is not discussable).
 *
 * @example
 * isDiscussable({ typeKeywords: ['hubSite'] }); // true
 * isDiscussable({ typeKeywords: ['cannotDiscuss'] }); // false
 */
export function isDiscussable(
  subject: { readonly typeKeywords?: readonly string[] | null } | null | undefined,
): boolean {
  return subject ? !(subject.typeKeywords ?? []).includes(CANNOT_DISCUSS) : false;
}
