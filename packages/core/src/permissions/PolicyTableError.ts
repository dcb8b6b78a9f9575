import { HubError } from '../errors/HubError.ts';

/** What is wrong with a policy table. */
export type PolicyTableErrorCode = 'POLICY_TABLE_INVALID';

/**
 * A policy table that cannot be loaded: unknown dependencies, dependency cycles, unknown services, licences,
 * environments, availabilities, operators or property paths. `problems` lists every one found.
 *
 * @example
 * try { createPolicyRegistry({ 'hub:a': { dependencies: ['hub:b'] } }); }
 * catch (e) { if (e instanceof PolicyTableError) e.problems; // ['hub:a: unknown dependency hub:b'] }
 */
export class PolicyTableError extends HubError {
  declare readonly code: PolicyTableErrorCode;

  constructor(readonly problems: readonly string[]) {
    super('POLICY_TABLE_INVALID', `Invalid policy table: ${problems.join('; ')}`);
    this.name = 'PolicyTableError';
  }
}
