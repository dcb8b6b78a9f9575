import type { Db } from '../../db/database.ts';
import type { UserCaller } from '../../auth/caller.ts';
import {
  insertChannel,
  replaceChannelAcl,
  type ChannelWithAbilities,
} from '../../db/repositories/channelRepository.ts';
import { newId } from '../../db/newId.ts';
import type { CreateChannelInput, UpdateChannelInput } from './discussionInput.ts';
import { channelAclRows } from './channelAclRows.ts';

/** The settings columns of a channel input (those given). */
function settingsOf(input: UpdateChannelInput) {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.allowPost !== undefined ? { allow_post: input.allowPost } : {}),
    ...(input.allowReply !== undefined ? { allow_reply: input.allowReply } : {}),
    ...(input.allowReaction !== undefined ? { allow_reaction: input.allowReaction } : {}),
    ...(input.allowAsAnonymous !== undefined ? { allow_as_anonymous: input.allowAsAnonymous } : {}),
    ...(input.allowedReactions !== undefined ? { allowed_reactions: input.allowedReactions ?? null } : {}),
    ...(input.defaultPostStatus !== undefined ? { default_post_status: input.defaultPostStatus } : {}),
    ...(input.softDelete !== undefined ? { soft_delete: input.softDelete } : {}),
    ...(input.blockWords !== undefined ? { block_words: input.blockWords } : {}),
    ...(input.metadata !== undefined ? { metadata: JSON.stringify(input.metadata ?? null) } : {}),
  };
}

/**
 * Creates a channel and its ACL in one transaction; the caller owns it.
 *
 * @example
 * const id = await createChannel(db, caller, parseCreateChannel(body), now);
 */
export async function createChannel(
  db: Db,
  caller: UserCaller,
  input: CreateChannelInput,
  now: number,
): Promise<string> {
  const id = newId();
  const acl =
    channelAclRows(id, input, caller.username, caller, now) ??
    channelAclRows(id, { access: 'private' }, caller.username, caller, now)!;
  await db.transaction().execute(async (trx) => {
    await insertChannel(trx, {
      id,
      org_id: caller.orgId,
      creator: caller.username,
      editor: null,
      name: input.name,
      allowed_reactions: null,
      metadata: null,
      created_at: now,
      updated_at: now,
      ...settingsOf(input),
    });
    await replaceChannelAcl(trx, id, acl);
  });
  return id;
}

/**
 * Changes a channel's settings and, when given, replaces its ACL (its creator stays its owner), in one transaction.
 * The caller must manage the channel (checked by the route).
 */
export async function updateChannel(
  db: Db,
  caller: UserCaller,
  channel: ChannelWithAbilities,
  input: UpdateChannelInput,
  now: number,
): Promise<void> {
  const acl = channelAclRows(channel.id, input, channel.creator, caller, now);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('channels')
      .set({ ...settingsOf(input), editor: caller.username, updated_at: now })
      .where('id', '=', channel.id)
      .execute();
    if (acl) await replaceChannelAcl(trx, channel.id, acl);
  });
}
