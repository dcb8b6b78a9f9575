import { describe, expect, it } from 'vitest';
import { accessLevelsFor } from './accessLevelsFor.ts';
import { shareableGroups } from './shareableGroups.ts';

describe('accessLevelsFor', () => {
  it('offers only private without a share privilege', () => {
    expect(accessLevelsFor({ privileges: ['portal:user:createItem'] })).toEqual(['private']);
    expect(accessLevelsFor(undefined)).toEqual(['private']);
  });

  it('adds the organisation and the public for the matching user or admin privilege', () => {
    expect(accessLevelsFor({ privileges: ['portal:user:shareToOrg'] })).toEqual(['private', 'org']);
    expect(accessLevelsFor({ privileges: ['portal:user:shareToOrg', 'portal:user:shareToPublic'] })).toEqual([
      'private',
      'org',
      'public',
    ]);
    expect(accessLevelsFor({ privileges: ['portal:admin:shareToPublic'] })).toEqual(['private', 'public']);
  });
});

describe('shareableGroups', () => {
  it('keeps the groups the user may share to, sorted by title', () => {
    const groups = shareableGroups({
      groups: [
        { id: 'b', title: 'Staff' },
        { id: 'c', title: 'Announcements', isViewOnly: true, userMembership: { memberType: 'member' } },
        { id: 'd', title: 'Board', isViewOnly: true, userMembership: { memberType: 'admin' } },
        { id: 'a', title: 'Open data' },
      ],
    });
    expect(groups.map((group) => group.id)).toEqual(['d', 'a', 'b']);
  });

  it('is empty without groups', () => {
    expect(shareableGroups(undefined)).toEqual([]);
    expect(shareableGroups({})).toEqual([]);
  });
});
