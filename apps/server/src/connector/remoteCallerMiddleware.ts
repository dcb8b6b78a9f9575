import type { MiddlewareHandler } from 'hono';
import { ANONYMOUS } from '../auth/caller.ts';
import { nowFrom } from '../auth/clock.ts';
import { readRequestToken } from '../auth/readRequestToken.ts';
import type { AppEnv } from '../http/appEnv.ts';
import { HubApiError } from '../errors/hubApiError.ts';
import type { ConnectorConfig } from '../config/readConnectorConfig.ts';
import { mirrorRemoteAccount } from './mirrorRemoteAccount.ts';
import { newRemoteCallerCache, resolveRemoteCaller } from './remoteCaller.ts';

/**
 * Connector mode's caller for the hub services (`/api`): a token is the remote portal's, checked with it
 * (`resolveRemoteCaller`, kept a minute) and its account mirrored locally for the hub data that names it
 * (`mirrorRemoteAccount`); without one the caller is anonymous; a token the remote refuses answers
 * 401 `{error:{title,detail}}`, as a bad token does with the embedded portal; an unreachable remote, 503.
 *
 * @example
 * app.use('/api/*', remoteCallerMiddleware(config.connector));
 */
export function remoteCallerMiddleware(connector: ConnectorConfig): MiddlewareHandler<AppEnv> {
  const cache = newRemoteCallerCache();
  return async (c, next) => {
    const token = await readRequestToken(c, 'api');
    if (!token) {
      c.set('caller', ANONYMOUS);
      return next();
    }
    const deps = c.get('deps');
    let identity;
    try {
      identity = await resolveRemoteCaller(connector, token, cache, nowFrom(deps));
      if (identity) await mirrorRemoteAccount(deps.db, connector, identity, token, nowFrom(deps));
    } catch (error) {
      if (error instanceof HubApiError) throw error;
      throw new HubApiError(503, 'Service Unavailable', 'The portal that signs people in could not be reached.');
    }
    if (!identity) throw new HubApiError(401, 'Unauthorized', 'Invalid or expired token.');
    c.set('caller', identity.caller);
    return next();
  };
}
