import { sql, type Kysely } from 'kysely';

// Items, folders, group shares and stored files (issue 4, ADRs 0051–0053).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('folders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull().references('users.username').onDelete('cascade').onUpdate('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create unique index folders_owner_title on folders (owner, lower(title))`.execute(db);

  await db.schema
    .createTable('items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull().references('users.username').onUpdate('cascade'))
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
    .addColumn('owner_folder', 'text', (c) => c.references('folders.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('type_keywords', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('categories', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('tags_lc', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('type_keywords_lc', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('categories_lc', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('snippet', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('license_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('access_information', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('culture', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text')
    .addColumn('name', 'text')
    .addColumn('spatial_reference', 'text')
    .addColumn('extent_xmin', 'double precision')
    .addColumn('extent_ymin', 'double precision')
    .addColumn('extent_xmax', 'double precision')
    .addColumn('extent_ymax', 'double precision')
    .addColumn('extent_box', sql`box`, (c) =>
      c
        .generatedAlwaysAs(
          sql`case when extent_xmin is null or extent_ymin is null or extent_xmax is null or extent_ymax is null then null
        else box(point(extent_xmin, extent_ymin), point(extent_xmax, extent_ymax)) end`,
        )
        .stored(),
    )
    .addColumn('properties', 'jsonb')
    .addColumn('access', 'text', (c) =>
      c
        .notNull()
        .defaultTo('private')
        .check(sql`access in ('private', 'shared', 'org', 'public')`),
    )
    .addColumn('protected', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('num_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('thumbnail', 'text')
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('modified', 'bigint', (c) => c.notNull())
    .addColumn('search_vector', sql`tsvector`, (c) => c.notNull().defaultTo(sql`''::tsvector`))
    .execute();

  // One place derives the search columns, whatever writes the row.
  await sql`
    create function items_search_fields() returns trigger language plpgsql as $$
    begin
      new.tags_lc := coalesce((select array_agg(lower(t)) from unnest(new.tags) t), '{}');
      new.type_keywords_lc := coalesce((select array_agg(lower(t)) from unnest(new.type_keywords) t), '{}');
      new.categories_lc := coalesce((select array_agg(lower(t)) from unnest(new.categories) t), '{}');
      new.search_vector :=
        setweight(to_tsvector('english', coalesce(new.title, '')), 'A') ||
        setweight(to_tsvector('english', array_to_string(new.tags, ' ')), 'B') ||
        setweight(to_tsvector('english', coalesce(new.snippet, '')), 'C') ||
        setweight(to_tsvector('english', coalesce(new.description, '')), 'D');
      return new;
    end $$`.execute(db);
  await sql`
    create trigger items_search_fields before insert or update of title, tags, snippet, description, type_keywords, categories
    on items for each row execute function items_search_fields()`.execute(db);

  await sql`create index items_search on items using gin (search_vector)`.execute(db);
  await sql`create index items_tags on items using gin (tags_lc)`.execute(db);
  await sql`create index items_type_keywords on items using gin (type_keywords_lc)`.execute(db);
  await sql`create index items_categories on items using gin (categories_lc)`.execute(db);
  await sql`create index items_extent on items using gist (extent_box)`.execute(db);
  await sql`create index items_type on items (lower(type))`.execute(db);
  await sql`create index items_owner on items (lower(owner))`.execute(db);
  await sql`create index items_title on items (lower(title))`.execute(db);
  await sql`create index items_org_access on items (org_id, access)`.execute(db);
  await sql`create index items_access on items (access)`.execute(db);
  await sql`create index items_created on items (created)`.execute(db);
  await sql`create index items_modified on items (modified)`.execute(db);
  await sql`create index items_num_views on items (num_views)`.execute(db);
  await sql`create index items_folder on items (owner, owner_folder)`.execute(db);

  await db.schema
    .createTable('item_groups')
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_groups_pk', ['item_id', 'group_id'])
    .execute();
  await db.schema.createIndex('item_groups_group').on('item_groups').columns(['group_id', 'item_id']).execute();

  await db.schema
    .createTable('item_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('data', 'resource', 'info')`))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('access', 'text', (c) =>
      c
        .notNull()
        .defaultTo('inherit')
        .check(sql`access in ('inherit', 'private')`),
    )
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('modified', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create unique index item_files_path on item_files (item_id, role, path)`.execute(db);

  await db.schema
    .createTable('file_chunks')
    .addColumn('file_id', 'text', (c) => c.notNull().references('item_files.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_chunks_pk', ['file_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_chunks').execute();
  await db.schema.dropTable('item_files').execute();
  await db.schema.dropTable('item_groups').execute();
  await db.schema.dropTable('items').execute();
  await sql`drop function items_search_fields()`.execute(db);
  await db.schema.dropTable('folders').execute();
}
