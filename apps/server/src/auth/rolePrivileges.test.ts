import { PORTAL_PRIVILEGES } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import { privilegesOf, ROLE_PRIVILEGES } from './rolePrivileges.ts';

describe('role privileges', () => {
  it('gives a viewer neither item nor group creation', () => {
    const viewer = privilegesOf('viewer');
    expect(viewer.has('portal:user:createItem')).toBe(false);
    expect(viewer.has('portal:user:createGroup')).toBe(false);
    expect(viewer.has('portal:user:joinGroup')).toBe(true);
  });

  it('nests the roles: viewer ⊂ user ⊂ publisher ⊂ admin', () => {
    const order = ['viewer', 'org_user', 'org_publisher', 'org_admin'] as const;
    for (let i = 1; i < order.length; i++) {
      const smaller = ROLE_PRIVILEGES[order[i - 1]!];
      const larger = new Set(ROLE_PRIVILEGES[order[i]!]);
      expect(smaller.filter((p) => !larger.has(p))).toEqual([]);
      expect(larger.size).toBeGreaterThan(smaller.length);
    }
  });

  it('reserves admin privileges to org_admin and publishing to publishers and admins', () => {
    expect(ROLE_PRIVILEGES.org_publisher.some((p) => p.startsWith('portal:admin:'))).toBe(false);
    expect(privilegesOf('org_user').has('portal:publisher:publishFeatures')).toBe(false);
    expect(privilegesOf('org_publisher').has('portal:publisher:publishFeatures')).toBe(true);
    expect(privilegesOf('org_admin').has('portal:admin:viewItems')).toBe(true);
  });

  it("spells only core's privilege strings, and gives an administrator every one of them", () => {
    const known = new Set<string>(PORTAL_PRIVILEGES);
    for (const privileges of Object.values(ROLE_PRIVILEGES)) {
      expect(privileges.filter((p) => !known.has(p))).toEqual([]);
      expect(new Set(privileges).size).toBe(privileges.length);
    }
    expect([...ROLE_PRIVILEGES.org_admin].sort()).toEqual([...PORTAL_PRIVILEGES].sort());
  });

  it('keeps publishing from users and administration from publishers, whatever core adds', () => {
    expect(
      ROLE_PRIVILEGES.org_user.filter((p) => /^(portal|premium):publisher:|^features:user:fullEdit$/.test(p)),
    ).toEqual([]);
    const publisherOnly = ROLE_PRIVILEGES.org_publisher.filter((p) => !ROLE_PRIVILEGES.org_user.includes(p));
    expect(publisherOnly).toContain('features:user:fullEdit');
    expect(publisherOnly.every((p) => /^(portal|premium):publisher:|^features:user:fullEdit$/.test(p))).toBe(true);
  });
});
