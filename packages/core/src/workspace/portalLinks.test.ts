import { describe, expect, it } from 'vitest';
import { getContentFamily } from './getContentFamily.ts';
import { getHubEntityType } from './getHubEntityType.ts';
import { getGroupHomeUrl, getItemHomeUrl, getUserHomeUrl } from './portalHomeUrls.ts';
import { getAdvancedEditUrl, SITE_ROUTES } from './siteRoutes.ts';

const PORTAL = 'https://example.org/portal';

describe('portal home pages (spec 2 §2, spec 3 §2)', () => {
  it('builds item, group and user home pages from the base or REST URL', () => {
    expect(getItemHomeUrl(PORTAL, 'a1')).toBe('https://example.org/portal/home/item.html?id=a1');
    expect(getItemHomeUrl(`${PORTAL}/sharing/rest/`, 'a1')).toBe('https://example.org/portal/home/item.html?id=a1');
    expect(getGroupHomeUrl(PORTAL, 'g1')).toBe('https://example.org/portal/home/group.html?id=g1');
    expect(getUserHomeUrl(PORTAL, 'casey jo')).toBe('https://example.org/portal/home/user.html?user=casey%20jo');
  });
});

describe('other routes (spec 1 §2, spec 3 §2)', () => {
  it.each([
    [SITE_ROUTES.page('p1'), '/pages/p1'],
    [SITE_ROUTES.pageEdit('p1'), '/pages/p1/edit'],
    [SITE_ROUTES.siteEdit, '/edit'],
    [SITE_ROUTES.overview, '/overview'],
    [SITE_ROUTES.overviewEdit, '/overview/edit'],
    [SITE_ROUTES.workspace, '/workspace'],
    [SITE_ROUTES.siteDetails('s1'), '/workspace/sites/s1/details'],
    [SITE_ROUTES.profile('casey'), '/people/casey/profile'],
    [SITE_ROUTES.profileSettings('casey'), '/people/casey/profile/settings'],
    [getAdvancedEditUrl('https://parks-riverside.example.org/'), 'https://parks-riverside.example.org/edit/advanced'],
  ])('%s', (route, expected) => {
    expect(route).toBe(expected);
  });
});

describe('content families and entity types', () => {
  it.each([
    ['Web Map', 'map'],
    ['web map', 'map'],
    ['Feature Service', 'dataset'],
    ['Dashboard', 'app'],
    ['Microsoft Word', 'document'],
    ['Form', 'feedback'],
    ['Solution', 'template'],
    ['Hub Initiative Template', 'template'],
    ['Hub Site Application', 'site'],
    ['Site Page', 'document'],
    ['Map Service', 'map'],
    ['Notebook', 'document'],
    ['Code Attachment', 'content'],
  ])('%s is %s', (type, family) => {
    expect(getContentFamily(type)).toBe(family);
  });

  it.each([
    ['Hub Site Application', 'site'],
    ['Site Application', 'site'],
    ['Hub Page', 'page'],
    ['Hub Project', 'project'],
    ['Hub Initiative', 'initiative'],
    ['Hub Initiative Template', 'initiativeTemplate'],
    ['Solution', 'template'],
    ['Discussion', 'discussion'],
    ['Form', 'survey'],
    ['Quick Capture Project', 'content'],
    ['Event', 'event'],
    ['Group', 'group'],
    ['User', 'user'],
    ['Web Map', 'content'],
    ['group', 'group'],
  ])('%s is the entity type %s', (type, entityType) => {
    expect(getHubEntityType(type)).toBe(entityType);
  });
});
