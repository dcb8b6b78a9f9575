import { describe, expect, it, vi } from 'vitest';
import { buildContext, buildUser } from '../testing/buildContext.ts';
import { checkPermission } from './checkPermission.ts';
import { createPolicyRegistry } from './createPolicyRegistry.ts';
import type { EntityPermissionGrant, PermissionPolicy } from './PermissionPolicy.ts';

// A known permission hosting test policies, so only the registry differs from the system one.
const P = 'hub:feature:user:preferences';
const registryOf = (policy: PermissionPolicy, extra: Record<string, PermissionPolicy> = {}) =>
  createPolicyRegistry({ [P]: policy, ...extra });

const EVERYTHING: PermissionPolicy = {
  dependencies: ['hub:user'],
  services: ['events'],
  authenticated: true,
  privileges: ['portal:user:createItem'],
  entityOwner: true,
  entityEdit: true,
  entityDelete: true,
  licenses: ['hub-premium'],
  assertions: [{ property: 'entity:access', type: 'eq', value: 'public' }],
  availability: ['alpha'],
  environments: ['qaext'],
};
const everything = registryOf(EVERYTHING, { 'hub:user': {} });
const alphaQa = buildContext({ availability: 'alpha', environment: 'qaext' });
const ownPublic = { id: 'i1', owner: 'casey', canEdit: true, canDelete: true, access: 'public' };

describe('checkPermission: the order of spec 2 §5', () => {
  it('records every check in order and grants when all pass', () => {
    const result = checkPermission(P, alphaQa, ownPublic, { registry: everything });
    expect(result).toMatchObject({ permission: P, access: true, response: 'granted', code: 'PC100' });
    expect(result.checks.map((check) => check.name)).toEqual([
      'dependency',
      'service',
      'authentication',
      'privilege',
      'owner',
      'edit',
      'delete',
      'license',
      'assertion',
      'availability',
      'environment',
    ]);
    expect(result.checks.find((check) => check.name === 'edit')).toMatchObject({
      response: 'edit-access',
      code: 'PC113',
      access: true,
    });
  });

  it('answers with the first denial and still reports every later check', () => {
    const offline = buildContext({
      user: 'anonymous',
      license: 'hub-basic',
      environment: 'devext',
      searchParams: '?sol=events',
    });
    const privateItem = { id: 'i1', access: 'private' };
    const result = checkPermission(P, offline, privateItem, { registry: everything });
    expect(result.response).toBe('service-offline');
    expect(result.checks.filter((check) => !check.access).map((check) => check.response)).toEqual([
      'service-offline',
      'not-authenticated',
      'privilege-required',
      'not-owner',
      'no-edit-access',
      'no-delete-access',
      'not-licensed',
      'property-mismatch',
      'not-alpha-org',
      'not-in-environment',
    ]);
  });

  it('evaluates dependencies first, recording their checks under their own name', () => {
    const registry = registryOf({ dependencies: ['hub:user'] }, { 'hub:user': { authenticated: true } });
    const result = checkPermission(P, buildContext({ user: 'anonymous' }), undefined, { registry });
    expect(result.response).toBe('not-authenticated');
    expect(result.checks).toEqual([
      expect.objectContaining({ permission: 'hub:user', name: 'authentication', response: 'not-authenticated' }),
      expect.objectContaining({ permission: P, name: 'dependency', value: 'hub:user', response: 'not-authenticated' }),
    ]);
  });

  it('says invalid-permission for an unknown name before anything else', () => {
    const result = checkPermission('hub:nothing', buildContext());
    expect(result).toMatchObject({ access: false, response: 'invalid-permission', code: 'PC114' });
    expect(result.checks).toHaveLength(1);
  });

  it('says no-policy-exists for a known permission the registry does not define', () => {
    const registry = createPolicyRegistry({ 'hub:site': {} });
    const result = checkPermission('hub:site:edit', buildContext(), undefined, { registry });
    expect(result).toMatchObject({ access: false, response: 'no-policy-exists', code: 'PC137' });
  });
});

describe('checkPermission: feature flags', () => {
  const gated = registryOf({
    authenticated: true,
    licenses: ['hub-premium'],
    availability: ['alpha'],
    environments: ['devext'],
  });

  it('denies on an entity flag set to false before anything else, even when the global flag is true', () => {
    const context = buildContext({ featureFlags: { [P]: true } });
    const result = checkPermission(P, context, { features: { [P]: false } }, { registry: gated });
    expect(result).toMatchObject({ response: 'disabled-by-entity-flag', code: 'PC142' });
    expect(result.checks).toHaveLength(1);
  });

  it('denies on a global flag set to false', () => {
    const result = checkPermission(P, buildContext({ searchParams: `pd=${P}` }), undefined, { registry: gated });
    expect(result).toMatchObject({ response: 'disabled-by-feature-flag', code: 'PC138' });
  });

  it('skips availability and environment for a true flag, global or entity, but not licence or sign-in', () => {
    const basic = buildContext({ license: 'hub-basic', searchParams: `pe=${P}` });
    expect(checkPermission(P, basic, undefined, { registry: gated }).response).toBe('not-licensed');
    const premium = buildContext({ searchParams: `pe=${P}` });
    const flagged = checkPermission(P, premium, undefined, { registry: gated });
    expect(flagged.response).toBe('granted');
    expect(flagged.checks.map((check) => check.name)).toEqual(['feature-flag', 'authentication', 'license']);
    expect(flagged.checks[0]).toMatchObject({ response: 'feature-enabled', code: 'PC136' });
    const byEntity = checkPermission(P, buildContext(), { features: { [P]: true } }, { registry: gated });
    expect(byEntity.response).toBe('granted');
    const anonymous = buildContext({ user: 'anonymous', searchParams: `pe=${P}` });
    expect(checkPermission(P, anonymous, undefined, { registry: gated }).response).toBe('not-authenticated');
  });
});

describe('checkPermission: entity-level grants (spec 2 §5)', () => {
  const open = registryOf({});
  const grant = (collaborationType: EntityPermissionGrant['collaborationType'], collaborationId?: string) => ({
    permission: P,
    collaborationType,
    ...(collaborationId ? { collaborationId } : {}),
  });
  const member = buildContext({ user: buildUser({ memberships: { g1: 'member', g2: 'admin' } }) });
  const anonymous = buildContext({ user: 'anonymous' });

  it.each([
    ['user, same username', member, [grant('user', 'casey')], 'granted', 'is-user'],
    ['user, someone else', member, [grant('user', 'jo')], 'not-granted', 'not-granted'],
    ['org, same org', member, [grant('org', 'org1')], 'granted', 'org-member'],
    ['org, other org', member, [grant('org', 'org2')], 'not-granted', 'not-org-member'],
    ['group, member', member, [grant('group', 'g1')], 'granted', 'group-member'],
    ['group, not member', member, [grant('group', 'g9')], 'not-granted', 'not-group-member'],
    ['group-admin, admin', member, [grant('group-admin', 'g2')], 'granted', 'granted'],
    ['group-admin, member', member, [grant('group-admin', 'g1')], 'not-granted', 'not-group-admin'],
    ['authenticated, signed in', member, [grant('authenticated')], 'granted', 'granted'],
    ['authenticated, anonymous', anonymous, [grant('authenticated')], 'not-granted', 'not-authenticated'],
    ['anonymous', anonymous, [grant('anonymous')], 'granted', 'granted'],
    ['any one of several', member, [grant('org', 'org2'), grant('group', 'g1')], 'granted', 'not-org-member'],
  ] as const)('%s', (_name, context, permissions, response, firstGrant) => {
    const result = checkPermission(P, context, { id: 'i1', permissions }, { registry: open });
    expect(result.response).toBe(response);
    expect(result.checks.find((check) => check.name === 'grant')?.response).toBe(firstGrant);
  });

  it('ignores grants of other permissions', () => {
    const permissions = [{ permission: 'hub:site:edit', collaborationType: 'user', collaborationId: 'jo' }] as const;
    expect(checkPermission(P, member, { permissions }, { registry: open }).response).toBe('granted');
  });
});

describe('checkPermission: reporting denials', () => {
  it('calls onDenied with each denial, never with a grant', () => {
    const onDenied = vi.fn();
    checkPermission('hub:site:create', buildContext(), undefined, { onDenied });
    expect(onDenied).not.toHaveBeenCalled();
    const denied = checkPermission('hub:site:create', buildContext({ user: 'anonymous' }), undefined, { onDenied });
    expect(onDenied).toHaveBeenCalledWith(denied);
  });
});

describe('checkPermission: hand-built contexts', () => {
  it('treats a service the context does not report as not available', () => {
    const { events: _events, ...serviceStatus } = buildContext().serviceStatus;
    const context = { ...buildContext(), serviceStatus } as unknown as Parameters<typeof checkPermission>[1];
    const registry = registryOf({ services: ['events'] });
    expect(checkPermission(P, context, undefined, { registry }).response).toBe('service-not-available');
  });
});
