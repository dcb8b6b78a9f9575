import { sql, type Kysely } from 'kysely';

// Hosted feature layers (issue 15, ADR 0120). A hosted service belongs to one item and goes with it; its layers are
// described here, and each layer's rows live in a table of their own (`features_{itemId}_{layerId}`), created when
// the layer is published, with one typed column per field and the geometry's bounding box as a `box` under a GiST
// index: PostGIS is not in PGlite, the built-in geometric types and GiST are in both databases.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table feature_services (
      item_id text primary key references items(id) on delete cascade,
      name text not null unique,
      created bigint not null
    )`.execute(db);
  await sql`
    create table feature_layers (
      item_id text not null references feature_services(item_id) on delete cascade,
      layer_id integer not null check (layer_id >= 0),
      name text not null,
      geometry_type text check (geometry_type in ('esriGeometryPoint', 'esriGeometryPolyline', 'esriGeometryPolygon')),
      fields jsonb not null,
      table_name text not null unique,
      record_count bigint not null default 0,
      min_x double precision,
      min_y double precision,
      max_x double precision,
      max_y double precision,
      created bigint not null,
      primary key (item_id, layer_id)
    )`.execute(db);
}
