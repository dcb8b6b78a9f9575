import type { HubSearchResult } from '../HubSearchResult.ts';
import { toDate, type ResultMapContext } from './resultUrls.ts';

/** A discussion post as the discussions service returns it (spec 3 §3). */
export interface HubPostRecord {
  readonly id: string;
  readonly title?: string | null;
  readonly body: string;
  readonly creator: string;
  readonly channelId?: string;
  readonly discussion?: string | null;
  /** The access of the post's channel, when the service includes it; unknown counts as private. */
  readonly access?: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * Maps a discussion post to the result shape (spec 3 §3): name and title from the title, summary from
 * the body, type post, owner the creator.
 *
 * @example
 * postToSearchResult(post, { portal }).type; // "post"
 */
export function postToSearchResult(post: HubPostRecord, _context: ResultMapContext): HubSearchResult {
  const title = post.title ?? '';
  return {
    id: post.id,
    type: 'post',
    name: title,
    title,
    owner: post.creator,
    summary: post.body,
    access: (post.access ?? 'private').toLowerCase(),
    family: 'discussion',
    createdDate: toDate(post.createdAt),
    createdDateSource: 'post.createdAt',
    updatedDate: toDate(post.updatedAt),
    updatedDateSource: 'post.updatedAt',
    links: { self: `/discussions/${post.id}`, siteRelative: `/discussions/${post.id}` },
    rawResult: post,
  };
}
