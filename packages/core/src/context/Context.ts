import type { HubService } from '../constants.ts';
import type { PortalSelf } from '../portal/getPortalSelf.ts';
import type { PortalCallOptions } from '../portal/portalRequest.ts';
import type { UserHubSettings } from './UserHubSettings.ts';

/** Licence tiers (spec 1 §6, spec 2 §6). */
export type HubLicense = 'hub-basic' | 'hub-premium' | 'enterprise-sites';

/** Where the portal runs (spec 2 §6): the three cloud environments or an enterprise portal. */
export type PortalEnvironment = 'production' | 'qaext' | 'devext' | 'enterprise';

/** State of one hub service (spec 2 §5: `sol` marks offline, `sna` not available). */
export type ServiceStatus = 'online' | 'offline' | 'maintenance' | 'not-available';

/** How a user belongs to a group (spec 2 §3). */
export type GroupMemberType = 'owner' | 'admin' | 'member' | 'none';

/** A group the current user belongs to, as `community/self` lists it. */
export interface ContextGroup {
  readonly id: string;
  readonly title?: string;
  readonly isViewOnly?: boolean;
  readonly userMembership?: { readonly memberType?: GroupMemberType };
}

/** The signed-in user as the context needs it (`community/self`). */
export interface ContextUser {
  readonly username: string;
  readonly orgId?: string;
  readonly fullName?: string;
  readonly email?: string;
  readonly role?: string;
  readonly privileges?: readonly string[];
  readonly groups?: readonly ContextGroup[];
}

/** One entry of `portals/self/trustedOrgs`. */
export interface TrustedOrg {
  readonly to: { readonly orgId: string };
  readonly from?: { readonly orgId: string };
}

/**
 * Everything Plaza knows about who is looking and where (spec 1 §1, §3 Context, §6): built by
 * {@link createContext}, read by `checkPermission` and every call that needs request options.
 */
export interface Context {
  /** Portal base URL without `/sharing/rest`, e.g. `https://example.org/portal`. */
  readonly portalUrl: string;
  /** The portal's REST root, `{portalUrl}/sharing/rest`. */
  readonly sharingApiUrl: string;
  /** Base URL of the hub services (`/api/...`); undefined on an enterprise portal. */
  readonly hubUrl: string | undefined;
  readonly portal: PortalSelf;
  readonly currentUser: ContextUser | undefined;
  readonly isAuthenticated: boolean;
  /** True on an enterprise portal, false on a cloud one. */
  readonly isPortal: boolean;
  readonly environment: PortalEnvironment;
  readonly hubLicense: HubLicense;
  readonly isAlphaOrg: boolean;
  readonly isBetaOrg: boolean;
  readonly trustedOrgs: readonly TrustedOrg[];
  readonly trustedOrgIds: readonly string[];
  readonly serviceStatus: Readonly<Record<HubService, ServiceStatus>>;
  /** True when the service check failed (spec 1 §4 "Services"). */
  readonly servicesDirectoryDisabled: boolean;
  /** Permission → enabled; URL parameters, user preview settings and configuration merged. */
  readonly featureFlags: Readonly<Record<string, boolean>>;
  readonly userHubSettings: UserHubSettings | undefined;
  /** Most groups a user may belong to (`MaxNumUserGroups`, fallback 512). */
  readonly groupLimit: number;
  /** Options for portal calls made on behalf of this context. */
  readonly requestOptions: PortalCallOptions;
}
