const PREFIX = 'status|';

/**
 * Type keywords with the status mirrored as `status|{value}`, replacing any earlier one (spec 1 §4).
 * The input is not changed.
 *
 * @example
 * setStatusKeyword(['Hub Project', 'status|notStarted'], 'inProgress'); // ["Hub Project", "status|inProgress"]
 */
export function setStatusKeyword(typeKeywords: readonly string[], status: string): string[] {
  return [...typeKeywords.filter((keyword) => !keyword.startsWith(PREFIX)), `${PREFIX}${status}`];
}

/**
 * The status mirrored in type keywords, if any.
 *
 * @example
 * getStatusFromKeywords(['status|complete']); // "complete"
 */
export function getStatusFromKeywords(typeKeywords: readonly string[]): string | undefined {
  return typeKeywords.find((keyword) => keyword.startsWith(PREFIX))?.slice(PREFIX.length) || undefined;
}
