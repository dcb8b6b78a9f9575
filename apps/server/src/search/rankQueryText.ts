import type { QueryNode } from './QueryNode.ts';
import { searchField, type SearchTarget } from './SearchTarget.ts';
import { searchWords } from './textQuery.ts';

/** At most this many words take part in ranking. */
const MAX_RANK_WORDS = 32;

/**
 * The tsquery text that ranks results for a `q`: every word of its full-text terms that are not
 * negated, ORed, or undefined when the query has none (then results are not ranked by relevance).
 *
 * @example
 * rankQueryText(parseQuery('river parks -draft', ITEM_SEARCH), ITEM_SEARCH); // 'river | park'
 */
export function rankQueryText(node: QueryNode, target: SearchTarget): string | undefined {
  const words = new Set<string>();
  collect(node, target, words);
  if (words.size === 0) return undefined;
  return [...words].slice(0, MAX_RANK_WORDS).join(' | ');
}

function collect(node: QueryNode, target: SearchTarget, words: Set<string>): void {
  switch (node.kind) {
    case 'and':
    case 'or':
      for (const child of node.children) collect(child, target, words);
      return;
    case 'term': {
      if (node.field === undefined || searchField(target, node.field)?.kind === 'text') {
        for (const word of searchWords(node.value)) words.add(word);
      }
      return;
    }
    default:
      return;
  }
}
