import { describe, expect, it } from 'vitest';
import { createPolicyRegistry } from './createPolicyRegistry.ts';
import type { PolicyTable } from './PermissionPolicy.ts';
import { PolicyTableError } from './PolicyTableError.ts';
import { SYSTEM_POLICIES } from './systemPolicies.ts';
import { validatePolicyTable } from './validatePolicyTable.ts';

describe('validatePolicyTable', () => {
  it('accepts the system policies', () => {
    expect(validatePolicyTable(SYSTEM_POLICIES)).toEqual([]);
  });

  it('reports a dependency that names no policy', () => {
    expect(validatePolicyTable({ 'hub:a': { dependencies: ['hub:b'] } })).toEqual(['hub:a: unknown dependency hub:b']);
  });

  it('reports a cycle with its path, once', () => {
    const table: PolicyTable = {
      'hub:a': { dependencies: ['hub:b'] },
      'hub:b': { dependencies: ['hub:c'] },
      'hub:c': { dependencies: ['hub:a'] },
      'hub:d': { dependencies: ['hub:a'] },
    };
    expect(validatePolicyTable(table)).toEqual(['dependency cycle: hub:a → hub:b → hub:c → hub:a']);
  });

  it('reports a policy that depends on itself', () => {
    expect(validatePolicyTable({ 'hub:a': { dependencies: ['hub:a'] } })).toEqual(['dependency cycle: hub:a → hub:a']);
  });

  it('accepts a diamond (shared dependencies are not cycles)', () => {
    const table: PolicyTable = {
      'hub:a': { dependencies: ['hub:b', 'hub:c'] },
      'hub:b': { dependencies: ['hub:d'] },
      'hub:c': { dependencies: ['hub:d'] },
      'hub:d': {},
    };
    expect(validatePolicyTable(table)).toEqual([]);
  });

  it('reports unknown services, licences, environments, availabilities, operators and paths', () => {
    const table = {
      'hub:a': {
        services: ['telepathy'],
        licenses: ['hub-gold'],
        environments: ['moon'],
        availability: ['omega'],
        assertions: [
          { property: 'context:currentUser.password', type: 'eq', value: 1 },
          { property: 'user:name', type: 'eq', value: 'context:nope' },
          { property: 'entity:a..b', type: 'resembles' },
          {
            property: 'entity:id',
            type: 'eq',
            value: 1,
            conditions: [{ property: 'context:secret', type: 'eq', value: 1 }],
          },
        ],
      },
    } as unknown as PolicyTable;
    expect(validatePolicyTable(table)).toEqual([
      'hub:a: unknown service telepathy',
      'hub:a: unknown licence hub-gold',
      'hub:a: unknown environment moon',
      'hub:a: unknown availability omega',
      'hub:a: invalid property path context:currentUser.password',
      'hub:a: invalid property path user:name',
      'hub:a: invalid property path context:nope',
      'hub:a: unknown assertion operator resembles',
      'hub:a: invalid property path entity:a..b',
      'hub:a: invalid property path context:secret',
    ]);
  });
});

describe('createPolicyRegistry', () => {
  it('refuses a broken table with every problem listed', () => {
    const build = () => createPolicyRegistry({ 'hub:a': { dependencies: ['hub:b', 'hub:a'] } });
    expect(build).toThrow(PolicyTableError);
    try {
      build();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'POLICY_TABLE_INVALID',
        problems: ['hub:a: unknown dependency hub:b', 'dependency cycle: hub:a → hub:a'],
      });
    }
  });

  it('compiles assertion paths once', () => {
    const registry = createPolicyRegistry({
      'hub:a': { assertions: [{ property: 'entity:view.isViewOnly', type: 'eq', value: 'context:groupLimit' }] },
    });
    const assertion = registry.policies.get('hub:a')?.assertions[0];
    expect(assertion?.property).toEqual({
      root: 'entity',
      keys: ['view', 'isViewOnly'],
      text: 'entity:view.isViewOnly',
    });
    expect(assertion?.value).toEqual({
      kind: 'path',
      path: { root: 'context', keys: ['groupLimit'], text: 'context:groupLimit' },
    });
    expect(assertion?.text).toBe('entity:view.isViewOnly eq context:groupLimit');
  });

  it('resolves dependencies to their compiled policies once', () => {
    const registry = createPolicyRegistry({
      'hub:a': { dependencies: ['hub:c'] },
      'hub:b': { dependencies: ['hub:c'] },
      'hub:c': { licenses: ['hub-basic', 'hub-premium'] },
    });
    const c = registry.policies.get('hub:c');
    expect(registry.policies.get('hub:a')?.dependencies[0]).toBe(c);
    expect(registry.policies.get('hub:b')?.dependencies[0]).toBe(c);
    expect(c?.texts.licenses).toBe('hub-basic,hub-premium');
  });
});
