import { groupFromPortal } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import {
  detailsDraftOf,
  groupDetailsProblems,
  isDraftDirty,
  joinRuleOf,
  joinSwitches,
  settingsDraftOf,
  withDetails,
  withSettings,
} from './groupDraft.ts';

const group = groupFromPortal(
  {
    id: 'g1',
    title: 'Park friends',
    owner: 'publisher_riverside',
    access: 'org',
    snippet: 'Friends of the parks',
    tags: ['parks'],
    membershipAccess: 'org',
    autoJoin: false,
    isInvitationOnly: false,
  },
  { portal: 'https://example.test/sharing/rest' },
);

describe('group drafts', () => {
  it('reads and writes the join rule as the two portal switches', () => {
    expect(joinRuleOf({ autoJoin: true, isInvitationOnly: false })).toBe('auto');
    expect(joinRuleOf({ autoJoin: false, isInvitationOnly: false })).toBe('request');
    // Invitation only wins over auto-join.
    expect(joinRuleOf({ autoJoin: true, isInvitationOnly: true })).toBe('invitation');
    for (const rule of ['auto', 'request', 'invitation'] as const) expect(joinRuleOf(joinSwitches(rule))).toBe(rule);
  });

  it('names what is wrong with a name and a summary', () => {
    expect(groupDetailsProblems({ name: '  ', summary: '' })).toEqual({ name: 'required' });
    expect(groupDetailsProblems({ name: 'x'.repeat(251), summary: 'y'.repeat(251) })).toEqual({
      name: 'tooLong',
      summary: 'tooLong',
    });
    expect(groupDetailsProblems({ name: ` ${'x'.repeat(250)} `, summary: '' })).toEqual({});
  });

  it('applies drafts to the group and tells a changed draft from a stored one', () => {
    const details = { ...detailsDraftOf(group), name: '  Park stewards ', access: 'public' as const };
    expect(withDetails(group, details)).toMatchObject({ name: 'Park stewards', access: 'public', tags: ['parks'] });
    const settings = { ...settingsDraftOf(group), join: 'auto' as const, isDiscussable: false };
    expect(withSettings(group, settings)).toMatchObject({
      autoJoin: true,
      isInvitationOnly: false,
      isDiscussable: false,
    });
    expect(isDraftDirty(settingsDraftOf(group), settingsDraftOf(group))).toBe(false);
    expect(isDraftDirty(settings, settingsDraftOf(group))).toBe(true);
  });
});
