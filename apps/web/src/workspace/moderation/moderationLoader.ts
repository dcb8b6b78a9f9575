import {
  POST_STATUSES,
  searchPosts,
  type ChannelRecord,
  type HubApiCallOptions,
  type PostRecord,
  type PostStatus,
} from '@plaza/core';
import type { LoaderFunctionArgs } from 'react-router';
import { loadWorkspaceSession, type WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { requireSession } from '../api/requireSession.ts';
import { channelsWithAbilities } from '../channels/channelsWithAbilities.ts';

/** What the moderation queue shows: the channels the member moderates, the chosen filters and the matching posts. */
export interface ModerationData {
  readonly session: WorkspaceSession;
  readonly channels: readonly ChannelRecord[];
  readonly status: PostStatus;
  readonly channelId: string | undefined;
  readonly posts: readonly PostRecord[];
  readonly total: number;
}

/**
 * The channels a member moderates, newest activity first.
 *
 * @example
 * const channels = await moderatedChannels({ hubUrl, authentication: handle });
 */
export async function moderatedChannels(options: HubApiCallOptions): Promise<ChannelRecord[]> {
  return (await channelsWithAbilities(options)).filter((c) => c.abilities?.canModerate === true);
}

/**
 * `/workspace/moderation?status=pending&channel={id}` (issue 16): the queue of posts in the channels the member
 * moderates, by status (pending by default) and channel, oldest first so the longest-waiting come first.
 */
export async function moderationLoader({ request }: LoaderFunctionArgs): Promise<ModerationData> {
  const handle = requireSession(request);
  const url = new URL(request.url);
  const session = await loadWorkspaceSession(handle, url.search);
  const options = { hubUrl: url.origin, authentication: handle };
  const asked = url.searchParams.get('status') ?? 'pending';
  const status = (POST_STATUSES as readonly string[]).includes(asked) ? (asked as PostStatus) : 'pending';
  const channels = await moderatedChannels(options);
  const chosen = channels.find((c) => c.id === url.searchParams.get('channel'))?.id;
  const ids = chosen ? [chosen] : channels.map((c) => c.id);
  const page =
    ids.length > 0
      ? await searchPosts({ channels: ids, status: [status], sortBy: 'createdAt', sortOrder: 'ASC', num: 100 }, options)
      : { items: [], total: 0 };
  return { session, channels, status, channelId: chosen, posts: page.items, total: page.total };
}
