import { describe, expect, it } from 'vitest';
import { buildPersonas, PERMISSION_TEST_ENTITIES as E } from '../testing/permissionPersonas.ts';
import { buildWorkspaceLinks, type WorkspaceLink } from './buildWorkspaceLinks.ts';
import { getWorkspaceLinks, WORKSPACE_LINK_PERMISSIONS_MESSAGE } from './getWorkspaceLinks.ts';
import { HUB_ENTITY_TYPES } from './HubEntityType.ts';
import { WORKSPACE_PANES } from './workspacePanes.ts';

const panes = (links: readonly WorkspaceLink[]) => links.map((link) => link.pane);

describe('buildWorkspaceLinks', () => {
  it.each(HUB_ENTITY_TYPES.filter((type) => type !== 'content'))(
    '%s: one link per pane, gated by its pane permission',
    (type) => {
      const links = buildWorkspaceLinks(type, 'a1');
      expect(panes(links)).toEqual(WORKSPACE_PANES[type]);
      for (const link of links) {
        expect(link.permissions).toEqual([`hub:${type}:workspace:${link.pane}`]);
        expect(link.href.endsWith(`/a1/${link.pane}`)).toBe(true);
      }
    },
  );

  it('content: adds collaborators before settings, gated by the site permission', () => {
    const links = buildWorkspaceLinks('content', 'a1');
    expect(panes(links)).toEqual(['overview', 'dashboard', 'details', 'discussion', 'collaborators', 'settings']);
    expect(links[4]).toEqual({
      pane: 'collaborators',
      href: '/workspace/content/a1/collaborators',
      permissions: ['hub:site:workspace:collaborators'],
    });
  });
});

describe('getWorkspaceLinks', () => {
  const p = buildPersonas();

  it('keeps every link for an editor in an alpha org (site, production: no events pane)', () => {
    const links = getWorkspaceLinks(buildWorkspaceLinks('site', 'i1'), p.alpha, E.ownItem);
    expect(panes(links)).toEqual(WORKSPACE_PANES.site.filter((pane) => pane !== 'events'));
  });

  it('keeps only view panes for someone who cannot edit', () => {
    expect(panes(getWorkspaceLinks(buildWorkspaceLinks('page', 'i3'), p.alpha, E.othersItem))).toEqual([
      'overview',
      'dashboard',
    ]);
  });

  it('keeps none when the workspace is not available', () => {
    expect(getWorkspaceLinks(buildWorkspaceLinks('site', 'i1'), p.member, E.ownItem)).toEqual([]);
    expect(getWorkspaceLinks(buildWorkspaceLinks('site', 'i1'), p.anonymous, E.ownItem)).toEqual([]);
  });

  it('shows event panes in qaext for an alpha premium org', () => {
    expect(panes(getWorkspaceLinks(buildWorkspaceLinks('event', 'e1'), p.qaAlpha, E.event))).toEqual(
      WORKSPACE_PANES.event,
    );
  });

  it('needs every permission of a link', () => {
    const links: WorkspaceLink[] = [
      { pane: 'details', href: '/x', permissions: ['hub:site:workspace:details', 'hub:event:view'] },
    ];
    expect(getWorkspaceLinks(links, p.alpha, E.ownItem)).toEqual([]);
    expect(getWorkspaceLinks(links, p.qaAlpha, E.ownItem)).toEqual(links);
  });

  it('throws the spec message for a link without permissions', () => {
    const links = [{ pane: 'details', href: '/x' }] as unknown as WorkspaceLink[];
    expect(() => getWorkspaceLinks(links, p.alpha)).toThrow(WORKSPACE_LINK_PERMISSIONS_MESSAGE);
    expect(() => getWorkspaceLinks(links, p.alpha)).toThrow(
      expect.objectContaining({ code: 'WORKSPACE_LINK_PERMISSIONS_MISSING' }),
    );
    expect(WORKSPACE_LINK_PERMISSIONS_MESSAGE).toBe(
      'getWorkspaceLinks: permissions must be defined on workspace links',
    );
  });
});
