import { sql, type Kysely } from 'kysely';

// The words of item titles, ranked (issue 42, ADR 0196): for each item and each lexeme of its title (the search
// vector's weight A), the item's relevance for that one word — exactly `ts_rank(search_vector, 'lexeme')`, what a
// one-word search orders by — with its `modified` (the next sort key), its id (the last) and its readers (migration
// 0180). An item with the word in its title always ranks above one without it (weight A alone outweighs any mix of
// B, C and D: ADR 0196), so the first results of a one-word search are the head of this index, read without the
// items' rows. Kept by statement triggers (inserted with the item, replaced when its vector, modified time or
// readers change); removed with the item.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table item_title_words (
    lexeme text not null,
    rank real not null,
    modified bigint not null,
    item_id text not null references items (id) on delete cascade,
    readers text[] not null
  )`.execute(db);
  await sql`create index item_title_words_order on item_title_words (lexeme, rank desc, modified desc, item_id)
    include (readers)`.execute(db);
  await sql`create index item_title_words_item on item_title_words (item_id)`.execute(db);
  // A lexeme as a one-word tsquery, whatever characters it holds (quotes and backslashes escaped).
  await sql`create function item_title_word_ranks(vector tsvector) returns table (lexeme text, rank real)
    language sql immutable parallel safe as $$
      select u.lexeme, ts_rank(vector, ('''' || replace(replace(u.lexeme, '\\', '\\\\'), '''', '''''') || '''')::tsquery)
      from unnest(vector) as u
      where 'A' = any(u.weights)
    $$`.execute(db);
  await sql`create function item_title_words_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        with changed as (
          select n.id from new_rows n join old_rows o on o.id = n.id
          where n.search_vector is distinct from o.search_vector or n.modified is distinct from o.modified
            or n.readers is distinct from o.readers
        ), gone as (
          delete from item_title_words w using changed c where w.item_id = c.id
        )
        insert into item_title_words (lexeme, rank, modified, item_id, readers)
          select t.lexeme, t.rank, n.modified, n.id, n.readers
          from new_rows n join changed c on c.id = n.id
          cross join lateral item_title_word_ranks(n.search_vector) as t;
      else
        insert into item_title_words (lexeme, rank, modified, item_id, readers)
          select t.lexeme, t.rank, n.modified, n.id, n.readers
          from new_rows n cross join lateral item_title_word_ranks(n.search_vector) as t;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger item_title_words_insert after insert on items referencing new table as new_rows
    for each statement execute function item_title_words_track()`.execute(db);
  await sql`create trigger item_title_words_update after update on items
    referencing old table as old_rows new table as new_rows
    for each statement execute function item_title_words_track()`.execute(db);
  await sql`insert into item_title_words (lexeme, rank, modified, item_id, readers)
    select t.lexeme, t.rank, i.modified, i.id, i.readers
    from items i cross join lateral item_title_word_ranks(i.search_vector) as t`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger item_title_words_update on items`.execute(db);
  await sql`drop trigger item_title_words_insert on items`.execute(db);
  await sql`drop function item_title_words_track()`.execute(db);
  await sql`drop function item_title_word_ranks(tsvector)`.execute(db);
  await sql`drop table item_title_words`.execute(db);
}
