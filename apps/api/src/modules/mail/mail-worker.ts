import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import type { MailOutboxRow } from '../../db/schema';
import { MailRepository } from './mail-repository';
import type { MailSeal } from './mail-seal';
import { OutboxWorker, type OutboxWorkerOptions } from '../../lib/outbox-worker';

export interface MailWorkerOptions extends OutboxWorkerOptions<MailOutboxRow> {
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
  /** Opens the sealed body of a mail with a secret link (the same JWT_SECRET as the server that queued it). */
  seal?: MailSeal;
}

/**
 * Delivers queued mails from the outbox in the server process (MAIL_POLL_MS, MAIL_RETRY_BASE_MS, MAIL_MAX_ATTEMPTS).
 * Several processes may run one each: a mail is claimed by one of them only (MailRepository.claimDue). A failure is
 * retried with backoff, recorded in last_error (lib/outbox-worker).
 */
export class MailWorker extends OutboxWorker<MailOutboxRow> {
  private readonly repo: MailRepository;

  constructor(
    db: Db,
    private readonly mailOptions: MailWorkerOptions,
  ) {
    const repo = new MailRepository(db);
    super(repo, mailOptions);
    this.repo = repo;
  }

  protected async send(mail: MailOutboxRow): Promise<void> {
    const { transport, from, now } = this.mailOptions;
    let body: { html: string; text: string } = mail;
    if (mail.sealed) {
      try {
        if (!this.mailOptions.seal) throw new Error('no seal to open it with');
        body = this.mailOptions.seal.open(mail.sealed);
      } catch (error) {
        // Sealed under another JWT_SECRET, or damaged: it can never be sent; the hidden copy would be useless to its reader.
        this.options.onError?.(error, mail);
        await this.repo.markFailed(mail.id, `The sealed mail cannot be opened (was JWT_SECRET changed?): ${error instanceof Error ? error.message : String(error)}`.slice(0, 500));
        return;
      }
    }
    await transport.sendMail({
      from,
      to: mail.toAddress,
      subject: mail.subject,
      html: body.html,
      text: body.text,
      headers: mail.headers,
      // The same id on every attempt: a receiver that got a mail whose confirmation was lost can tell it is the same.
      messageId: `<${mail.id}@boipoka.mail>`,
    });
    await this.repo.markSent(mail.id, now());
  }
}
