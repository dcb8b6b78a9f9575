import { z } from 'zod';
import { lockNotificationPreferences, setDigestDue } from '../db/repositories/notificationPreferenceRepository.ts';
import { listDigestNotifications, setNotificationEmail } from '../db/repositories/notificationRepository.ts';
import { findUserByUsername } from '../db/repositories/userRepository.ts';
import { JobFailure, type JobHandler } from '../jobs/jobRunner.ts';
import { queueDigest } from '../notifications/notifyJob.ts';
import { unsubscribeSecret, unsubscribeUrl } from '../notifications/unsubscribeLink.ts';
import type { Mailer } from './mailer.ts';
import { digestSubject, fill, mailMessages } from './mailMessages.ts';
import { renderMail } from './renderMail.ts';

const paramsSchema = z.object({ username: z.string() });

/**
 * A person's daily digest (ADR 0206): every notification that waited for it, in one message, then marked sent and the
 * person's next digest left to the next notification (or queued now, for any that came in while this one was sent).
 * Nothing is sent when nothing waits (they were read, or e-mail was turned off).
 *
 * @example
 * const handler = mailDigestJob(createMailer(config.mail), 7);
 */
export function mailDigestJob(mailer: Mailer | undefined, digestHourUtc: number): JobHandler {
  return async ({ db, job, now }) => {
    const params = paramsSchema.safeParse(job.params);
    if (!params.success) throw new JobFailure('The digest job names no person.');
    const { username } = params.data;
    const upTo = now();
    const [user, waiting] = await Promise.all([
      findUserByUsername(db, username),
      listDigestNotifications(db, username, upTo),
    ]);
    const ids = waiting.map((n) => n.id);
    let sent = 0;
    if (waiting.length > 0 && mailer && user && !user.disabled && user.email) {
      const m = mailMessages(user.culture);
      const origin = new URL(waiting[0]!.href).origin;
      const unsubscribe = unsubscribeUrl(origin, await unsubscribeSecret(db, upTo), username, 'email');
      const body = renderMail(m.locale, m.dir, [
        { kind: 'text', text: m.digestIntro },
        {
          kind: 'list',
          items: waiting.map((n) => ({
            text: fill(m.line[n.kind], { title: n.title, source: n.source_name }),
            href: n.href,
          })),
        },
        { kind: 'small', text: m.why },
        { kind: 'link', text: m.unsubscribe, href: unsubscribe },
      ]);
      await mailer.send({
        to: user.email,
        subject: digestSubject(m, waiting.length),
        ...body,
        unsubscribeUrl: unsubscribe,
        messageId: `<digest-${job.id}@${new URL(origin).hostname}>`,
      });
      sent = waiting.length;
    }
    await db.transaction().execute(async (trx) => {
      await setNotificationEmail(trx, ids, sent > 0 ? 'sent' : 'none');
      if (!user) return;
      await lockNotificationPreferences(trx, username, upTo);
      await setDigestDue(trx, username, null);
      // Notifications that arrived while this digest was being sent wait for the next one.
      if ((await listDigestNotifications(trx, username, Number.MAX_SAFE_INTEGER)).length > 0) {
        await queueDigest(trx, username, upTo, digestHourUtc);
      }
    });
    return { result: { sent }, progress: {} };
  };
}
