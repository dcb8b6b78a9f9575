import { describe, expect, it } from 'vitest';
import { buildContext, buildUser } from '../testing/buildContext.ts';
import { checkAssertion } from './checkAssertion.ts';
import { createPolicyRegistry, type CompiledAssertion } from './createPolicyRegistry.ts';
import { ASSERTION_OPERATORS, type PermissionEntity, type PolicyAssertion } from './PermissionPolicy.ts';
import type { PolicyResponse } from './policyResponses.ts';

const context = buildContext({ user: buildUser({ memberships: { g1: 'admin', g2: 'member', g3: 'owner' } }) });
const entity = { id: 'g1', owner: 'casey', access: 'public', title: 'Parks plan', tags: ['a', 'b'], count: 5 };
const inGroup = (id: string) => ({ ...entity, id });

function compile(assertion: PolicyAssertion): CompiledAssertion {
  const compiled = createPolicyRegistry({ x: { assertions: [assertion] } }).policies.get('x')?.assertions[0];
  if (!compiled) throw new Error('not compiled');
  return compiled;
}

type Case = readonly [string, PolicyAssertion, PolicyResponse, PermissionEntity?];

const CASES: readonly Case[] = [
  ['eq literal', { property: 'entity:access', type: 'eq', value: 'public' }, 'granted'],
  ['eq mismatch', { property: 'entity:access', type: 'eq', value: 'private' }, 'property-mismatch'],
  ['eq path', { property: 'entity:owner', type: 'eq', value: 'context:currentUser.username' }, 'granted'],
  ['eq array', { property: 'entity:tags', type: 'eq', value: ['a', 'b'] }, 'granted'],
  ['eq array order', { property: 'entity:tags', type: 'eq', value: ['b', 'a'] }, 'property-mismatch'],
  ['neq', { property: 'entity:access', type: 'neq', value: 'private' }, 'granted'],
  ['neq match', { property: 'entity:access', type: 'neq', value: 'public' }, 'property-match'],
  ['starts-with', { property: 'entity:title', type: 'starts-with', value: 'Parks' }, 'granted'],
  ['starts-with fails', { property: 'entity:title', type: 'starts-with', value: 'plan' }, 'assertion-failed'],
  ['starts-with number', { property: 'entity:count', type: 'starts-with', value: '5' }, 'assertion-failed'],
  ['ends-with', { property: 'entity:title', type: 'ends-with', value: 'plan' }, 'granted'],
  ['ends-with fails', { property: 'entity:title', type: 'ends-with', value: 'Parks' }, 'assertion-failed'],
  ['not-starts-with', { property: 'entity:title', type: 'not-starts-with', value: 'plan' }, 'granted'],
  ['not-starts-with fails', { property: 'entity:title', type: 'not-starts-with', value: 'Parks' }, 'assertion-failed'],
  ['not-ends-with', { property: 'entity:title', type: 'not-ends-with', value: 'Parks' }, 'granted'],
  ['not-ends-with fails', { property: 'entity:title', type: 'not-ends-with', value: 'plan' }, 'assertion-failed'],
  ['contains one', { property: 'entity:tags', type: 'contains', value: 'a' }, 'granted'],
  ['contains all', { property: 'entity:tags', type: 'contains', value: ['a', 'b'] }, 'granted'],
  [
    'contains missing',
    { property: 'entity:tags', type: 'contains', value: ['a', 'c'] },
    'array-missing-required-value',
  ],
  ['contains on string', { property: 'entity:title', type: 'contains', value: 'P' }, 'property-not-array'],
  ['contains-some', { property: 'entity:tags', type: 'contains-some', value: ['c', 'b'] }, 'granted'],
  [
    'contains-some none',
    { property: 'entity:tags', type: 'contains-some', value: ['c'] },
    'array-missing-required-value',
  ],
  ['contains-some on number', { property: 'entity:count', type: 'contains-some', value: [5] }, 'property-not-array'],
  ['without', { property: 'entity:tags', type: 'without', value: 'c' }, 'granted'],
  ['without present', { property: 'entity:tags', type: 'without', value: ['c', 'a'] }, 'array-contains-invalid-value'],
  ['included-in', { property: 'entity:access', type: 'included-in', value: ['public', 'org'] }, 'granted'],
  ['included-in not', { property: 'entity:access', type: 'included-in', value: ['private'] }, 'property-mismatch'],
  ['included-in not array', { property: 'entity:access', type: 'included-in', value: 'public' }, 'property-not-array'],
  ['included-in array', { property: 'entity:tags', type: 'included-in', value: ['a', 'b', 'c'] }, 'granted'],
  [
    'included-in array extra',
    { property: 'entity:tags', type: 'included-in', value: ['a'] },
    'array-contains-invalid-value',
  ],
  ['gt', { property: 'entity:count', type: 'gt', value: 3 }, 'granted'],
  ['gt equal', { property: 'entity:count', type: 'gt', value: 5 }, 'assertion-failed'],
  ['gt string property', { property: 'entity:title', type: 'gt', value: 3 }, 'assertion-requires-numeric-values'],
  ['gt string value', { property: 'entity:count', type: 'gt', value: '3' }, 'assertion-requires-numeric-values'],
  ['lt', { property: 'entity:count', type: 'lt', value: 6 }, 'granted'],
  ['lt equal', { property: 'entity:count', type: 'lt', value: 5 }, 'assertion-failed'],
  ['length-gt array', { property: 'entity:tags', type: 'length-gt', value: 1 }, 'granted'],
  ['length-gt fails', { property: 'entity:tags', type: 'length-gt', value: 2 }, 'assertion-failed'],
  ['length-gt string', { property: 'entity:title', type: 'length-gt', value: 3 }, 'granted'],
  ['length-gt number', { property: 'entity:count', type: 'length-gt', value: 1 }, 'property-not-array'],
  [
    'length-gt text value',
    { property: 'entity:tags', type: 'length-gt', value: '1' },
    'assertion-requires-numeric-values',
  ],
  [
    'length-lt path',
    { property: 'context:currentUser.groups', type: 'length-lt', value: 'context:groupLimit' },
    'granted',
  ],
  ['length-lt fails', { property: 'context:currentUser.groups', type: 'length-lt', value: 3 }, 'assertion-failed'],
  ['is-group-admin admin', { property: 'entity:id', type: 'is-group-admin' }, 'granted'],
  ['is-group-admin owner', { property: 'entity:id', type: 'is-group-admin' }, 'granted', inGroup('g3')],
  ['is-group-admin member', { property: 'entity:id', type: 'is-group-admin' }, 'user-not-group-manager', inGroup('g2')],
  ['is-not-group-admin', { property: 'entity:id', type: 'is-not-group-admin' }, 'granted', inGroup('g2')],
  ['is-not-group-admin admin', { property: 'entity:id', type: 'is-not-group-admin' }, 'assertion-failed'],
  ['is-group-member', { property: 'entity:id', type: 'is-group-member' }, 'granted', inGroup('g2')],
  ['is-group-member none', { property: 'entity:id', type: 'is-group-member' }, 'user-not-group-member', inGroup('g9')],
  ['is-not-group-member', { property: 'entity:id', type: 'is-not-group-member' }, 'granted', inGroup('g9')],
  [
    'is-not-group-member member',
    { property: 'entity:id', type: 'is-not-group-member' },
    'assertion-failed',
    inGroup('g2'),
  ],
  ['is-group-owner', { property: 'entity:id', type: 'is-group-owner' }, 'granted', inGroup('g3')],
  ['is-group-owner admin', { property: 'entity:id', type: 'is-group-owner' }, 'user-not-group-owner'],
  ['is-not-group-owner', { property: 'entity:id', type: 'is-not-group-owner' }, 'granted'],
  [
    'is-not-group-owner owner',
    { property: 'entity:id', type: 'is-not-group-owner' },
    'assertion-failed',
    inGroup('g3'),
  ],
  ['missing property', { property: 'entity:nope', type: 'eq', value: 1 }, 'assertion-property-not-found'],
  [
    'missing nested property',
    { property: 'entity:title.nope.deeper', type: 'eq', value: 1 },
    'assertion-property-not-found',
  ],
  ['missing value path', { property: 'entity:owner', type: 'eq', value: 'entity:nope' }, 'property-missing'],
  [
    'condition holds',
    {
      property: 'entity:access',
      type: 'eq',
      value: 'org',
      conditions: [{ property: 'entity:count', type: 'gt', value: 1 }],
    },
    'property-mismatch',
  ],
  [
    'condition does not hold',
    {
      property: 'entity:access',
      type: 'eq',
      value: 'org',
      conditions: [{ property: 'entity:count', type: 'gt', value: 9 }],
    },
    'granted',
  ],
];

describe('checkAssertion (spec 2 §5 "Assertions")', () => {
  const rows = CASES.map(
    ([name, assertion, expected, target]) => [name, assertion, expected, target ?? entity] as const,
  );

  it.each(rows)('%s', (_name, assertion, expected, target) => {
    expect(checkAssertion(compile(assertion), context, target).response).toBe(expected);
  });

  it('exercises every operator of the spec', () => {
    const used = new Set(CASES.map(([, assertion]) => assertion.type));
    expect([...ASSERTION_OPERATORS].filter((operator) => !used.has(operator))).toEqual([]);
  });

  it('reports whether the conditions let the assertion apply', () => {
    const gated = compile({
      property: 'entity:access',
      type: 'eq',
      value: 'org',
      conditions: [{ property: 'entity:count', type: 'gt', value: 9 }],
    });
    expect(checkAssertion(gated, context, entity)).toEqual({ response: 'granted', applied: false });
    const larger = { ...entity, count: 10 };
    expect(checkAssertion(gated, context, larger)).toEqual({
      response: 'property-mismatch',
      applied: true,
    });
  });

  it('needs an entity for entity: paths, in the property, the value or a condition', () => {
    const property = compile({ property: 'entity:owner', type: 'eq', value: 'casey' });
    const value = compile({ property: 'context:currentUser.username', type: 'eq', value: 'entity:owner' });
    const condition = compile({
      property: 'context:isAuthenticated',
      type: 'eq',
      value: true,
      conditions: [{ property: 'entity:id', type: 'is-group-member' }],
    });
    for (const assertion of [property, value, condition]) {
      expect(checkAssertion(assertion, context, undefined).response).toBe('entity-required');
    }
  });

  it('treats an anonymous user as having no username and no groups', () => {
    const anonymous = buildContext({ user: 'anonymous' });
    const username = compile({ property: 'context:currentUser.username', type: 'eq', value: 'casey' });
    const member = compile({ property: 'entity:id', type: 'is-group-member' });
    expect(checkAssertion(username, anonymous, entity).response).toBe('assertion-property-not-found');
    expect(checkAssertion(member, anonymous, entity).response).toBe('user-not-group-member');
  });
});
