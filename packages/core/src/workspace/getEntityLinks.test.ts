import { describe, expect, it } from 'vitest';
import { getEntityLinks } from './getEntityLinks.ts';

const PORTAL = 'https://example.org/portal';

describe('getEntityLinks', () => {
  it('gives items their portal page, site route and workspace route', () => {
    expect(getEntityLinks({ type: 'Web Map', id: 'c3' }, PORTAL)).toEqual({
      self: `${PORTAL}/home/item.html?id=c3`,
      siteRelative: '/maps/c3',
      workspaceRelative: '/workspace/content/c3',
    });
  });

  it('gives groups and users their portal pages', () => {
    expect(getEntityLinks({ type: 'group', id: 'g1' }, PORTAL)).toEqual({
      self: `${PORTAL}/home/group.html?id=g1`,
      siteRelative: '/groups/g1',
      workspaceRelative: '/workspace/groups/g1',
    });
    expect(getEntityLinks({ type: 'user', username: 'casey' }, PORTAL)).toEqual({
      self: `${PORTAL}/home/user.html?user=casey`,
      siteRelative: '/people/casey',
      workspaceRelative: '/workspace/users/casey',
    });
  });

  it('gives events their site page as self, and nothing without an id', () => {
    expect(getEntityLinks({ type: 'event', id: 'e1', title: 'Walk' }, PORTAL).self).toBe('/events/walk-e1');
    expect(getEntityLinks({ type: 'site' }, PORTAL)).toEqual({ self: '', siteRelative: '', workspaceRelative: '/' });
  });
});
