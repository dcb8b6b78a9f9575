import { sql, type Kysely } from 'kysely';

// Facet counts kept as items change (issue 24, ADR 0165), so a search with no words — a catalog page, a browse of some
// types — counts its totals and facets from a small summary instead of every matching row. Counted per
// (access, org, type, field, value): the visibility rule's parts (public; an org's items of some access) and a type
// filter select summary rows exactly. Writes append signed deltas (a statement trigger with transition tables, so
// writers never wait on each other's counters); readers add the deltas to the counts; `foldItemFacetDeltas` moves
// them into the counts now and then.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table item_facet_counts (
    access text not null,
    org_id text not null,
    type text not null,
    field text not null,
    value text not null,
    count bigint not null,
    primary key (field, access, org_id, type, value)
  )`.execute(db);
  await sql`create table item_facet_deltas (
    access text not null,
    org_id text not null,
    type text not null,
    field text not null,
    value text not null,
    delta bigint not null
  )`.execute(db);
  await sql`create index item_facet_deltas_field on item_facet_deltas (field, access, org_id)`.execute(db);
  // A signed-in caller's own items outside the counted scopes are read live by owner and access level.
  await sql`create index items_owner_access on items (owner, access)`.execute(db);
  // The values an item is counted under: the same as a live count (itemSearchRepository's COUNT_SOURCES), each
  // array's values once, nothing null or empty.
  await sql`create function item_facet_values(type text, access text, owner text, org_id text, culture text,
      tags text[], type_keywords text[], categories text[])
    returns table (field text, value text) language sql immutable as $$
      select f, v from (values ('type', type), ('access', access), ('owner', owner), ('orgid', org_id),
        ('culture', culture)) as s(f, v) where v is not null and v <> ''
      union all select distinct 'tags', u from unnest(tags) as u where u is not null and u <> ''
      union all select distinct 'typekeywords', u from unnest(type_keywords) as u where u is not null and u <> ''
      union all select distinct 'categories', u from unnest(categories) as u where u is not null and u <> ''
    $$`.execute(db);
  await sql`create function item_facet_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into item_facet_deltas (access, org_id, type, field, value, delta)
          select n.access, n.org_id, n.type, f.field, f.value, count(*)
          from new_rows n cross join lateral item_facet_values(n.type, n.access, n.owner, n.org_id, n.culture,
            n.tags_lc, n.type_keywords_lc, n.categories_lc) f
          group by 1, 2, 3, 4, 5;
      elsif tg_op = 'DELETE' then
        insert into item_facet_deltas (access, org_id, type, field, value, delta)
          select o.access, o.org_id, o.type, f.field, f.value, -count(*)
          from old_rows o cross join lateral item_facet_values(o.type, o.access, o.owner, o.org_id, o.culture,
            o.tags_lc, o.type_keywords_lc, o.categories_lc) f
          group by 1, 2, 3, 4, 5;
      else
        insert into item_facet_deltas (access, org_id, type, field, value, delta)
          select access, org_id, type, field, value, sum(d) from (
            select n.access, n.org_id, n.type, f.field, f.value, 1 as d
              from new_rows n cross join lateral item_facet_values(n.type, n.access, n.owner, n.org_id, n.culture,
                n.tags_lc, n.type_keywords_lc, n.categories_lc) f
            union all
            select o.access, o.org_id, o.type, f.field, f.value, -1
              from old_rows o cross join lateral item_facet_values(o.type, o.access, o.owner, o.org_id, o.culture,
                o.tags_lc, o.type_keywords_lc, o.categories_lc) f
          ) as changes group by 1, 2, 3, 4, 5 having sum(d) <> 0;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger item_facets_insert after insert on items referencing new table as new_rows
    for each statement execute function item_facet_track()`.execute(db);
  await sql`create trigger item_facets_update after update on items referencing old table as old_rows new table as new_rows
    for each statement execute function item_facet_track()`.execute(db);
  await sql`create trigger item_facets_delete after delete on items referencing old table as old_rows
    for each statement execute function item_facet_track()`.execute(db);
  await sql`create function item_facet_clear() returns trigger language plpgsql as $$
    begin
      delete from item_facet_counts;
      delete from item_facet_deltas;
      return null;
    end $$`.execute(db);
  await sql`create trigger item_facets_truncate after truncate on items
    for each statement execute function item_facet_clear()`.execute(db);
  // The items already there.
  await sql`insert into item_facet_counts (access, org_id, type, field, value, count)
    select i.access, i.org_id, i.type, f.field, f.value, count(*)
    from items i cross join lateral item_facet_values(i.type, i.access, i.owner, i.org_id, i.culture, i.tags_lc,
      i.type_keywords_lc, i.categories_lc) f
    group by 1, 2, 3, 4, 5`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['item_facets_insert', 'item_facets_update', 'item_facets_delete', 'item_facets_truncate']) {
    await sql`drop trigger ${sql.raw(trigger)} on items`.execute(db);
  }
  await sql`drop function item_facet_track()`.execute(db);
  await sql`drop function item_facet_clear()`.execute(db);
  await sql`drop function item_facet_values(text, text, text, text, text, text[], text[], text[])`.execute(db);
  await sql`drop index items_owner_access`.execute(db);
  await sql`drop table item_facet_deltas`.execute(db);
  await sql`drop table item_facet_counts`.execute(db);
}
