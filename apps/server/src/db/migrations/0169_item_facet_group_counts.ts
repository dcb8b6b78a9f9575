import { sql, type Kysely } from 'kysely';

// Issue 24 (ADR 0180): the maintained facet counts (ADR 0165) also answer a signed-in caller's items shared to their
// groups. Every item is counted in item_facet_counts as before; an item shared to groups is also counted in
// item_facet_group_counts under its set of groups (`items.group_ids`, sorted by the mirror trigger, so one set has one
// spelling). A caller's shared items outside their other scopes are the rows whose set overlaps their groups: each
// item is in exactly one set, so it is counted once however many of the caller's groups it is shared to. Deltas
// say which they change: `group_ids` '{}' for item_facet_counts, a set for item_facet_group_counts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table item_facet_group_counts (
    group_ids text[] not null,
    access text not null,
    org_id text not null,
    type text not null,
    field text not null,
    value text not null,
    count bigint not null,
    primary key (field, access, org_id, type, value, group_ids)
  )`.execute(db);
  await sql`alter table item_facet_deltas add column group_ids text[] not null default '{}'`.execute(db);
  await trackWithGroups(db, true);
  await sql`insert into item_facet_group_counts (access, org_id, type, field, value, group_ids, count)
    select i.access, i.org_id, i.type, f.field, f.value, i.group_ids, count(*)
    from items i
    cross join lateral item_facet_values(i.type, i.access, i.owner, i.org_id, i.culture, i.tags_lc,
      i.type_keywords_lc, i.categories_lc) f
    where cardinality(i.group_ids) > 0
    group by 1, 2, 3, 4, 5, 6`.execute(db);
}

/** The trigger function of 0165, with the group sets; `withGroups` false puts back 0165's own. */
async function trackWithGroups(db: Kysely<unknown>, withGroups: boolean): Promise<void> {
  if (withGroups) {
    await sql`create function item_facet_group_sets(item_groups text[]) returns table (group_ids text[])
      language sql immutable as $$
        select '{}'::text[] union all select item_groups where cardinality(item_groups) > 0
      $$`.execute(db);
  }
  const sets = (row: string) =>
    withGroups ? sql.raw(`cross join lateral item_facet_group_sets(${row}.group_ids) g`) : sql.raw('');
  const set = sql.raw(withGroups ? 'g.group_ids, ' : '');
  const setColumn = sql.raw(withGroups ? 'group_ids, ' : '');
  const setAs = sql.raw(withGroups ? 'g.group_ids as group_ids, ' : '');
  const keys = sql.raw(withGroups ? '1, 2, 3, 4, 5, 6' : '1, 2, 3, 4, 5');
  const values = (row: string) =>
    sql.raw(`cross join lateral item_facet_values(${row}.type, ${row}.access, ${row}.owner, ${row}.org_id,
      ${row}.culture, ${row}.tags_lc, ${row}.type_keywords_lc, ${row}.categories_lc) f`);
  await sql`create or replace function item_facet_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into item_facet_deltas (access, org_id, type, field, value, ${setColumn}delta)
          select n.access, n.org_id, n.type, f.field, f.value, ${set}count(*)
          from new_rows n ${values('n')} ${sets('n')}
          group by ${keys};
      elsif tg_op = 'DELETE' then
        insert into item_facet_deltas (access, org_id, type, field, value, ${setColumn}delta)
          select o.access, o.org_id, o.type, f.field, f.value, ${set}-count(*)
          from old_rows o ${values('o')} ${sets('o')}
          group by ${keys};
      else
        insert into item_facet_deltas (access, org_id, type, field, value, ${setColumn}delta)
          select access, org_id, type, field, value, ${setColumn}sum(d) from (
            select n.access, n.org_id, n.type, f.field, f.value, ${setAs}1 as d
              from new_rows n ${values('n')} ${sets('n')}
            union all
            select o.access, o.org_id, o.type, f.field, f.value, ${set}-1
              from old_rows o ${values('o')} ${sets('o')}
          ) as changes group by ${keys} having sum(d) <> 0;
      end if;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await trackWithGroups(db, false);
  await sql`drop function item_facet_group_sets(text[])`.execute(db);
  await sql`delete from item_facet_deltas where group_ids <> '{}'`.execute(db);
  await sql`alter table item_facet_deltas drop column group_ids`.execute(db);
  await sql`drop table item_facet_group_counts`.execute(db);
}
