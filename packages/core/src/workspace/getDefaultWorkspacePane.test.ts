import { describe, expect, it, vi } from 'vitest';
import { buildWorkspaceLinks } from './buildWorkspaceLinks.ts';
import { getDefaultWorkspacePane } from './getDefaultWorkspacePane.ts';

describe('getDefaultWorkspacePane (spec 3 §2)', () => {
  it.each([
    'content',
    'discussion',
    'group',
    'initiativeTemplate',
    'page',
    'site',
    'template',
    'survey',
    'event',
  ] as const)('%s opens on details', (type) => {
    expect(getDefaultWorkspacePane(buildWorkspaceLinks(type, 'a1'))).toBe('details');
  });

  it('opens on the first link when none matches details', () => {
    expect(getDefaultWorkspacePane(buildWorkspaceLinks('user', 'casey'))).toBe('overview');
    expect(getDefaultWorkspacePane([{ pane: 'dashboard' }, { pane: 'settings' }])).toBe('dashboard');
  });

  it('warns and answers details when there are no links', () => {
    const warn = vi.fn();
    expect(getDefaultWorkspacePane([], warn)).toBe('details');
    expect(warn).toHaveBeenCalledWith('No workspace links found for entity');
  });

  it('does not warn when there are links', () => {
    const warn = vi.fn();
    getDefaultWorkspacePane([{ pane: 'overview' }], warn);
    expect(warn).not.toHaveBeenCalled();
  });
});
