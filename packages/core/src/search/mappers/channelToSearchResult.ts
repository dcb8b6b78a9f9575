import type { ChannelRecord } from '../../discussions/discussionRecords.ts';
import type { HubSearchResult } from '../HubSearchResult.ts';
import { toDate, type ResultMapContext } from './resultUrls.ts';

/**
 * Maps a channel (spec 3 §3 Channel) to the result shape: name and title from the name, owner the creator, access
 * as the channel's, family `channel`, created and updated dates from the service's times.
 *
 * @example
 * channelToSearchResult(channel, { portal }).type; // "channel"
 */
export function channelToSearchResult(channel: ChannelRecord, _context: ResultMapContext): HubSearchResult {
  return {
    id: channel.id,
    type: 'channel',
    name: channel.name,
    title: channel.name,
    owner: channel.creator,
    summary: '',
    access: channel.access,
    family: 'channel',
    orgId: channel.orgId,
    createdDate: toDate(channel.createdAt),
    createdDateSource: 'channel.createdAt',
    updatedDate: toDate(channel.updatedAt),
    updatedDateSource: 'channel.updatedAt',
    links: { self: '', siteRelative: '' },
    rawResult: channel,
  };
}
