import type { HubService } from '../constants.ts';
import type { Context, HubLicense, PortalEnvironment } from '../context/Context.ts';

/** How far a feature is rolled out (spec 2 §5): alpha orgs, beta orgs, everyone, or only behind a flag. */
export type Availability = 'alpha' | 'beta' | 'general' | 'flag';

/**
 * Every assertion operator of spec 2 §5.
 *
 * @example
 * ASSERTION_OPERATORS.includes('contains-some'); // true
 */
export const ASSERTION_OPERATORS = Object.freeze([
  'eq',
  'neq',
  'starts-with',
  'ends-with',
  'not-starts-with',
  'not-ends-with',
  'contains',
  'contains-some',
  'without',
  'included-in',
  'gt',
  'lt',
  'length-gt',
  'length-lt',
  'is-group-admin',
  'is-not-group-admin',
  'is-group-member',
  'is-not-group-member',
  'is-group-owner',
  'is-not-group-owner',
] as const);
/** An assertion operator of spec 2 §5 (`eq`, `contains-some`, `is-group-admin`, ...). */
export type AssertionOperator = (typeof ASSERTION_OPERATORS)[number];

/**
 * The context fields an assertion may read (`context:` paths); anything else is rejected when a table loads.
 *
 * @example
 * const path: PropertyPath = `context:${CONTEXT_PATHS[0]}`; // 'context:isAuthenticated'
 */
export const CONTEXT_PATHS = Object.freeze([
  'isAuthenticated',
  'isPortal',
  'environment',
  'hubLicense',
  'isAlphaOrg',
  'isBetaOrg',
  'groupLimit',
  'trustedOrgIds',
  'currentUser.username',
  'currentUser.orgId',
  'currentUser.role',
  'currentUser.privileges',
  'currentUser.groups',
] as const);
/** A `context:` property path an assertion may read. */
export type ContextPath = (typeof CONTEXT_PATHS)[number];

/** Where an assertion reads a value: a field of the context or of the entity (spec 2 §5). */
export type PropertyPath = `context:${ContextPath}` | `entity:${string}`;

/** A literal to compare with, or another property path to read it from. */
export type AssertionValue = PropertyPath | string | number | boolean | null | readonly (string | number | boolean)[];

/**
 * A rule on a property (spec 2 §5 "Assertions"). `conditions` gate it: when any condition does not hold the
 * assertion does not apply (it passes).
 */
export interface PolicyAssertion {
  readonly property: PropertyPath;
  readonly type: AssertionOperator;
  readonly value?: AssertionValue;
  readonly conditions?: readonly PolicyAssertion[];
}

/**
 * What a permission requires, checked in the order of spec 2 §5. Every field is optional; an empty policy
 * grants. `dependencies` name other permissions that must be granted first.
 */
export interface PermissionPolicy {
  readonly dependencies?: readonly string[];
  readonly services?: readonly HubService[];
  readonly authenticated?: boolean;
  /** All required. */
  readonly privileges?: readonly string[];
  readonly entityOwner?: boolean;
  readonly entityEdit?: boolean;
  readonly entityDelete?: boolean;
  /** Any of them. */
  readonly licenses?: readonly HubLicense[];
  readonly assertions?: readonly PolicyAssertion[];
  /** Any of them; skipped when a feature flag for the permission is true. */
  readonly availability?: readonly Availability[];
  /** Any of them; skipped when a feature flag for the permission is true. */
  readonly environments?: readonly PortalEnvironment[];
}

/** A table of policies keyed by permission. */
export type PolicyTable = Readonly<Record<string, PermissionPolicy>>;

/** Who an entity-level grant is for (spec 2 §5 "Entity-level grants"). */
export type CollaborationType = 'user' | 'org' | 'group' | 'group-admin' | 'authenticated' | 'anonymous';

/** An entity's own grant of a permission: to a user, an org, a group's members or admins, or everyone. */
export interface EntityPermissionGrant {
  readonly permission: string;
  readonly collaborationType: CollaborationType;
  /** Username, org id or group id; unused for `authenticated` and `anonymous`. */
  readonly collaborationId?: string;
}

/** The entity fields the engine reads directly; assertions may read any other field by `entity:` path. */
export interface PermissionEntity {
  readonly id?: string;
  readonly owner?: string;
  readonly canEdit?: boolean;
  readonly canDelete?: boolean;
  /** Entity-level feature flags, permission → enabled. */
  readonly features?: Readonly<Record<string, boolean>>;
  /** Entity-level grants. */
  readonly permissions?: readonly EntityPermissionGrant[];
}

/** The part of a {@link Context} the engine reads; the server can build just this. */
export type PermissionContext = Pick<
  Context,
  | 'isAuthenticated'
  | 'isPortal'
  | 'environment'
  | 'hubLicense'
  | 'isAlphaOrg'
  | 'isBetaOrg'
  | 'groupLimit'
  | 'trustedOrgIds'
  | 'currentUser'
  | 'serviceStatus'
  | 'featureFlags'
>;
