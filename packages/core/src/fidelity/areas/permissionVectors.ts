import { getPortalEnvironment, isCloudPortalUrl } from '../../context/cloudEnvironments.ts';
import { createContext } from '../../context/createContext.ts';
import { getHubLicense } from '../../context/getHubLicense.ts';
import type { ContextUser } from '../../context/Context.ts';
import type { PortalSelf } from '../../portal/getPortalSelf.ts';
import { checkPermission } from '../../permissions/checkPermission.ts';
import type { PermissionEntity } from '../../permissions/PermissionPolicy.ts';
import { getPolicyResponseCode } from '../../permissions/policyResponses.ts';
import type { AreaVectorFile, VectorComparison } from '../areaVectors.ts';

const same = (plaza: unknown, reference: unknown): VectorComparison => ({
  plaza: { value: plaza },
  reference: { value: reference },
  paths: ['value'],
});

const USER_PRIVILEGES = [
  'portal:user:createItem',
  'portal:user:createGroup',
  'portal:user:shareToGroup',
  'portal:user:shareToOrg',
  'portal:user:shareToPublic',
  'portal:user:joinGroup',
  'portal:user:viewOrgItems',
  'portal:user:viewOrgGroups',
  'portal:user:viewOrgUsers',
];
const ADMIN_PRIVILEGES = [
  ...USER_PRIVILEGES,
  'portal:admin:updateGroups',
  'portal:admin:deleteGroups',
  'portal:admin:assignToGroups',
  'portal:admin:shareToGroup',
  'portal:admin:shareToOrg',
  'portal:admin:shareToPublic',
  'portal:admin:updateItems',
  'portal:admin:deleteItems',
  'portal:publisher:publishFeatures',
  'features:user:edit',
];

/** The three contexts of the checkPermission vectors, as the generator built them for the reference. */
function vectorContext(name: string) {
  const premium = name === 'premium-admin';
  const user: ContextUser | undefined =
    name === 'anonymous'
      ? undefined
      : ({
          username: 'ana',
          orgId: 'org1',
          role: premium ? 'org_admin' : 'org_user',
          privileges: premium ? ADMIN_PRIVILEGES : USER_PRIVILEGES,
          // The user owns the vectors' group (its `userMembership` says so too), as the generator's context.
          groups: [{ id: 'e1', title: 'e1', userMembership: { memberType: 'owner' } }],
        } as unknown as ContextUser);
  const portalSelf = {
    id: 'org1',
    name: 'Riverside',
    urlKey: 'riverside',
    isPortal: false,
    portalProperties: { hub: { enabled: premium } },
    ...(user ? { user } : {}),
  } as unknown as PortalSelf;
  return createContext({
    portal: 'https://riverside.maps.arcgis.com/sharing/rest',
    portalSelf,
    ...(user ? { currentUser: user } : {}),
    groupLimit: 512,
  });
}

/** The permission vector files (permissions/). */
export const PERMISSION_VECTOR_FILES: readonly AreaVectorFile[] = [
  {
    file: 'getPolicyResponseCode.json',
    run: ([response], output) => same(getPolicyResponseCode(response as string), output),
  },
  {
    file: 'hubLicense.json',
    run: ([portalSelf], output) => {
      const self = portalSelf as PortalSelf;
      return same(getHubLicense(self, self.isPortal === true), output);
    },
  },
  {
    file: 'environment.json',
    run: ([url], output) => same(getPortalEnvironment(url as string, !isCloudPortalUrl(url as string)), output),
  },
  {
    file: 'checkPermission.json',
    run: ([permission, contextName, entity], output) => {
      const result = checkPermission(
        permission as string,
        vectorContext(contextName as string),
        entity as PermissionEntity,
      );
      const plaza = { access: result.access, response: result.response, code: result.code };
      const spec = specDecision(permission as string, plaza.response);
      return spec && !sameAnswer(spec, output)
        ? {
            plaza,
            reference: spec,
            paths: ['access', 'response', 'code'],
            decidedBySpec: ['access', 'response', 'code'],
          }
        : { plaza, reference: output, paths: ['access', 'response', 'code'] };
    },
  },
];

const sameAnswer = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The panes of each entity (spec 2 §2 "Panes per entity"): any other `workspace:{pane}` is no permission. */
const SPEC_PANES: Readonly<Record<string, readonly string[]>> = {
  // "a collaborators pane is tied to a site permission": no content permission of its own.
  content: ['overview', 'dashboard', 'details', 'discussion', 'settings'],
  discussion: ['dashboard', 'details', 'participation', 'settings'],
  survey: ['dashboard', 'details', 'collaborators', 'settings'],
  group: ['details', 'members', 'content', 'discussion', 'settings'],
  event: ['dashboard', 'details', 'collaborators', 'attendees', 'settings'],
  user: ['overview'],
};

/** The gates the spec sets on the workspace and on events (spec 2 §6), as the responses they deny with. */
// A visitor without an organisation is in no alpha organisation: Plaza asks them to sign in first.
const WORKSPACE_GATES = new Set(['not-alpha-org', 'not-in-environment', 'not-authenticated']);
const EVENT_GATES = new Set(['not-alpha-org', 'not-in-environment', 'not-licensed']);

/**
 * Where the spec's text decides a permission (ADR 0203), Plaza's answer when it is the one the text gives:
 * - a pane the spec's table does not list for the entity (spec 2 §2 "Panes per entity") is no permission;
 * - "workspace is alpha in devext, qaext and production" (spec 2 §6): the workspace is denied to an organisation
 *   that is not alpha (and to a visitor, who is in none), where the reference has released it;
 * - "events are alpha, premium-only, in devext and qaext" (spec 2 §6): events are denied outside those gates, where
 *   the reference offers them to every licence in production.
 */
function specDecision(
  permission: string,
  response: string,
): { access: boolean; response: string; code: string } | undefined {
  const [, family = '', operation, pane] = permission.split(':');
  if (operation === 'workspace' && pane !== undefined && !(SPEC_PANES[family] ?? []).includes(pane)) {
    return response === 'invalid-permission' ? { access: false, response, code: 'PC114' } : undefined;
  }
  const gated =
    (family === 'event' && EVENT_GATES.has(response)) || (operation === 'workspace' && WORKSPACE_GATES.has(response));
  return gated ? { access: false, response, code: getPolicyResponseCode(response) } : undefined;
}
