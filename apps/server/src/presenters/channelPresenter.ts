import type { ChannelAccess } from '@plaza/core';
import type { ChannelAclRow, ChannelRow } from '../db/repositories/channelRepository.ts';

/** What a channel's ACL amounts to in the legacy fields: public, org or private, with its orgs and groups. */
export function legacySharing(acl: readonly ChannelAclRow[]): {
  access: ChannelAccess;
  orgs: string[];
  groups: string[];
} {
  const reads = acl.filter((a) => a.role !== 'write');
  const access: ChannelAccess = reads.some((a) => a.category === 'anonymousUser' || a.category === 'authenticatedUser')
    ? 'public'
    : reads.some((a) => a.category === 'org')
      ? 'org'
      : 'private';
  return {
    access,
    orgs: [...new Set(acl.filter((a) => a.category === 'org').map((a) => a.key!))],
    groups: [...new Set(acl.filter((a) => a.category === 'group').map((a) => a.key!))],
  };
}

/**
 * A channel as the discussions service answers it (hub's `IChannel`): settings, the legacy access/orgs/groups read
 * from the ACL, ISO times, the ACL itself (`channelAcl`) and, Plaza's addition, what the caller may do in it.
 *
 * @example
 * presentChannel(row, aclRows, { canPost: true, canModerate: false, canManage: false });
 */
export function presentChannel(
  row: ChannelRow,
  acl: readonly ChannelAclRow[],
  abilities?: {
    readonly canRead: boolean;
    readonly canPost: boolean;
    readonly canModerate: boolean;
    readonly canManage: boolean;
  },
) {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    id: row.id,
    name: row.name,
    orgId: row.org_id,
    creator: row.creator,
    editor: row.editor ?? row.creator,
    ...legacySharing(acl),
    allowAnonymous: acl.some((a) => a.category === 'anonymousUser'),
    allowAsAnonymous: row.allow_as_anonymous,
    allowedReactions: row.allowed_reactions,
    allowPost: row.allow_post,
    allowReaction: row.allow_reaction,
    allowReply: row.allow_reply,
    blockWords: row.block_words,
    defaultPostStatus: row.default_post_status,
    metadata: row.metadata,
    softDelete: row.soft_delete,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    channelAcl: acl.map((a) => ({
      id: a.id,
      category: a.category,
      subCategory: a.sub_category,
      key: a.key,
      role: a.role,
      restrictedBefore: null,
      creator: a.creator,
      editor: a.creator,
      createdAt: iso(a.created_at),
      updatedAt: iso(a.updated_at),
    })),
    ...(abilities ? { abilities } : {}),
  };
}
