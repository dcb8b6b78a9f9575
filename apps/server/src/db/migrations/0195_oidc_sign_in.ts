import { sql, type Kysely } from 'kysely';

// Sign-in with an OpenID Connect provider (issue 44 item 8, ADR 0211). `oidc_sign_ins`: a sign-in under way, from the
// redirect to the provider to its answer (the state's SHA-256, the PKCE verifier, the nonce and the portal authorize
// request to finish), used once and short-lived. `user_identities`: which account a provider's subject signs in as.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table oidc_sign_ins (
    state_hash text primary key,
    provider text not null,
    code_verifier text not null,
    nonce text not null,
    authorize_params jsonb not null,
    created bigint not null,
    expires bigint not null
  )`.execute(db);
  await sql`create index oidc_sign_ins_expires on oidc_sign_ins (expires)`.execute(db);
  await sql`create table user_identities (
    provider text not null,
    subject text not null,
    username text not null references users(username) on delete cascade,
    email text not null,
    created bigint not null,
    primary key (provider, subject)
  )`.execute(db);
  await sql`create index user_identities_username on user_identities (username)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table user_identities`.execute(db);
  await sql`drop table oidc_sign_ins`.execute(db);
}
