import { describe, expect, it } from 'vitest';
import {
  buildPortalGroup,
  buildPortalItem,
  buildPortalUser,
  SEARCH_TEST_NOW,
} from '../../testing/buildSearchRecords.ts';
import { attendeeToSearchResult } from './attendeeToSearchResult.ts';
import { eventToSearchResult } from './eventToSearchResult.ts';
import { groupToSearchResult, mapMembershipAccess } from './groupToSearchResult.ts';
import { itemToSearchResult } from './itemToSearchResult.ts';
import { postToSearchResult } from './postToSearchResult.ts';
import { userToSearchResult } from './userToSearchResult.ts';

const context = { portal: 'https://plaza.test/sharing/rest', token: 'tok' };

describe('result mappers (spec 3 §3)', () => {
  it('maps an item', () => {
    const item = buildPortalItem({ snippet: '', description: 'Long text' });
    expect(itemToSearchResult(item, context)).toEqual({
      id: item.id,
      type: 'CSV',
      name: 'Riverside trees',
      title: 'Riverside trees',
      owner: 'ana',
      summary: 'Long text',
      access: 'public',
      family: 'dataset',
      createdDate: new Date(SEARCH_TEST_NOW - 86_400_000),
      createdDateSource: 'item.created',
      updatedDate: new Date(SEARCH_TEST_NOW),
      updatedDateSource: 'item.modified',
      tags: ['trees'],
      categories: [],
      typeKeywords: ['CSV'],
      orgId: 'org1',
      links: {
        self: `https://plaza.test/home/item.html?id=${item.id}`,
        siteRelative: `/datasets/${item.id}`,
        workspaceRelative: `/workspace/content/${item.id}`,
        thumbnail: `https://plaza.test/sharing/rest/content/items/${item.id}/info/thumbnail/trees.png`,
      },
      rawResult: item,
    });
  });

  it.each([
    ['Web Mapping Application', [], '/apps/x'],
    ['Web Map', [], '/maps/x'],
    ['PDF', [], '/documents/x'],
    ['Form', [], '/feedback/surveys/x'],
    ['Hub Page', [], '/pages/x'],
    ['Hub Project', [], '/projects/x'],
    ['Hub Initiative', [], '/initiatives/x'],
    ['Hub Initiative Template', [], '/initiatives/templates/x/about'],
    ['Solution', [], '/templates/x/about'],
    ['Solution', ['Deployed'], '/content/x/about'],
    ['Discussion', [], '/discussions/x'],
    ['Hub Site Application', [], '/content/x'],
    ['Something New', [], '/content/x'],
  ])('routes a %s item (keywords %j) to %s', (type, typeKeywords, route) => {
    expect(itemToSearchResult(buildPortalItem({ id: 'x', type, typeKeywords }), context).links.siteRelative).toBe(
      route,
    );
  });

  it('adds the token to a non-public thumbnail only', () => {
    const item = buildPortalItem({ access: 'shared' });
    expect(itemToSearchResult(item, context).links.thumbnail).toMatch(/\?token=tok$/);
  });

  it('maps a group', () => {
    const group = buildPortalGroup({ capabilities: ['updateitemcontrol'], snippet: null, description: 'About' });
    expect(groupToSearchResult(group, context)).toMatchObject({
      id: group.id,
      type: 'Group',
      name: 'Parks team',
      summary: 'About',
      family: 'team',
      isSharedUpdate: true,
      membershipAccess: 'organization',
      isOpenData: false,
      links: { siteRelative: `/groups/${group.id}`, self: `https://plaza.test/home/group.html?id=${group.id}` },
    });
    expect([null, 'none', 'org', 'collaboration'].map((raw) => mapMembershipAccess(raw))).toEqual([
      'anyone',
      'anyone',
      'organization',
      'collaborators',
    ]);
  });

  it('maps a user and a group member', () => {
    const user = buildPortalUser();
    expect(userToSearchResult(user, context)).toMatchObject({
      id: 'ana',
      owner: 'ana',
      name: 'Ana Ortiz',
      summary: 'GIS lead',
      type: 'User',
      family: 'people',
      links: { siteRelative: '/people/ana', self: 'https://plaza.test/home/user.html?user=ana' },
    });
    expect(userToSearchResult(user, context)).not.toHaveProperty('memberType');
    expect(userToSearchResult(user, context, { asGroupMember: true })).toMatchObject({
      memberType: 'member',
      isGroupOwner: false,
    });
    expect(userToSearchResult({ ...user, memberType: 'owner' }, context, { asGroupMember: true }).isGroupOwner).toBe(
      true,
    );
  });

  it('maps an event with a title slug', () => {
    const result = eventToSearchResult(
      {
        id: 'e1',
        title: 'River  Clean-up, 2026!',
        access: 'PUBLIC',
        createdById: 'ana',
        creator: { username: 'ana' },
        description: 'Bring gloves',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
      },
      context,
    );
    expect(result).toMatchObject({
      type: 'Event',
      access: 'public',
      owner: 'ana',
      ownerUser: { username: 'ana' },
      summary: 'Bring gloves',
      family: 'event',
      links: { siteRelative: '/events/river-clean-up-2026-e1' },
      updatedDate: new Date('2026-01-02T00:00:00.000Z'),
    });
  });

  it('maps an attendee', () => {
    expect(
      attendeeToSearchResult(
        {
          id: 7,
          userId: 'bo',
          createdById: 'ana',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
          user: { firstName: 'Bo', lastName: 'Lind' },
          event: { access: 'ORG' },
        },
        context,
      ),
    ).toMatchObject({
      id: '7',
      type: 'Event Attendee',
      family: 'eventAttendee',
      name: 'Bo Lind',
      owner: 'ana',
      access: 'org',
      links: {
        siteRelative: '/people/bo',
        thumbnail: 'https://plaza.test/sharing/rest/community/users/bo/info/thumbnail',
      },
    });
  });

  it('maps a discussion post', () => {
    expect(
      postToSearchResult(
        {
          id: 'p1',
          title: 'Hello',
          body: 'First post',
          creator: 'ana',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
        context,
      ),
    ).toMatchObject({ id: 'p1', type: 'post', name: 'Hello', title: 'Hello', summary: 'First post', owner: 'ana' });
  });
});
