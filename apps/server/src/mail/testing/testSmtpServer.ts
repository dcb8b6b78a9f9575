import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server received, parsed. */
export interface ReceivedMail {
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The header lines as sent (`List-Unsubscribe: <…>`). */
  readonly rawHeaders: string;
}

/** A real SMTP server in the test's process, and what it received. */
export interface TestSmtpServer {
  readonly url: string;
  readonly messages: ReceivedMail[];
  /** Waits (a bounded number of polls) until `count` messages arrived; answers them. */
  waitFor(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * Starts a real SMTP server (nodemailer's `smtp-server`) on a free loopback port: Plaza's mailer talks SMTP to it
 * over TCP, and each message is parsed (mailparser) for the test to read.
 *
 * @example
 * const smtp = await startTestSmtpServer();
 * const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const pending: Promise<void>[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
      const parsed = simpleParser(stream).then((mail) => {
        messages.push({
          to,
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          rawHeaders: mail.headerLines.map((h) => h.line).join('\n'),
        });
      });
      pending.push(parsed);
      parsed.then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: async (count) => {
      for (let i = 0; i < 200 && messages.length < count; i += 1) {
        await Promise.all(pending);
        if (messages.length < count) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
