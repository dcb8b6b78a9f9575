import { describe, expect, it } from 'vitest';
import { ANONYMOUS, hasPrivilege, type Caller } from './caller.ts';
import { privilegesOf } from './rolePrivileges.ts';

// Compiles only while a failed hasPrivilege check leaves the caller a user (not `never`).
function orgOfUnprivilegedUser(caller: Caller): string | undefined {
  if (caller.kind !== 'user') return undefined;
  if (hasPrivilege(caller, 'portal:admin:viewItems')) return `admin:${caller.orgId}`;
  return caller.orgId;
}

describe('hasPrivilege', () => {
  const viewer: Caller = {
    kind: 'user',
    username: 'v',
    orgId: 'o1',
    role: 'viewer',
    privileges: privilegesOf('viewer'),
    groupIds: [],
  };

  it('is true only for a signed-in caller holding the privilege', () => {
    expect(hasPrivilege(ANONYMOUS, 'portal:user:joinGroup')).toBe(false);
    expect(hasPrivilege(viewer, 'portal:user:joinGroup')).toBe(true);
    expect(hasPrivilege(viewer, 'portal:user:createItem')).toBe(false);
  });

  it('leaves the caller a user in the false branch', () => {
    expect(orgOfUnprivilegedUser(viewer)).toBe('o1');
  });
});
