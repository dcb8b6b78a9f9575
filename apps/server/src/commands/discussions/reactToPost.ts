import type { PostReaction } from '@plaza/core';
import type { UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { newId } from '../../db/newId.ts';
import type { ChannelWithAbilities } from '../../db/repositories/channelRepository.ts';
import type { PostRow } from '../../db/repositories/postRepository.ts';
import { HubApiError } from '../../errors/hubApiError.ts';

/**
 * Adds the caller's reaction to a post they can read (ADR 0150): the channel must allow reactions and this kind, the
 * caller must be able to write there; one of each kind per user and post (409 for a second).
 *
 * @example
 * const id = await addReaction(db, caller, post, channel, 'thumbs_up', now);
 */
export async function addReaction(
  db: Db,
  caller: UserCaller,
  post: PostRow,
  channel: ChannelWithAbilities,
  value: PostReaction,
  now: number,
): Promise<string> {
  if (!channel.can_write) throw new HubApiError(403, 'Forbidden', 'You may not react in this channel.');
  if (!channel.allow_reaction) throw new HubApiError(403, 'Forbidden', 'This channel does not take reactions.');
  if (channel.allowed_reactions && !channel.allowed_reactions.includes(value)) {
    throw new HubApiError(400, 'Bad Request', `This channel does not take the ${value} reaction.`);
  }
  const id = newId();
  const inserted = await db
    .insertInto('reactions')
    .values({ id, post_id: post.id, creator: caller.username, value, created_at: now })
    .onConflict((oc) => oc.columns(['post_id', 'creator', 'value']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new HubApiError(409, 'Conflict', 'You have already given this reaction.');
  return id;
}

/** Removes one of the caller's own reactions. */
export async function removeReaction(db: Db, caller: UserCaller, reactionId: string): Promise<void> {
  const removed = await db
    .deleteFrom('reactions')
    .where('id', '=', reactionId)
    .where('creator', '=', caller.username)
    .returning('id')
    .executeTakeFirst();
  if (!removed) throw new HubApiError(404, 'Not Found', `No reaction ${reactionId} of yours.`);
}

/** The caller's vote in a poll (changing an earlier vote). */
export async function votePoll(
  db: Db,
  caller: UserCaller,
  post: PostRow,
  channel: ChannelWithAbilities,
  option: number,
  now: number,
) {
  if (post.post_type !== 'poll' || !post.poll_options)
    throw new HubApiError(400, 'Bad Request', 'The post is not a poll.');
  if (option >= post.poll_options.length)
    throw new HubApiError(400, 'Bad Request', "option is not one of the poll's options.");
  if (!channel.can_write) throw new HubApiError(403, 'Forbidden', 'You may not vote in this channel.');
  await db
    .insertInto('poll_votes')
    .values({ post_id: post.id, username: caller.username, option_index: option, created_at: now })
    .onConflict((oc) => oc.columns(['post_id', 'username']).doUpdateSet({ option_index: option, created_at: now }))
    .execute();
}

/** A reader's report of a post to the channel's moderators (once per reader and post). */
export async function reportPost(db: Db, caller: UserCaller, post: PostRow, reason: string, now: number) {
  await db
    .insertInto('post_reports')
    .values({ post_id: post.id, reporter: caller.username, reason, created_at: now })
    .onConflict((oc) => oc.columns(['post_id', 'reporter']).doUpdateSet({ reason, created_at: now }))
    .execute();
}
