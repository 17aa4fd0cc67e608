import { desc } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { mailOutbox, type MailOutboxRow } from '../src/db/schema';

/** The outbox, newest first. */
export async function outboxRows(db: Db): Promise<MailOutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
}

/** Waits (up to `ms`) for a mail that `match` accepts: some mails are queued after the answer (forgot password). */
export async function waitForMail(db: Db, match: (row: MailOutboxRow) => boolean, ms = 5_000): Promise<MailOutboxRow> {
  const until = Date.now() + ms;
  for (;;) {
    const found = (await outboxRows(db)).find(match);
    if (found) return found;
    if (Date.now() > until) throw new Error('no such mail in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the link in a mail's text (`?token=…`). */
export function linkToken(text: string): string {
  const match = /[?&]token=([^\s&]+)/.exec(text);
  if (!match) throw new Error('no link with a token in the mail');
  return decodeURIComponent(match[1]!);
}
