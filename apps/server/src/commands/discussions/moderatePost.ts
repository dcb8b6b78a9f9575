import type { UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import type { PostStatus } from '../../db/discussionTables.ts';
import type { ChannelWithAbilities } from '../../db/repositories/channelRepository.ts';
import type { PostRow } from '../../db/repositories/postRepository.ts';
import { HubApiError } from '../../errors/hubApiError.ts';

/**
 * Sets posts' status (spec 3 §4; ADR 0150): a moderator of their channel may set any status; an author may only
 * delete their own post. Several posts change in one transaction (the moderation queue's bulk actions).
 *
 * @example
 * await setPostStatus(db, caller, [[post, channel]], 'hidden', now);
 */
export async function setPostStatus(
  db: Db,
  caller: UserCaller,
  posts: readonly (readonly [PostRow, ChannelWithAbilities])[],
  status: PostStatus,
  now: number,
): Promise<void> {
  for (const [post, channel] of posts) {
    const own = post.creator === caller.username && status === 'deleted';
    if (!channel.can_moderate && !own) {
      throw new HubApiError(403, 'Forbidden', "Only moderators of the channel may change a post's status.");
    }
  }
  await db.transaction().execute(async (trx) => {
    for (const [post] of posts) {
      await trx.updateTable('posts').set({ status, updated_at: now }).where('id', '=', post.id).execute();
    }
  });
}

/**
 * Deletes a post for its author or a moderator: marked `deleted` in a channel with soft delete (its replies stay),
 * removed with its replies and reactions otherwise.
 */
export async function removePost(
  db: Db,
  caller: UserCaller,
  post: PostRow,
  channel: ChannelWithAbilities,
  now: number,
) {
  if (!channel.can_moderate && post.creator !== caller.username) {
    throw new HubApiError(403, 'Forbidden', 'Only its author or a moderator may delete a post.');
  }
  if (channel.soft_delete) {
    await db.updateTable('posts').set({ status: 'deleted', updated_at: now }).where('id', '=', post.id).execute();
  } else {
    await db.deleteFrom('posts').where('id', '=', post.id).execute();
  }
}

/** Blocks a user from writing in a channel (moderators), or lifts the block. */
export async function setChannelBlock(
  db: Db,
  caller: UserCaller,
  channel: ChannelWithAbilities,
  username: string,
  blocked: boolean,
  now: number,
) {
  if (!channel.can_moderate) throw new HubApiError(403, 'Forbidden', 'Only moderators of the channel may block users.');
  if (!blocked) {
    await db
      .deleteFrom('channel_blocks')
      .where('channel_id', '=', channel.id)
      .where('username', '=', username)
      .execute();
    return;
  }
  const user = await db.selectFrom('users').select('username').where('username', '=', username).executeTakeFirst();
  if (!user) throw new HubApiError(404, 'Not Found', `No user ${username}.`);
  await db
    .insertInto('channel_blocks')
    .values({ channel_id: channel.id, username: user.username, creator: caller.username, created_at: now })
    .onConflict((oc) => oc.columns(['channel_id', 'username']).doNothing())
    .execute();
}
