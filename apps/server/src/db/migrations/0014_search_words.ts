import { sql, type Kysely } from 'kysely';

// Spelling suggestions (issue 13, ADR 0118): the words of every item's title, tags and snippet, as written
// (lower-cased), so that a misspelled search word can be matched to words that exist by edit distance
// (`fuzzystrmatch`, on both PGlite and PostgreSQL). Words are only added: a stale word costs nothing, because a
// suggestion is offered only when it finds items the caller may read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists fuzzystrmatch`.execute(db);
  await sql`create table search_words (word text primary key)`.execute(db);
  await sql`create index search_words_length on search_words (length(word), word)`.execute(db);
  await sql`
    create function item_search_words(title text, tags text[], snippet text) returns setof text
    language sql immutable as $$
      select distinct w from regexp_split_to_table(
        lower(coalesce(title, '') || ' ' || array_to_string(tags, ' ') || ' ' || coalesce(snippet, '')),
        '[[:space:][:punct:]–—“”‘’…«»]+') as w
      where length(w) between 3 and 32 and w !~ '^[0-9]+$'
    $$`.execute(db);
  await sql`
    create function items_search_words() returns trigger language plpgsql as $$
    begin
      insert into search_words (word)
        select w from item_search_words(new.title, new.tags, new.snippet) as w
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger items_search_words after insert or update of title, tags, snippet on items
    for each row execute function items_search_words()`.execute(db);
  await sql`
    insert into search_words (word)
      select distinct w from items, item_search_words(items.title, items.tags, items.snippet) as w
      on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists items_search_words on items`.execute(db);
  await sql`drop function if exists items_search_words()`.execute(db);
  await sql`drop function if exists item_search_words(text, text[], text)`.execute(db);
  await sql`drop table if exists search_words`.execute(db);
}
