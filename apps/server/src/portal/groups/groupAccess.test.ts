import { describe, expect, it } from 'vitest';
import type { Caller, UserCaller } from '../../auth/caller.ts';
import { ANONYMOUS } from '../../auth/caller.ts';
import { privilegesOf } from '../../auth/rolePrivileges.ts';
import type { GroupMemberRow } from '../../db/repositories/groupMemberRepository.ts';
import type { UserRole } from '../../db/schema.ts';
import { canAssignMembers, canDeleteGroup, canSeeGroup, canUpdateGroup } from './groupAccess.ts';

function user(role: UserRole, orgId = 'org-a', username = `${role}_a`): UserCaller {
  return { kind: 'user', username, orgId, role, privileges: privilegesOf(role), groupIds: [] };
}

function member(type: GroupMemberRow['member_type']): GroupMemberRow {
  return { group_id: 'g', username: 'x', member_type: type, joined: 0 };
}

const group = (access: 'private' | 'org' | 'public') => ({ org_id: 'org-a', owner: 'someone', access });

describe('group access rules', () => {
  it('shows public groups to everyone, org groups to the org, private groups to members and org admins', () => {
    const cases: [Caller, 'private' | 'org' | 'public', boolean][] = [
      [ANONYMOUS, 'public', true],
      [ANONYMOUS, 'org', false],
      [user('viewer'), 'org', true],
      [user('viewer', 'org-b'), 'org', false],
      [user('org_user'), 'private', false],
      [user('org_admin'), 'private', true],
      [user('org_admin', 'org-b'), 'private', false],
    ];
    for (const [caller, access, expected] of cases)
      expect(canSeeGroup(caller, group(access), undefined)).toBe(expected);
    expect(canSeeGroup(user('viewer', 'org-b'), group('private'), member('member'))).toBe(true);
  });

  it('lets managers and same-org admins update, delete and assign; plain members and other orgs not', () => {
    for (const check of [canUpdateGroup, canDeleteGroup, canAssignMembers]) {
      expect(check(user('org_user'), group('org'), member('member'))).toBe(false);
      expect(check(user('org_user'), group('org'), member('admin'))).toBe(true);
      expect(check(user('org_user'), group('org'), member('owner'))).toBe(true);
      expect(check(user('org_admin'), group('org'), undefined)).toBe(true);
      expect(check(user('org_admin', 'org-b'), group('org'), undefined)).toBe(false);
      expect(check(ANONYMOUS, group('public'), undefined)).toBe(false);
    }
  });
});
