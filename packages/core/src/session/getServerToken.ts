import { cleanUrl, isFederated, NODEJS_DEFAULT_REFERER_HEADER, request } from '@esri/arcgis-rest-request';
import { z } from 'zod/mini';
import { toPortalRequestError } from '../portal/portalRequest.ts';
import { ensureFreshSession } from './ensureFreshSession.ts';
import type { Session } from './Session.ts';
import { FEDERATED_SERVER_TOKEN_VALIDITY_MS } from './sessionConstants.ts';
import { resolveSessionDeps, type SessionDeps } from './SessionDeps.ts';
import { SESSION_ERROR_MESSAGES, SessionError } from './SessionError.ts';
import { toIdentityManager } from './toIdentityManager.ts';
import { tokenRequestFailure } from './tokenRequestFailure.ts';

const authInfoSchema = z.object({ tokenServicesUrl: z.string().check(z.minLength(1)) });
const serverInfoSchema = z.object({
  owningSystemUrl: z.optional(z.string().check(z.minLength(1))),
  authInfo: z.optional(authInfoSchema),
});
const portalInfoSchema = z.object({ authInfo: authInfoSchema });
const serverTokenSchema = z.object({ token: z.string().check(z.minLength(1)), expires: z.optional(z.number()) });

/**
 * A token for a server federated with the session's portal (spec 1 §7), and the session with it
 * cached. The cached token is used until the sooner of its own expiry and 24 hours (spec 1 §9).
 * Otherwise: `GET {server}/rest/info`; a server owned by another portal fails with `NOT_FEDERATED`
 * ("{server} is not federated with {portal}."), one owned by none and not already trusted with
 * `NOT_FEDERATED` ("... is not federated with any portal and is not explicitly trusted."); then the
 * owning portal's token service is asked with the (refreshed if expired) portal token, or the
 * username and password, for `serverUrl`, `expiration` and `client=referer`.
 *
 * @example
 * const { token, session: next } = await getServerToken(session, 'https://maps.example.org/arcgis/rest/services/Parks/FeatureServer/0');
 */
export async function getServerToken(
  session: Session,
  serverUrl: string,
  deps: Partial<SessionDeps> = {},
): Promise<{ readonly token: string; readonly session: Session }> {
  const resolved = resolveSessionDeps(deps);
  const root = toIdentityManager(session).getServerRootUrl(serverUrl);
  const cached = session.federatedServers[root];
  if (cached && cached.expires > resolved.now()) return { token: cached.token, session };

  const parsedInfo = serverInfoSchema.safeParse(await getJson(`${root}/rest/info`));
  const info = parsedInfo.success ? parsedInfo.data : {};
  let tokenServicesUrl: string;
  if (info.owningSystemUrl) {
    if (!isFederated(info.owningSystemUrl, session.portal)) {
      throw new SessionError('NOT_FEDERATED', SESSION_ERROR_MESSAGES.notFederatedWith(root, session.portal));
    }
    const owner = portalInfoSchema.safeParse(await getJson(`${cleanUrl(info.owningSystemUrl)}/sharing/rest/info`));
    if (!owner.success) {
      throw new SessionError(
        'GENERATE_TOKEN_FOR_SERVER_FAILED',
        `${info.owningSystemUrl} advertises no token service.`,
      );
    }
    tokenServicesUrl = owner.data.authInfo.tokenServicesUrl;
  } else if (info.authInfo && cached) {
    tokenServicesUrl = info.authInfo.tokenServicesUrl;
  } else {
    throw new SessionError('NOT_FEDERATED', SESSION_ERROR_MESSAGES.notFederatedWithAny(root));
  }

  const fresh = await ensureFreshSession(session, resolved);
  const now = resolved.now();
  let answer: z.infer<typeof serverTokenSchema>;
  try {
    const credentials = fresh.password
      ? { username: fresh.username, password: fresh.password }
      : { token: fresh.token };
    const body: unknown = await request(tokenServicesUrl, {
      httpMethod: 'POST',
      params: {
        ...credentials,
        serverUrl: root,
        expiration: fresh.tokenDuration,
        client: 'referer',
        referer: resolved.referer ?? NODEJS_DEFAULT_REFERER_HEADER,
        f: 'json',
      },
    });
    answer = serverTokenSchema.parse(body);
  } catch (error) {
    throw tokenRequestFailure(error, 'GENERATE_TOKEN_FOR_SERVER_FAILED');
  }
  const expires = Math.min(answer.expires ?? Number.POSITIVE_INFINITY, now + FEDERATED_SERVER_TOKEN_VALIDITY_MS);
  return {
    token: answer.token,
    session: { ...fresh, federatedServers: { ...fresh.federatedServers, [root]: { token: answer.token, expires } } },
  };
}

async function getJson(url: string): Promise<unknown> {
  try {
    return await request(url, { httpMethod: 'GET' });
  } catch (error) {
    throw toPortalRequestError(error, url);
  }
}
