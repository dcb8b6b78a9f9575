import { sql, type Kysely } from 'kysely';

// Reader sets (issue 42, ADR 0195): every item carries the principals that may read it, so a search can apply
// visibility as one array overlap (`readers && $callersPrincipals`), also inside indexes and derived tables (the
// title words of migration 0181) without the item's row:
//   'p'           everyone (access public)
//   'a:{org}'     holders of portal:admin:viewItems in the item's org (every item of it)
//   'o:{org}'     holders of portal:user:viewOrgItems in the item's org (access org)
//   'u:{owner}'   its owner
//   'g:{group}'   members of each group it is shared to
// `access/itemVisibility.ts` (itemReaders) names a caller's principals the same way; the visibility oracle test
// holds the two to the one read rule. A stored generated column: the database computes it on every write, the
// group mirror's updates of `group_ids` and a renamed owner included.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function item_readers(access text, org_id text, owner text, group_ids text[]) returns text[]
    language sql immutable parallel safe as $$
      select array['a:' || org_id, 'u:' || owner]
        || case access when 'public' then array['p'] when 'org' then array['o:' || org_id] else array[]::text[] end
        || array(select 'g:' || g from unnest(group_ids) as g)
    $$`.execute(db);
  await sql`alter table items add column readers text[] not null
    generated always as (item_readers(access, org_id, owner, group_ids)) stored`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table items drop column readers`.execute(db);
  await sql`drop function item_readers(text, text, text, text[])`.execute(db);
}
