import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/config.ts';

/** One e-mail: plain text and HTML, with the headers an unsubscribe link asks for (RFC 2369, RFC 8058). */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly unsubscribeUrl?: string;
  /** A stable id, so a message sent again after a crash is recognisably the same one. */
  readonly messageId: string;
}

/** Sends e-mail through the configured SMTP server; undefined when e-mail is off (no `SMTP_URL`). */
export interface Mailer {
  readonly from: string;
  send(message: MailMessage): Promise<void>;
}

/**
 * The deployment's mailer (issue 43, ADR 0206): nodemailer over `SMTP_URL`, or undefined when e-mail is off. Sending
 * happens only in jobs, which retry a failed send and record a sent one.
 *
 * @example
 * const mailer = createMailer(config.mail);
 * await mailer?.send({ to, subject, text, html, messageId });
 */
export function createMailer(config: MailConfig): Mailer | undefined {
  if (!config.smtpUrl) return undefined;
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    from: config.from,
    send: async (message) => {
      await transport.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        ...(message.unsubscribeUrl
          ? {
              list: { unsubscribe: { url: message.unsubscribeUrl, comment: 'Unsubscribe' } },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
    },
  };
}
