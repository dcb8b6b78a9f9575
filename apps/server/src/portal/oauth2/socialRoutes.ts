import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { timingSafeEqual } from 'node:crypto';
import { nowFrom } from '../../auth/clock.ts';
import { resolveOidcAccount, type OidcAccountOutcome } from '../../auth/oidc/oidcAccount.ts';
import { finishOidcSignIn, startOidcSignIn } from '../../auth/oidc/oidcClient.ts';
import type { OidcProvider } from '../../config/readOidcProviders.ts';
import { hashSecret } from '../../auth/tokenSecret.ts';
import { insertOidcSignIn, takeOidcSignIn } from '../../db/repositories/oidcRepository.ts';
import { updateLastLogin } from '../../db/repositories/userRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { isHttpsRequest, requestProtocol } from '../../http/requestProtocol.ts';
import { accountMessages, fillText } from '../account/accountMessages.ts';
import { answerPage } from '../account/passwordResetRoutes.ts';
import { readPortalParams, stringParam } from '../../http/portalParams.ts';
import { grant } from './authorizeRoutes.ts';
import { validateAuthorizeRequest } from './authorizeRequest.ts';
import { startPortalSession } from './portalSession.ts';
import { SOCIAL_PATH } from './socialPaths.ts';
import { pickSignInLocale, SIGN_IN_MESSAGES, type SignInLocale } from './signInMessages.ts';
import { renderOAuthMessagePage, signInPageCsp } from './signInPage.ts';

/** A sign-in with a provider must come back within 10 minutes. */
export const OIDC_SIGN_IN_TTL_MS = 10 * 60_000;
const COOKIE = 'plaza_oidc_state';

function callbackUri(c: Context<AppEnv>): string {
  return `${requestProtocol(c)}//${c.req.header('host') ?? new URL(c.req.url).host}${SOCIAL_PATH}/callback`;
}

function providerOf(c: Context<AppEnv>, id: string | undefined): OidcProvider | undefined {
  return c.get('deps').config.oidcProviders.find((provider) => provider.id === id);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Sign-in with an OpenID Connect provider (issue 44 item 8, ADR 0211), beside the portal's own form:
 * `GET {SOCIAL_PATH}/authorize?provider=…&{the portal authorize request}` checks that request as the form does,
 * keeps it with a fresh PKCE verifier, state and nonce (the state's hash in the database, the state itself in a
 * cookie of this browser) and sends the person to the provider; `GET {SOCIAL_PATH}/callback` takes the sign-in once,
 * checks the cookie, exchanges the code (oauth4webapi), finds or makes the account by the verified e-mail address,
 * starts the portal session and finishes the authorize request with a code (or token) for the application.
 *
 * @example
 * app.route(SOCIAL_PATH, socialRoutes());
 */
export function socialRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });

  routes.get('/authorize', async (c) => {
    const deps = c.get('deps');
    const params = await readPortalParams(c);
    const locale = pickSignInLocale(stringParam(params, 'locale'), c.req.header('accept-language'));
    const provider = providerOf(c, stringParam(params, 'provider'));
    const checked = await validateAuthorizeRequest(deps.db, deps.config, params, requestProtocol(c));
    if (checked.kind === 'page') return messagePage(c, locale, SIGN_IN_MESSAGES[locale][checked.message]);
    if (checked.kind === 'redirect') return c.redirect(checked.url, 302);
    if (!provider) return messagePage(c, locale, accountMessages(locale).socialUnknown);
    const now = nowFrom(deps);
    let start;
    try {
      start = await startOidcSignIn(provider, callbackUri(c), now);
    } catch (error) {
      deps.logger.warn('OpenID Connect provider unreachable', { provider: provider.id, error });
      return failedPage(c, locale, provider, checked.request.hidden);
    }
    await insertOidcSignIn(deps.db, {
      state_hash: hashSecret(start.state),
      provider: provider.id,
      code_verifier: start.codeVerifier,
      nonce: start.nonce,
      authorize_params: { ...checked.request.hidden },
      created: now,
      expires: now + OIDC_SIGN_IN_TTL_MS,
    });
    setCookie(c, COOKIE, start.state, {
      httpOnly: true,
      sameSite: 'Lax',
      path: SOCIAL_PATH,
      secure: isHttpsRequest(c),
      maxAge: OIDC_SIGN_IN_TTL_MS / 1000,
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(start.url, 302);
  });

  routes.get('/callback', async (c) => {
    const deps = c.get('deps');
    const url = new URL(c.req.url);
    const state = url.searchParams.get('state') ?? '';
    const cookie = getCookie(c, COOKIE) ?? '';
    deleteCookie(c, COOKIE, { path: SOCIAL_PATH });
    const now = nowFrom(deps);
    // Only the browser that started this sign-in may finish it, and only once.
    const pending =
      state && cookie && sameSecret(state, cookie) ? await takeOidcSignIn(deps.db, hashSecret(state), now) : undefined;
    const fallback = pickSignInLocale(undefined, c.req.header('accept-language'));
    if (!pending) return messagePage(c, fallback, accountMessages(fallback).socialExpired);
    const locale = pickSignInLocale(pending.authorize_params.locale, c.req.header('accept-language'));
    const provider = providerOf(c, pending.provider);
    const checked = await validateAuthorizeRequest(deps.db, deps.config, pending.authorize_params, requestProtocol(c));
    if (checked.kind === 'page') return messagePage(c, locale, SIGN_IN_MESSAGES[locale][checked.message]);
    if (checked.kind === 'redirect') return c.redirect(checked.url, 302);
    if (!provider) return messagePage(c, locale, accountMessages(locale).socialUnknown);
    let outcome: OidcAccountOutcome;
    try {
      const claims = await finishOidcSignIn(
        provider,
        url,
        { redirectUri: callbackUri(c), state, codeVerifier: pending.code_verifier, nonce: pending.nonce },
        now,
      );
      outcome = await resolveOidcAccount(deps.db, provider.id, claims, locale, now);
    } catch (error) {
      deps.logger.warn('OpenID Connect sign-in failed', { provider: provider.id, error });
      return failedPage(c, locale, provider, pending.authorize_params);
    }
    if (outcome.kind === 'signedIn' || outcome.kind === 'linked' || outcome.kind === 'created') {
      await updateLastLogin(deps.db, outcome.username, now);
      await startPortalSession(c, outcome.username);
      c.header('Cache-Control', 'no-store');
      return c.redirect(await grant(c, checked.request, outcome.username, now), 302);
    }
    const m = accountMessages(locale);
    const message = {
      unverified: fillText(m.socialUnverified, { provider: provider.name }),
      ambiguous: m.socialAmbiguous,
      disabled: m.socialDisabled,
      closed: m.socialClosed,
    }[outcome.kind];
    return answerPage(c, 403, {
      locale,
      title: fillText(m.socialTitle, { provider: provider.name }),
      error: message,
      links: [{ href: signInHref(pending.authorize_params), text: m.backToSignIn }],
    });
  });
  return routes;
}

function signInHref(hidden: Readonly<Record<string, string>>): string {
  return `/sharing/rest/oauth2/authorize?${new URLSearchParams(hidden)}`;
}

function failedPage(
  c: Context<AppEnv>,
  locale: SignInLocale,
  provider: OidcProvider,
  hidden: Readonly<Record<string, string>>,
): Response {
  const m = accountMessages(locale);
  return answerPage(c, 400, {
    locale,
    title: fillText(m.socialTitle, { provider: provider.name }),
    error: fillText(m.socialFailed, { provider: provider.name }),
    links: [{ href: signInHref(hidden), text: m.backToSignIn }],
  });
}

function messagePage(c: Context<AppEnv>, locale: SignInLocale, message: string): Response {
  const m = SIGN_IN_MESSAGES[locale];
  return c.body(renderOAuthMessagePage(locale, m.invalidRequestHeading, message), 400, {
    'Cache-Control': 'no-store',
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': signInPageCsp(),
  });
}
