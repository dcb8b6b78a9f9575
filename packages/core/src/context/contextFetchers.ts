import type { Context, ContextUser, ServiceStatus, TrustedOrg } from './Context.ts';
import type { HubService } from '../constants.ts';
import type { PortalCallOptions } from '../portal/portalRequest.ts';
import type { PortalSelf } from '../portal/getPortalSelf.ts';
import type { UserHubSettings } from './UserHubSettings.ts';

/** The calls {@link loadContext} makes; each can be replaced (tests, other back ends). */
export interface ContextFetchers {
  readonly getPortalSelf: (options: PortalCallOptions) => Promise<PortalSelf>;
  /** `community/self` for the signed-in user. */
  readonly getCurrentUser: (options: PortalCallOptions) => Promise<ContextUser>;
  readonly getTrustedOrgs: (options: PortalCallOptions) => Promise<readonly TrustedOrg[]>;
  /** The portal's `Groups / MaxNumUserGroups` limit. */
  readonly getGroupLimit: (orgId: string, options: PortalCallOptions) => Promise<number>;
  /** The user's hub settings resource; undefined when the user has none. */
  readonly getUserHubSettings: (username: string, options: PortalCallOptions) => Promise<UserHubSettings | undefined>;
  /** Status of the hub services; a rejection marks the services directory disabled. */
  readonly checkServices: (
    context: Pick<Context, 'hubUrl' | 'isPortal' | 'requestOptions'>,
  ) => Promise<Readonly<Partial<Record<HubService, ServiceStatus>>>>;
  /** Where the initialisation failure is reported (console.error by default). */
  readonly logError: (message: string, error: unknown) => void;
}
