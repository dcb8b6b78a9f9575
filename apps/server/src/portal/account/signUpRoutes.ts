import { Hono, type Context } from 'hono';
import { nowFrom } from '../../auth/clock.ts';
import { hashPassword } from '../../auth/password.ts';
import { requestIp } from '../../auth/requestIp.ts';
import { ROLE_LICENSE_TYPE } from '../../auth/rolePrivileges.ts';
import { hashSecret } from '../../auth/tokenSecret.ts';
import { newId } from '../../db/newId.ts';
import { usernameTaken } from '../../db/repositories/accountRepository.ts';
import {
  countRecentAccountTokens,
  insertAccountToken,
  peekAccountToken,
  useAccountToken,
} from '../../db/repositories/accountTokenRepository.ts';
import { insertJob } from '../../db/repositories/jobRepository.ts';
import { findDefaultOrg, type OrgRow } from '../../db/repositories/orgRepository.ts';
import { signUpPolicy } from '../../auth/signUpPolicy.ts';
import { lockLimitKeys } from '../../db/repositories/rateLimitRepository.ts';
import { insertUser } from '../../db/repositories/userRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { addressRateLimit } from '../../http/addressRateLimit.ts';
import { MAIL_ACCOUNT_JOB } from '../../mail/mailAccountJob.ts';
import { trustedOrigin } from '../../notifications/trustedOrigin.ts';
import { checkCsrfToken, issueCsrfToken } from '../oauth2/csrf.ts';
import { pickSignInLocale, type SignInLocale } from '../oauth2/signInMessages.ts';
import { readPortalParams, stringParam, type PortalParams } from '../../http/portalParams.ts';
import { safeReturn } from './accountLinks.ts';
import { accountMessages, fillText } from './accountMessages.ts';
import type { AccountPage } from './accountPages.ts';
import { answerPage, MIN_PASSWORD, siteOf } from './passwordResetRoutes.ts';

/** A sign-up link works this long, once. */
export const SIGNUP_TTL_MS = 24 * 60 * 60_000;
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._-]{5,63}$/;

function localeOf(c: Context, params: PortalParams): SignInLocale {
  return pickSignInLocale(stringParam(params, 'locale'), c.req.header('accept-language'));
}

/**
 * Self sign-up with e-mail verification (issue 43 item 7, ADR 0207), when the organisation allows it and the
 * deployment sends e-mail: `/sharing/rest/oauth2/signup` takes a name, a username, an address and a password and
 * e-mails a link (24 hours, once); the account is made only when the link is confirmed
 * (`/sharing/rest/oauth2/signup/verify`), so an address nobody confirms makes no account.
 *
 * @example
 * sharing.route('/oauth2', signUpRoutes());
 */
export function signUpRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  const perAddress = addressRateLimit('sign-up', { burst: 5, perMinute: 5 });

  const closed = (c: Context<AppEnv>, locale: SignInLocale) =>
    answerPage(c, 403, {
      locale,
      title: accountMessages(locale).signUpTitle,
      error: accountMessages(locale).signUpClosed,
    });

  const form = (
    c: Context<AppEnv>,
    locale: SignInLocale,
    org: OrgRow,
    back: string | undefined,
    values: Readonly<Record<string, string>>,
    error?: string,
  ): AccountPage => {
    const m = accountMessages(locale);
    return {
      locale,
      title: m.signUpTitle,
      paragraphs: [fillText(m.signUpIntro, { org: org.name })],
      ...(error ? { error } : {}),
      form: {
        action: '/sharing/rest/oauth2/signup',
        fields: [
          { name: 'fullName', label: m.fullName, type: 'text', autocomplete: 'name', value: values.fullName ?? '' },
          { name: 'username', label: m.username, type: 'text', autocomplete: 'username', value: values.username ?? '' },
          { name: 'email', label: m.email, type: 'email', autocomplete: 'email', value: values.email ?? '' },
          {
            name: 'password',
            label: m.password,
            type: 'password',
            autocomplete: 'new-password',
            hint: fillText(m.passwordHint, { min: MIN_PASSWORD }),
          },
        ],
        hidden: { locale, ...(back ? { return: back } : {}), csrf: issueCsrfToken(c) },
        submit: m.create,
      },
      links: back ? [{ href: back, text: m.backToSignIn }] : [],
    };
  };

  routes.get('/signup', async (c) => {
    const { db, config } = c.get('deps');
    const params = await readPortalParams(c);
    const locale = localeOf(c, params);
    const org = await findDefaultOrg(db);
    if (!org || !signUpPolicy(org).open || !config.mail.smtpUrl) return closed(c, locale);
    return answerPage(c, 200, form(c, locale, org, safeReturn(stringParam(params, 'return')), {}));
  });

  routes.post('/signup', async (c) => {
    const deps = c.get('deps');
    const params = await readPortalParams(c);
    const locale = localeOf(c, params);
    const m = accountMessages(locale);
    const org = await findDefaultOrg(deps.db);
    if (!org || !signUpPolicy(org).open || !deps.config.mail.smtpUrl) return closed(c, locale);
    const back = safeReturn(stringParam(params, 'return'));
    const values = {
      fullName: (stringParam(params, 'fullName') ?? '').trim().slice(0, 200),
      username: (stringParam(params, 'username') ?? '').trim(),
      email: (stringParam(params, 'email') ?? '').trim().slice(0, 320),
    };
    const password = stringParam(params, 'password') ?? '';
    const again = (status: 400 | 403, error: string) =>
      answerPage(c, status, form(c, locale, org, back, values, error));
    if (!checkCsrfToken(c, stringParam(params, 'csrf'))) return again(403, m.formExpired);
    if (!values.fullName || !values.username || !values.email || !password) return again(400, m.fieldsMissing);
    if (!USERNAME.test(values.username)) return again(400, m.usernameInvalid);
    if (!/^[^\s@]+@[^\s@]+$/.test(values.email)) return again(400, m.emailMissing);
    if (password.length < MIN_PASSWORD || password.length > 256) {
      return again(400, fillText(m.passwordTooShort, { min: MIN_PASSWORD }));
    }
    const now = nowFrom(deps);
    const wait = await perAddress.take(deps.db, requestIp(c) ?? 'unknown', now);
    if (wait !== undefined) {
      c.header('Retry-After', String(wait));
      return answerPage(c, 429, form(c, locale, org, back, values, m.tooMany));
    }
    if (await usernameTaken(deps.db, values.username)) return again(400, m.usernameTaken);
    const passwordHash = await hashPassword(password);
    const origin = await trustedOrigin(c);
    const site = siteOf(back);
    await deps.db.transaction().execute(async (trx) => {
      // An address gets a few sign-up links an hour at most; more asks are answered alike and send nothing. Counted and
      // written under a lock on the address, so simultaneous asks take their turns (issue 40).
      await lockLimitKeys(trx, [`signup-mail:${values.email.toLowerCase()}`]);
      if ((await countRecentAccountTokens(trx, 'signup', { email: values.email }, now - 60 * 60_000)) >= 3) return;
      const id = newId();
      await insertAccountToken(trx, {
        id,
        purpose: 'signup',
        username: values.username,
        org_id: org.id,
        email: values.email,
        payload: JSON.stringify({ fullName: values.fullName, passwordHash, ...(site ? { site } : {}) }),
        token_hash: null,
        link_origin: origin,
        locale,
        created: now,
        expires: now + SIGNUP_TTL_MS,
        used_at: null,
      });
      await insertJob(trx, {
        id: newId(),
        type: MAIL_ACCOUNT_JOB,
        itemId: null,
        owner: values.username,
        params: { id },
        now,
      });
    });
    deps.jobs?.poke();
    return answerPage(c, 200, {
      locale,
      title: m.signUpTitle,
      notice: fillText(m.signUpSent, { hours: SIGNUP_TTL_MS / 3_600_000 }),
      links: back ? [{ href: back, text: m.backToSignIn }] : [],
    });
  });

  const invalidLink = (c: Context<AppEnv>, locale: SignInLocale) =>
    answerPage(c, 400, {
      locale,
      title: accountMessages(locale).signUpTitle,
      error: accountMessages(locale).linkInvalid,
    });

  routes.get('/signup/verify', async (c) => {
    const deps = c.get('deps');
    const params = await readPortalParams(c);
    const locale = localeOf(c, params);
    const m = accountMessages(locale);
    const token = (stringParam(params, 'token') ?? '').slice(0, 200);
    const row = token ? await peekAccountToken(deps.db, 'signup', hashSecret(token), nowFrom(deps)) : undefined;
    if (!row) return invalidLink(c, locale);
    // A button, not the link itself, makes the account: mail scanners that open links make nothing.
    return answerPage(c, 200, {
      locale,
      title: m.signUpTitle,
      paragraphs: [fillText(m.signUpConfirm, { username: row.username })],
      form: {
        action: '/sharing/rest/oauth2/signup/verify',
        fields: [],
        hidden: { locale, token, csrf: issueCsrfToken(c) },
        submit: m.create,
      },
    });
  });

  routes.post('/signup/verify', async (c) => {
    const deps = c.get('deps');
    const params = await readPortalParams(c);
    const locale = localeOf(c, params);
    const m = accountMessages(locale);
    const token = (stringParam(params, 'token') ?? '').slice(0, 200);
    if (!checkCsrfToken(c, stringParam(params, 'csrf'))) {
      return answerPage(c, 403, { locale, title: m.signUpTitle, error: m.formExpired });
    }
    const now = nowFrom(deps);
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const row = token ? await useAccountToken(trx, 'signup', hashSecret(token), now) : undefined;
      if (!row) return 'invalid' as const;
      await lockLimitKeys(trx, [`signup:${row.username.toLowerCase()}`]);
      if (await usernameTaken(trx, row.username)) return 'taken' as const;
      const org = await findDefaultOrg(trx);
      const role = signUpPolicy(org).role;
      await insertUser(trx, {
        username: row.username,
        org_id: row.org_id,
        full_name: typeof row.payload.fullName === 'string' ? row.payload.fullName : row.username,
        email: row.email,
        role,
        user_license_type: ROLE_LICENSE_TYPE[role],
        password_hash: String(row.payload.passwordHash),
        created: now,
        modified: now,
        last_login: null,
        culture: row.locale,
      });
      return { username: row.username, site: typeof row.payload.site === 'string' ? row.payload.site : undefined };
    });
    if (outcome === 'invalid') return invalidLink(c, locale);
    if (outcome === 'taken') return answerPage(c, 400, { locale, title: m.signUpTitle, error: m.usernameTaken });
    return answerPage(c, 200, {
      locale,
      title: m.signUpTitle,
      notice: fillText(m.signUpDone, { username: outcome.username }),
      links: [{ href: outcome.site ? `${outcome.site}/auth/signin` : '/', text: m.signIn }],
    });
  });
  return routes;
}
