import { sql, type Kysely } from 'kysely';

// Item relationships (the portal's addRelationship / deleteRelationship / relatedItems; issue 21): a survey's Form
// item points at the hosted feature service its answers go to (`Survey2Service`), as Survey123 relates them. A
// relationship goes with either of its items.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table item_relationships (
    origin_id text not null references items(id) on delete cascade,
    destination_id text not null references items(id) on delete cascade,
    type text not null,
    created bigint not null,
    primary key (origin_id, type, destination_id)
  )`.execute(db);
  await sql`create index item_relationships_destination on item_relationships (destination_id, type)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table item_relationships`.execute(db);
}
