import { describe, expect, it } from 'vitest';
import { HUB_ENTITY_TYPES } from '../workspace/HubEntityType.ts';
import { WORKSPACE_PANES } from '../workspace/workspacePanes.ts';
import { isPermission, PERMISSIONS } from './Permission.ts';
import type { PermissionPolicy } from './PermissionPolicy.ts';
import { PORTAL_PRIVILEGES } from './policies/platformPolicies.ts';
import { SYSTEM_POLICIES } from './systemPolicies.ts';

const policy = (permission: string): PermissionPolicy | undefined =>
  (SYSTEM_POLICIES as Readonly<Record<string, PermissionPolicy>>)[permission];

describe('system policies', () => {
  it('derive the permission list from the table', () => {
    expect(PERMISSIONS).toEqual(Object.keys(SYSTEM_POLICIES));
    expect(isPermission('hub:site:edit')).toBe(true);
    expect(isPermission('hub:site:edit:now')).toBe(false);
  });

  it('are frozen', () => {
    expect(Object.isFrozen(SYSTEM_POLICIES)).toBe(true);
  });

  it('give every family root, view and workspace', () => {
    for (const type of HUB_ENTITY_TYPES) {
      for (const suffix of ['', ':view', ':workspace']) expect(policy(`hub:${type}${suffix}`)).toBeDefined();
    }
  });

  it('give every pane of the pane table a policy needing the workspace (content collaborators: a site one)', () => {
    for (const [type, panes] of Object.entries(WORKSPACE_PANES)) {
      for (const pane of panes) {
        expect(policy(`hub:${type}:workspace:${pane}`)?.dependencies).toContain(`hub:${type}:workspace`);
      }
    }
    expect(policy('hub:content:workspace:collaborators')).toBeUndefined();
    expect(policy('hub:site:workspace:collaborators')).toBeDefined();
  });

  it('need view for overview and dashboard, edit for details, settings and collaborators (spec 2 §6)', () => {
    for (const [type, panes] of Object.entries(WORKSPACE_PANES)) {
      for (const pane of panes) {
        const dependencies = policy(`hub:${type}:workspace:${pane}`)?.dependencies ?? [];
        if (pane === 'overview' || pane === 'dashboard') expect(dependencies).toContain(`hub:${type}:view`);
        if (['details', 'settings', 'collaborators'].includes(pane)) expect(dependencies).toContain(`hub:${type}:edit`);
      }
    }
  });

  it('map platform permissions one to one to portal privileges', () => {
    const platform = PERMISSIONS.filter((permission) => permission.startsWith('platform:'));
    expect(platform).toHaveLength(PORTAL_PRIVILEGES.length);
    for (const privilege of PORTAL_PRIVILEGES) {
      expect(policy(`platform:${privilege}`)).toEqual({ authenticated: true, privileges: [privilege] });
    }
  });

  it('gate availability and environments as spec 2 §6 lists', () => {
    expect(policy('hub:feature:workspace')).toMatchObject({
      availability: ['alpha'],
      environments: ['devext', 'qaext', 'production'],
    });
    expect(policy('hub:event')).toMatchObject({
      services: ['events'],
      availability: ['alpha'],
      licenses: ['hub-premium'],
      environments: ['devext', 'qaext'],
    });
    expect(policy('hub:feature:followcard')).toEqual({ availability: ['flag'], environments: ['qaext'] });
    expect(policy('hub:feature:keyboardshortcuts')).toEqual({
      availability: ['alpha'],
      environments: ['devext', 'qaext'],
    });
    expect(policy('hub:feature:history')).toMatchObject({ authenticated: true, environments: ['devext', 'qaext'] });
    expect(policy('hub:content:workspace:settings:schedule')).toMatchObject({
      services: ['hub-downloads'],
      environments: ['devext', 'qaext', 'production'],
    });
  });

  it('require the hub services of spec 2 §6 where they are used', () => {
    const services = new Set(PERMISSIONS.flatMap((permission) => policy(permission)?.services ?? []));
    for (const service of ['portal', 'discussions', 'events', 'metrics', 'hub-downloads'])
      expect(services).toContain(service);
  });
});
