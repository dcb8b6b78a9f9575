import { describe, expect, it } from 'vitest';
import type { UserCaller } from '../../auth/caller.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { channelAclRows } from './channelAclRows.ts';

const caller = { kind: 'user', username: 'ana', orgId: 'org1', groupIds: [] } as unknown as UserCaller;
const simple = (rows: ReturnType<typeof channelAclRows>) =>
  rows?.map((r) => [r.category, r.sub_category, r.key, r.role].filter((v) => v !== null).join(' '));

describe('channelAclRows', () => {
  it('turns legacy access into ACL rows, the creator always owning the channel', () => {
    expect(simple(channelAclRows('c', { access: 'public', groups: ['g1'] }, 'ana', caller, 1))).toEqual([
      'anonymousUser read',
      'authenticatedUser readWrite',
      'group member g1 readWrite',
      'user ana owner',
    ]);
    expect(simple(channelAclRows('c', { access: 'org' }, 'ana', caller, 1))).toEqual([
      'org member org1 readWrite',
      'user ana owner',
    ]);
    expect(simple(channelAclRows('c', { access: 'private' }, 'ana', caller, 1))).toEqual(['user ana owner']);
  });

  it('keeps an explicit ACL, says nothing changes without permissions, and refuses both forms at once', () => {
    const acl = [{ category: 'group' as const, subCategory: 'admin' as const, key: 'g2', role: 'moderate' as const }];
    expect(simple(channelAclRows('c', { channelAclDefinition: acl }, 'bo', caller, 1))).toEqual([
      'group admin g2 moderate',
      'user bo owner',
    ]);
    expect(channelAclRows('c', {}, 'ana', caller, 1)).toBeUndefined();
    expect(() => channelAclRows('c', { access: 'org', channelAclDefinition: acl }, 'ana', caller, 1)).toThrow(
      HubApiError,
    );
  });
});
