import { describe, expect, it } from 'vitest';
import { DRAWN_PANES, isDrawnPane, isServed } from './servedPanes.ts';

describe('what the workspace offers', () => {
  it('draws no pane of a feature that has not landed', () => {
    for (const pane of ['dashboard', 'metrics', 'followers']) expect(DRAWN_PANES.has(pane)).toBe(false);
  });

  it("draws a content item's, a site's, an initiative's and a project's dashboard", () => {
    expect(isDrawnPane('content', 'dashboard')).toBe(true);
    expect(isDrawnPane('initiative', 'dashboard')).toBe(true);
    expect(isDrawnPane('project', 'dashboard')).toBe(true);
    expect(isDrawnPane('site', 'dashboard')).toBe(true);
    expect(isDrawnPane('site', 'details')).toBe(true);
  });

  it("draws an initiative's projects and a project's initiatives, and both kinds' metrics", () => {
    expect(isDrawnPane('initiative', 'projects')).toBe(true);
    expect(isDrawnPane('project', 'initiatives')).toBe(true);
    expect(isDrawnPane('initiative', 'metrics')).toBe(true);
    expect(isDrawnPane('project', 'metrics')).toBe(true);
    expect(isDrawnPane('project', 'projects')).toBe(false);
    expect(isDrawnPane('site', 'metrics')).toBe(false);
  });

  it("draws a site's projects and initiatives, and the dashboards of pages, discussions and templates (issue 44)", () => {
    expect(isDrawnPane('site', 'projects')).toBe(true);
    expect(isDrawnPane('site', 'initiatives')).toBe(true);
    for (const kind of ['page', 'discussion', 'template']) expect(isDrawnPane(kind, 'dashboard')).toBe(true);
    expect(isDrawnPane('page', 'projects')).toBe(false);
  });

  it('offers a feature switch only for a service the deployment serves', () => {
    const flags = { 'hub:event': true };
    expect(isServed('content', flags)).toBe(true);
    expect(isServed('events', flags)).toBe(true);
    expect(isServed('discussions', flags)).toBe(false);
    expect(isServed('follow', flags)).toBe(false);
    expect(isServed('discussions', { 'hub:discussion': true })).toBe(true);
  });
});
