import type { GroupMemberType } from '../context/Context.ts';
import type { CompiledAssertion } from './createPolicyRegistry.ts';
import type { PermissionContext, PermissionEntity } from './PermissionPolicy.ts';
import type { PolicyResponse } from './policyResponses.ts';
import { readPath } from './propertyPath.ts';

/** What an assertion check found: its response, and whether its conditions let it apply. */
export interface AssertionOutcome {
  readonly response: PolicyResponse;
  readonly applied: boolean;
}

const GRANTED: AssertionOutcome = Object.freeze({ response: 'granted', applied: true });
const SKIPPED: AssertionOutcome = Object.freeze({ response: 'granted', applied: false });

/**
 * Checks one compiled assertion (spec 2 §5; responses chosen in ADR 0022). Conditions come first: when one
 * does not hold, the assertion does not apply and passes (one that needs a missing entity gives
 * `entity-required`). Then `entity:` paths without an entity give
 * `entity-required`, a missing property `assertion-property-not-found`, a missing value path
 * `property-missing`, and each operator its own denial.
 *
 * @example
 * checkAssertion(compiled, context, { owner: 'casey' }); // { response: 'granted', applied: true }
 */
export function checkAssertion(
  assertion: CompiledAssertion,
  context: PermissionContext,
  entity: PermissionEntity | undefined,
): AssertionOutcome {
  for (const condition of assertion.conditions) {
    const response = checkAssertion(condition, context, entity).response;
    // A condition that cannot be read for want of an entity says nothing about whether it holds.
    if (response === 'entity-required') return outcome(response);
    if (response !== 'granted') return SKIPPED;
  }
  if (entity === undefined && (assertion.property.root === 'entity' || isEntityValue(assertion))) {
    return outcome('entity-required');
  }
  const property = readPath(assertion.property, context, entity);
  if (property === undefined) return outcome('assertion-property-not-found');
  const value =
    assertion.value.kind === 'path' ? readPath(assertion.value.path, context, entity) : assertion.value.value;
  if (value === undefined && assertion.value.kind === 'path') return outcome('property-missing');
  return outcome(compare(assertion.type, property, value, context));
}

function isEntityValue(assertion: CompiledAssertion): boolean {
  return assertion.value.kind === 'path' && assertion.value.path.root === 'entity';
}

function outcome(response: PolicyResponse): AssertionOutcome {
  return response === 'granted' ? GRANTED : { response, applied: true };
}

function compare(
  type: CompiledAssertion['type'],
  property: unknown,
  value: unknown,
  context: PermissionContext,
): PolicyResponse {
  switch (type) {
    case 'eq':
      return isDeepEqual(property, value) ? 'granted' : 'property-mismatch';
    case 'neq':
      return isDeepEqual(property, value) ? 'property-match' : 'granted';
    case 'starts-with':
    case 'ends-with':
    case 'not-starts-with':
    case 'not-ends-with':
      return compareStrings(type, property, value) ? 'granted' : 'assertion-failed';
    case 'contains':
    case 'contains-some':
    case 'without':
      return compareArray(type, property, value);
    case 'included-in':
      if (!Array.isArray(value)) return 'property-not-array';
      if (Array.isArray(property)) {
        return property.every((item) => value.includes(item)) ? 'granted' : 'array-contains-invalid-value';
      }
      return value.includes(property) ? 'granted' : 'property-mismatch';
    case 'gt':
    case 'lt':
      if (typeof property !== 'number' || typeof value !== 'number') return 'assertion-requires-numeric-values';
      return (type === 'gt' ? property > value : property < value) ? 'granted' : 'assertion-failed';
    case 'length-gt':
    case 'length-lt': {
      if (!Array.isArray(property) && typeof property !== 'string') return 'property-not-array';
      if (typeof value !== 'number') return 'assertion-requires-numeric-values';
      const length = property.length;
      return (type === 'length-gt' ? length > value : length < value) ? 'granted' : 'assertion-failed';
    }
    default:
      return compareMembership(type, property, context);
  }
}

function compareStrings(type: string, property: unknown, value: unknown): boolean {
  if (typeof property !== 'string' || typeof value !== 'string') return false;
  if (type === 'starts-with') return property.startsWith(value);
  if (type === 'ends-with') return property.endsWith(value);
  if (type === 'not-starts-with') return !property.startsWith(value);
  return !property.endsWith(value);
}

function compareArray(
  type: 'contains' | 'contains-some' | 'without',
  property: unknown,
  value: unknown,
): PolicyResponse {
  if (!Array.isArray(property)) return 'property-not-array';
  const values: readonly unknown[] = Array.isArray(value) ? value : [value];
  if (type === 'without') {
    return values.some((item) => property.includes(item)) ? 'array-contains-invalid-value' : 'granted';
  }
  const holds =
    type === 'contains' ? values.every((i) => property.includes(i)) : values.some((i) => property.includes(i));
  return holds ? 'granted' : 'array-missing-required-value';
}

function compareMembership(
  type: Exclude<CompiledAssertion['type'], 'eq' | 'neq'>,
  groupId: unknown,
  context: PermissionContext,
): PolicyResponse {
  const memberType = typeof groupId === 'string' ? memberTypeIn(context, groupId) : undefined;
  const isOwner = memberType === 'owner';
  const isManager = isOwner || memberType === 'admin';
  const isMember = isManager || memberType === 'member';
  switch (type) {
    case 'is-group-admin':
      return isManager ? 'granted' : 'user-not-group-manager';
    case 'is-not-group-admin':
      return isManager ? 'assertion-failed' : 'granted';
    case 'is-group-member':
      return isMember ? 'granted' : 'user-not-group-member';
    case 'is-not-group-member':
      return isMember ? 'assertion-failed' : 'granted';
    case 'is-group-owner':
      return isOwner ? 'granted' : 'user-not-group-owner';
    default:
      return isOwner ? 'assertion-failed' : 'granted';
  }
}

/**
 * The current user's membership type in a group, from `currentUser.groups`.
 *
 * @example
 * memberTypeIn(context, 'g1'); // "admin"
 */
export function memberTypeIn(context: PermissionContext, groupId: string): GroupMemberType | undefined {
  const groups = context.currentUser?.groups;
  if (groups === undefined) return undefined;
  for (const group of groups) if (group.id === groupId) return group.userMembership?.memberType ?? 'member';
  return undefined;
}

function isDeepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordA = a as Readonly<Record<string, unknown>>;
  const recordB = b as Readonly<Record<string, unknown>>;
  return keysA.every((key) => Object.hasOwn(recordB, key) && isDeepEqual(recordA[key], recordB[key]));
}
