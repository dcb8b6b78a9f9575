import type { ServiceStatus } from '../context/Context.ts';
import { checkAssertion } from './checkAssertion.ts';
import { checkEntityGrant } from './checkEntityGrants.ts';
import type { CompiledPolicy } from './createPolicyRegistry.ts';
import type { Availability, PermissionContext, PermissionEntity } from './PermissionPolicy.ts';
import {
  GRANTING_RESPONSES,
  POLICY_RESPONSE_CODES,
  type PolicyResponse,
  type PolicyResponseCode,
} from './policyResponses.ts';

/** What kind of check a {@link PermissionCheck} records. */
export type PermissionCheckName =
  | 'permission'
  | 'policy'
  | 'entity-flag'
  | 'feature-flag'
  | 'dependency'
  | 'service'
  | 'authentication'
  | 'privilege'
  | 'owner'
  | 'edit'
  | 'delete'
  | 'license'
  | 'assertion'
  | 'availability'
  | 'environment'
  | 'grant'
  | 'grants';

/** One check the engine made: which policy, what was checked, and what it answered. */
export interface PermissionCheck {
  /** The policy the check belongs to (the permission asked for, or one of its dependencies). */
  readonly permission: string;
  readonly name: PermissionCheckName;
  /** What was required, e.g. `events`, `portal:user:createItem`, `entity:owner eq context:currentUser.username`. */
  readonly value: string;
  readonly access: boolean;
  readonly response: PolicyResponse;
  readonly code: PolicyResponseCode;
}

const NONE: readonly never[] = Object.freeze([]);

const SERVICE_RESPONSES: Readonly<Record<ServiceStatus, PolicyResponse>> = {
  online: 'granted',
  offline: 'service-offline',
  maintenance: 'service-maintenance',
  'not-available': 'service-not-available',
};

const AVAILABILITY_DENIALS: Readonly<Record<Availability, PolicyResponse>> = {
  alpha: 'not-alpha-org',
  beta: 'not-beta-org',
  general: 'granted',
  flag: 'feature-flag-required',
};

/**
 * Runs one policy's checks, in the order of spec 2 §5, into `checks` and returns the first denial, or
 * `granted`. Dependencies are evaluated the same way (their checks come first, then a `dependency` check).
 * Entity-level grants are alternatives: a grant that does not apply is recorded but denies nothing; only
 * "listed, and none applies" denies (`not-granted`).
 *
 * @example
 * const checks: PermissionCheck[] = [];
 * evaluatePolicy(SYSTEM_POLICY_REGISTRY.policies.get('hub:site:edit')!, context, site, checks); // "granted"
 */
export function evaluatePolicy(
  compiled: CompiledPolicy,
  context: PermissionContext,
  entity: PermissionEntity | undefined,
  checks: PermissionCheck[],
): PolicyResponse {
  const { permission, policy } = compiled;
  const entityFlag = entity?.features?.[permission];
  const globalFlag = context.featureFlags[permission];
  if (entityFlag === false) return recordCheck(checks, permission, 'entity-flag', 'false', 'disabled-by-entity-flag');
  if (globalFlag === false) return recordCheck(checks, permission, 'feature-flag', 'false', 'disabled-by-feature-flag');
  const flagged = entityFlag === true || globalFlag === true;
  if (flagged)
    recordCheck(checks, permission, entityFlag === true ? 'entity-flag' : 'feature-flag', 'true', 'feature-enabled');

  let first: PolicyResponse = 'granted';
  const user = context.currentUser;
  for (const dependency of compiled.dependencies) {
    const response = evaluatePolicy(dependency, context, entity, checks);
    first = keepFirstDenial(first, recordCheck(checks, permission, 'dependency', dependency.permission, response));
  }
  for (const service of policy.services ?? NONE) {
    // A hand-built context that does not report a service must not grant what needs it.
    const response = SERVICE_RESPONSES[context.serviceStatus[service] ?? 'not-available'];
    first = keepFirstDenial(first, recordCheck(checks, permission, 'service', service, response));
  }
  if (policy.authenticated) {
    const response = context.isAuthenticated ? 'granted' : 'not-authenticated';
    first = keepFirstDenial(first, recordCheck(checks, permission, 'authentication', 'true', response));
  }
  for (const privilege of policy.privileges ?? NONE) {
    const response = user?.privileges?.includes(privilege) === true ? 'granted' : 'privilege-required';
    first = keepFirstDenial(first, recordCheck(checks, permission, 'privilege', privilege, response));
  }
  if (policy.entityOwner) {
    const isOwner = entity?.owner !== undefined && entity.owner === user?.username;
    const response = entity ? (isOwner ? 'granted' : 'not-owner') : 'entity-required';
    first = keepFirstDenial(first, recordCheck(checks, permission, 'owner', 'entity:owner', response));
  }
  if (policy.entityEdit) {
    const response = entity ? (entity.canEdit === true ? 'edit-access' : 'no-edit-access') : 'entity-required';
    first = keepFirstDenial(first, recordCheck(checks, permission, 'edit', 'entity:canEdit', response));
  }
  if (policy.entityDelete) {
    const response = entity ? (entity.canDelete === true ? 'granted' : 'no-delete-access') : 'entity-required';
    first = keepFirstDenial(first, recordCheck(checks, permission, 'delete', 'entity:canDelete', response));
  }
  const licenses = policy.licenses ?? NONE;
  if (licenses.length > 0) {
    const response = licenses.includes(context.hubLicense)
      ? 'granted'
      : context.hubLicense === 'hub-basic' && licenses.includes('hub-premium')
        ? 'not-licensed'
        : 'not-available';
    first = keepFirstDenial(first, recordCheck(checks, permission, 'license', compiled.texts.licenses, response));
  }
  for (const assertion of compiled.assertions) {
    const outcome = checkAssertion(assertion, context, entity);
    const text = outcome.applied ? assertion.text : `${assertion.text} (not applicable)`;
    first = keepFirstDenial(first, recordCheck(checks, permission, 'assertion', text, outcome.response));
  }
  const availability = flagged ? NONE : (policy.availability ?? NONE);
  if (availability.length > 0) {
    const available = availability.some(
      (level) =>
        level === 'general' ||
        (level === 'alpha' && context.isAlphaOrg) ||
        (level === 'beta' && (context.isBetaOrg || context.isAlphaOrg)),
    );
    const response = available ? 'granted' : AVAILABILITY_DENIALS[availability[0] ?? 'general'];
    first = keepFirstDenial(
      first,
      recordCheck(checks, permission, 'availability', compiled.texts.availability, response),
    );
  }
  const environments = flagged ? NONE : (policy.environments ?? NONE);
  if (environments.length > 0) {
    const response = environments.includes(context.environment) ? 'granted' : 'not-in-environment';
    first = keepFirstDenial(
      first,
      recordCheck(checks, permission, 'environment', compiled.texts.environments, response),
    );
  }
  const grants = entity?.permissions;
  if (grants !== undefined && grants.length > 0) {
    let listed = false;
    let granted = false;
    for (const grant of grants) {
      if (grant.permission !== permission) continue;
      listed = true;
      const response = checkEntityGrant(grant, context);
      if (GRANTING_RESPONSES.has(response)) granted = true;
      recordCheck(checks, permission, 'grant', `${grant.collaborationType}:${grant.collaborationId ?? ''}`, response);
    }
    if (listed)
      first = keepFirstDenial(
        first,
        recordCheck(checks, permission, 'grants', permission, granted ? 'granted' : 'not-granted'),
      );
  }
  return first;
}

/** The first denial so far, or `response` when there was none and it denies. */
function keepFirstDenial(first: PolicyResponse, response: PolicyResponse): PolicyResponse {
  return first === 'granted' && !GRANTING_RESPONSES.has(response) ? response : first;
}

/**
 * Appends one check and returns its response.
 *
 * @example
 * recordCheck(checks, 'hub:site:create', 'authentication', 'true', 'not-authenticated'); // "not-authenticated"
 */
export function recordCheck(
  checks: PermissionCheck[],
  permission: string,
  name: PermissionCheckName,
  value: string,
  response: PolicyResponse,
): PolicyResponse {
  checks.push({
    permission,
    name,
    value,
    access: GRANTING_RESPONSES.has(response),
    response,
    code: POLICY_RESPONSE_CODES[response],
  });
  return response;
}
