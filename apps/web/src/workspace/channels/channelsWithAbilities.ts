import { getChannel, searchChannels, type ChannelRecord, type HubApiCallOptions } from '@plaza/core';

/**
 * The channels the member can see (at most 100, newest activity first), each read one by one for what they may do in
 * it (`abilities`): the moderation queue keeps those they moderate, the channel lists those they manage.
 *
 * @example
 * const managed = (await channelsWithAbilities(options)).filter((c) => c.abilities?.canManage);
 */
export async function channelsWithAbilities(options: HubApiCallOptions): Promise<ChannelRecord[]> {
  const page = await searchChannels({ num: 100, sortBy: 'updatedAt', sortOrder: 'DESC' }, options);
  const detailed = await Promise.all(page.items.map((c) => getChannel(c.id, options).catch(() => undefined)));
  return detailed.filter((c): c is ChannelRecord => c !== undefined);
}
