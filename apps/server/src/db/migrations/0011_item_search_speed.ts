import { sql, type Kysely } from 'kysely';

// Search speed at 100k items (ADR 0055):
// - items.group_ids mirrors item_groups (kept by a trigger) so that the visibility rule and `group:`
//   test one GIN-indexed array instead of probing item_groups for every candidate row;
// - partial indexes over public items for anonymous catalog search, the most common traffic.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table items add column group_ids text[] not null default '{}'`.execute(db);
  await sql`
    update items set group_ids = coalesce(
      (select array_agg(ig.group_id order by ig.group_id) from item_groups ig where ig.item_id = items.id), '{}')`.execute(
    db,
  );
  await sql`
    create function item_groups_mirror() returns trigger language plpgsql as $$
    declare target text;
    begin
      target := case when tg_op = 'DELETE' then old.item_id else new.item_id end;
      update items set group_ids = coalesce(
        (select array_agg(ig.group_id order by ig.group_id) from item_groups ig where ig.item_id = target), '{}')
      where id = target;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger item_groups_mirror after insert or delete on item_groups
    for each row execute function item_groups_mirror()`.execute(db);
  await sql`create index items_group_ids on items using gin (group_ids)`.execute(db);

  await sql`create index items_public_search on items using gin (search_vector) where access = 'public'`.execute(db);
  await sql`create index items_public_tags on items using gin (tags_lc) where access = 'public'`.execute(db);
  await sql`create index items_public_modified on items (modified) where access = 'public'`.execute(db);
  await sql`create index items_public_title on items (lower(title), id) where access = 'public'`.execute(db);
  await sql`create index items_owner_exact on items (owner)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'items_public_search',
    'items_public_tags',
    'items_public_modified',
    'items_public_title',
    'items_owner_exact',
    'items_group_ids',
  ]) {
    await sql`drop index if exists ${sql.ref(name)}`.execute(db);
  }
  await sql`drop trigger if exists item_groups_mirror on item_groups`.execute(db);
  await sql`drop function if exists item_groups_mirror()`.execute(db);
  await sql`alter table items drop column group_ids`.execute(db);
}
