import type { ContextFetchers } from './contextFetchers.ts';
import type { PortalSelf } from '../portal/getPortalSelf.ts';
import type { PortalCallOptions } from '../portal/portalRequest.ts';
import type { Context, ContextUser } from './Context.ts';
import { createContext, type CreateContextInput } from './createContext.ts';
import { defaultContextFetchers } from './defaultContextFetchers.ts';
import { getPortalUrls } from './getPortalUrls.ts';

/** What the caller knows before anything is fetched. */
export type LoadContextOptions = Omit<
  CreateContextInput,
  | 'portalSelf'
  | 'currentUser'
  | 'trustedOrgs'
  | 'serviceStatus'
  | 'servicesDirectoryDisabled'
  | 'userHubSettings'
  | 'groupLimit'
>;

/**
 * Fetches what a {@link Context} is made of and builds it with {@link createContext}: the portal self record,
 * then (signed in) the current user, and in parallel the trusted organisations (falling back to `[]`), the
 * group limit (falling back to 512), the user's hub settings and the service check (a failure marks the
 * services directory disabled). If the portal or the user cannot be read, logs
 * "context manager failed while initializing for {user} using {portal}." and rethrows the original error.
 *
 * @example
 * const context = await loadContext({ portal: 'http://localhost:3000/sharing/rest', authentication: session });
 * context.currentUser?.username; // "casey"
 */
export async function loadContext(
  options: LoadContextOptions,
  fetchers: Partial<ContextFetchers> = {},
): Promise<Context> {
  const calls: ContextFetchers = { ...defaultContextFetchers, ...fetchers };
  const { portalUrl, sharingApiUrl } = getPortalUrls(options.portal);
  const requestOptions: PortalCallOptions = {
    portal: sharingApiUrl,
    ...(options.authentication ? { authentication: options.authentication } : {}),
  };
  let portalSelf: PortalSelf;
  let currentUser: ContextUser | undefined;
  try {
    portalSelf = await calls.getPortalSelf(requestOptions);
    currentUser = options.authentication ? await calls.getCurrentUser(requestOptions) : undefined;
  } catch (error) {
    const user = usernameOf(options.authentication) ?? 'anonymous';
    calls.logError(`context manager failed while initializing for ${user} using ${portalUrl}.`, error);
    throw error;
  }
  const known = createContext({ ...options, portalSelf, currentUser });
  const username = currentUser?.username;
  const [trustedOrgs, groupLimit, userHubSettings, services] = await Promise.all([
    username ? calls.getTrustedOrgs(requestOptions).catch(() => []) : Promise.resolve([]),
    username
      ? calls.getGroupLimit(portalSelf.id, requestOptions).then(validLimit, () => undefined)
      : Promise.resolve(undefined),
    username ? calls.getUserHubSettings(username, requestOptions).catch(() => undefined) : Promise.resolve(undefined),
    calls.checkServices(known).then(
      (status) => ({ status, disabled: false }),
      () => ({ status: {}, disabled: true }),
    ),
  ]);
  return createContext({
    ...options,
    portalSelf,
    currentUser,
    trustedOrgs,
    groupLimit,
    userHubSettings,
    serviceStatus: services.status,
    servicesDirectoryDisabled: services.disabled,
  });
}

function validLimit(limit: number): number | undefined {
  return Number.isFinite(limit) && limit >= 0 ? limit : undefined;
}

function usernameOf(authentication: PortalCallOptions['authentication']): string | undefined {
  if (typeof authentication !== 'object' || authentication === null) return undefined;
  const username = (authentication as { username?: unknown }).username;
  return typeof username === 'string' && username !== '' ? username : undefined;
}
