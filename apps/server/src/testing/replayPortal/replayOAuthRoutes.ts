import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { paramsOf, portalError, type ReplayState } from './replayContext.ts';

const TOKEN_SECONDS = 7200;

/**
 * A tiny OAuth 2.0 authorization-code flow for connector-mode sign-in against the replay portal: `authorize`
 * signs the manifest's OAuth user in at once (there is no one to ask) and redirects with a code and the `state`;
 * `token` trades the code (once) or a refresh token for an access token. Only the manifest's client id is known.
 */
export function replayOAuthRoutes(state: ReplayState): Hono {
  const app = new Hono({ strict: false });
  const { oauth } = state.org;
  app.get('/authorize', (c) => {
    const params = c.req.query();
    if (params.client_id !== oauth.clientId) return portalError(c, 400, 'Invalid client_id', 'OAUTH_0007');
    const redirect = params.redirect_uri;
    if (!redirect || !/^https?:\/\//.test(redirect)) return portalError(c, 400, 'Invalid redirect_uri', 'OAUTH_0005');
    const code = randomBytes(16).toString('hex');
    state.codes.set(code, { username: oauth.user, redirectUri: redirect });
    const target = new URL(redirect);
    target.searchParams.set('code', code);
    if (params.state !== undefined) target.searchParams.set('state', params.state);
    return c.redirect(target.href, 302);
  });
  app.post('/token', async (c) => {
    const params = await paramsOf(c);
    if (params.client_id !== oauth.clientId) return portalError(c, 400, 'Invalid client_id', 'OAUTH_0007');
    let username: string | undefined;
    if (params.grant_type === 'authorization_code') {
      const granted = state.codes.get(params.code ?? '');
      state.codes.delete(params.code ?? '');
      if (granted && granted.redirectUri === params.redirect_uri) username = granted.username;
    } else if (params.grant_type === 'refresh_token') {
      username = state.issued.get(`refresh:${params.refresh_token ?? ''}`);
    }
    if (!username) return portalError(c, 400, 'Invalid authorization code', 'OAUTH_0017');
    const accessToken = randomBytes(24).toString('hex');
    const refreshToken = randomBytes(24).toString('hex');
    state.issued.set(accessToken, username);
    state.issued.set(`refresh:${refreshToken}`, username);
    return c.json({
      access_token: accessToken,
      expires_in: TOKEN_SECONDS,
      username,
      refresh_token: refreshToken,
      refresh_token_expires_in: 1_209_600,
      ssl: false,
    });
  });
  return app;
}
