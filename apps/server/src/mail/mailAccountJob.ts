import { z } from 'zod';
import { hashSecret, newSecret } from '../auth/tokenSecret.ts';
import { findAccountToken, setAccountTokenHash } from '../db/repositories/accountTokenRepository.ts';
import { JobFailure, type JobHandler } from '../jobs/jobRunner.ts';
import type { Mailer } from './mailer.ts';
import { fill, mailMessages } from './mailMessages.ts';
import { renderMail } from './renderMail.ts';

/** The job type that sends a password-reset or sign-up link. */
export const MAIL_ACCOUNT_JOB = 'mail-account';

const paramsSchema = z.object({ id: z.string() });

/** Where each kind of link opens. */
export const ACCOUNT_LINK_PATHS = {
  reset: '/sharing/rest/oauth2/reset',
  signup: '/sharing/rest/oauth2/signup/verify',
} as const;

/**
 * Sends a password-reset or sign-up link (ADR 0207). The link's secret is made here and only its hash is stored, so
 * nothing in the job table or the database opens the account; a retried run makes a new link and the earlier one stops
 * working. A link that was used or expired meanwhile is not sent.
 *
 * @example
 * const handler = mailAccountJob(createMailer(config.mail));
 */
export function mailAccountJob(mailer: Mailer | undefined): JobHandler {
  return async ({ db, job, now }) => {
    const params = paramsSchema.safeParse(job.params);
    if (!params.success) throw new JobFailure('The account e-mail job names no link.');
    const row = await findAccountToken(db, params.data.id);
    if (!row || row.used_at !== null || row.expires <= now() || !mailer) return { result: { sent: 0 }, progress: {} };
    const secret = newSecret();
    await setAccountTokenHash(db, row.id, hashSecret(secret));
    const m = mailMessages(row.locale);
    const link = `${row.link_origin}${ACCOUNT_LINK_PATHS[row.purpose]}?token=${encodeURIComponent(secret)}`;
    const minutes = Math.round((row.expires - row.created) / 60_000);
    const values = { username: row.username, minutes };
    const reset = row.purpose === 'reset';
    const body = renderMail(m.locale, m.dir, [
      { kind: 'text', text: fill(reset ? m.resetBody : m.signupBody, values) },
      { kind: 'link', text: reset ? m.resetAction : m.signupAction, href: link },
      { kind: 'small', text: reset ? m.resetIgnore : m.signupIgnore },
    ]);
    await mailer.send({
      to: row.email,
      subject: reset ? m.resetSubject : m.signupSubject,
      ...body,
      messageId: `<account-${row.id}-${job.attempts}@${new URL(row.link_origin).hostname}>`,
    });
    return { result: { sent: 1 }, progress: {} };
  };
}
