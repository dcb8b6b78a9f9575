import { Hono } from 'hono';
import { nowFrom } from '../../auth/clock.ts';
import { issueAccessToken } from '../../auth/issueAccessToken.ts';
import { findOAuthClient } from '../../auth/oauthClients.ts';
import { revokeTokenFamily } from '../../auth/oauthTokens.ts';
import { resolveCaller } from '../../auth/resolveCaller.ts';
import { requestIp } from '../../auth/requestIp.ts';
import { hashSecret } from '../../auth/tokenSecret.ts';
import { findAccessToken, revokeAccessToken } from '../../db/repositories/accessTokenRepository.ts';
import { findRefreshToken } from '../../db/repositories/oauthRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { requestProtocol } from '../../http/requestProtocol.ts';
import { portalErrors } from '../../errors/portalError.ts';
import { readPortalParams, stringParam } from '../../http/portalParams.ts';
import { registeredAppRoutes } from './apps/registeredAppRoutes.ts';
import { authorizeRoutes } from './authorizeRoutes.ts';
import { socialRoutes } from './socialRoutes.ts';
import { portalHostRedirect } from './portalHostRedirect.ts';
import { endPortalSession, readPortalSession } from './portalSession.ts';
import { pickSignInLocale, SIGN_IN_MESSAGES } from './signInMessages.ts';
import { renderOAuthMessagePage, signInPageCsp } from './signInPage.ts';
import { tokenRoutes } from './tokenRoutes.ts';

/** Tokens from exchangeToken and platformSelf: two hours (spec 1 §9, a credential from a parent). */
const EXCHANGED_TOKEN_MINUTES = 120;

/** `/sharing/rest/oauth2/...` */
export function oauth2Routes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Sign-in and sign-out pages live on the portal's host, whichever site they were asked from (ADR 0109).
  routes.use('/authorize', portalHostRedirect());
  routes.use('/authorize/*', portalHostRedirect());
  routes.use('/signout', portalHostRedirect());
  routes.route('/authorize', authorizeRoutes());
  // Sign-in with an OpenID Connect provider (issue 44 item 8, ADR 0211).
  routes.route('/social', socialRoutes());
  routes.route('/token', tokenRoutes());
  routes.route('/', registeredAppRoutes());

  // A valid token for a registered client → a token of that client for the same user.
  routes.post('/exchangeToken', async (c) => {
    const deps = c.get('deps');
    const params = await readPortalParams(c);
    const now = nowFrom(deps);
    const client = await findOAuthClient(
      deps.db,
      deps.config,
      stringParam(params, 'client_id') ?? '',
      requestProtocol(c),
    );
    const token = stringParam(params, 'token') ?? '';
    const user = token ? await resolveCaller(deps.db, token, now, { referer: undefined, ip: requestIp(c) }) : undefined;
    if (!client) throw portalErrors.badRequest('Invalid client_id.');
    if (!user) throw portalErrors.invalidToken();
    // The new token joins the family of the token it came from: revoking that session revokes it too.
    const parent = await findAccessToken(deps.db, hashSecret(token));
    const issued = await issueAccessToken(deps.db, {
      username: user.username,
      now,
      expirationMinutes: EXCHANGED_TOKEN_MINUTES,
      source: 'oauth',
      clientId: client.clientId,
      familyId: parent?.family_id ?? null,
    });
    return c.json({ token: issued.token, expires_in: EXCHANGED_TOKEN_MINUTES * 60 });
  });

  // The portal session cookie (set by the sign-in page) → a token for the asking client.
  routes.post('/platformSelf', async (c) => {
    const deps = c.get('deps');
    const clientId = c.req.header('x-esri-auth-client-id') ?? '';
    const redirectUri = c.req.header('x-esri-auth-redirect-uri') ?? '';
    const client = await findOAuthClient(deps.db, deps.config, clientId, requestProtocol(c));
    if (!client || !(await client.redirectUris.includes(redirectUri)))
      throw portalErrors.badRequest('Invalid client_id or redirect_uri.');
    const user = await readPortalSession(c);
    if (!user) throw portalErrors.badRequest('Not signed in.');
    const issued = await issueAccessToken(deps.db, {
      username: user.username,
      now: nowFrom(deps),
      expirationMinutes: EXCHANGED_TOKEN_MINUTES,
      source: 'oauth',
      clientId: client.clientId,
    });
    return c.json({ username: user.username, token: issued.token, expires_in: EXCHANGED_TOKEN_MINUTES * 60 });
  });

  routes.post('/validateAppAccess', async (c) => {
    const deps = c.get('deps');
    const params = await readPortalParams(c);
    const client = await findOAuthClient(
      deps.db,
      deps.config,
      stringParam(params, 'client_id') ?? '',
      requestProtocol(c),
    );
    const token = stringParam(params, 'token') ?? '';
    const user = token
      ? await resolveCaller(deps.db, token, nowFrom(deps), { referer: undefined, ip: requestIp(c) })
      : undefined;
    if (!user) throw portalErrors.invalidToken();
    if (!client) throw portalErrors.badRequest('Invalid client_id.');
    return c.json({ valid: true, viewOnlyUserTypeApp: false });
  });

  // Revokes an access token or a refresh token's whole family (arcgis-rest-request's revokeToken).
  routes.post('/revokeToken', async (c) => {
    const { db } = c.get('deps');
    const params = await readPortalParams(c);
    const secret = stringParam(params, 'auth_token') ?? stringParam(params, 'token') ?? '';
    const hash = hashSecret(secret);
    const refresh = await findRefreshToken(db, hash);
    if (refresh) await revokeTokenFamily(db, refresh.family_id);
    else if (await findAccessToken(db, hash)) await revokeAccessToken(db, hash);
    return c.json({ success: true });
  });

  // Ends the portal session; returns to the client's redirect_uri when it is registered for client_id.
  routes.get('/signout', async (c) => {
    const deps = c.get('deps');
    await endPortalSession(c);
    const clientId = c.req.query('client_id');
    const redirectUri = c.req.query('redirect_uri');
    const client = clientId ? await findOAuthClient(deps.db, deps.config, clientId, requestProtocol(c)) : undefined;
    if (client && redirectUri && (await client.redirectUris.includes(redirectUri))) return c.redirect(redirectUri, 302);
    const locale = pickSignInLocale(c.req.query('locale'), c.req.header('accept-language'));
    const m = SIGN_IN_MESSAGES[locale];
    return c.body(renderOAuthMessagePage(locale, m.signedOut, m.signedOut), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': signInPageCsp(),
    });
  });
  return routes;
}
