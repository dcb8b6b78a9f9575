import { z } from 'zod/mini';
import { ACL_CATEGORIES, CHANNEL_ACCESS, CHANNEL_ROLES, POST_STATUSES, POST_TYPES } from './discussionConstants.ts';

/**
 * A channel as the discussions service answers it (spec 3 §3 Channel; hub's `IChannel`), with Plaza's `abilities`
 * (what the caller may do) when one channel is read.
 *
 * @example
 * const channel = CHANNEL_RECORD_SCHEMA.parse(json);
 */
export const CHANNEL_RECORD_SCHEMA = z.object({
  id: z.string(),
  name: z.string(),
  orgId: z.string(),
  creator: z.string(),
  editor: z.nullish(z.string()),
  access: z.enum(CHANNEL_ACCESS),
  orgs: z.array(z.string()),
  groups: z.array(z.string()),
  allowPost: z.boolean(),
  allowReply: z.boolean(),
  allowReaction: z.boolean(),
  allowAsAnonymous: z.boolean(),
  allowedReactions: z.nullable(z.array(z.string())),
  defaultPostStatus: z.enum(['approved', 'pending']),
  softDelete: z.boolean(),
  blockWords: z.nullish(z.array(z.string())),
  createdAt: z.string(),
  updatedAt: z.string(),
  channelAcl: z.optional(
    z.array(
      z.object({
        id: z.string(),
        category: z.enum(ACL_CATEGORIES),
        subCategory: z.nullable(z.enum(['admin', 'member'])),
        key: z.nullable(z.string()),
        role: z.enum(CHANNEL_ROLES),
      }),
    ),
  ),
  abilities: z.optional(
    z.object({ canRead: z.boolean(), canPost: z.boolean(), canModerate: z.boolean(), canManage: z.boolean() }),
  ),
});

/** A channel record (see {@link CHANNEL_RECORD_SCHEMA}). */
export type ChannelRecord = z.output<typeof CHANNEL_RECORD_SCHEMA>;

/**
 * A post as the discussions service answers it (spec 3 §3 Post; hub's `IPost`), with Plaza's additions: the
 * sanitised `bodyHtml`, reply and reaction counts, the caller's reactions, poll options with votes, and `canEdit`.
 *
 * @example
 * const post = POST_RECORD_SCHEMA.parse(json);
 */
export const POST_RECORD_SCHEMA = z.object({
  id: z.string(),
  channelId: z.string(),
  parentId: z.nullable(z.string()),
  discussion: z.nullable(z.string()),
  title: z.nullable(z.string()),
  body: z.string(),
  bodyHtml: z.string(),
  postType: z.enum(POST_TYPES),
  status: z.enum(POST_STATUSES),
  geometry: z.pipe(
    z.optional(z.nullable(z.object({ type: z.string(), coordinates: z.unknown() }))),
    z.transform((g) => g ?? null),
  ),
  creator: z.nullable(z.string()),
  editor: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
  replyCount: z.number(),
  reactionCounts: z.record(z.string(), z.number()),
  userReactions: z.array(z.object({ id: z.string(), value: z.string() })),
  pollOptions: z.optional(z.array(z.object({ label: z.string(), votes: z.number() }))),
  userVote: z.optional(z.nullable(z.number())),
  reportCount: z.optional(z.number()),
  canEdit: z.boolean(),
});

/** A post record (see {@link POST_RECORD_SCHEMA}). */
export type PostRecord = z.output<typeof POST_RECORD_SCHEMA>;

/** A page of a channels or posts search (spec 3 §7): `total`, `items`, `nextStart` (-1 at the end). */
export interface DiscussionsPage<T> {
  readonly total: number;
  readonly nextStart: number;
  readonly items: readonly T[];
}
