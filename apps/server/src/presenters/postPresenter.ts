import { DISCUSSION_LIMITS } from '@plaza/core';
import type { Caller } from '../auth/caller.ts';
import type { PostTallies, PostWithCounts } from '../db/repositories/postRepository.ts';

/**
 * A post as the discussions service answers it (hub's `IPost`: body as written, `postType`, GeoJSON `geometry`,
 * ISO times), with Plaza's additions: `bodyHtml` (the Markdown rendered and sanitised with the rich-text profile,
 * iframes removed, once on write: ADR 0150), `replyCount`, `reactionCounts` by kind, the caller's own `userReactions`, poll options
 * with their vote counts and the caller's vote, `reportCount` for moderators, and whether the caller may still edit it.
 *
 * @example
 * presentPost(row, tallies, caller, { moderator: false, now });
 */
export function presentPost(
  row: PostWithCounts,
  tallies: PostTallies,
  caller: Caller,
  context: { readonly moderator: boolean; readonly now: number },
) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const mine = caller.kind === 'user' && row.creator === caller.username;
  return {
    id: row.id,
    channelId: row.channel_id,
    parentId: row.parent_id,
    discussion: row.discussion,
    title: row.title,
    body: row.body,
    bodyHtml: row.body_html,
    postType: row.post_type,
    status: row.status,
    geometry: row.geometry,
    featureGeometry: null,
    appInfo: row.app_info,
    creator: row.creator,
    editor: row.editor,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    edited: row.editor !== null,
    replyCount: row.reply_count,
    reactionCounts: tallies.reactions.get(row.id) ?? {},
    userReactions: tallies.mine.get(row.id) ?? [],
    ...(row.poll_options
      ? {
          pollOptions: row.poll_options.map((label, i) => ({ label, votes: tallies.votes.get(row.id)?.[i] ?? 0 })),
          userVote: tallies.myVotes.get(row.id) ?? null,
        }
      : {}),
    ...(context.moderator ? { reportCount: tallies.reports.get(row.id) ?? 0 } : {}),
    canEdit: mine && context.now - row.created_at <= DISCUSSION_LIMITS.editWindowMs && row.status !== 'deleted',
  };
}
