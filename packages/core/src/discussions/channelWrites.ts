import { hubApiRequest, type HubApiCallOptions } from '../hub-api/hubApiRequest.ts';
import type { AclCategory, AclSubCategory, ChannelAccess, ChannelRole, PostReaction } from './discussionConstants.ts';
import { CHANNEL_RECORD_SCHEMA, type ChannelRecord } from './discussionRecords.ts';
import { call, DISCUSSIONS_API_PATH } from './discussionsRequest.ts';

/** One entry of a channel's ACL as written (hub's `IChannelAclPermissionDefinition`). */
export interface ChannelAclDefinition {
  readonly category: AclCategory;
  readonly subCategory?: AclSubCategory | null;
  /** The group id, org id or username; none for `anonymousUser` and `authenticatedUser`. */
  readonly key?: string | null;
  readonly role: ChannelRole;
}

/** A channel as written (hub's `ICreateChannel`): its settings, and its ACL (or the legacy access/orgs/groups). */
export interface ChannelInput {
  readonly name: string;
  readonly allowPost?: boolean;
  readonly allowReply?: boolean;
  readonly allowReaction?: boolean;
  readonly allowAsAnonymous?: boolean;
  /** Null allows every reaction. */
  readonly allowedReactions?: readonly PostReaction[] | null;
  /** `pending` pre-moderates the channel: posts wait for a moderator. */
  readonly defaultPostStatus?: 'approved' | 'pending';
  readonly softDelete?: boolean;
  readonly blockWords?: readonly string[];
  readonly access?: ChannelAccess;
  readonly orgs?: readonly string[];
  readonly groups?: readonly string[];
  readonly channelAclDefinition?: readonly ChannelAclDefinition[];
}

const channelsPath = (...parts: string[]) =>
  [`${DISCUSSIONS_API_PATH}/channels`, ...parts.map(encodeURIComponent)].join('/');

/**
 * `POST /channels`: a new channel (the caller needs the privilege to create items). Answers the stored channel.
 *
 * @example
 * const channel = await createChannel({ name: 'Budget 2027', defaultPostStatus: 'pending',
 *   channelAclDefinition: [{ category: 'anonymousUser', role: 'read' }, { category: 'authenticatedUser', role: 'readWrite' }] }, options);
 */
export function createChannel(input: ChannelInput, options: HubApiCallOptions): Promise<ChannelRecord> {
  return call('Failed to create channel.', async () =>
    CHANNEL_RECORD_SCHEMA.parse(await hubApiRequest(channelsPath(), { method: 'POST', body: input }, options)),
  );
}

/**
 * `PATCH /channels/{id}`: a change of settings and, when given, a replacement ACL (managers of the channel only).
 *
 * @example
 * await updateChannel(channel.id, { defaultPostStatus: 'approved' }, options);
 */
export function updateChannel(
  id: string,
  change: Partial<ChannelInput>,
  options: HubApiCallOptions,
): Promise<ChannelRecord> {
  return call('Failed to update channel.', async () =>
    CHANNEL_RECORD_SCHEMA.parse(await hubApiRequest(channelsPath(id), { method: 'PATCH', body: change }, options)),
  );
}

/**
 * `DELETE /channels/{id}`: removes the channel and its posts (its owner only).
 *
 * @example
 * await deleteChannel(channel.id, options);
 */
export async function deleteChannel(id: string, options: HubApiCallOptions): Promise<void> {
  await call('Failed to delete channel.', () => hubApiRequest(channelsPath(id), { method: 'DELETE' }, options));
}
