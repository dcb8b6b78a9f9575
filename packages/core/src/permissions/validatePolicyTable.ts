import { HUB_SERVICES } from '../constants.ts';
import { ASSERTION_OPERATORS, CONTEXT_PATHS, type PolicyAssertion, type PolicyTable } from './PermissionPolicy.ts';

const SERVICES: ReadonlySet<string> = new Set(HUB_SERVICES);
const LICENSES: ReadonlySet<string> = new Set(['hub-basic', 'hub-premium', 'enterprise-sites']);
const ENVIRONMENTS: ReadonlySet<string> = new Set(['production', 'qaext', 'devext', 'enterprise']);
const AVAILABILITIES: ReadonlySet<string> = new Set(['alpha', 'beta', 'general', 'flag']);
const OPERATORS: ReadonlySet<string> = new Set(ASSERTION_OPERATORS);
const CONTEXT: ReadonlySet<string> = new Set(CONTEXT_PATHS);

/**
 * Every problem of a policy table, empty when it is sound: dependencies that name no policy, dependency
 * cycles (reported as `a → b → a`), and values outside the known services, licences, environments,
 * availabilities, assertion operators and `context:`/`entity:` paths. Tables come from code, but typed data
 * can still be wrong where types cannot see (string dependencies, cycles).
 *
 * @example
 * validatePolicyTable({ 'hub:a': { dependencies: ['hub:b'] }, 'hub:b': { dependencies: ['hub:a'] } });
 * // ['dependency cycle: hub:a → hub:b → hub:a']
 */
export function validatePolicyTable(table: PolicyTable): string[] {
  const problems: string[] = [];
  for (const [permission, policy] of Object.entries(table)) {
    for (const dependency of policy.dependencies ?? []) {
      if (!Object.hasOwn(table, dependency)) problems.push(`${permission}: unknown dependency ${dependency}`);
    }
    unknown(permission, 'service', policy.services, SERVICES, problems);
    unknown(permission, 'licence', policy.licenses, LICENSES, problems);
    unknown(permission, 'environment', policy.environments, ENVIRONMENTS, problems);
    unknown(permission, 'availability', policy.availability, AVAILABILITIES, problems);
    for (const assertion of policy.assertions ?? []) checkAssertionShape(permission, assertion, problems);
  }
  problems.push(...findCycles(table));
  return problems;
}

function unknown(
  permission: string,
  what: string,
  values: readonly string[] | undefined,
  known: ReadonlySet<string>,
  problems: string[],
): void {
  for (const value of values ?? []) if (!known.has(value)) problems.push(`${permission}: unknown ${what} ${value}`);
}

function checkAssertionShape(permission: string, assertion: PolicyAssertion, problems: string[]): void {
  if (!OPERATORS.has(assertion.type)) problems.push(`${permission}: unknown assertion operator ${assertion.type}`);
  if (!isValidPath(assertion.property)) problems.push(`${permission}: invalid property path ${assertion.property}`);
  const value = assertion.value;
  if (typeof value === 'string' && isPathLike(value) && !isValidPath(value)) {
    problems.push(`${permission}: invalid property path ${value}`);
  }
  for (const condition of assertion.conditions ?? []) checkAssertionShape(permission, condition, problems);
}

function isPathLike(value: string): boolean {
  return value.startsWith('context:') || value.startsWith('entity:');
}

function isValidPath(path: string): boolean {
  if (path.startsWith('context:')) return CONTEXT.has(path.slice('context:'.length));
  if (path.startsWith('entity:')) return path.length > 'entity:'.length && !path.split('.').includes('');
  return false;
}

/** Depth-first search; each cycle is reported once, starting from its first permission in table order. */
function findCycles(table: PolicyTable): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (permission: string): void => {
    state.set(permission, 'visiting');
    stack.push(permission);
    for (const dependency of table[permission]?.dependencies ?? []) {
      if (!Object.hasOwn(table, dependency)) continue;
      const seen = state.get(dependency);
      if (seen === 'visiting') {
        cycles.push(`dependency cycle: ${[...stack.slice(stack.indexOf(dependency)), dependency].join(' → ')}`);
      } else if (seen === undefined) {
        visit(dependency);
      }
    }
    stack.pop();
    state.set(permission, 'done');
  };
  for (const permission of Object.keys(table)) if (!state.has(permission)) visit(permission);
  return cycles;
}
