import { SERVER_ROOT_PATH } from './authInfo.ts';

/**
 * Which contract a path answers in: the portal's envelope (`/sharing/rest`), the federated server's (the feature
 * services, the datasets API's alias of a hosted layer and the hub's dataset service, ADR 0121/0163), the hub
 * services' `{error:{title,detail}}` (`/api` and everything under it), or an HTML page (everything else).
 */
export type RequestSurface = 'portal' | 'server' | 'hub' | 'page';

const PORTAL = /^\/sharing\/rest(\/|$)/;
const SERVER = new RegExp(`^(${SERVER_ROOT_PATH}/rest/|(/api/v3)?/datasets/[^/]+/FeatureServer(/|$))`, 'i');
const HUB = /^\/api(\/|$)/;

/**
 * The one classification every error answer uses (the error handler, admission's 503, a malformed path's 400), so a
 * path cannot fall between two of them: `/api` without its trailing part is the hub's, as `/api/` is.
 *
 * @example
 * requestSurface('/api'); // 'hub'
 * requestSurface('/datasets/abc_0/FeatureServer/0/query'); // 'server'
 * requestSurface('/search'); // 'page'
 */
export function requestSurface(path: string): RequestSurface {
  if (PORTAL.test(path)) return 'portal';
  if (SERVER.test(path)) return 'server';
  if (HUB.test(path)) return 'hub';
  return 'page';
}
