import { DISCUSSION_LIMITS } from '@plaza/core';
import type { UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { newId } from '../../db/newId.ts';
import type { PostRow } from '../../db/repositories/postRepository.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import type { UpdatePostInput } from './discussionInput.ts';
import { postBodyHtml } from './postBodyHtml.ts';

/**
 * An author's edit of their post within the edit window (ADR 0150): the version it replaces is kept in the post's
 * edit history, in the same transaction. Nobody else edits a post's words — moderators change its status.
 *
 * @example
 * await editPost(db, caller, post, { body: 'Fixed a typo' }, now);
 */
export async function editPost(db: Db, caller: UserCaller, post: PostRow, input: UpdatePostInput, now: number) {
  if (post.creator !== caller.username) throw new HubApiError(403, 'Forbidden', 'Only its author may edit a post.');
  if (post.status === 'deleted') throw new HubApiError(409, 'Conflict', 'A deleted post cannot be edited.');
  if (now - post.created_at > DISCUSSION_LIMITS.editWindowMs) {
    throw new HubApiError(
      403,
      'Forbidden',
      `A post can be edited for ${DISCUSSION_LIMITS.editWindowMs / 60000} minutes after it is posted.`,
    );
  }
  if (input.title !== undefined && post.parent_id === null && !input.title) {
    throw new HubApiError(400, 'Bad Request', 'title is required.');
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('post_edits')
      .values({
        id: newId(),
        post_id: post.id,
        title: post.title,
        body: post.body,
        editor: caller.username,
        edited_at: now,
      })
      .execute();
    await trx
      .updateTable('posts')
      .set({
        ...(input.title !== undefined ? { title: input.title || null } : {}),
        ...(input.body !== undefined ? { body: input.body, body_html: postBodyHtml(input.body) } : {}),
        ...(input.geometry !== undefined ? { geometry: input.geometry ? JSON.stringify(input.geometry) : null } : {}),
        editor: caller.username,
        updated_at: now,
      })
      .where('id', '=', post.id)
      .execute();
  });
}

/** A post's earlier versions, newest first. */
export function listPostEdits(db: Db, postId: string) {
  return db
    .selectFrom('post_edits')
    .select(['title', 'body', 'editor', 'edited_at'])
    .where('post_id', '=', postId)
    .orderBy('edited_at', 'desc')
    .execute();
}
