import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** One mail as its recipient gets it. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that parses every mail it receives (postal-mime) and hands it to
 * `received`: the recipients' inbox for the API tests (TestMailbox) and the browser suite (e2e/support/mailbox.ts).
 */
export async function listenForMail(received: (mail: ReceivedMail) => void): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
            received({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html ?? '', messageId: mail.messageId ?? '' });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Every mail the tests' SMTP server receives, kept: the recipient's inbox. A mail whose link is a key to an account (a
 * password reset) is only ever readable here, never in the outbox (decision 016): point the app's SMTP_URL at `url`.
 */
export class TestMailbox {
  private constructor(
    private readonly smtp: { url: string; close: () => Promise<void> },
    readonly received: ReceivedMail[],
  ) {}

  get url(): string {
    return this.smtp.url;
  }

  static async start(): Promise<TestMailbox> {
    const received: ReceivedMail[] = [];
    return new TestMailbox(await listenForMail((mail) => received.push(mail)), received);
  }

  /** Waits (up to `ms`) for a mail that `match` accepts. */
  async waitFor(match: (mail: ReceivedMail) => boolean, ms = 10_000): Promise<ReceivedMail> {
    const until = Date.now() + ms;
    for (;;) {
      const found = this.received.find(match);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no such mail among the ${this.received.length} received`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  close(): Promise<void> {
    return this.smtp.close();
  }
}

/** App settings that deliver through `mailbox` at once (tests). */
export function deliverTo(mailbox: TestMailbox) {
  return { smtpUrl: mailbox.url, mailPollMs: 20, mailRetryBaseMs: 50 };
}
