import { Hono, type Context } from 'hono';
import { nowFrom } from '../auth/clock.ts';
import { saveNotificationPreferences } from '../db/repositories/notificationPreferenceRepository.ts';
import { cancelPendingEmail } from '../db/repositories/notificationRepository.ts';
import { findUserByUsername } from '../db/repositories/userRepository.ts';
import type { AppEnv } from '../http/appEnv.ts';
import { accountMessages, fillText } from '../portal/account/accountMessages.ts';
import { answerPage } from '../portal/account/passwordResetRoutes.ts';
import { pickSignInLocale } from '../portal/oauth2/signInMessages.ts';
import { checkUnsubscribe, unsubscribeSecret } from './unsubscribeLink.ts';

/** The link's parameters, when the server signed them for that person and preference. */
async function signedLink(c: Context<AppEnv>) {
  const { db } = c.get('deps');
  const u = c.req.query('u') ?? '';
  const p = c.req.query('p') ?? '';
  const s = c.req.query('s') ?? '';
  if (p !== 'email' || u.length > 128 || s.length > 100) return undefined;
  if (!checkUnsubscribe(await unsubscribeSecret(db, nowFrom(c.get('deps'))), u, p, s)) return undefined;
  const user = await findUserByUsername(db, u);
  return user ? { user, query: new URLSearchParams({ u, p, s }).toString() } : undefined;
}

/**
 * The unsubscribe link of every notification e-mail (ADR 0206), which works without signing in: GET asks (a mail
 * scanner that opens links changes nothing), POST — the page's button, or a mail client's one-click unsubscribe
 * (RFC 8058) — turns that person's notification e-mail off and cancels what waited to be sent. The link is signed
 * for one person and one preference; any other answers "not valid" and changes nothing.
 *
 * @example
 * routes.route('/unsubscribe', unsubscribeRoutes());
 */
export function unsubscribeRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  const invalid = (c: Context<AppEnv>) => {
    const locale = pickSignInLocale(undefined, c.req.header('accept-language'));
    const m = accountMessages(locale);
    return answerPage(c, 400, { locale, title: m.unsubscribeTitle, error: m.unsubscribeInvalid });
  };
  routes.get('/', async (c) => {
    const link = await signedLink(c);
    if (!link) return invalid(c);
    const locale = pickSignInLocale(link.user.culture, c.req.header('accept-language'));
    const m = accountMessages(locale);
    return answerPage(c, 200, {
      locale,
      title: m.unsubscribeTitle,
      paragraphs: [fillText(m.unsubscribeAsk, { username: link.user.username })],
      form: {
        action: `/api/notifications/v1/unsubscribe?${link.query}`,
        fields: [],
        hidden: {},
        submit: m.unsubscribeButton,
      },
    });
  });
  routes.post('/', async (c) => {
    const link = await signedLink(c);
    if (!link) return invalid(c);
    const deps = c.get('deps');
    await deps.db.transaction().execute(async (trx) => {
      await saveNotificationPreferences(trx, link.user.username, { email: 'off' }, nowFrom(deps));
      await cancelPendingEmail(trx, link.user.username);
    });
    const locale = pickSignInLocale(link.user.culture, c.req.header('accept-language'));
    const m = accountMessages(locale);
    return answerPage(c, 200, {
      locale,
      title: m.unsubscribeTitle,
      notice: fillText(m.unsubscribeDone, { username: link.user.username }),
    });
  });
  return routes;
}
