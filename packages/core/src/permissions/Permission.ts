import { SYSTEM_POLICIES } from './systemPolicies.ts';

/** A permission Plaza knows: a key of the system policy table (derived, never listed by hand). */
export type Permission = keyof typeof SYSTEM_POLICIES;

/**
 * Every known permission, in table order.
 *
 * @example
 * PERMISSIONS.includes('hub:site:edit'); // true
 */
export const PERMISSIONS: readonly Permission[] = Object.freeze(Object.keys(SYSTEM_POLICIES) as Permission[]);

const KNOWN: ReadonlySet<string> = new Set(PERMISSIONS);

/**
 * True when the string names a known permission.
 *
 * @example
 * isPermission('hub:site:edit'); // true
 * isPermission('hub:site:fly'); // false
 */
export function isPermission(value: string): value is Permission {
  return KNOWN.has(value);
}
