import type { PolicyRegistry } from './createPolicyRegistry.ts';
import { evaluatePolicy, recordCheck, type PermissionCheck } from './evaluatePolicy.ts';
import { isPermission, type Permission } from './Permission.ts';
import type { PermissionContext, PermissionEntity } from './PermissionPolicy.ts';
import { POLICY_RESPONSE_CODES, type PolicyResponse, type PolicyResponseCode } from './policyResponses.ts';
import { SYSTEM_POLICY_REGISTRY } from './systemPolicies.ts';

/** The answer: granted or not, the one response and code that decided it, and every check made. */
export interface PermissionAccessResponse {
  readonly permission: string;
  readonly access: boolean;
  readonly response: PolicyResponse;
  readonly code: PolicyResponseCode;
  readonly checks: readonly PermissionCheck[];
}

/** Options of {@link checkPermission}. */
export interface CheckPermissionOptions {
  /** The policies to evaluate; the system policies by default. */
  readonly registry?: PolicyRegistry;
  /** Called with every denial (spec 2 §8 logs denials; the engine itself stays silent, ADR 0020). */
  readonly onDenied?: (result: PermissionAccessResponse) => void;
}

/** A permission name: one of {@link Permission}, or any string (which is then `invalid-permission`). */
export type PermissionName = Permission | (string & Record<never, never>);

/**
 * Decides a permission for a context and optional entity, in the order of spec 2 §5: known permission
 * (`invalid-permission`), policy (`no-policy-exists`), entity then global feature flag (false denies;
 * true skips availability and environment), then dependencies, services, authentication, privileges, owner,
 * edit, delete, licence, assertions, availability, environment, and the entity's own grants. Every check
 * is returned; the first denial decides. Pure and allocation-light: the browser runs it for display, the
 * server for enforcement.
 *
 * @example
 * const result = checkPermission('hub:site:edit', context, site);
 * result.access; // false
 * result.response; // "no-edit-access"
 * result.code; // "PC112"
 */
export function checkPermission(
  permission: PermissionName,
  context: PermissionContext,
  entity?: PermissionEntity,
  options: CheckPermissionOptions = {},
): PermissionAccessResponse {
  const checks: PermissionCheck[] = [];
  let response: PolicyResponse;
  if (!isPermission(permission)) {
    response = recordCheck(checks, permission, 'permission', permission, 'invalid-permission');
  } else {
    const policy = (options.registry ?? SYSTEM_POLICY_REGISTRY).policies.get(permission);
    response = policy
      ? evaluatePolicy(policy, context, entity, checks)
      : recordCheck(checks, permission, 'policy', permission, 'no-policy-exists');
  }
  const result: PermissionAccessResponse = {
    permission,
    access: response === 'granted',
    response,
    code: POLICY_RESPONSE_CODES[response],
    checks,
  };
  if (!result.access) options.onDenied?.(result);
  return result;
}
