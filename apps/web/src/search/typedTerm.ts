/** Query syntax a plain search does not have: fields, phrases, groups, ranges, wildcards, operators. */
const SYNTAX = /[:"()[\]{}*~?\\!+]|(^|\s)-|\b(AND|OR|NOT)\b|&&|\|\|/;

/**
 * The words a person typed as the catalog searches them (issue 13): in a plain search the last word also matches
 * as the start of a word, so results appear as people type ("bicy" finds "bicycle"). A search written in query
 * syntax is left exactly as written.
 *
 * @example
 * typedTerm('street tre'); // 'street tre*'
 * typedTerm('title:"Parks"'); // 'title:"Parks"'
 */
export function typedTerm(q: string): string {
  const trimmed = q.trim();
  if (isPlainSearch(trimmed) && /[\p{L}\p{N}]{2}$/u.test(trimmed)) return `${trimmed}*`;
  return trimmed;
}

/** Whether a search is only words (no query syntax): spelling suggestions are made for these. */
export function isPlainSearch(q: string): boolean {
  return q.trim() !== '' && !SYNTAX.test(q);
}
