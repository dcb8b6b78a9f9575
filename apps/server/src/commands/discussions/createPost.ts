import { CANNOT_DISCUSS, DISCUSSION_LIMITS } from '@plaza/core';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { hasPrivilege, type Caller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import type { PostStatus } from '../../db/discussionTables.ts';
import { newId } from '../../db/newId.ts';
import type { ChannelWithAbilities } from '../../db/repositories/channelRepository.ts';
import { countRecentPosts, insertPost, type PostRow } from '../../db/repositories/postRepository.ts';
import { enqueueNotification } from '../../notifications/enqueueNotification.ts';
import { findVisibleItem } from '../../db/repositories/itemRepository.ts';
import { lockLimitKeys } from '../../db/repositories/rateLimitRepository.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import type { CreatePostInput } from './discussionInput.ts';
import { geometryWithin } from './geometryWithin.ts';
import { postBodyHtml } from './postBodyHtml.ts';

/** Who is posting: the caller, and the address the request came from (for the per-address limit). */
export interface Poster {
  readonly caller: Caller;
  readonly address: string | undefined;
  readonly now: number;
}

/**
 * Creates a post or a reply (ADR 0150), after every rule the service enforces:
 * - the caller may write to the channel (its ACL; not blocked); anonymous only where the ACL lets anyone write;
 * - the channel takes posts (`allowPost`) or replies (`allowReply`); a reply's parent is in the same channel;
 * - top-level posts have a title; polls have options and only polls do; announcements are for moderators;
 * - what it discusses (an item) can be read by the caller and allows discussion (no `cannotDiscuss`), and its entity
 *   settings allow this channel and, for a located post, this place;
 * - the author (and the address) made fewer than the window's posts (else 429 with `Retry-After`); the channel's
 *   moderators are not limited. The count and the insert are one critical section (a transaction holding an advisory
 *   lock on the author and the address), so simultaneous posts never pass the limit, on one process or many.
 * Posts in a pre-moderated channel, or containing one of its block words, start `pending`.
 *
 * @example
 * const id = await createPost(db, poster, channel, input, parent);
 */
export async function createPost(
  db: Db,
  poster: Poster,
  channel: ChannelWithAbilities,
  input: CreatePostInput,
  parent: PostRow | undefined,
): Promise<string> {
  const { caller } = poster;
  if (!channel.can_write) {
    throw caller.kind === 'anonymous'
      ? new HubApiError(401, 'Unauthorized', 'Sign in to post in this channel.')
      : new HubApiError(403, 'Forbidden', 'You may not post in this channel.');
  }
  if (parent) {
    if (parent.channel_id !== channel.id) {
      throw new HubApiError(400, 'Bad Request', 'A reply must be in the channel of the post it answers.');
    }
    if (!channel.allow_reply) throw new HubApiError(403, 'Forbidden', 'This channel does not take replies.');
  } else {
    if (!channel.allow_post) throw new HubApiError(403, 'Forbidden', 'This channel does not take new posts.');
    if (!input.title) throw new HubApiError(400, 'Bad Request', 'title is required.');
  }
  const postType = parent ? 'text' : (input.postType ?? 'text');
  if (postType === 'poll' && !input.pollOptions) throw new HubApiError(400, 'Bad Request', 'A poll needs pollOptions.');
  if (postType !== 'poll' && input.pollOptions)
    throw new HubApiError(400, 'Bad Request', 'Only a poll has pollOptions.');
  if (postType === 'announcement' && !channel.can_moderate) {
    throw new HubApiError(403, 'Forbidden', 'Only moderators post announcements.');
  }
  const discussion = parent ? parent.discussion : (input.discussion ?? null);
  if (discussion && !parent) await checkDiscussionTarget(db, caller, discussion, channel.id, input.geometry ?? null);

  const text = `${input.title ?? ''} ${input.body}`.toLowerCase();
  const flagged = channel.block_words.some((word) =>
    new RegExp(`(^|\\W)${escapeRegExp(word.toLowerCase())}($|\\W)`, 'u').test(text),
  );
  const status: PostStatus = channel.can_moderate
    ? 'approved'
    : flagged || channel.default_post_status === 'pending'
      ? 'pending'
      : 'approved';
  const id = newId();
  const limits = channel.can_moderate ? [] : rateLimits(poster);
  const row = {
    id,
    channel_id: channel.id,
    parent_id: parent?.id ?? null,
    discussion,
    title: input.title || null,
    body: input.body,
    body_html: postBodyHtml(input.body),
    post_type: postType,
    poll_options: input.pollOptions ?? null,
    geometry: input.geometry ? JSON.stringify(input.geometry) : null,
    app_info: input.appInfo ?? null,
    status,
    creator: caller.kind === 'user' && !input.asAnonymous ? caller.username : null,
    creator_address: poster.address ?? null,
    editor: null,
    created_at: poster.now,
    updated_at: poster.now,
  };
  await db.transaction().execute(async (trx) => {
    if (limits.length > 0) {
      await lockLimitKeys(
        trx,
        limits.map((limit) => limit.key),
      );
      await checkRate(trx, limits, poster.now);
    }
    await insertPost(trx, row);
    // The author of the post answered is told once this write commits (issue 43, ADR 0206).
    if (parent?.creator && status === 'approved' && parent.creator !== row.creator) {
      await enqueueNotification(trx, { kind: 'post-reply', postId: id, actor: row.creator ?? '', at: poster.now });
    }
  });
  return id;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The item a post discusses: readable by the caller, discussable, and its settings allow the channel and place. */
async function checkDiscussionTarget(
  db: Db,
  caller: Caller,
  discussion: string,
  channelId: string,
  geometry: Record<string, unknown> | null,
) {
  const match = /^hub:\/\/(item|dataset|group)\/([0-9a-f]{32})/.exec(discussion);
  if (!match) return;
  const [, type, id] = match;
  if (type === 'group') {
    const group = await db
      .selectFrom('groups')
      .select(['id', 'type_keywords'])
      .where('id', '=', id!)
      .executeTakeFirst();
    if (group && (group.type_keywords as string[]).includes(CANNOT_DISCUSS)) {
      throw new HubApiError(403, 'Forbidden', 'Discussion is turned off for this group.');
    }
  } else {
    const item = await findVisibleItem(db, id!, itemVisibility(caller));
    if (!item) throw new HubApiError(404, 'Not Found', `No item ${id} to discuss.`);
    if (item.type_keywords.includes(CANNOT_DISCUSS)) {
      throw new HubApiError(403, 'Forbidden', 'Discussion is turned off for this item.');
    }
  }
  const setting = await db.selectFrom('entity_settings').select('settings').where('id', '=', id!).executeTakeFirst();
  const rules = setting?.settings.discussions;
  if (rules?.allowedChannelIds && !rules.allowedChannelIds.includes(channelId)) {
    throw new HubApiError(403, 'Forbidden', 'This channel is not open for discussing this item.');
  }
  if (rules?.allowedLocations && geometry && !geometryWithin(geometry, rules.allowedLocations)) {
    throw new HubApiError(400, 'Bad Request', 'The location is outside the area open for this discussion.');
  }
}

interface PostRateLimit {
  readonly who: { readonly creator: string } | { readonly address: string };
  readonly limit: number;
  /** The advisory lock's key: posts counted under it are counted and written one request at a time. */
  readonly key: string;
}

/** The limits a poster is under: per author (signed in) and per address; none for administrators. */
function rateLimits({ caller, address }: Poster): PostRateLimit[] {
  if (hasPrivilege(caller, 'portal:admin:updateItems')) return [];
  return [
    ...(caller.kind === 'user'
      ? [
          {
            who: { creator: caller.username },
            limit: DISCUSSION_LIMITS.postsPerWindow,
            key: `posts:author:${caller.username}`,
          },
        ]
      : []),
    ...(address
      ? [{ who: { address }, limit: DISCUSSION_LIMITS.postsPerAddressWindow, key: `posts:address:${address}` }]
      : []),
  ];
}

/** The per-author and per-address rate limit (under their locks): a 429 saying when to try again. */
async function checkRate(db: Db, limits: readonly PostRateLimit[], now: number) {
  const since = now - DISCUSSION_LIMITS.postWindowMs;
  for (const { who, limit } of limits) {
    const { count, oldest } = await countRecentPosts(db, who, since);
    if (count >= limit) {
      const retryAfter = Math.max(1, Math.ceil(((oldest ?? now) + DISCUSSION_LIMITS.postWindowMs - now) / 1000));
      throw new HubApiError(
        429,
        'Too Many Requests',
        `At most ${limit} posts in ${DISCUSSION_LIMITS.postWindowMs / 60000} minutes: try again in ${retryAfter} seconds.`,
        retryAfter,
      );
    }
  }
}
