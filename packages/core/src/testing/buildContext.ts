import type { Context, ContextGroup, ContextUser, HubLicense } from '../context/Context.ts';
import { createContext, type CreateContextInput } from '../context/createContext.ts';
import { PORTAL_PRIVILEGES } from '../permissions/policies/platformPolicies.ts';
import type { PortalSelf } from '../portal/getPortalSelf.ts';

/**
 * The portal context factories point at: a cloud-edition portal on a non-cloud host (environment production).
 *
 * @example
 * buildContext().sharingApiUrl === CONTEXT_TEST_PORTAL; // true
 */
export const CONTEXT_TEST_PORTAL = 'https://plaza.test/sharing/rest';
/**
 * The organisation factories put users in.
 *
 * @example
 * buildUser().orgId === CONTEXT_TEST_ORG_ID; // true
 */
export const CONTEXT_TEST_ORG_ID = 'org1';

/** Standard roles as the factories model them (PORTAL-API.md "Roles and privileges"). */
export type TestRole = 'viewer' | 'user' | 'publisher' | 'admin';

const isUser = (p: string) =>
  p.startsWith('portal:user:') || p.startsWith('premium:user:') || p === 'features:user:edit';
const isPublisher = (p: string) => isUser(p) || !p.startsWith('portal:admin:');

/**
 * Privileges of each role, derived from the known privileges: admins hold all of them.
 *
 * @example
 * ROLE_TEST_PRIVILEGES.viewer.includes('portal:user:createItem'); // false
 */
export const ROLE_TEST_PRIVILEGES: Readonly<Record<TestRole, readonly string[]>> = Object.freeze({
  viewer: PORTAL_PRIVILEGES.filter((p) => p.startsWith('portal:user:view') || p === 'portal:user:joinGroup'),
  user: PORTAL_PRIVILEGES.filter(isUser),
  publisher: PORTAL_PRIVILEGES.filter(isPublisher),
  admin: [...PORTAL_PRIVILEGES],
});

/**
 * A signed-in user: `casey`, a `user` in {@link CONTEXT_TEST_ORG_ID}, member of no group. `role` picks the
 * privileges; `memberships` is shorthand for groups (`{ g1: 'admin' }`).
 *
 * @example
 * buildUser({ role: 'admin', memberships: { g1: 'owner' } });
 */
export function buildUser(
  overrides: Partial<ContextUser> & {
    readonly role?: TestRole;
    readonly memberships?: Readonly<Record<string, 'owner' | 'admin' | 'member'>>;
  } = {},
): ContextUser {
  const { role = 'user', memberships, ...rest } = overrides;
  const groups: ContextGroup[] = Object.entries(memberships ?? {}).map(([id, memberType]) => ({
    id,
    userMembership: { memberType },
  }));
  return {
    username: 'casey',
    orgId: CONTEXT_TEST_ORG_ID,
    role: `org_${role}`,
    privileges: ROLE_TEST_PRIVILEGES[role],
    groups,
    ...rest,
  };
}

/**
 * The portal self record of {@link CONTEXT_TEST_ORG_ID}; `license` shapes it (enterprise portal, hub-enabled
 * organisation, or neither), `availability` puts the org in the alpha or beta list.
 *
 * @example
 * buildPortalSelf({ license: 'hub-basic', availability: 'beta' });
 */
export function buildPortalSelf(
  options: { readonly license?: HubLicense; readonly availability?: 'alpha' | 'beta' | 'general' } = {},
  overrides: Partial<PortalSelf> = {},
): PortalSelf {
  const { license = 'hub-premium', availability = 'general' } = options;
  return {
    id: CONTEXT_TEST_ORG_ID,
    name: 'Riverside',
    urlKey: 'riverside',
    isPortal: license === 'enterprise-sites',
    properties: {
      hub: { enabled: license === 'hub-premium' },
      ...(availability === 'alpha' ? { alphaOrgs: [CONTEXT_TEST_ORG_ID] } : {}),
      ...(availability === 'beta' ? { betaOrgs: [CONTEXT_TEST_ORG_ID] } : {}),
    },
    ...overrides,
  };
}

/** Options of {@link buildContext}: any {@link createContext} input, plus shorthands. */
export interface BuildContextOptions extends Partial<CreateContextInput> {
  /** The signed-in user, or `anonymous`; {@link buildUser}() by default. */
  readonly user?: ContextUser | 'anonymous';
  readonly license?: HubLicense;
  readonly availability?: 'alpha' | 'beta' | 'general';
}

/**
 * A context built through {@link createContext}, so every derived field is real: by default `casey` (a
 * `user`) signed in to a hub-premium cloud-edition organisation, environment production.
 *
 * @example
 * const anonymous = buildContext({ user: 'anonymous' });
 * const basicAdmin = buildContext({ user: buildUser({ role: 'admin' }), license: 'hub-basic' });
 * const qa = buildContext({ environment: 'qaext', searchParams: '?pe=hub:feature:workspace' });
 */
export function buildContext(options: BuildContextOptions = {}): Context {
  const { user, license, availability, ...input } = options;
  const currentUser = user === 'anonymous' ? undefined : (user ?? buildUser());
  return createContext({
    portal: CONTEXT_TEST_PORTAL,
    portalSelf: buildPortalSelf({ ...(license ? { license } : {}), ...(availability ? { availability } : {}) }),
    ...(currentUser ? { currentUser, authentication: 'token-1' } : {}),
    ...input,
  });
}
