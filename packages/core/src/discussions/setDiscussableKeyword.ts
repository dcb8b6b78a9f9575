import { CANNOT_DISCUSS } from './discussionConstants.ts';

/**
 * Type keywords with discussion turned on (no `cannotDiscuss`) or off (`cannotDiscuss` once, at the end), as the
 * reference writes them (spec 3 §4). The input is not changed.
 *
 * @example
 * setDiscussableKeyword(['hubSite'], false); // ["hubSite", "cannotDiscuss"]
 * setDiscussableKeyword(['cannotDiscuss'], true); // []
 */
export function setDiscussableKeyword(
  typeKeywords: readonly string[] | null | undefined,
  discussable: boolean,
): string[] {
  const rest = (typeKeywords ?? []).filter((keyword) => keyword !== CANNOT_DISCUSS);
  return discussable ? rest : [...rest, CANNOT_DISCUSS];
}
