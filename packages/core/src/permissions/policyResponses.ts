/**
 * Every response the engine gives and its one code (spec 2 §8). The last block holds responses the spec names
 * without a code; their codes are chosen in ADR 0021.
 *
 * @example
 * POLICY_RESPONSE_CODES['not-owner']; // "PC107"
 */
export const POLICY_RESPONSE_CODES = Object.freeze({
  granted: 'PC100',
  'org-member': 'PC101',
  'not-org-member': 'PC102',
  'group-member': 'PC103',
  'not-group-member': 'PC104',
  'not-group-admin': 'PC105',
  'is-user': 'PC106',
  'not-owner': 'PC107',
  'not-licensed': 'PC108',
  'not-licensed-available': 'PC109',
  'not-available': 'PC110',
  'not-granted': 'PC111',
  'no-edit-access': 'PC112',
  'edit-access': 'PC113',
  'invalid-permission': 'PC114',
  'privilege-required': 'PC115',
  'service-offline': 'PC116',
  'service-maintenance': 'PC117',
  'entity-required': 'PC118',
  'not-authenticated': 'PC119',
  'not-alpha-org': 'PC120',
  'property-missing': 'PC121',
  'property-not-array': 'PC122',
  'array-contains-invalid-value': 'PC123',
  'array-missing-required-value': 'PC124',
  'property-mismatch': 'PC125',
  'user-not-group-member': 'PC126',
  'user-not-group-manager': 'PC127',
  'user-not-group-owner': 'PC128',
  'assertion-property-not-found': 'PC129',
  'assertion-failed': 'PC130',
  'assertion-requires-numeric-values': 'PC131',
  'property-match': 'PC132',
  'not-beta-org': 'PC133',
  'not-in-environment': 'PC134',
  'feature-disabled': 'PC135',
  'feature-enabled': 'PC136',
  'no-policy-exists': 'PC137',
  // Named by the spec without a code: the reference's codes (ADR 0203, amending 0021).
  'disabled-by-feature-flag': 'PC138',
  'release-date-not-reached': 'PC139',
  'retire-date-passed': 'PC140',
  'platform-version-not-met': 'PC141',
  'disabled-by-entity-flag': 'PC142',
  // Plaza's own responses, which the reference has no code for: "PC000 any unknown response" (spec 2 §8).
  'feature-flag-required': 'PC000',
  'service-not-available': 'PC000',
  'no-delete-access': 'PC000',
} as const);

/** A response of the engine. */
export type PolicyResponse = keyof typeof POLICY_RESPONSE_CODES;

/** A response code; `PC000` for any unknown response. */
export type PolicyResponseCode = (typeof POLICY_RESPONSE_CODES)[PolicyResponse] | 'PC000';

/**
 * Responses that mean the check passed; every other response denies.
 *
 * @example
 * GRANTING_RESPONSES.has('edit-access'); // true
 */
export const GRANTING_RESPONSES: ReadonlySet<PolicyResponse> = new Set<PolicyResponse>([
  'granted',
  'org-member',
  'group-member',
  'is-user',
  'edit-access',
  'feature-enabled',
]);

/**
 * The code of a response, `PC000` for anything unknown (spec 2 §8).
 *
 * @example
 * getPolicyResponseCode('not-authenticated'); // "PC119"
 * getPolicyResponseCode('whatever'); // "PC000"
 */
export function getPolicyResponseCode(response: string): PolicyResponseCode {
  return Object.hasOwn(POLICY_RESPONSE_CODES, response) ? POLICY_RESPONSE_CODES[response as PolicyResponse] : 'PC000';
}
