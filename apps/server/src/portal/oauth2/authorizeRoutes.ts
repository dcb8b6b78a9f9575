import { Hono, type Context } from 'hono';
import { nowFrom } from '../../auth/clock.ts';
import { issueOAuthTokens, REFRESH_TOKEN_MINUTES } from '../../auth/oauthTokens.ts';
import { WEB_CLIENT_ID } from '../../auth/oauthClients.ts';
import { requestIp } from '../../auth/requestIp.ts';
import { attemptSignIn } from '../../auth/signInThrottle.ts';
import { hashSecret, newSecret } from '../../auth/tokenSecret.ts';
import { verifyCredentials } from '../../auth/verifyCredentials.ts';
import { newId } from '../../db/newId.ts';
import { insertOAuthCode } from '../../db/repositories/oauthRepository.ts';
import { findDefaultOrg } from '../../db/repositories/orgRepository.ts';
import { findPublicSiteForHost } from '../../db/repositories/siteHostRepository.ts';
import { accountLinks } from '../account/accountLinks.ts';
import { updateLastLogin } from '../../db/repositories/userRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { isHttpsRequest, requestProtocol } from '../../http/requestProtocol.ts';
import { readPortalParams, stringParam, type PortalParams } from '../../http/portalParams.ts';
import { redirectWith, validateAuthorizeRequest, type AuthorizeRequest } from './authorizeRequest.ts';
import { checkCsrfToken, issueCsrfToken } from './csrf.ts';
import { readPortalSession, startPortalSession } from './portalSession.ts';
import { pickSignInLocale, SIGN_IN_MESSAGES, type SignInLocale } from './signInMessages.ts';
import { renderOAuthMessagePage, renderSignInPage, signInPageCsp } from './signInPage.ts';
import { socialAuthorizeHref } from './socialPaths.ts';

/** Authorization codes live at most 10 minutes. */
export const CODE_TTL_MS = 10 * 60_000;

const NO_STORE = { 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' };

/**
 * `/sharing/rest/oauth2/authorize`: GET shows the portal's sign-in page (or, for Plaza's web app when the portal
 * session cookie is valid, continues at once); POST (the form) checks
 * CSRF, the abuse limit and the credentials, then redirects with `code` (or, for clients that opted
 * in, the token in the fragment) and the unchanged `state`.
 */
export function authorizeRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    const params = await readPortalParams(c);
    const locale = localeOf(c, params);
    const checked = await validateAuthorizeRequest(c.get('deps').db, c.get('deps').config, params, requestProtocol(c));
    if (checked.kind === 'page') return invalidRequestPage(c, locale, checked.message);
    if (checked.kind === 'redirect') return c.redirect(checked.url, 302);
    // Signed in at the portal already (on another site of this deployment, ADR 0109): Plaza's own web app continues
    // without the form, as the original portal does for its own apps. `prompt=login` asks for the form anyway.
    const session = checked.request.client.clientId === WEB_CLIENT_ID ? await readPortalSession(c) : undefined;
    if (session && stringParam(params, 'prompt') !== 'login') {
      c.header('Cache-Control', 'no-store');
      return c.redirect(await grant(c, checked.request, session.username, nowFrom(c.get('deps'))), 302);
    }
    return signInPage(c, locale, checked.request, 200);
  });

  routes.post('/', async (c) => {
    const deps = c.get('deps');
    const params = await readPortalParams(c);
    const locale = localeOf(c, params);
    const checked = await validateAuthorizeRequest(deps.db, deps.config, params, requestProtocol(c));
    if (checked.kind === 'page') return invalidRequestPage(c, locale, checked.message);
    if (checked.kind === 'redirect') return c.redirect(checked.url, 302);
    const request = checked.request;
    const m = SIGN_IN_MESSAGES[locale];
    const username = (stringParam(params, 'username') ?? '').trim();
    const password = stringParam(params, 'password') ?? '';
    if (!checkCsrfToken(c, stringParam(params, 'csrf'))) {
      return signInPage(c, locale, request, 403, { error: m.sessionExpired, username });
    }
    if (!username || !password) return signInPage(c, locale, request, 400, { error: m.missingFields, username });

    const now = nowFrom(deps);
    const outcome = await attemptSignIn(
      deps.db,
      { username, ip: requestIp(c) },
      () => nowFrom(deps),
      () => verifyCredentials(deps.db, username, password),
    );
    if (outcome.kind === 'limited') {
      c.header('Retry-After', String(outcome.retryAfter));
      return signInPage(c, locale, request, 429, {
        error: m.tooManyAttempts(Math.ceil(outcome.retryAfter / 60)),
        username,
      });
    }
    if (outcome.kind === 'failed') {
      return signInPage(c, locale, request, 401, { error: m.invalidCredentials, username });
    }
    const user = outcome.value;
    await updateLastLogin(deps.db, user.username, now);
    await startPortalSession(c, user.username);
    c.header('Cache-Control', 'no-store');
    return c.redirect(await grant(c, request, user.username, now), 302);
  });
  return routes;
}

/**
 * The redirect that completes a sign-in: a new authorization code, or (implicit) a token. Also what a sign-in with
 * an OpenID Connect provider ends with (ADR 0211).
 */
export async function grant(
  c: Context<AppEnv>,
  request: AuthorizeRequest,
  username: string,
  now: number,
): Promise<string> {
  const { db } = c.get('deps');
  const state: Record<string, string> = request.state !== undefined ? { state: request.state } : {};
  if (request.responseType === 'token') {
    const set = await issueOAuthTokens(db, {
      username,
      clientId: request.client.clientId,
      familyId: newId(),
      now,
      accessMinutes: request.expirationMinutes,
    });
    return redirectWith(
      request.redirectUri,
      {
        access_token: set.accessToken,
        expires_in: String(set.expiresIn),
        username,
        ssl: String(isHttpsRequest(c)),
        ...state,
      },
      true,
    );
  }
  const code = newSecret();
  await insertOAuthCode(db, {
    code_hash: hashSecret(code),
    client_id: request.client.clientId,
    username,
    redirect_uri: request.redirectUri,
    code_challenge: request.codeChallenge ?? null,
    code_challenge_method: request.codeChallenge ? 'S256' : null,
    expiration_minutes: Math.min(request.expirationMinutes, REFRESH_TOKEN_MINUTES),
    family_id: newId(),
    created: now,
    expires: now + CODE_TTL_MS,
  });
  return redirectWith(request.redirectUri, { code, ...state }, false);
}

function localeOf(c: Context, params: PortalParams): SignInLocale {
  return pickSignInLocale(stringParam(params, 'locale'), c.req.header('accept-language'));
}

async function signInPage(
  c: Context<AppEnv>,
  locale: SignInLocale,
  request: AuthorizeRequest,
  status: 200 | 400 | 401 | 403 | 429,
  extra: { error?: string; username?: string } = {},
): Promise<Response> {
  const { db, config } = c.get('deps');
  const org = await findDefaultOrg(db);
  const site = await findPublicSiteForHost(db, new URL(request.redirectUri).host, config.baseDomain);
  const cancelUrl = redirectWith(
    request.redirectUri,
    { error: 'access_denied', ...(request.state !== undefined ? { state: request.state } : {}) },
    request.responseType === 'token',
  );
  const html = renderSignInPage({
    locale,
    appName: request.client.name,
    orgName: org?.name ?? 'Plaza',
    returnHost: new URL(request.redirectUri).host,
    action: '/sharing/rest/oauth2/authorize',
    hidden: request.hidden,
    csrfToken: issueCsrfToken(c),
    cancelUrl,
    ...(site ? { siteName: site.title } : {}),
    // The site's name and logo, and "Forgot your password?" / "Create an account" where they apply (issue 43).
    ...(site?.thumbnail
      ? { siteLogoUrl: `/sharing/rest/content/items/${site.id}/info/${encodeURI(site.thumbnail)}` }
      : {}),
    // Sign-in with the deployment's OpenID Connect providers (issue 44 item 8, ADR 0211).
    providers: config.oidcProviders.map((provider) => ({
      name: provider.name,
      href: socialAuthorizeHref(provider.id, request.hidden),
    })),
    ...accountLinks(locale, request.hidden, {
      mailOn: !!config.mail.smtpUrl,
      selfSignUp: org?.properties.selfSignUp === true,
    }),
    ...extra,
  });
  const csp = signInPageCsp([new URL(request.redirectUri).origin], !!site?.thumbnail);
  return c.body(html, status, { ...NO_STORE, 'Content-Security-Policy': csp });
}

function invalidRequestPage(c: Context, locale: SignInLocale, message: 'unknownClient' | 'invalidRedirect'): Response {
  const m = SIGN_IN_MESSAGES[locale];
  return c.body(renderOAuthMessagePage(locale, m.invalidRequestHeading, m[message]), 400, {
    ...NO_STORE,
    'Content-Security-Policy': signInPageCsp(),
  });
}
