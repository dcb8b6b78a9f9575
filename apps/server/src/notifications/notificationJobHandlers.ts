import type { Config } from '../config/config.ts';
import type { JobHandler } from '../jobs/jobRunner.ts';
import { MAIL_ACCOUNT_JOB, mailAccountJob } from '../mail/mailAccountJob.ts';
import { mailDigestJob } from '../mail/mailDigestJob.ts';
import { createMailer } from '../mail/mailer.ts';
import { mailNotificationJob } from '../mail/mailNotificationJob.ts';
import { NOTIFY_JOB } from './enqueueNotification.ts';
import { MAIL_DIGEST_JOB, MAIL_NOTIFICATION_JOB, notifyJob } from './notifyJob.ts';

/**
 * The jobs of notifications and e-mail, over the deployment's mail settings (ADR 0206, 0207): the fan-out, a
 * notification's e-mail, the daily digest, and account links.
 *
 * @example
 * startJobRunner({ db, logger, handlers: { ...JOB_HANDLERS, ...notificationJobHandlers(config) } });
 */
export function notificationJobHandlers(config: Pick<Config, 'mail'>): Readonly<Record<string, JobHandler>> {
  const mailer = createMailer(config.mail);
  return {
    [NOTIFY_JOB]: notifyJob({
      mailOn: mailer !== undefined,
      digestHourUtc: config.mail.digestHourUtc,
      linkOrigin: config.mail.linkOrigin,
    }),
    [MAIL_NOTIFICATION_JOB]: mailNotificationJob(mailer),
    [MAIL_DIGEST_JOB]: mailDigestJob(mailer, config.mail.digestHourUtc),
    [MAIL_ACCOUNT_JOB]: mailAccountJob(mailer),
  };
}
