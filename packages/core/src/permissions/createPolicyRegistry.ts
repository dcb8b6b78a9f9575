import type {
  AssertionOperator,
  AssertionValue,
  PermissionPolicy,
  PolicyAssertion,
  PolicyTable,
} from './PermissionPolicy.ts';
import { PolicyTableError } from './PolicyTableError.ts';
import { compilePath, isPropertyPath, type CompiledPath } from './propertyPath.ts';
import { validatePolicyTable } from './validatePolicyTable.ts';

/** An assertion with its paths split, ready to check. */
export interface CompiledAssertion {
  readonly source: PolicyAssertion;
  /** How checks describe it, e.g. `entity:owner eq context:currentUser.username`. */
  readonly text: string;
  readonly type: AssertionOperator;
  readonly property: CompiledPath;
  readonly value:
    | { readonly kind: 'literal'; readonly value: Exclude<AssertionValue, undefined> | undefined }
    | { readonly kind: 'path'; readonly path: CompiledPath };
  readonly conditions: readonly CompiledAssertion[];
}

/** A policy ready to check: its definition plus compiled assertions. */
export interface CompiledPolicy {
  readonly permission: string;
  readonly policy: PermissionPolicy;
  /** The dependencies' compiled policies, resolved once. */
  readonly dependencies: readonly CompiledPolicy[];
  /** How checks describe the licence, availability and environment lists (prepared once). */
  readonly texts: { readonly licenses: string; readonly availability: string; readonly environments: string };
  readonly assertions: readonly CompiledAssertion[];
}

/** A validated, compiled set of policies that `checkPermission` evaluates. */
export interface PolicyRegistry {
  readonly policies: ReadonlyMap<string, CompiledPolicy>;
}

/**
 * Validates a policy table ({@link validatePolicyTable}) and compiles it for fast checks. Throws a
 * {@link PolicyTableError} listing every problem, so a broken table fails when it loads, not when a check
 * happens to reach the broken policy.
 *
 * @example
 * const registry = createPolicyRegistry({ 'hub:feature:x': { authenticated: true } });
 * checkPermission('hub:feature:x', context, undefined, { registry });
 */
export function createPolicyRegistry(table: PolicyTable): PolicyRegistry {
  const problems = validatePolicyTable(table);
  if (problems.length > 0) throw new PolicyTableError(problems);
  const policies = new Map<string, CompiledPolicy>();
  // The table is acyclic and every dependency exists (validated above), so resolving depth-first terminates.
  const compile = (permission: string): CompiledPolicy => {
    const known = policies.get(permission);
    if (known) return known;
    const policy = table[permission] ?? {};
    const compiled: CompiledPolicy = Object.freeze({
      permission,
      policy,
      dependencies: Object.freeze((policy.dependencies ?? []).map(compile)),
      texts: Object.freeze({
        licenses: (policy.licenses ?? []).join(','),
        availability: (policy.availability ?? []).join(','),
        environments: (policy.environments ?? []).join(','),
      }),
      assertions: Object.freeze((policy.assertions ?? []).map(compileAssertion)),
    });
    policies.set(permission, compiled);
    return compiled;
  };
  for (const permission of Object.keys(table)) compile(permission);
  return Object.freeze({ policies });
}

function compileAssertion(assertion: PolicyAssertion): CompiledAssertion {
  const value = assertion.value;
  return Object.freeze({
    source: assertion,
    text: `${assertion.property} ${assertion.type}${value === undefined ? '' : ` ${isPropertyPath(value) ? value : JSON.stringify(value)}`}`,
    type: assertion.type,
    property: compilePath(assertion.property),
    value: isPropertyPath(value)
      ? Object.freeze({ kind: 'path' as const, path: compilePath(value) })
      : Object.freeze({ kind: 'literal' as const, value }),
    conditions: Object.freeze((assertion.conditions ?? []).map(compileAssertion)),
  });
}
