import { describe, expect, it } from 'vitest';
import { getEntityTypePlural, getWorkspaceRoute } from './getWorkspaceRoute.ts';
import { HUB_ENTITY_TYPES } from './HubEntityType.ts';
import { WORKSPACE_PANES } from './workspacePanes.ts';

const PLURALS = {
  site: 'sites',
  page: 'pages',
  project: 'projects',
  initiative: 'initiatives',
  initiativeTemplate: 'initiativeTemplates',
  template: 'templates',
  content: 'content',
  discussion: 'discussions',
  survey: 'surveys',
  event: 'events',
  group: 'groups',
  user: 'users',
} as const;

describe('getEntityTypePlural (spec 2 §2)', () => {
  it.each(HUB_ENTITY_TYPES)('%s', (type) => {
    expect(getEntityTypePlural(type)).toBe(PLURALS[type]);
  });
});

describe('getWorkspaceRoute', () => {
  const rows = Object.entries(WORKSPACE_PANES).flatMap(([type, panes]) =>
    panes.map((pane) => [type as keyof typeof PLURALS, pane] as const),
  );

  it.each(rows)('%s · %s', (type, pane) => {
    expect(getWorkspaceRoute(type, 'a1', pane)).toBe(`/workspace/${PLURALS[type]}/a1/${pane}`);
  });

  it('leaves the pane out when there is none', () => {
    expect(getWorkspaceRoute('initiativeTemplate', 'a1')).toBe('/workspace/initiativeTemplates/a1');
  });

  it('falls back to / without an id', () => {
    expect(getWorkspaceRoute('site', undefined)).toBe('/');
    expect(getWorkspaceRoute('site', '', 'details')).toBe('/');
  });

  it('maps portal item types to entity types', () => {
    expect(getWorkspaceRoute('Hub Site Application', 'a1', 'details')).toBe('/workspace/sites/a1/details');
    expect(getWorkspaceRoute('Web Map', 'a1', 'settings')).toBe('/workspace/content/a1/settings');
    expect(getWorkspaceRoute('Form', 'a1')).toBe('/workspace/surveys/a1');
    expect(getWorkspaceRoute('Solution', 'a1')).toBe('/workspace/templates/a1');
  });

  it('drops a pane outside the fixed list and encodes the id', () => {
    expect(getWorkspaceRoute('site', 'a1', 'admin')).toBe('/workspace/sites/a1');
    expect(getWorkspaceRoute('user', 'casey jo/x')).toBe('/workspace/users/casey%20jo%2Fx');
  });
});
