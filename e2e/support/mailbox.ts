import { once } from 'node:events';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** One mail as its recipient got it. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The recipients' inboxes for the browser suite: an SMTP server (smtp-server) on 127.0.0.1 that global setup starts and
 * points the shop's SMTP_URL at. Each mail it receives is parsed (postal-mime) and written as JSON to `dir`, which the
 * test workers (other processes) read. A password-reset link is only ever here: the outbox shows it hidden (decision 016).
 */
export async function startMailCatcher(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
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
            const received: ReceivedMail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', '), subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html ?? '' };
            writeFileSync(join(dir, `${Date.now()}-${++count}.json`), JSON.stringify(received));
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

/** Every mail received so far, oldest first (E2E_MAIL_DIR, set by global setup). */
export function receivedMails(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('No mailbox: the browser suite reads mails from the SMTP server its global setup starts (not with E2E_BASE_URL)');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedMail);
}
