import { sql, type Kysely } from 'kysely';

// Access tokens (generateToken and OAuth). Only the SHA-256 of a token is stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) =>
      c.notNull().references('users.username').onDelete('cascade').onUpdate('cascade'),
    )
    // 'password' (generateToken) or 'oauth'.
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('password', 'oauth')`))
    .addColumn('client_id', 'text')
    // OAuth: every token descending from one authorization code shares a family, revoked together.
    .addColumn('family_id', 'text')
    // Binding from generateToken's client=referer|requestip.
    .addColumn('referer', 'text')
    .addColumn('request_ip', 'text')
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('expires', 'bigint', (c) => c.notNull())
    .addColumn('revoked', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('access_tokens_username').on('access_tokens').column('username').execute();
  await db.schema.createIndex('access_tokens_family').on('access_tokens').column('family_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_tokens').execute();
}
