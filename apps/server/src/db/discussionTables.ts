import type { ColumnType } from 'kysely';

// The discussions service's tables (spec 3 §3, §4; migration 0130; ADR 0150). Listed in `Database`.

export type AclCategory = 'anonymousUser' | 'authenticatedUser' | 'org' | 'group' | 'user';
export type AclSubCategory = 'admin' | 'member';
export type ChannelRole = 'read' | 'write' | 'readWrite' | 'moderate' | 'manage' | 'owner';
export type PostStatus = 'pending' | 'approved' | 'rejected' | 'deleted' | 'hidden' | 'blocked';
export type PostType = 'text' | 'announcement' | 'poll' | 'question';

/** Columns with a database default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, string | null | undefined, string | null>;

export interface ChannelTable {
  id: string;
  org_id: string;
  creator: string;
  editor: string | null;
  name: string;
  allow_post: WithDefault<boolean>;
  allow_reply: WithDefault<boolean>;
  allow_reaction: WithDefault<boolean>;
  allowed_reactions: string[] | null;
  allow_as_anonymous: WithDefault<boolean>;
  default_post_status: WithDefault<'approved' | 'pending'>;
  soft_delete: WithDefault<boolean>;
  block_words: WithDefault<string[]>;
  metadata: Json<{ guidelineUrl?: string | null } | null>;
  created_at: number;
  updated_at: number;
}

export interface ChannelAclTable {
  id: string;
  channel_id: string;
  category: AclCategory;
  sub_category: AclSubCategory | null;
  key: string | null;
  role: ChannelRole;
  creator: string;
  created_at: number;
  updated_at: number;
}

export interface ChannelBlockTable {
  channel_id: string;
  username: string;
  creator: string;
  created_at: number;
}

export interface PostTable {
  id: string;
  channel_id: string;
  parent_id: string | null;
  discussion: string | null;
  title: string | null;
  body: string;
  /** The body rendered from Markdown and sanitised (ADR 0150), on write. */
  body_html: string;
  post_type: PostType;
  poll_options: string[] | null;
  geometry: Json<Record<string, unknown> | null>;
  app_info: string | null;
  status: PostStatus;
  creator: string | null;
  creator_address: string | null;
  editor: string | null;
  created_at: number;
  updated_at: number;
}

export interface PostEditTable {
  id: string;
  post_id: string;
  title: string | null;
  body: string;
  editor: string;
  edited_at: number;
}

export interface ReactionTable {
  id: string;
  post_id: string;
  creator: string;
  value: string;
  created_at: number;
}

export interface PollVoteTable {
  post_id: string;
  username: string;
  option_index: number;
  created_at: number;
}

export interface PostReportTable {
  post_id: string;
  reporter: string;
  reason: string;
  created_at: number;
}

export interface EntitySettingTable {
  id: string;
  type: 'content';
  settings: Json<EntitySettings>;
  creator: string;
  editor: string | null;
  created_at: number;
  updated_at: number;
}

/** What an entity setting record holds (spec 2 §3 Discussion entity settings). */
export interface EntitySettings {
  readonly discussions?: {
    readonly allowedChannelIds?: readonly string[] | null;
    readonly allowedLocations?: readonly Record<string, unknown>[] | null;
  };
}
