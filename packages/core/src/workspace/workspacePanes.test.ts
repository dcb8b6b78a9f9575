import { describe, expect, it } from 'vitest';
import { HUB_ENTITY_TYPES } from './HubEntityType.ts';
import { isWorkspacePane, WORKSPACE_PANES } from './workspacePanes.ts';

describe('WORKSPACE_PANES (spec 2 §2)', () => {
  it.each([
    ['content', 'overview, dashboard, details, discussion, settings'],
    ['discussion', 'dashboard, details, participation, settings'],
    ['survey', 'dashboard, details, collaborators, settings'],
    ['group', 'details, members, content, discussion, settings'],
    ['initiative', 'overview, dashboard, details, metrics, projects, collaborators, content, events, settings'],
    ['page', 'overview, dashboard, details, collaborators, settings'],
    ['project', 'overview, dashboard, details, initiatives, metrics, collaborators, content, events, settings'],
    [
      'site',
      'overview, dashboard, details, pages, content, projects, initiatives, collaborators, followers, events, discussion, settings',
    ],
    ['initiativeTemplate', 'dashboard, details, collaborators, settings'],
    ['template', 'dashboard, details, collaborators, settings'],
    ['event', 'dashboard, details, collaborators, attendees, settings'],
    ['user', 'overview'],
  ] as const)('%s: %s', (type, panes) => {
    expect(WORKSPACE_PANES[type].join(', ')).toBe(panes);
  });

  it('has a row for every entity type', () => {
    expect(Object.keys(WORKSPACE_PANES).sort()).toEqual([...HUB_ENTITY_TYPES].sort());
  });
});

describe('isWorkspacePane (spec 3 §2)', () => {
  it.each(['overview', 'metrics-coming-soon', 'events-capability', 'pages', 'events', 'attendees'])(
    '%s is a pane',
    (name) => {
      expect(isWorkspacePane(name)).toBe(true);
    },
  );

  it.each(['admin', '', 'Details', '../etc'])('%j is not', (name) => {
    expect(isWorkspacePane(name)).toBe(false);
  });
});
