import { fetchServiceStatus } from './fetchServiceStatus.ts';
import { GROUP_LIMIT_FALLBACK, PORTAL_GROUP_LIMIT } from '../constants.ts';
import { getCommunitySelf } from '../portal/getCommunitySelf.ts';
import { getPortalLimits } from '../portal/getPortalLimits.ts';
import { getPortalSelf } from '../portal/getPortalSelf.ts';
import { getTrustedOrgs } from '../portal/getTrustedOrgs.ts';
import { getUserResource } from '../portal/getUserResource.ts';
import type { ContextFetchers } from './contextFetchers.ts';
import { userHubSettingsSchema } from './UserHubSettings.ts';

/**
 * The user resource that holds the user's hub settings.
 *
 * @example
 * await getUserResource(username, USER_HUB_SETTINGS_KEY, { portal, authentication });
 */
export const USER_HUB_SETTINGS_KEY = 'hubSettings.json';

/**
 * The portal calls {@link loadContext} makes unless told otherwise: `portals/self`, `community/self`,
 * `portals/self/trustedOrgs`, `portals/{id}/limits` (Groups / MaxNumUserGroups), the user's hub settings
 * resource and the hub's service status (`/api/status/v1`, issue 23; nothing to check without a hub url: the
 * edition's defaults apply, ADR 0027). Failures are decided by loadContext (fallbacks), not here.
 *
 * @example
 * await loadContext({ portal }, { ...defaultContextFetchers, logError: myLogger });
 */
export const defaultContextFetchers: ContextFetchers = Object.freeze({
  getPortalSelf,
  getCurrentUser: getCommunitySelf,
  getTrustedOrgs,
  getGroupLimit: async (orgId, options) => {
    const limit = await getPortalLimits(orgId, { ...options, limit: PORTAL_GROUP_LIMIT });
    return typeof limit === 'number' ? limit : GROUP_LIMIT_FALLBACK;
  },
  getUserHubSettings: async (username, options) => {
    const settings = await getUserResource<unknown>(username, USER_HUB_SETTINGS_KEY, options);
    const parsed = userHubSettingsSchema.safeParse(settings);
    return parsed.success ? parsed.data : undefined;
  },
  // The hub says what it serves (a Plaza hub does; another hub failing the check disables the directory).
  checkServices: (context) => (context.hubUrl ? fetchServiceStatus({ hubUrl: context.hubUrl }) : Promise.resolve({})),
  logError: (message, error) => console.error(message, error),
} satisfies ContextFetchers);
