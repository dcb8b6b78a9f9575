import type { ChannelAclDefinition, ChannelInput, ChannelRecord } from '@plaza/core';

/** Who may read a channel's posts. */
export type ChannelReaders = 'everyone' | 'signedIn' | 'org';
/** Who may post in it (besides its moderators). */
export type ChannelWriters = 'signedIn' | 'org' | 'moderators';

/** The channel form: who reads and writes, pre-moderation, moderators and block words, as people think of them. */
export interface ChannelDraft {
  readonly name: string;
  readonly readers: ChannelReaders;
  readonly writers: ChannelWriters;
  readonly preModerated: boolean;
  /** Usernames, separated by commas or spaces. */
  readonly moderators: string;
  /** Words that hold a post for moderation, separated by commas. */
  readonly blockWords: string;
}

/** A new channel's form: everyone reads, signed-in people post, no pre-moderation. */
export const NEW_CHANNEL: ChannelDraft = Object.freeze({
  name: '',
  readers: 'everyone',
  writers: 'signedIn',
  preModerated: false,
  moderators: '',
  blockWords: '',
});

const WRITE_ROLES: ReadonlySet<string> = new Set(['write', 'readWrite', 'moderate', 'manage', 'owner']);
const words = (text: string, separator: RegExp) =>
  [...new Set(text.split(separator).map((word) => word.trim()))].filter((word) => word !== '');

/**
 * The form of a stored channel, read from its ACL: the widest readers and writers among the anonymous, signed-in and
 * organisation entries, and the users who moderate it.
 *
 * @example
 * channelDraftOf(channel).readers; // "everyone" when anonymous visitors may read
 */
export function channelDraftOf(channel: ChannelRecord): ChannelDraft {
  const acl = channel.channelAcl ?? [];
  const has = (category: string, write: boolean) =>
    acl.some((entry) => entry.category === category && (!write || WRITE_ROLES.has(entry.role)));
  return {
    name: channel.name,
    readers: has('anonymousUser', false) ? 'everyone' : has('authenticatedUser', false) ? 'signedIn' : 'org',
    writers: has('authenticatedUser', true) ? 'signedIn' : has('org', true) ? 'org' : 'moderators',
    preModerated: channel.defaultPostStatus === 'pending',
    moderators: acl
      .filter((entry) => entry.category === 'user' && entry.role === 'moderate' && entry.key)
      .map((entry) => entry.key)
      .join(', '),
    blockWords: (channel.blockWords ?? []).join(', '),
  };
}

/**
 * The channel the service stores for a form: its ACL rebuilt from the readers, writers and moderators (entries the
 * form does not show — groups, other users' roles — are kept from `current`; the creator stays owner on the server).
 *
 * @example
 * channelInputOf({ ...NEW_CHANNEL, name: 'Budget' }, orgId).channelAclDefinition;
 * // [{ category: 'anonymousUser', role: 'read' }, { category: 'authenticatedUser', role: 'readWrite' }]
 */
export function channelInputOf(draft: ChannelDraft, orgId: string, current?: ChannelRecord): ChannelInput {
  const acl: ChannelAclDefinition[] = [];
  if (draft.readers === 'everyone') acl.push({ category: 'anonymousUser', role: 'read' });
  if (draft.writers === 'signedIn') acl.push({ category: 'authenticatedUser', role: 'readWrite' });
  else if (draft.readers === 'signedIn' || draft.readers === 'everyone') {
    acl.push({ category: 'authenticatedUser', role: 'read' });
  }
  if (draft.writers === 'org') acl.push({ category: 'org', key: orgId, role: 'readWrite' });
  else if (draft.readers === 'org') acl.push({ category: 'org', key: orgId, role: 'read' });
  const moderators = words(draft.moderators, /[\s,]+/);
  for (const username of moderators) acl.push({ category: 'user', key: username, role: 'moderate' });
  for (const entry of current?.channelAcl ?? []) {
    const shown = entry.category !== 'user' || entry.role === 'moderate' || entry.key === current?.creator;
    if (entry.category === 'group' || !shown) {
      acl.push({ category: entry.category, subCategory: entry.subCategory, key: entry.key, role: entry.role });
    }
  }
  return {
    name: draft.name.trim(),
    defaultPostStatus: draft.preModerated ? 'pending' : 'approved',
    blockWords: words(draft.blockWords, /,/),
    channelAclDefinition: acl,
  };
}

/** What is wrong with the form, by field: a channel needs a name of at most 200 characters. */
export function channelProblems(draft: ChannelDraft): { readonly name?: 'required' | 'tooLong' } {
  const name = draft.name.trim();
  if (name === '') return { name: 'required' };
  if (name.length > 200) return { name: 'tooLong' };
  return {};
}
