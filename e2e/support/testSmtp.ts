import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the spec's SMTP server received. */
export interface E2eMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/**
 * A real SMTP server in the spec's process on the port the e2e server sends to (`SMTP_URL` in playwright.config.ts):
 * what Plaza e-mails arrives here, parsed.
 */
export async function startE2eSmtp(port: number): Promise<{ messages: E2eMail[]; close(): Promise<void> }> {
  const messages: E2eMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
      simpleParser(stream).then(
        (mail) => {
          messages.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
