import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listenForMail, type ReceivedMail } from '../../apps/api/test/mailbox';

export type { ReceivedMail };

/**
 * The recipients' inboxes for the browser suite: an SMTP server (smtp-server) on 127.0.0.1 that global setup starts and
 * points the shop's SMTP_URL at (apps/api/test/mailbox.ts, the API tests' too). Each mail it receives is written as JSON to `dir`, which the
 * test workers (other processes) read. A password-reset link is only ever here: the outbox shows it hidden (decision 016).
 */
export async function startMailCatcher(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  return listenForMail((mail) => writeFileSync(join(dir, `${Date.now()}-${++count}.json`), JSON.stringify(mail)));
}

/** Every mail received so far, oldest first (E2E_MAIL_DIR, set by global setup; or another shop's mailbox). */
export function receivedMails(dir = process.env.E2E_MAIL_DIR): ReceivedMail[] {
  if (!dir) throw new Error('No mailbox: the browser suite reads mails from the SMTP server its global setup starts (not with E2E_BASE_URL)');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedMail);
}
