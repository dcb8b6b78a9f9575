import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../database.ts';

/** A stored word near a misspelled one, with how many readable items (up to 100) contain it. */
export interface NearWord {
  readonly word: string;
  readonly hits: number;
}

/**
 * Stored words within `distance` edits of `word` (of their first `word.length` letters when `prefix`: the word being
 * typed), the `candidates` nearest and shortest, each with its hits among the items `visibility` lets the caller
 * read; ordered nearest, then commonest.
 */
export async function nearWords(
  db: Db,
  visibility: RawBuilder<SqlBool>,
  word: string,
  options: { readonly prefix: boolean; readonly distance: number; readonly candidates: number },
): Promise<NearWord[]> {
  const { prefix, distance, candidates } = options;
  const compared = prefix ? sql`left(w.word, ${word.length})` : sql`w.word`;
  const lengths = prefix
    ? sql`length(w.word) >= ${word.length - distance}`
    : sql`length(w.word) between ${word.length - distance} and ${word.length + distance}`;
  const { rows } = await sql<NearWord>`
    with near as (
      select w.word, levenshtein_less_equal(${compared}, ${word}, ${distance}) as distance
      from search_words w
      where ${lengths}
    ), nearest as (
      select word, distance from near where distance <= ${distance}
      order by distance, length(word), word limit ${candidates}
    )
    select nearest.word, (
      select count(*) from (
        select 1 from items
        where ${visibility} and items.search_vector @@ plainto_tsquery('english', nearest.word)
        limit 100
      ) as m
    )::int as hits
    from nearest
    order by nearest.distance, hits desc, length(nearest.word), nearest.word`.execute(db);
  return rows;
}

/**
 * Whether the word alone finds an item the caller may read (as the start of a word too, when `prefix`, as the
 * catalog searches it: stemmed whole, or unstemmed as a prefix; "parcs" is no start of "parcels").
 */
export async function wordFindsItem(
  db: Db,
  visibility: RawBuilder<SqlBool>,
  word: string,
  prefix: boolean,
): Promise<boolean> {
  const match = prefix
    ? sql<SqlBool>`items.search_vector @@ (to_tsquery('english', ${word}) || to_tsquery('simple', ${`${word}:*`}))`
    : sql<SqlBool>`items.search_vector @@ to_tsquery('english', ${word})`;
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from items where ${visibility} and ${match}) as found`.execute(db);
  return rows[0]?.found === true;
}
