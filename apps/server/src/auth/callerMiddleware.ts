import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/appEnv.ts';
import { HubApiError } from '../errors/hubApiError.ts';
import { portalErrors } from '../errors/portalError.ts';
import { ANONYMOUS } from './caller.ts';
import { nowFrom } from './clock.ts';
import { readRequestToken } from './readRequestToken.ts';
import { requestIp } from './requestIp.ts';
import { resolveCaller } from './resolveCaller.ts';

/** Sharing REST paths where a stale token must not stand in the way of getting a new one. */
const TOKEN_TOLERANT = /^\/sharing\/rest\/(generateToken|info|oauth2\/)/i;

/**
 * Resolves `c.get('caller')` for every request under `/sharing/rest` (`where: 'sharing'`) or `/api`
 * (`where: 'api'`): anonymous without a token; an invalid, expired or revoked token answers 498 in
 * the portal envelope on `/sharing/rest` and HTTP 401 `{error:{title,detail}}` on `/api`.
 *
 * @example
 * sharing.use('*', callerMiddleware('sharing'));
 */
export function callerMiddleware(where: 'sharing' | 'api'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = await readRequestToken(c, where);
    if (!token) {
      c.set('caller', ANONYMOUS);
      return next();
    }
    const deps = c.get('deps');
    const caller = await resolveCaller(deps.db, token, nowFrom(deps), {
      referer: c.req.header('referer'),
      ip: requestIp(c),
    });
    if (caller) c.set('caller', caller);
    else if (where === 'sharing' && TOKEN_TOLERANT.test(c.req.path)) c.set('caller', ANONYMOUS);
    else if (where === 'sharing') throw portalErrors.invalidToken();
    else throw new HubApiError(401, 'Unauthorized', 'Invalid or expired token.');
    return next();
  };
}
