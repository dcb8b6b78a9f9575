import { GROUP_LIMIT_FALLBACK, type HubService } from '../constants.ts';
import type { PortalSelf } from '../portal/getPortalSelf.ts';
import type { PortalCallOptions } from '../portal/portalRequest.ts';
import { getHubUrl, getPortalEnvironment, isCloudPortalUrl } from './cloudEnvironments.ts';
import type { Context, ContextUser, PortalEnvironment, ServiceStatus, TrustedOrg } from './Context.ts';
import { getDefaultServiceStatus } from './getDefaultServiceStatus.ts';
import { getHubLicense } from './getHubLicense.ts';
import { getOrgAvailability } from './getOrgAvailability.ts';
import { getPortalUrls } from './getPortalUrls.ts';
import { readFlagParams } from './readFlagParams.ts';
import type { UserHubSettings } from './UserHubSettings.ts';

/** What {@link createContext} is built from: records already fetched, nothing to fetch. */
export interface CreateContextInput {
  /** The portal's REST root (`…/sharing/rest`) or its base URL; the other is derived. */
  readonly portal: string;
  readonly portalSelf: PortalSelf;
  /** The signed-in user (`community/self`); absent for an anonymous visitor. */
  readonly currentUser?: ContextUser;
  readonly authentication?: PortalCallOptions['authentication'];
  readonly trustedOrgs?: readonly TrustedOrg[];
  /** Results of the service check, over the edition's defaults. */
  readonly serviceStatus?: Readonly<Partial<Record<HubService, ServiceStatus>>>;
  /** True when the service check failed. */
  readonly servicesDirectoryDisabled?: boolean;
  /** Flags from configuration (permission → enabled). */
  readonly featureFlags?: Readonly<Record<string, boolean>>;
  readonly userHubSettings?: UserHubSettings;
  /** `MaxNumUserGroups`; {@link GROUP_LIMIT_FALLBACK} when absent. */
  readonly groupLimit?: number;
  /** The page URL's query (`pe`, `pd`, `sol`, `sna`). */
  readonly searchParams?: string | URLSearchParams;
  /** Overrides the environment derived from the portal URL (a deployment that knows better). */
  readonly environment?: PortalEnvironment;
  /** Overrides the derived hub services URL. */
  readonly hubUrl?: string;
}

/**
 * Builds the {@link Context} from records already in hand (spec 1 §1, §3, §6). Pure: same input, same
 * context. Derives: signed in or not; cloud vs enterprise (the portal's own `isPortal` flag, else the URL
 * rule); environment; licence; alpha/beta organisation; service status (edition defaults, then the service
 * check, then `sol`/`sna`); feature flags (user preview settings, then configuration, then `pe`/`pd`);
 * request options.
 *
 * @example
 * const context = createContext({ portal: 'http://localhost:3000/sharing/rest', portalSelf, currentUser });
 * context.isAuthenticated; // true
 * context.hubLicense; // "hub-premium" when the organisation is hub-enabled
 */
export function createContext(input: CreateContextInput): Context {
  const { portalUrl, sharingApiUrl } = getPortalUrls(input.portal);
  const { portalSelf, currentUser } = input;
  const isPortal = typeof portalSelf.isPortal === 'boolean' ? portalSelf.isPortal : !isCloudPortalUrl(portalUrl);
  const environment = input.environment ?? getPortalEnvironment(portalUrl, isPortal);
  const params = readFlagParams(input.searchParams);
  const trustedOrgs = Object.freeze([...(input.trustedOrgs ?? [])]);
  const requestOptions: PortalCallOptions = Object.freeze({
    portal: sharingApiUrl,
    ...(input.authentication ? { authentication: input.authentication } : {}),
  });
  return Object.freeze({
    portalUrl,
    sharingApiUrl,
    hubUrl: input.hubUrl ?? getHubUrl(portalUrl, environment, isPortal),
    portal: portalSelf,
    currentUser,
    isAuthenticated: currentUser !== undefined,
    isPortal,
    environment,
    hubLicense: getHubLicense(portalSelf, isPortal),
    ...getOrgAvailability(portalSelf, currentUser?.orgId ?? portalSelf.id),
    trustedOrgs,
    trustedOrgIds: Object.freeze(trustedOrgs.map((org) => org.to.orgId)),
    serviceStatus: Object.freeze({
      ...getDefaultServiceStatus(isPortal),
      ...input.serviceStatus,
      ...params.serviceStatus,
    }),
    servicesDirectoryDisabled: input.servicesDirectoryDisabled ?? false,
    featureFlags: Object.freeze({
      ...previewFlags(input.userHubSettings),
      ...input.featureFlags,
      ...params.featureFlags,
    }),
    userHubSettings: input.userHubSettings,
    groupLimit: input.groupLimit ?? GROUP_LIMIT_FALLBACK,
    requestOptions,
  });
}

/** A preview setting named like a feature enables it: `preview.workspace` → `hub:feature:workspace`. */
function previewFlags(settings: UserHubSettings | undefined): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const [name, enabled] of Object.entries(settings?.preview ?? {})) {
    if (enabled === true) flags[`hub:feature:${name}`] = true;
  }
  return flags;
}
