import { z } from 'zod';
import { findNotificationPreferences } from '../db/repositories/notificationPreferenceRepository.ts';
import { findNotification, setNotificationEmail } from '../db/repositories/notificationRepository.ts';
import { findUserByUsername } from '../db/repositories/userRepository.ts';
import { JobFailure, type JobHandler } from '../jobs/jobRunner.ts';
import { unsubscribeSecret, unsubscribeUrl } from '../notifications/unsubscribeLink.ts';
import type { Mailer } from './mailer.ts';
import { fill, mailMessages } from './mailMessages.ts';
import { renderMail } from './renderMail.ts';

const paramsSchema = z.object({ id: z.string() });

/**
 * Sends one notification's e-mail at once (ADR 0206), in the person's language, with a link that turns their e-mail
 * off. Sent only while the notification still waits for it and the person still wants e-mail at once; a failed send
 * throws, so the job runner tries again. A crash between the send and its record sends it once more with the same
 * Message-ID (SMTP cannot take a message back).
 *
 * @example
 * const handler = mailNotificationJob(createMailer(config.mail));
 */
export function mailNotificationJob(mailer: Mailer | undefined): JobHandler {
  return async ({ db, job, now }) => {
    const params = paramsSchema.safeParse(job.params);
    if (!params.success) throw new JobFailure('The e-mail job names no notification.');
    const notification = await findNotification(db, params.data.id);
    if (!notification || notification.email !== 'instant') return { result: { sent: 0 }, progress: {} };
    const [user, preference] = await Promise.all([
      findUserByUsername(db, notification.username),
      findNotificationPreferences(db, notification.username),
    ]);
    if (!mailer || !user || user.disabled || !user.email || (preference && preference.email !== 'instant')) {
      await setNotificationEmail(db, [notification.id], 'none');
      return { result: { sent: 0 }, progress: {} };
    }
    const m = mailMessages(user.culture);
    const values = { title: notification.title, source: notification.source_name };
    const origin = new URL(notification.href).origin;
    const unsubscribe = unsubscribeUrl(origin, await unsubscribeSecret(db, now()), user.username, 'email');
    const body = renderMail(m.locale, m.dir, [
      { kind: 'text', text: fill(m.line[notification.kind], values) },
      { kind: 'link', text: m.open, href: notification.href },
      { kind: 'small', text: m.why },
      { kind: 'link', text: m.unsubscribe, href: unsubscribe },
    ]);
    await mailer.send({
      to: user.email,
      subject: fill(m.subject[notification.kind], values),
      ...body,
      unsubscribeUrl: unsubscribe,
      messageId: `<notification-${notification.id}@${new URL(origin).hostname}>`,
    });
    await setNotificationEmail(db, [notification.id], 'sent');
    return { result: { sent: 1 }, progress: {} };
  };
}
