import { hubApiRequest, type HubApiCallOptions } from '../hub-api/hubApiRequest.ts';
import { toHubQuery } from '../hub-api/hubQuery.ts';
import { call, DISCUSSIONS_API_PATH } from './discussionsRequest.ts';
import type { PostReaction, PostStatus, PostType } from './discussionConstants.ts';
import {
  CHANNEL_RECORD_SCHEMA,
  POST_RECORD_SCHEMA,
  type ChannelRecord,
  type DiscussionsPage,
  type PostRecord,
} from './discussionRecords.ts';

const path = (...parts: string[]) => `${DISCUSSIONS_API_PATH}/${parts.map(encodeURIComponent).join('/')}`;
const parsePost = (json: unknown) => POST_RECORD_SCHEMA.parse(json);
const parseChannel = (json: unknown) => CHANNEL_RECORD_SCHEMA.parse(json);

/** Parameters of a posts search (spec 3 §7; ADR 0150). */
export interface PostSearchParams {
  readonly channels?: readonly string[];
  readonly discussion?: string;
  /** Post ids, or `null` for top-level posts. */
  readonly parents?: readonly string[];
  readonly status?: readonly PostStatus[];
  readonly postType?: readonly PostType[];
  readonly creator?: string;
  readonly title?: string;
  readonly body?: string;
  readonly unanswered?: boolean;
  readonly sortBy?: 'createdAt' | 'updatedAt' | 'title' | 'reactionCount' | 'replyCount';
  readonly sortOrder?: 'ASC' | 'DESC';
  readonly num?: number;
  readonly start?: number;
}

/**
 * `GET /posts`: the posts the caller may read that match.
 *
 * @example
 * const page = await searchPosts({ discussion: `hub://item/${id}`, parents: ['null'], sortBy: 'reactionCount' }, options);
 */
export function searchPosts(
  params: PostSearchParams,
  options: HubApiCallOptions,
): Promise<DiscussionsPage<PostRecord>> {
  return call('Failed to search posts.', async () => {
    const page = (await hubApiRequest(
      `${DISCUSSIONS_API_PATH}/posts`,
      { query: toHubQuery({ ...params }) },
      options,
    )) as {
      total: number;
      nextStart: number;
      items: unknown[];
    };
    return { total: page.total, nextStart: page.nextStart, items: page.items.map(parsePost) };
  });
}

/**
 * `GET /posts/{id}`.
 *
 * @example
 * const post = await getPost(id, options);
 */
export function getPost(id: string, options: HubApiCallOptions): Promise<PostRecord> {
  return call('Failed to fetch post.', async () => parsePost(await hubApiRequest(path('posts', id), {}, options)));
}

/** What a new post holds (hub's `ICreatePost`). */
export interface NewPost {
  readonly channelId: string;
  readonly title?: string;
  readonly body: string;
  readonly discussion?: string;
  readonly postType?: PostType;
  readonly pollOptions?: readonly string[];
  readonly geometry?: { readonly type: 'Point'; readonly coordinates: readonly [number, number] } | null;
}

/**
 * `POST /posts`: a new post; a pre-moderated one comes back `pending`.
 *
 * @example
 * const post = await createPost({ channelId, title: 'Crossing', body: 'Please add one.' }, options);
 */
export function createPost(
  post: NewPost,
  options: HubApiCallOptions,
): Promise<PostRecord | { id: string; status: 'pending' }> {
  return call('Failed to create post.', async () => {
    const json = (await hubApiRequest(
      `${DISCUSSIONS_API_PATH}/posts`,
      { method: 'POST', body: post },
      options,
    )) as Record<string, unknown>;
    return 'body' in json ? parsePost(json) : { id: String(json.id), status: 'pending' as const };
  });
}

/**
 * `POST /posts/{id}/reply`.
 *
 * @example
 * await createReply(postId, { body: 'Thanks!' }, options);
 */
export function createReply(
  postId: string,
  reply: { readonly body: string },
  options: HubApiCallOptions,
): Promise<PostRecord | { id: string; status: 'pending' }> {
  return call('Failed to create reply.', async () => {
    const json = (await hubApiRequest(
      path('posts', postId, 'reply'),
      { method: 'POST', body: reply },
      options,
    )) as Record<string, unknown>;
    return 'body' in json ? parsePost(json) : { id: String(json.id), status: 'pending' as const };
  });
}

/**
 * `PATCH /posts/{id}/status`: a moderator's decision (an author may only set `deleted`).
 *
 * @example
 * await updatePostStatus(id, 'hidden', options);
 */
export async function updatePostStatus(id: string, status: PostStatus, options: HubApiCallOptions): Promise<void> {
  await call('Failed to update post status.', () =>
    hubApiRequest(path('posts', id, 'status'), { method: 'PATCH', body: { status } }, options),
  );
}

/**
 * `POST /reactions`: the caller's reaction; answers its id (to remove it later).
 *
 * @example
 * const { id } = await createReaction(postId, 'thumbs_up', options);
 */
export function createReaction(
  postId: string,
  value: PostReaction,
  options: HubApiCallOptions,
): Promise<{ id: string }> {
  return call('Failed to create reaction.', async () => {
    const json = (await hubApiRequest(
      `${DISCUSSIONS_API_PATH}/reactions`,
      { method: 'POST', body: { postId, value } },
      options,
    )) as {
      id: string;
    };
    return { id: json.id };
  });
}

/**
 * `DELETE /reactions/{id}`.
 *
 * @example
 * await removeReaction(reactionId, options);
 */
export async function removeReaction(id: string, options: HubApiCallOptions): Promise<void> {
  await call('Failed to remove reaction.', () => hubApiRequest(path('reactions', id), { method: 'DELETE' }, options));
}

/**
 * `POST /posts/{id}/votes`: the caller's vote in a poll (by option index).
 *
 * @example
 * await votePoll(pollId, 1, options);
 */
export async function votePoll(id: string, option: number, options: HubApiCallOptions): Promise<void> {
  await call('Failed to vote.', () =>
    hubApiRequest(path('posts', id, 'votes'), { method: 'POST', body: { option } }, options),
  );
}

/**
 * `POST /posts/{id}/reports`: tells the channel's moderators why a post should be looked at.
 *
 * @example
 * await reportPost(id, 'Abusive language', options);
 */
export async function reportPost(id: string, reason: string, options: HubApiCallOptions): Promise<void> {
  await call('Failed to report post.', () =>
    hubApiRequest(path('posts', id, 'reports'), { method: 'POST', body: { reason } }, options),
  );
}

/**
 * `POST /channels/{id}/blocks`: a moderator stops a user writing in the channel.
 *
 * @example
 * await blockChannelUser(channelId, 'spammer', options);
 */
export async function blockChannelUser(channelId: string, username: string, options: HubApiCallOptions): Promise<void> {
  await call('Failed to block user.', () =>
    hubApiRequest(path('channels', channelId, 'blocks'), { method: 'POST', body: { username } }, options),
  );
}

/** Parameters of a channels search (spec 3 §7 "Channels search"). */
export interface ChannelSearchParams {
  readonly sortBy?: 'createdAt' | 'updatedAt' | 'name';
  readonly sortOrder?: 'ASC' | 'DESC';
  readonly num?: number;
  readonly start?: number;
  readonly name?: string;
  readonly access?: readonly string[];
  readonly groups?: readonly string[];
}

/**
 * `GET /channels` (spec 3 §7): sortBy, upper-case sortOrder, num, start, name, access, groups.
 *
 * @example
 * const { items } = await searchChannels({ sortBy: 'updatedAt', sortOrder: 'DESC', num: 20 }, options);
 */
export function searchChannels(
  params: ChannelSearchParams,
  options: HubApiCallOptions,
): Promise<DiscussionsPage<ChannelRecord>> {
  return call('Failed to search channels.', async () => {
    const page = (await hubApiRequest(
      `${DISCUSSIONS_API_PATH}/channels`,
      { query: toHubQuery({ ...params }) },
      options,
    )) as {
      total: number;
      nextStart: number;
      items: unknown[];
    };
    return { total: page.total, nextStart: page.nextStart, items: page.items.map(parseChannel) };
  });
}

/**
 * `GET /channels/{id}`, with what the caller may do in it (`abilities`).
 *
 * @example
 * const channel = await getChannel(id, options); channel.abilities?.canPost;
 */
export function getChannel(id: string, options: HubApiCallOptions): Promise<ChannelRecord> {
  return call('Failed to fetch channel.', async () =>
    parseChannel(await hubApiRequest(path('channels', id), {}, options)),
  );
}
