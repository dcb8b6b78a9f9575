import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.ts';

/**
 * Ids of a one-word search's results from the ranked title words (migration 0181, ADR 0196): the items with the
 * word in their title that the caller's principals may read, in the search's relevance order (rank, newest
 * modified, id), `limit` of them from `offset`. An item with the word in its title always ranks above one without
 * it, so when `limit` are found the page is exactly the search's page; fewer means it reaches past the titles.
 *
 * @example
 * const ids = await titleWordPage(db, 'water', itemReaders(caller), 0, 21);
 */
export async function titleWordPage(
  db: Db,
  word: string,
  readers: readonly string[],
  offset: number,
  limit: number,
): Promise<string[]> {
  const { rows } = await sql<{ item_id: string }>`
    select w.item_id from item_title_words w
    where w.lexeme = ${lexemeOf(word)} and w.readers && ${[...readers]}::text[]
    order by w.rank desc, w.modified desc, w.item_id
    offset ${offset} limit ${limit}`.execute(db);
  return rows.map((row) => row.item_id);
}

/**
 * How many items the principals may read have the word in their title, counting no further than `limit`: a lower
 * bound of a one-word search's matches, read from one index.
 *
 * @example
 * const atLeast = await titleWordCountUpTo(db, 'water', itemReaders(caller), 1_001);
 */
export async function titleWordCountUpTo(
  db: Db,
  word: string,
  readers: readonly string[],
  limit: number,
): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from (
      select 1 from item_title_words w
      where w.lexeme = ${lexemeOf(word)} and w.readers && ${[...readers]}::text[]
      limit ${limit}) as m`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The word's lexeme as the search's own tsquery has it (the same parser and stemmer). */
function lexemeOf(word: string): RawBuilder<string> {
  return sql<string>`(select (tsvector_to_array(to_tsvector('english', ${word})))[1])`;
}
