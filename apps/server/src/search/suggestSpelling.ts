import type { RawBuilder, SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { nearWords, wordFindsItem } from '../db/repositories/searchWordRepository.ts';
import { searchWords } from './textQuery.ts';

/** A spelling suggestion considers at most this many words of a search. */
export const MAX_SPELLING_WORDS = 6;
/** Words shorter than this are never corrected (too many words are one edit away). */
const MIN_CORRECTED = 3;
/** Longer words are never corrected (no real word is this long; levenshtein refuses over 255). */
const MAX_CORRECTED = 32;
/** Candidates a misspelled word is checked against, nearest first. */
const CANDIDATES = 20;

/** Query syntax a plain search does not have: fields, phrases, groups, ranges, wildcards, operators. */
const SYNTAX = /[:"()[\]{}*~?\\!+]|(^|\s)-|\b(AND|OR|NOT)\b|&&|\|\|/;

/**
 * "Did you mean": the words of a plain search with every word that finds nothing the caller may read replaced by
 * the nearest stored word (one edit for words up to four letters, two for longer ones; for the word being typed,
 * when no whole word is that near, the nearest start of a stored word) that does, the commonest
 * among equally near ones; undefined when no word changes or the search uses query syntax. Candidates come from the
 * words of every item, but one is offered only when items the caller may read contain it, so a suggestion never
 * tells anyone about an item they may not see (ADR 0118).
 *
 * @example
 * await suggestSpelling(db, itemVisibility(caller), 'bycicle lanes'); // 'bicycle lanes'
 */
export async function suggestSpelling(db: Db, visibility: RawBuilder<SqlBool>, q: string): Promise<string | undefined> {
  if (SYNTAX.test(q)) return undefined;
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0 || words.length > MAX_SPELLING_WORDS) return undefined;
  const corrected = await Promise.all(
    words.map((word, i) => correctWord(db, visibility, word, i === words.length - 1)),
  );
  return corrected.some((word, i) => word !== words[i]) ? corrected.join(' ') : undefined;
}

async function correctWord(db: Db, visibility: RawBuilder<SqlBool>, word: string, last: boolean): Promise<string> {
  if (word.length < MIN_CORRECTED || word.length > MAX_CORRECTED || /^\p{N}+$/u.test(word)) return word;
  if (searchWords(word).length === 0) return word; // a stop word
  if (await wordFindsItem(db, visibility, word, last)) return word;
  const distance = word.length <= 4 ? 1 : 2;
  // A whole word near it first ("parcs" is one edit from "parks"); then, for the word that may still be being typed,
  // the starts of stored words ("marmoz" is one edit from the start of "marmosets"). ADR 0243.
  const whole = await nearWords(db, visibility, word, { prefix: false, distance, candidates: CANDIDATES });
  const found = whole.find((row) => row.hits > 0)?.word;
  if (found !== undefined || !last) return found ?? word;
  const starts = await nearWords(db, visibility, word, { prefix: true, distance, candidates: CANDIDATES });
  return starts.find((row) => row.hits > 0)?.word ?? word;
}
