import { describe, expect, it } from 'vitest';
import { buildPersonas, PERMISSION_TEST_ENTITIES as E } from '../testing/permissionPersonas.ts';
import { checkPermission, type PermissionAccessResponse } from './checkPermission.ts';
import { createPolicyRegistry } from './createPolicyRegistry.ts';
import type { PolicyAssertion } from './PermissionPolicy.ts';
import { getPolicyResponseCode, POLICY_RESPONSE_CODES, type PolicyResponseCode } from './policyResponses.ts';

// spec 2 §8, verbatim.
const SPEC_CODES = {
  PC100: 'granted',
  PC101: 'org-member',
  PC102: 'not-org-member',
  PC103: 'group-member',
  PC104: 'not-group-member',
  PC105: 'not-group-admin',
  PC106: 'is-user',
  PC107: 'not-owner',
  PC108: 'not-licensed',
  PC109: 'not-licensed-available',
  PC110: 'not-available',
  PC111: 'not-granted',
  PC112: 'no-edit-access',
  PC113: 'edit-access',
  PC114: 'invalid-permission',
  PC115: 'privilege-required',
  PC116: 'service-offline',
  PC117: 'service-maintenance',
  PC118: 'entity-required',
  PC119: 'not-authenticated',
  PC120: 'not-alpha-org',
  PC121: 'property-missing',
  PC122: 'property-not-array',
  PC123: 'array-contains-invalid-value',
  PC124: 'array-missing-required-value',
  PC125: 'property-mismatch',
  PC126: 'user-not-group-member',
  PC127: 'user-not-group-manager',
  PC128: 'user-not-group-owner',
  PC129: 'assertion-property-not-found',
  PC130: 'assertion-failed',
  PC131: 'assertion-requires-numeric-values',
  PC132: 'property-match',
  PC133: 'not-beta-org',
  PC134: 'not-in-environment',
  PC135: 'feature-disabled',
  PC136: 'feature-enabled',
  PC137: 'no-policy-exists',
} as const;

describe('policy response codes (spec 2 §8)', () => {
  it.each(Object.entries(SPEC_CODES))('%s is %s', (code, response) => {
    expect(getPolicyResponseCode(response)).toBe(code);
  });

  it('gives the responses the spec names without a code the codes of the reference, PC000 where it has none (ADR 0203)', () => {
    expect(getPolicyResponseCode('disabled-by-feature-flag')).toBe('PC138');
    expect(getPolicyResponseCode('release-date-not-reached')).toBe('PC139');
    expect(getPolicyResponseCode('retire-date-passed')).toBe('PC140');
    expect(getPolicyResponseCode('platform-version-not-met')).toBe('PC141');
    expect(getPolicyResponseCode('disabled-by-entity-flag')).toBe('PC142');
    expect(getPolicyResponseCode('feature-flag-required')).toBe('PC000');
    expect(getPolicyResponseCode('service-not-available')).toBe('PC000');
    expect(getPolicyResponseCode('no-delete-access')).toBe('PC000');
  });

  it('answers PC000 for anything unknown, including inherited object keys', () => {
    expect(getPolicyResponseCode('whatever')).toBe('PC000');
    expect(getPolicyResponseCode('toString')).toBe('PC000');
  });
});

describe('every code the rules can produce is produced', () => {
  const p = buildPersonas();
  const P = 'hub:feature:user:preferences';
  const withAssertion = (assertion: PolicyAssertion) => ({
    registry: createPolicyRegistry({ [P]: { assertions: [assertion] } }),
  });
  const grants = (collaborationType: 'org' | 'group' | 'group-admin' | 'user', collaborationId: string) => ({
    ...E.ownItem,
    permissions: [{ permission: 'hub:site:view', collaborationType, collaborationId }],
  });
  const situations: readonly (() => PermissionAccessResponse)[] = [
    () => checkPermission('hub:site:view', p.anonymous),
    () => checkPermission('hub:site:view', p.member, grants('org', 'org1')),
    () => checkPermission('hub:site:view', p.member, grants('org', 'org2')),
    () => checkPermission('hub:site:view', p.groupMember, grants('group', 'g1')),
    () => checkPermission('hub:site:view', p.member, grants('group', 'g1')),
    () => checkPermission('hub:site:view', p.groupMember, grants('group-admin', 'g1')),
    () => checkPermission('hub:site:view', p.member, grants('user', 'casey')),
    () => checkPermission('hub:site:owner', p.member, E.sharedItem),
    () => checkPermission('hub:discussion:create', p.basicMember),
    () => checkPermission('hub:license:hub-premium', p.enterprise),
    () => checkPermission('hub:site:edit', p.member, E.othersItem),
    () => checkPermission('hub:site:edit', p.member, E.ownItem),
    () => checkPermission('hub:nope', p.member),
    () => checkPermission('hub:site:create', p.viewer),
    () => checkPermission('hub:event:create', p.eventsOffline),
    () => checkPermission('hub:discussion:view', p.discussionsMaintenance),
    () => checkPermission('hub:site:edit', p.member),
    () => checkPermission('hub:site:create', p.anonymous),
    () => checkPermission('hub:availability:alpha', p.member),
    () =>
      checkPermission(
        P,
        p.member,
        E.ownItem,
        withAssertion({ property: 'entity:owner', type: 'eq', value: 'entity:x' }),
      ),
    () =>
      checkPermission(
        P,
        p.member,
        E.ownItem,
        withAssertion({ property: 'entity:owner', type: 'contains', value: 'c' }),
      ),
    () =>
      checkPermission(
        P,
        p.member,
        E.ownItem,
        withAssertion({ property: 'context:trustedOrgIds', type: 'gt', value: 1 }),
      ),
    () => checkPermission('hub:group:edit', p.member, E.group),
    () => checkPermission('hub:site:canChangeAccess', p.member, E.sharedItem),
    () => checkPermission(P, p.member, E.group, withAssertion({ property: 'entity:id', type: 'is-group-member' })),
    () => checkPermission('hub:group:shareContent', p.groupMember, E.viewOnlyGroup),
    () => checkPermission(P, p.member, E.group, withAssertion({ property: 'entity:id', type: 'is-group-owner' })),
    () => checkPermission('hub:site:canChangeAccess', p.member, E.ownItemNoControl),
    () => checkPermission('hub:group:create', p.atGroupLimit),
    () =>
      checkPermission(P, p.member, E.ownItem, withAssertion({ property: 'entity:owner', type: 'neq', value: 'casey' })),
    () =>
      checkPermission(P, p.member, E.tagged, withAssertion({ property: 'entity:tags', type: 'without', value: 'a' })),
    () => checkPermission('hub:availability:beta', p.member),
    () => checkPermission('hub:feature:keyboardshortcuts', p.alpha),
    () => checkPermission('hub:feature:workspace', p.workspaceDisabled),
    () => checkPermission('hub:site:workspace:overview', p.workspaceFlagged, E.ownItem),
    () => checkPermission('hub:site:edit', p.member, E.ownItem, { registry: createPolicyRegistry({}) }),
    () => checkPermission('hub:site:delete', p.member, E.othersItem),
    () => checkPermission('hub:site:edit', p.member, { ...E.ownItem, features: { 'hub:site:edit': false } }),
  ];

  // Never given: not-licensed-available (the licence rule), feature-disabled, and the reference's release dates and
  // platform versions, which Plaza's policies do not have.
  const NEVER = new Set(['PC109', 'PC135', 'PC139', 'PC140', 'PC141']);
  it('covers every code of spec 2 §8 and the reference but those no rule of Plaza gives', () => {
    const produced = new Set<PolicyResponseCode>();
    for (const situation of situations) {
      const result = situation();
      produced.add(result.code);
      for (const check of result.checks) produced.add(check.code);
    }
    const expected = new Set(Object.values(POLICY_RESPONSE_CODES).filter((code) => !NEVER.has(code)));
    expect([...produced].sort()).toEqual([...expected].sort());
  });
});
