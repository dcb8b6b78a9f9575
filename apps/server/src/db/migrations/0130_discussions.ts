import { sql, type Kysely } from 'kysely';

// The discussions service (spec 3 §3 Channel, Post, Reaction; §4; issue 16; ADR 0150). A channel's access is its
// ACL rows (the legacy access/orgs/groups are turned into rows on write). Posts belong to a channel, optionally
// answer a parent post in the same channel and name what they discuss (`hub://item/{id}`). Reactions are unique per
// user, post and kind. Bodies are kept as written and as sanitised HTML (rendered once, on write). Times are epoch
// milliseconds like every other table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table channels (
      id text primary key,
      org_id text not null references orgs(id) on delete cascade,
      creator text not null references users(username) on delete cascade,
      editor text,
      name text not null,
      allow_post boolean not null default true,
      allow_reply boolean not null default true,
      allow_reaction boolean not null default true,
      allowed_reactions text[],
      allow_as_anonymous boolean not null default false,
      default_post_status text not null default 'approved' check (default_post_status in ('approved', 'pending')),
      soft_delete boolean not null default true,
      block_words text[] not null default '{}',
      metadata jsonb,
      created_at bigint not null,
      updated_at bigint not null
    )`.execute(db);
  await sql`create index channels_created on channels (created_at, id)`.execute(db);
  await sql`create index channels_updated on channels (updated_at, id)`.execute(db);

  await sql`
    create table channel_acl (
      id text primary key,
      channel_id text not null references channels(id) on delete cascade,
      category text not null check (category in ('anonymousUser', 'authenticatedUser', 'org', 'group', 'user')),
      sub_category text check (sub_category in ('admin', 'member')),
      key text,
      role text not null check (role in ('read', 'write', 'readWrite', 'moderate', 'manage', 'owner')),
      creator text not null,
      created_at bigint not null,
      updated_at bigint not null
    )`.execute(db);
  await sql`create index channel_acl_channel on channel_acl (channel_id)`.execute(db);
  await sql`create index channel_acl_key on channel_acl (category, key)`.execute(db);

  await sql`
    create table channel_blocks (
      channel_id text not null references channels(id) on delete cascade,
      username text not null references users(username) on delete cascade,
      creator text not null,
      created_at bigint not null,
      primary key (channel_id, username)
    )`.execute(db);

  await sql`
    create table posts (
      id text primary key,
      channel_id text not null references channels(id) on delete cascade,
      parent_id text references posts(id) on delete cascade,
      discussion text,
      title text,
      body text not null,
      body_html text not null,
      post_type text not null check (post_type in ('text', 'announcement', 'poll', 'question')),
      poll_options text[],
      geometry jsonb,
      app_info text,
      status text not null check (status in ('pending', 'approved', 'rejected', 'deleted', 'hidden', 'blocked')),
      creator text references users(username) on delete set null,
      creator_address text,
      editor text,
      created_at bigint not null,
      updated_at bigint not null
    )`.execute(db);
  await sql`create index posts_channel on posts (channel_id, status, created_at)`.execute(db);
  await sql`create index posts_discussion on posts (discussion, created_at, id)`.execute(db);
  await sql`create index posts_parent on posts (parent_id, created_at)`.execute(db);
  await sql`create index posts_creator on posts (creator, created_at)`.execute(db);
  await sql`create index posts_address on posts (creator_address, created_at)`.execute(db);

  await sql`
    create table post_edits (
      id text primary key,
      post_id text not null references posts(id) on delete cascade,
      title text,
      body text not null,
      editor text not null,
      edited_at bigint not null
    )`.execute(db);
  await sql`create index post_edits_post on post_edits (post_id, edited_at)`.execute(db);

  await sql`
    create table reactions (
      id text primary key,
      post_id text not null references posts(id) on delete cascade,
      creator text not null references users(username) on delete cascade,
      value text not null,
      created_at bigint not null,
      unique (post_id, creator, value)
    )`.execute(db);

  await sql`
    create table poll_votes (
      post_id text not null references posts(id) on delete cascade,
      username text not null references users(username) on delete cascade,
      option_index integer not null check (option_index >= 0),
      created_at bigint not null,
      primary key (post_id, username)
    )`.execute(db);

  await sql`
    create table post_reports (
      post_id text not null references posts(id) on delete cascade,
      reporter text not null references users(username) on delete cascade,
      reason text not null,
      created_at bigint not null,
      primary key (post_id, reporter)
    )`.execute(db);

  await sql`
    create table entity_settings (
      id text primary key,
      type text not null check (type in ('content')),
      settings jsonb not null,
      creator text not null,
      editor text,
      created_at bigint not null,
      updated_at bigint not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'entity_settings',
    'post_reports',
    'poll_votes',
    'reactions',
    'post_edits',
    'posts',
    'channel_blocks',
    'channel_acl',
    'channels',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
