import { describe, expect, it } from 'vitest';
import { FAKE_PORTAL } from '../../testing/createFakeItemPortal.ts';
import type { PortalGroup } from '../../portal/PortalGroup.ts';
import { groupFromPortal } from './groupFromPortal.ts';
import { groupToPortal } from './groupToPortal.ts';

const raw: PortalGroup = {
  id: 'c'.repeat(32),
  title: 'Parks team',
  owner: 'ana',
  snippet: 'People who look after parks',
  description: '<p>Parks</p>',
  access: 'org',
  tags: ['parks'],
  typeKeywords: ['cannotDiscuss'],
  thumbnail: 'team.png',
  created: Date.UTC(2025, 0, 1),
  modified: Date.UTC(2026, 0, 1),
  membershipAccess: 'collaboration',
  capabilities: ['updateitemcontrol'],
  userMembership: { username: 'ana', memberType: 'admin' },
  sortField: 'title',
  sortOrder: 'asc',
};

describe('group mapping (spec 1 §3, spec 3 §3)', () => {
  it('maps a portal group with every derived field', () => {
    const group = groupFromPortal(raw, { portal: FAKE_PORTAL, token: 't' });
    expect(group).toMatchObject({
      type: 'Group',
      name: 'Parks team',
      summary: 'People who look after parks',
      access: 'org',
      permissions: [],
      membershipAccess: 'collaborators',
      isSharedUpdate: true,
      isDiscussable: false,
      memberType: 'admin',
      canEdit: true,
      canDelete: true,
      protected: false,
      createdDate: '2025-01-01T00:00:00.000Z',
      thumbnailUrl: `${FAKE_PORTAL}/community/groups/${raw.id}/info/team.png?token=t`,
    });
  });

  it('defaults to private, no permissions, no type keywords; members cannot edit or delete', () => {
    const minimal: PortalGroup = {
      id: 'g',
      title: 'T',
      owner: 'o',
      access: 'private',
      userMembership: { memberType: 'member' },
    };
    const group = groupFromPortal(minimal, { portal: FAKE_PORTAL });
    expect(group).toMatchObject({
      access: 'private',
      permissions: [],
      typeKeywords: [],
      membershipAccess: 'anyone',
      canEdit: false,
      canDelete: false,
    });
  });

  it.each([
    ['organization', 'org'],
    ['collaborators', 'collaboration'],
    ['anyone', ''],
  ] as const)('writes membership access %s as %j', (entity, portal) => {
    const group = groupFromPortal(raw, { portal: FAKE_PORTAL });
    expect(groupToPortal({ ...group, membershipAccess: entity }).membershipAccess).toBe(portal);
  });

  it('round-trips portal → entity → portal', () => {
    const group = groupFromPortal(raw, { portal: FAKE_PORTAL });
    expect(groupToPortal(group)).toEqual({
      title: raw.title,
      snippet: raw.snippet,
      description: raw.description,
      access: 'org',
      tags: ['parks'],
      typeKeywords: ['cannotDiscuss'],
      isInvitationOnly: false,
      isViewOnly: false,
      isReadOnly: false,
      autoJoin: false,
      membershipAccess: 'collaboration',
      capabilities: 'updateitemcontrol',
      sortField: 'title',
      sortOrder: 'asc',
    });
    const back = groupFromPortal(
      { ...raw, ...groupToPortal(group), capabilities: ['updateitemcontrol'] },
      {
        portal: FAKE_PORTAL,
      },
    );
    expect(back).toEqual(group);
  });
});
