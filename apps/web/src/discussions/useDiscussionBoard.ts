import {
  createPost,
  createReaction,
  createReply,
  DiscussionsRequestError,
  getChannel,
  removeReaction,
  reportPost,
  searchChannels,
  fetchDiscussionSettings,
  searchPosts,
  votePoll,
  type ChannelRecord,
  type NewPost,
  type PostReaction,
  type PostRecord,
} from '@plaza/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '../auth/useAuth.ts';

/** How the board orders its posts: newest first, most reacted first, or only questions still unanswered. */
export type BoardSort = 'newest' | 'reacted' | 'unanswered';

/** The board's state: loading, failed, or the posts with the channels the visitor may post in. */
export type BoardState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'ready';
      readonly posts: readonly PostRecord[];
      readonly total: number;
      /** Channels the visitor may post in (with their abilities), newest first. */
      readonly channels: readonly ChannelRecord[];
    };

const PAGE = 20;

/** The service's own sentence for a failed call ("At most 10 posts in 10 minutes: …"). */
export function discussionError(error: unknown): string {
  return error instanceof DiscussionsRequestError ? (error.serverMessage ?? error.message) : String(error);
}

/**
 * The discussion board of an item (`hub://item/{id}`, issue 16): its top-level posts in the chosen order, the channels
 * the visitor may post in (of those its discussion settings allow), and the actions — post, reply, react, vote, report — each followed by a reload. Reads run
 * with the visitor's session once it is known (anonymous visitors read public channels), and only once `wanted` (the
 * board is near the screen).
 *
 * @example
 * const board = useDiscussionBoard(itemId, true);
 */
export function useDiscussionBoard(itemId: string, wanted: boolean) {
  const auth = useAuth();
  const [sort, setSort] = useState<BoardSort>('newest');
  const [state, setState] = useState<BoardState>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  const handle = auth.status === 'signedIn' ? auth.handle : undefined;
  const discussion = `hub://item/${itemId}`;
  const options = useMemo(
    () => ({
      hubUrl: typeof window === 'undefined' ? '' : window.location.origin,
      ...(handle ? { authentication: handle } : {}),
    }),
    [handle],
  );

  useEffect(() => {
    if (auth.status === 'unknown' || !wanted) return;
    let cancelled = false;
    (async () => {
      const [page, channelPage, settings] = await Promise.all([
        searchPosts(
          {
            discussion,
            parents: ['null'],
            num: PAGE,
            ...(sort === 'reacted' ? { sortBy: 'reactionCount' as const } : {}),
            ...(sort === 'unanswered' ? { unanswered: true } : {}),
          },
          options,
        ),
        handle ? searchChannels({ num: 20, sortBy: 'updatedAt' }, options) : Promise.resolve({ items: [] }),
        handle ? fetchDiscussionSettings(itemId, options) : Promise.resolve(undefined),
      ]);
      // Only the channels the item's discussion settings allow (spec 2 §3), and that the visitor may post in.
      const allowed = settings?.allowedChannelIds;
      const detailed = await Promise.all(
        channelPage.items
          .filter((c) => !allowed || allowed.includes(c.id))
          .map((c) => getChannel(c.id, options).catch(() => undefined)),
      );
      const channels = detailed.filter((c): c is ChannelRecord => c?.abilities?.canPost === true && c.allowPost);
      if (!cancelled) setState({ kind: 'ready', posts: page.items, total: page.total, channels });
    })().catch((error: unknown) => {
      if (!cancelled) setState({ kind: 'failed', message: discussionError(error) });
    });
    return () => {
      cancelled = true;
    };
  }, [auth.status, discussion, handle, itemId, options, sort, version, wanted]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return {
    signedIn: auth.status === 'signedIn',
    sort,
    setSort,
    state,
    reload,
    options,
    /** Posts a new post about the item; answers whether it waits for a moderator. */
    post: async (post: Omit<NewPost, 'discussion'>) => {
      const created = await createPost({ ...post, discussion }, options);
      reload();
      return created.status === 'pending';
    },
    reply: async (postId: string, body: string) => {
      const created = await createReply(postId, { body }, options);
      return created.status === 'pending';
    },
    toggleReaction: async (post: PostRecord, value: PostReaction) => {
      const mine = post.userReactions.find((r) => r.value === value);
      if (mine) await removeReaction(mine.id, options);
      else await createReaction(post.id, value, options);
      reload();
    },
    vote: async (postId: string, option: number) => {
      await votePoll(postId, option, options);
      reload();
    },
    report: (postId: string, reason: string) => reportPost(postId, reason, options),
  };
}

/** What {@link useDiscussionBoard} returns. */
export type DiscussionBoardModel = ReturnType<typeof useDiscussionBoard>;
