import { describe, expect, it } from 'vitest';
import {
  buildPersonas,
  PERMISSION_TEST_ENTITIES,
  type PersonaName,
  type TestEntityName,
} from '../testing/permissionPersonas.ts';
import { checkPermission, type PermissionName } from './checkPermission.ts';
import { POLICY_RESPONSE_CODES, type PolicyResponse } from './policyResponses.ts';

type Case = readonly [PermissionName, PersonaName, TestEntityName, PolicyResponse];

// One row per situation: permission, who asks, about what, and the one response expected (spec 2 §5, §6).
const CASES: readonly Case[] = [
  // site
  ['hub:site:create', 'member', 'none', 'granted'],
  ['hub:site:create', 'viewer', 'none', 'privilege-required'],
  ['hub:site:create', 'anonymous', 'none', 'not-authenticated'],
  ['hub:site:view', 'anonymous', 'none', 'granted'],
  ['hub:site:edit', 'member', 'ownItem', 'granted'],
  ['hub:site:edit', 'member', 'othersItem', 'no-edit-access'],
  ['hub:site:edit', 'member', 'none', 'entity-required'],
  ['hub:site:delete', 'member', 'sharedItem', 'no-delete-access'],
  ['hub:site:delete', 'member', 'ownItem', 'granted'],
  ['hub:site:owner', 'member', 'sharedItem', 'not-owner'],
  ['hub:site:owner', 'member', 'ownItem', 'granted'],
  ['hub:site:canChangeAccess', 'member', 'ownItem', 'granted'],
  ['hub:site:canChangeAccess', 'viewer', 'ownItem', 'array-missing-required-value'],
  ['hub:site:canChangeAccess', 'member', 'sharedItem', 'property-mismatch'],
  ['hub:site:canChangeAccess', 'member', 'ownItemNoControl', 'assertion-property-not-found'],
  ['hub:site:canChangeAccess', 'orgAdmin', 'adminsItem', 'granted'],
  ['hub:site:workspace:overview', 'member', 'ownItem', 'not-alpha-org'],
  ['hub:site:workspace:overview', 'alpha', 'othersItem', 'granted'],
  ['hub:site:workspace:dashboard', 'alpha', 'othersItem', 'granted'],
  ['hub:site:workspace:dashboard', 'anonymousAlpha', 'othersItem', 'not-authenticated'],
  ['hub:site:workspace:details', 'alpha', 'othersItem', 'no-edit-access'],
  ['hub:site:workspace:details', 'alpha', 'ownItem', 'granted'],
  ['hub:site:workspace:settings', 'alpha', 'ownItem', 'granted'],
  ['hub:site:workspace:collaborators', 'alpha', 'sharedItem', 'granted'],
  ['hub:site:workspace:pages', 'alpha', 'othersItem', 'no-edit-access'],
  ['hub:site:workspace:projects', 'alpha', 'ownItem', 'granted'],
  ['hub:site:workspace:initiatives', 'alpha', 'ownItem', 'granted'],
  ['hub:site:workspace:followers', 'alpha', 'ownItem', 'granted'],
  ['hub:site:workspace:content', 'alpha', 'ownItem', 'granted'],
  ['hub:site:workspace:events', 'alpha', 'ownItem', 'not-in-environment'],
  ['hub:site:workspace:events', 'qaAlpha', 'ownItem', 'granted'],
  ['hub:site:workspace:discussion', 'alpha', 'ownItem', 'granted'],
  ['hub:site:workspace:discussion', 'enterpriseWorkspace', 'ownItem', 'service-not-available'],
  ['hub:site:workspace:discussion', 'discussionsOffline', 'ownItem', 'service-offline'],
  ['hub:site:feature:follow', 'anonymous', 'none', 'granted'],
  ['hub:site:feature:discussions', 'enterprise', 'none', 'service-not-available'],
  // feature flags: URL pe/pd, user preview settings, configuration
  ['hub:site:workspace:overview', 'workspaceFlagged', 'othersItem', 'granted'],
  ['hub:site:workspace:overview', 'workspacePreview', 'othersItem', 'granted'],
  ['hub:site:workspace:overview', 'workspaceDisabled', 'othersItem', 'disabled-by-feature-flag'],
  ['hub:feature:workspace', 'workspaceConfigOff', 'none', 'disabled-by-feature-flag'],
  ['hub:feature:workspace', 'enterpriseWorkspace', 'none', 'granted'],
  ['hub:feature:workspace', 'enterpriseAlpha', 'none', 'not-in-environment'],
  ['hub:feature:workspace', 'anonymousWorkspaceFlagged', 'none', 'not-authenticated'],
  ['hub:feature:workspace', 'beta', 'none', 'not-alpha-org'],
  ['hub:feature:keyboardshortcuts', 'alpha', 'none', 'not-in-environment'],
  ['hub:feature:keyboardshortcuts', 'qaAlpha', 'none', 'granted'],
  ['hub:feature:keyboardshortcuts', 'shortcutsConfigured', 'none', 'granted'],
  ['hub:feature:history', 'qaAlpha', 'none', 'granted'],
  ['hub:feature:history', 'devAlpha', 'none', 'granted'],
  ['hub:feature:history', 'anonymousQaAlpha', 'none', 'not-authenticated'],
  ['hub:feature:history', 'qa', 'none', 'not-alpha-org'],
  ['hub:feature:followcard', 'qaAlpha', 'none', 'feature-flag-required'],
  ['hub:feature:followcard', 'followcardFlagged', 'none', 'granted'],
  ['hub:feature:followcard', 'followcardOff', 'none', 'disabled-by-feature-flag'],
  ['hub:feature:user:preferences', 'member', 'none', 'granted'],
  ['hub:feature:user:preferences', 'anonymous', 'none', 'not-authenticated'],
  // licences, availability, environments
  ['hub:license:hub-premium', 'member', 'none', 'granted'],
  ['hub:license:hub-premium', 'basicMember', 'none', 'not-licensed'],
  ['hub:license:hub-premium', 'enterprise', 'none', 'not-available'],
  ['hub:license:hub-basic', 'member', 'none', 'not-available'],
  ['hub:license:hub-basic', 'basicMember', 'none', 'granted'],
  ['hub:license:enterprise-sites', 'enterprise', 'none', 'granted'],
  ['hub:license:enterprise-sites', 'basicMember', 'none', 'not-available'],
  ['hub:availability:alpha', 'member', 'none', 'not-alpha-org'],
  ['hub:availability:alpha', 'alpha', 'none', 'granted'],
  ['hub:availability:beta', 'member', 'none', 'not-beta-org'],
  ['hub:availability:beta', 'beta', 'none', 'granted'],
  ['hub:availability:beta', 'alpha', 'none', 'granted'],
  ['hub:availability:general', 'anonymous', 'none', 'granted'],
  ['hub:environment:production', 'member', 'none', 'granted'],
  ['hub:environment:enterprise', 'member', 'none', 'not-in-environment'],
  ['hub:environment:enterprise', 'enterprise', 'none', 'granted'],
  ['hub:environment:qaext', 'qaAlpha', 'none', 'granted'],
  ['hub:environment:devext', 'devextFlagged', 'none', 'granted'],
  // page
  ['hub:page:create', 'member', 'none', 'granted'],
  ['hub:page:create', 'viewer', 'none', 'privilege-required'],
  ['hub:page:edit', 'member', 'othersItem', 'no-edit-access'],
  ['hub:page:delete', 'member', 'ownItem', 'granted'],
  ['hub:page:canChangeAccess', 'orgAdmin', 'adminsItem', 'granted'],
  ['hub:page:workspace:collaborators', 'alpha', 'sharedItem', 'granted'],
  ['hub:page:workspace:dashboard', 'alpha', 'othersItem', 'granted'],
  ['hub:page:workspace:details', 'alpha', 'othersItem', 'no-edit-access'],
  // project
  ['hub:project:create', 'publisher', 'none', 'granted'],
  ['hub:project:workspace:metrics', 'alpha', 'ownItem', 'granted'],
  ['hub:project:workspace:metrics', 'metricsOffline', 'ownItem', 'service-offline'],
  ['hub:project:workspace:events', 'qaAlpha', 'ownItem', 'granted'],
  ['hub:project:workspace:content', 'alpha', 'ownItem', 'granted'],
  ['hub:project:workspace:initiatives', 'alpha', 'othersItem', 'no-edit-access'],
  ['hub:project:discussions', 'member', 'none', 'granted'],
  ['hub:project:discussions', 'enterprise', 'none', 'service-not-available'],
  ['hub:project:owner', 'member', 'ownItem', 'granted'],
  // initiative
  ['hub:initiative:create', 'member', 'none', 'granted'],
  ['hub:initiative:workspace:projects', 'alpha', 'ownItem', 'granted'],
  ['hub:initiative:workspace:metrics', 'enterpriseWorkspace', 'ownItem', 'service-not-available'],
  ['hub:initiative:workspace:events', 'qaAlphaBasic', 'ownItem', 'not-licensed'],
  ['hub:initiative:workspace:overview', 'anonymousAlpha', 'ownItem', 'not-authenticated'],
  ['hub:initiative:owner', 'member', 'othersItem', 'not-owner'],
  // template and initiative template
  ['hub:template:create', 'viewer', 'none', 'privilege-required'],
  ['hub:template:workspace:dashboard', 'alpha', 'othersItem', 'granted'],
  ['hub:template:workspace:details', 'alpha', 'othersItem', 'no-edit-access'],
  ['hub:template:workspace:collaborators', 'alpha', 'sharedItem', 'granted'],
  ['hub:initiativeTemplate:create', 'member', 'none', 'granted'],
  ['hub:initiativeTemplate:workspace:settings', 'alpha', 'ownItem', 'granted'],
  ['hub:initiativeTemplate:delete', 'member', 'sharedItem', 'no-delete-access'],
  // content
  ['hub:content:create', 'member', 'none', 'granted'],
  ['hub:content:create', 'anonymous', 'none', 'not-authenticated'],
  ['hub:content:view', 'anonymous', 'none', 'granted'],
  ['hub:content:canChangeAccess', 'member', 'sharedItem', 'property-mismatch'],
  ['hub:content:workspace:overview', 'alpha', 'othersItem', 'granted'],
  ['hub:content:workspace:discussion', 'alpha', 'ownItem', 'granted'],
  ['hub:content:workspace:discussion', 'discussionsOffline', 'ownItem', 'service-offline'],
  ['hub:content:workspace:settings:schedule', 'alpha', 'ownItem', 'granted'],
  ['hub:content:workspace:settings:schedule', 'enterpriseWorkspace', 'ownItem', 'service-not-available'],
  ['hub:content:workspace:settings:schedule', 'downloadsNotAvailable', 'ownItem', 'service-not-available'],
  ['hub:site:workspace:collaborators', 'alpha', 'sharedItem', 'granted'],
  // discussion
  ['hub:discussion:create', 'member', 'none', 'granted'],
  ['hub:discussion:create', 'basicMember', 'none', 'not-licensed'],
  ['hub:discussion:create', 'enterprise', 'none', 'service-not-available'],
  ['hub:discussion:create', 'viewer', 'none', 'privilege-required'],
  ['hub:discussion:create', 'discussionsDisabled', 'none', 'disabled-by-feature-flag'],
  ['hub:discussion:view', 'basicMember', 'none', 'granted'],
  ['hub:discussion:view', 'anonymous', 'none', 'granted'],
  ['hub:discussion:view', 'discussionsMaintenance', 'none', 'service-maintenance'],
  ['hub:discussion:workspace:participation', 'alpha', 'ownItem', 'granted'],
  ['hub:discussion:workspace:dashboard', 'alpha', 'othersItem', 'granted'],
  // survey
  ['hub:survey:create', 'member', 'none', 'privilege-required'],
  ['hub:survey:create', 'publisher', 'none', 'granted'],
  ['hub:survey:create', 'orgAdmin', 'none', 'granted'],
  ['hub:survey:edit', 'member', 'othersItem', 'no-edit-access'],
  ['hub:survey:workspace:collaborators', 'alpha', 'sharedItem', 'granted'],
  // event
  ['hub:event:create', 'qaAlpha', 'none', 'granted'],
  ['hub:event:create', 'alpha', 'none', 'not-in-environment'],
  ['hub:event:create', 'qa', 'none', 'not-alpha-org'],
  ['hub:event:create', 'qaAlphaBasic', 'none', 'not-licensed'],
  ['hub:event:create', 'eventsOffline', 'none', 'service-offline'],
  ['hub:event:create', 'eventsNotAvailable', 'none', 'service-not-available'],
  ['hub:event:create', 'eventsFlagged', 'none', 'granted'],
  ['hub:event:view', 'anonymousQaAlpha', 'none', 'granted'],
  ['hub:event:edit', 'qaAlpha', 'event', 'granted'],
  ['hub:event:delete', 'qaAlpha', 'event', 'no-delete-access'],
  ['hub:event:canChangeAccess', 'qaAlpha', 'event', 'granted'],
  ['hub:event:canChangeAccess', 'qaAlpha', 'eventLocked', 'property-mismatch'],
  ['hub:event:canChangeAccess', 'qaAlpha', 'none', 'entity-required'],
  ['hub:event:workspace:attendees', 'qaAlpha', 'event', 'granted'],
  ['hub:event:workspace:attendees', 'qaAlpha', 'eventLocked', 'no-edit-access'],
  // group
  ['hub:group:create', 'member', 'none', 'granted'],
  ['hub:group:create', 'viewer', 'none', 'privilege-required'],
  ['hub:group:create', 'atGroupLimit', 'none', 'assertion-failed'],
  ['hub:group:create:edit', 'member', 'none', 'privilege-required'],
  ['hub:group:create:edit', 'orgAdmin', 'none', 'granted'],
  ['hub:group:edit', 'member', 'group', 'array-missing-required-value'],
  ['hub:group:edit', 'groupAdmin', 'group', 'granted'],
  ['hub:group:edit', 'groupOwner', 'group', 'granted'],
  ['hub:group:edit', 'orgAdmin', 'group', 'granted'],
  ['hub:group:edit', 'member', 'none', 'entity-required'],
  ['hub:group:delete', 'orgAdmin', 'group', 'granted'],
  ['hub:group:delete', 'groupAdmin', 'group', 'granted'],
  ['hub:group:delete', 'groupMember', 'group', 'array-missing-required-value'],
  ['hub:group:members:assign', 'groupAdmin', 'group', 'granted'],
  ['hub:group:members:assign', 'publisher', 'group', 'array-missing-required-value'],
  ['hub:group:manage', 'groupMember', 'group', 'array-missing-required-value'],
  ['hub:group:manage', 'groupAdmin', 'group', 'granted'],
  ['hub:group:manage', 'orgAdmin', 'group', 'granted'],
  ['hub:group:shareContent', 'groupMember', 'group', 'granted'],
  ['hub:group:shareContent', 'groupMember', 'viewOnlyGroup', 'user-not-group-manager'],
  ['hub:group:shareContent', 'groupAdmin', 'viewOnlyGroup', 'granted'],
  ['hub:group:shareContent', 'member', 'group', 'array-missing-required-value'],
  ['hub:group:shareContent', 'orgAdmin', 'group', 'granted'],
  ['hub:group:shareContent', 'viewerGroupMember', 'group', 'privilege-required'],
  ['hub:group:owner', 'member', 'group', 'not-owner'],
  ['hub:group:workspace:members', 'groupMember', 'group', 'granted'],
  ['hub:group:workspace:details', 'groupMember', 'group', 'array-missing-required-value'],
  ['hub:group:workspace:discussion', 'groupAdminOffline', 'group', 'service-offline'],
  ['hub:group:workspace:settings', 'groupOwner', 'group', 'granted'],
  // user
  ['hub:user:edit', 'member', 'self', 'granted'],
  ['hub:user:edit', 'member', 'otherUser', 'not-owner'],
  ['hub:user:edit', 'anonymous', 'otherUser', 'not-authenticated'],
  ['hub:user:view', 'anonymous', 'otherUser', 'granted'],
  ['hub:user:workspace:overview', 'alpha', 'self', 'granted'],
  // platform: one to one with portal privileges
  ['platform:portal:admin:deleteItems', 'orgAdmin', 'none', 'granted'],
  ['platform:portal:admin:deleteItems', 'member', 'none', 'privilege-required'],
  ['platform:portal:user:createItem', 'anonymous', 'none', 'not-authenticated'],
  ['platform:premium:user:geocode', 'member', 'none', 'granted'],
  ['platform:portal:publisher:publishFeatures', 'publisher', 'none', 'granted'],
  ['platform:features:user:edit', 'viewer', 'none', 'privilege-required'],
  // not a permission
  ['hub:site:fly', 'member', 'none', 'invalid-permission'],
  ['', 'anonymous', 'none', 'invalid-permission'],
];

describe('checkPermission across every family (spec 2 §5, §6)', () => {
  const personas = buildPersonas();

  it.each(CASES)('%s · %s · %s → %s', (permission, persona, entity, expected) => {
    const result = checkPermission(permission, personas[persona], PERMISSION_TEST_ENTITIES[entity]);
    expect(result.response).toBe(expected);
    expect(result.code).toBe(POLICY_RESPONSE_CODES[expected]);
    expect(result.access).toBe(expected === 'granted');
    expect(result.permission).toBe(permission);
  });

  it('has at least 150 cases and touches every family', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(150);
    const families = new Set(CASES.map(([permission]) => permission.split(':').slice(0, 2).join(':')));
    for (const family of ['site', 'page', 'project', 'initiative', 'initiativeTemplate', 'template', 'content']) {
      expect(families).toContain(`hub:${family}`);
    }
    for (const family of ['discussion', 'survey', 'event', 'group', 'user', 'feature', 'license']) {
      expect(families).toContain(`hub:${family}`);
    }
    expect(families).toContain('platform:portal');
  });
});
