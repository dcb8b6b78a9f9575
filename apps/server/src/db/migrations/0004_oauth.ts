import { sql, type Kysely } from 'kysely';

// OAuth 2.0: registered apps, authorization codes and refresh tokens (hashed), by token family.
// client_id has no foreign key: the built-in web client (plaza-web) is defined by configuration (ADR 0012).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oauth_apps')
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('client_type', 'text', (c) => c.notNull().check(sql`client_type in ('public', 'confidential')`))
    .addColumn('client_secret_hash', 'text')
    // Exact strings; compared byte for byte.
    .addColumn('redirect_uris', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('allow_implicit', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('org_id', 'text', (c) => c.references('orgs.id').onDelete('cascade'))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('oauth_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) =>
      c.notNull().references('users.username').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'text')
    .addColumn('code_challenge_method', 'text')
    .addColumn('expiration_minutes', 'integer', (c) => c.notNull())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('expires', 'bigint', (c) => c.notNull())
    .addColumn('used', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) =>
      c.notNull().references('users.username').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('expires', 'bigint', (c) => c.notNull())
    // Set once the token was exchanged for a new one (rotation); a second use revokes the family.
    .addColumn('rotated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('revoked', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('oauth_codes').execute();
  await db.schema.dropTable('oauth_apps').execute();
}
