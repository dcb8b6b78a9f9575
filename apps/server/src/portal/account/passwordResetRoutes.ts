import { Hono, type Context } from 'hono';
import { nowFrom } from '../../auth/clock.ts';
import { hashPassword } from '../../auth/password.ts';
import { requestIp } from '../../auth/requestIp.ts';
import { hashSecret } from '../../auth/tokenSecret.ts';
import { newId } from '../../db/newId.ts';
import {
  clearUsernameFailures,
  findActiveUsersByEmail,
  replacePassword,
} from '../../db/repositories/accountRepository.ts';
import {
  countRecentAccountTokens,
  deleteExpiredAccountTokens,
  insertAccountToken,
  peekAccountToken,
  retireAccountTokens,
  useAccountToken,
} from '../../db/repositories/accountTokenRepository.ts';
import { insertJob } from '../../db/repositories/jobRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { lockLimitKeys } from '../../db/repositories/rateLimitRepository.ts';
import { addressRateLimit } from '../../http/addressRateLimit.ts';
import { MAIL_ACCOUNT_JOB } from '../../mail/mailAccountJob.ts';
import { trustedOrigin } from '../../notifications/trustedOrigin.ts';
import { checkCsrfToken, issueCsrfToken } from '../oauth2/csrf.ts';
import { pickSignInLocale, type SignInLocale } from '../oauth2/signInMessages.ts';
import { signInPageCsp } from '../oauth2/signInPage.ts';
import { readPortalParams, stringParam, type PortalParams } from '../../http/portalParams.ts';
import { safeReturn } from './accountLinks.ts';
import { accountMessages, fillText } from './accountMessages.ts';
import { renderAccountPage, type AccountPage } from './accountPages.ts';

/** A reset link works this long, once. */
export const RESET_TTL_MS = 60 * 60_000;
/** Reset e-mails one account gets in an hour at most (more asks are answered alike and send nothing). */
export const RESETS_PER_HOUR = 3;
/** The shortest password Plaza takes. */
export const MIN_PASSWORD = 8;

const HEADERS = { 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' };

function localeOf(c: Context, params: PortalParams): SignInLocale {
  return pickSignInLocale(stringParam(params, 'locale'), c.req.header('accept-language'));
}

/** An account page answered with the portal pages' CSP. */
export function answerPage(c: Context, status: 200 | 400 | 403 | 429, page: AccountPage): Response {
  return c.body(renderAccountPage(page), status, { ...HEADERS, 'Content-Security-Policy': signInPageCsp() });
}

/**
 * "Forgot your password?" (issue 43 item 7, ADR 0207): `/sharing/rest/oauth2/forgot` asks for an e-mail address and
 * answers the same whether an account uses it or not (no account enumeration); for each active account that does, a
 * job e-mails a single-use link that expires in an hour (only its hash is stored; three an hour per account at most;
 * each address may ask a few times a minute). `/sharing/rest/oauth2/reset` opens the link, takes a new password twice,
 * and signs the account out everywhere.
 *
 * @example
 * sharing.route('/oauth2', passwordResetRoutes());
 */
export function passwordResetRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  const perAddress = addressRateLimit('password-reset', { burst: 10, perMinute: 10 });

  const forgotPage = (
    c: Context<AppEnv>,
    locale: SignInLocale,
    back: string | undefined,
    extra: Partial<AccountPage>,
  ) => {
    const m = accountMessages(locale);
    const mailOn = !!c.get('deps').config.mail.smtpUrl;
    return {
      locale,
      title: m.forgotTitle,
      paragraphs: [mailOn ? m.forgotIntro : m.mailOff],
      ...(mailOn
        ? {
            form: {
              action: '/sharing/rest/oauth2/forgot',
              fields: [{ name: 'email', label: m.email, type: 'email' as const, autocomplete: 'email' }],
              hidden: { locale, ...(back ? { return: back } : {}), csrf: issueCsrfToken(c) },
              submit: m.send,
            },
          }
        : {}),
      links: back ? [{ href: back, text: m.backToSignIn }] : [],
      ...extra,
    } satisfies AccountPage;
  };

  routes.get('/forgot', async (c) => {
    const params = await readPortalParams(c);
    const locale = localeOf(c, params);
    return answerPage(c, 200, forgotPage(c, locale, safeReturn(stringParam(params, 'return')), {}));
  });

  routes.post('/forgot', async (c) => {
    const deps = c.get('deps');
    const params = await readPortalParams(c);
    const locale = localeOf(c, params);
    const m = accountMessages(locale);
    const back = safeReturn(stringParam(params, 'return'));
    const email = (stringParam(params, 'email') ?? '').trim().slice(0, 320);
    if (!checkCsrfToken(c, stringParam(params, 'csrf'))) {
      return answerPage(c, 403, forgotPage(c, locale, back, { error: m.formExpired }));
    }
    if (!deps.config.mail.smtpUrl) return answerPage(c, 200, forgotPage(c, locale, back, {}));
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      return answerPage(c, 400, forgotPage(c, locale, back, { error: m.emailMissing }));
    const now = nowFrom(deps);
    const wait = await perAddress.take(deps.db, requestIp(c) ?? 'unknown', now);
    if (wait !== undefined) {
      c.header('Retry-After', String(wait));
      return answerPage(c, 429, forgotPage(c, locale, back, { error: m.tooMany }));
    }
    const origin = await trustedOrigin(c);
    const site = siteOf(back);
    await deps.db.transaction().execute(async (trx) => {
      // Links expired a day ago are forgotten (kept that long for the per-account limit).
      await deleteExpiredAccountTokens(trx, now - 24 * 60 * 60_000);
      const users = await findActiveUsersByEmail(trx, email);
      // Counted and written under a lock per account: simultaneous asks take their turns (issue 40).
      await lockLimitKeys(
        trx,
        users.map((user) => `reset:${user.username}`),
      );
      for (const user of users) {
        if (
          (await countRecentAccountTokens(trx, 'reset', { username: user.username }, now - 60 * 60_000)) >=
          RESETS_PER_HOUR
        ) {
          continue;
        }
        const id = newId();
        await insertAccountToken(trx, {
          id,
          purpose: 'reset',
          username: user.username,
          org_id: user.org_id,
          email: user.email,
          payload: JSON.stringify(site ? { site } : {}),
          token_hash: null,
          link_origin: origin,
          locale,
          created: now,
          expires: now + RESET_TTL_MS,
          used_at: null,
        });
        await insertJob(trx, {
          id: newId(),
          type: MAIL_ACCOUNT_JOB,
          itemId: null,
          owner: user.username,
          params: { id },
          now,
        });
      }
    });
    deps.jobs?.poke();
    return answerPage(c, 200, {
      locale,
      title: m.forgotTitle,
      notice: fillText(m.forgotSent, { minutes: RESET_TTL_MS / 60_000 }),
      links: back ? [{ href: back, text: m.backToSignIn }] : [],
    });
  });

  const resetForm = (c: Context<AppEnv>, locale: SignInLocale, token: string, username: string, error?: string) => {
    const m = accountMessages(locale);
    return {
      locale,
      title: m.resetTitle,
      paragraphs: [fillText(m.resetIntro, { username })],
      ...(error ? { error } : {}),
      form: {
        action: '/sharing/rest/oauth2/reset',
        fields: [
          {
            name: 'password',
            label: m.newPassword,
            type: 'password' as const,
            autocomplete: 'new-password',
            hint: fillText(m.passwordHint, { min: MIN_PASSWORD }),
          },
          { name: 'confirm', label: m.confirmPassword, type: 'password' as const, autocomplete: 'new-password' },
        ],
        hidden: { locale, token, csrf: issueCsrfToken(c) },
        submit: m.save,
      },
    } satisfies AccountPage;
  };

  const invalidLink = (c: Context<AppEnv>, locale: SignInLocale) => {
    const m = accountMessages(locale);
    return answerPage(c, 400, {
      locale,
      title: m.resetTitle,
      error: m.linkInvalid,
      links: [{ href: `/sharing/rest/oauth2/forgot?locale=${locale}`, text: m.forgotLink }],
    });
  };

  routes.get('/reset', async (c) => {
    const deps = c.get('deps');
    const params = await readPortalParams(c);
    const locale = localeOf(c, params);
    const token = (stringParam(params, 'token') ?? '').slice(0, 200);
    const row = token ? await peekAccountToken(deps.db, 'reset', hashSecret(token), nowFrom(deps)) : undefined;
    if (!row) return invalidLink(c, locale);
    return answerPage(c, 200, resetForm(c, locale, token, row.username));
  });

  routes.post('/reset', async (c) => {
    const deps = c.get('deps');
    const params = await readPortalParams(c);
    const locale = localeOf(c, params);
    const m = accountMessages(locale);
    const token = (stringParam(params, 'token') ?? '').slice(0, 200);
    const password = stringParam(params, 'password') ?? '';
    const confirm = stringParam(params, 'confirm') ?? '';
    const now = nowFrom(deps);
    const row = token ? await peekAccountToken(deps.db, 'reset', hashSecret(token), now) : undefined;
    if (!row) return invalidLink(c, locale);
    if (!checkCsrfToken(c, stringParam(params, 'csrf'))) {
      return answerPage(c, 403, resetForm(c, locale, token, row.username, m.formExpired));
    }
    if (password.length < MIN_PASSWORD || password.length > 256) {
      return answerPage(
        c,
        400,
        resetForm(c, locale, token, row.username, fillText(m.passwordTooShort, { min: MIN_PASSWORD })),
      );
    }
    if (password !== confirm) return answerPage(c, 400, resetForm(c, locale, token, row.username, m.passwordsDiffer));
    const passwordHash = await hashPassword(password);
    const done = await deps.db.transaction().execute(async (trx) => {
      const used = await useAccountToken(trx, 'reset', hashSecret(token), now);
      if (!used) return undefined;
      await replacePassword(trx, used.username, passwordHash, now);
      await clearUsernameFailures(trx, used.username);
      await retireAccountTokens(trx, 'reset', used.username, now);
      return used;
    });
    if (!done) return invalidLink(c, locale);
    const site = typeof done.payload.site === 'string' ? done.payload.site : undefined;
    return answerPage(c, 200, {
      locale,
      title: m.resetTitle,
      notice: m.resetDone,
      links: [{ href: site ? `${site}/auth/signin` : '/', text: m.signIn }],
    });
  });
  return routes;
}

/** The site the person came from (the sign-in form's `redirect_uri` origin), for the "Sign in" link afterwards. */
export function siteOf(back: string | undefined): string | undefined {
  if (!back) return undefined;
  const redirect = new URLSearchParams(back.slice(back.indexOf('?') + 1)).get('redirect_uri');
  try {
    const url = new URL(redirect ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
