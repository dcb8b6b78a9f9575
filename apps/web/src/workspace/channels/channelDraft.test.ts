import type { ChannelRecord } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import { channelDraftOf, channelInputOf, channelProblems, NEW_CHANNEL } from './channelDraft.ts';

const ORG = 'org1';
type AclEntry = NonNullable<ChannelRecord['channelAcl']>[number];
function channel(
  acl: readonly (Pick<AclEntry, 'category' | 'role'> & { key?: string })[],
  extra: Partial<ChannelRecord> = {},
): ChannelRecord {
  return {
    id: 'c1',
    name: 'Parks',
    orgId: ORG,
    creator: 'publisher',
    access: 'public',
    orgs: [],
    groups: [],
    allowPost: true,
    allowReply: true,
    allowReaction: true,
    allowAsAnonymous: false,
    allowedReactions: null,
    defaultPostStatus: 'approved',
    softDelete: true,
    blockWords: [],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    channelAcl: acl.map((entry, i) => ({ ...entry, id: `a${i}`, subCategory: null, key: entry.key ?? null })),
    ...extra,
  } as ChannelRecord;
}

describe('channel form', () => {
  it('writes a public channel where signed-in people post', () => {
    expect(channelInputOf({ ...NEW_CHANNEL, name: ' Parks ' }, ORG)).toEqual({
      name: 'Parks',
      defaultPostStatus: 'approved',
      blockWords: [],
      channelAclDefinition: [
        { category: 'anonymousUser', role: 'read' },
        { category: 'authenticatedUser', role: 'readWrite' },
      ],
    });
  });

  it('writes an organisation-only, pre-moderated channel with moderators and block words', () => {
    const input = channelInputOf(
      {
        name: 'Staff',
        readers: 'org',
        writers: 'org',
        preModerated: true,
        moderators: 'ann, bob ann',
        blockWords: 'casino, , spam ',
      },
      ORG,
    );
    expect(input.defaultPostStatus).toBe('pending');
    expect(input.blockWords).toEqual(['casino', 'spam']);
    expect(input.channelAclDefinition).toEqual([
      { category: 'org', key: ORG, role: 'readWrite' },
      { category: 'user', key: 'ann', role: 'moderate' },
      { category: 'user', key: 'bob', role: 'moderate' },
    ]);
  });

  it('lets everyone read an announcements channel where only moderators post', () => {
    expect(channelInputOf({ ...NEW_CHANNEL, name: 'News', writers: 'moderators' }, ORG).channelAclDefinition).toEqual([
      { category: 'anonymousUser', role: 'read' },
      { category: 'authenticatedUser', role: 'read' },
    ]);
  });

  it('reads a stored channel back into the same form, keeping entries the form does not show', () => {
    const stored = channel(
      [
        { category: 'anonymousUser', role: 'read' },
        { category: 'authenticatedUser', role: 'readWrite' },
        { category: 'user', key: 'publisher', role: 'owner' },
        { category: 'user', key: 'ann', role: 'moderate' },
        { category: 'user', key: 'carol', role: 'manage' },
        { category: 'group', key: 'g1', role: 'readWrite' },
      ],
      { defaultPostStatus: 'pending', blockWords: ['casino'] },
    );
    const draft = channelDraftOf(stored);
    expect(draft).toEqual({
      name: 'Parks',
      readers: 'everyone',
      writers: 'signedIn',
      preModerated: true,
      moderators: 'ann',
      blockWords: 'casino',
    });
    const acl = channelInputOf({ ...draft, moderators: '' }, ORG, stored).channelAclDefinition ?? [];
    expect(acl).toContainEqual({ category: 'user', subCategory: null, key: 'carol', role: 'manage' });
    expect(acl).toContainEqual({ category: 'group', subCategory: null, key: 'g1', role: 'readWrite' });
    // The removed moderator is gone; the creator's owner entry is the server's to keep.
    expect(acl.some((entry) => entry.key === 'ann' || entry.key === 'publisher')).toBe(false);
  });

  it('needs a name of at most 200 characters', () => {
    expect(channelProblems({ ...NEW_CHANNEL, name: '  ' })).toEqual({ name: 'required' });
    expect(channelProblems({ ...NEW_CHANNEL, name: 'x'.repeat(201) })).toEqual({ name: 'tooLong' });
    expect(channelProblems({ ...NEW_CHANNEL, name: 'Parks' })).toEqual({});
  });

  it('reads an organisation channel with signed-in readers', () => {
    const draft = channelDraftOf(
      channel([
        { category: 'authenticatedUser', role: 'read' },
        { category: 'org', key: ORG, role: 'readWrite' },
      ]),
    );
    expect([draft.readers, draft.writers]).toEqual(['signedIn', 'org']);
  });
});
