import { isUuid, type OutboxMail, type OutboxMailSummary, type PageMeta, type LocalizedText } from '@boipoka/shared';
import type { Db, Executor } from '../../db/client';
import type { MailOutboxRow } from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import { NotFoundError } from '../../lib/errors';
import { pageMeta } from '../../lib/envelope';
import type { WriteBatch } from '../../lib/write-batch';
import { MailRepository, type NewMail } from './mail-repository';
import type { MailSeal } from './mail-seal';
import { ADMIN_MAIL_KINDS, type MailData, type MailKind, type MailLinks, renderMail, SECRET_LINK_KINDS } from './mail-templates';

/**
 * A mail to queue. The recipient's language is their account's (`userId`) when there is one, else `locale` (the
 * language of the request that caused the mail). With `userId` and no `to`, the account's address is used.
 */
export type MailRequest<K extends MailKind = MailKind> = {
  kind: K;
  data: MailData[K];
  locale: Locale;
  to?: string;
  userId?: string;
};

function toSummary(row: MailOutboxRow): OutboxMailSummary {
  return {
    _id: row.id,
    to: row.toAddress,
    kind: row.kind,
    locale: row.locale,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** One line, no control characters: an address from the database never smuggles a header into a mail. */
function safeAddress(address: string): string {
  const clean = address.trim();
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(clean)) throw new Error(`Refusing to queue a mail to an invalid address`);
  return clean;
}

/**
 * The shop's mail: every mail is rendered and written to the outbox in the transaction of what caused it, so it is sent
 * exactly when that commits and never delays or fails the request (MailWorker delivers it). Without SMTP_URL the mail is
 * kept as 'unsent' for the admin's outbox page (decision 016).
 */
export interface MailServiceOptions {
  db: Db;
  links: MailLinks;
  /** Whether a worker delivers the outbox (SMTP_URL set). */
  delivering: boolean;
  now: () => Date;
  /** Seals the deliverable copy of a mail with a secret link for the worker (needed when delivering). */
  seal?: MailSeal;
  /** The shop's name in both languages as Settings has it now (a mail says it in its header, subject and signature). */
  shopName?: (tx: Executor) => Promise<LocalizedText>;
}

export class MailService {
  private readonly repo: MailRepository;
  private readonly links: MailLinks;
  private readonly delivering: boolean;
  private readonly now: () => Date;
  private readonly seal?: MailSeal;

  private readonly shopName?: (tx: Executor) => Promise<LocalizedText>;

  constructor({ db, links, delivering, now, seal, shopName }: MailServiceOptions) {
    this.shopName = shopName;
    this.repo = new MailRepository(db);
    this.links = links;
    this.delivering = delivering;
    this.now = now;
    this.seal = seal;
  }

  /** Renders the mail in the recipient's language and queues it in `tx`; resolves with the outbox id. */
  async enqueueMail<K extends MailKind>(tx: Executor, mail: MailRequest<K>): Promise<string> {
    return this.repo.insert(await this.outboxRow(tx, mail), tx);
  }

  /**
   * Renders the mail as `enqueueMail` does (reading in `tx`) and adds its outbox row to `writes`, which the caller sends
   * with its transaction's last statement: the mail is queued exactly when that transaction commits.
   */
  async batchMail<K extends MailKind>(tx: Executor, writes: WriteBatch, mail: MailRequest<K>): Promise<void> {
    writes.add(this.repo.insertStatement(await this.outboxRow(tx, mail)));
  }

  private async outboxRow<K extends MailKind>(tx: Executor, mail: MailRequest<K>): Promise<NewMail> {
    let { to, locale } = mail;
    if (mail.userId) {
      const account = await this.repo.recipientOf(mail.userId, tx);
      if (account) {
        locale = account.locale;
        to ??= account.email;
      }
    }
    if (!to) throw new Error(`No address for a ${mail.kind} mail`);
    // A mail whose link is a key to an account is kept (and shown to every admin) with the link hidden; the real one is
    // sealed for the worker, and without SMTP_URL it is never made at all: nobody could receive it.
    const secret = SECRET_LINK_KINDS.has(mail.kind);
    // Read in the caller's transaction: the mail is queued in it.
    const shopName = await this.shopName?.(tx);
    const rendered = renderMail(mail.kind, locale, mail.data, this.links, { hideSecretLinks: secret, shopName });
    let sealed: string | null = null;
    if (secret && this.delivering) {
      if (!this.seal) throw new Error(`A ${mail.kind} mail cannot be queued without a seal`);
      const deliverable = renderMail(mail.kind, locale, mail.data, this.links, { shopName });
      sealed = this.seal.seal({ html: deliverable.html, text: deliverable.text });
    }
    return {
      toAddress: safeAddress(to),
      kind: mail.kind,
      locale,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers: rendered.headers,
      status: this.delivering ? 'queued' : 'unsent',
      nextAttemptAt: this.now(),
      sealed,
    };
  }

  /**
   * One mail to every admin, in each admin's own language, queued in `tx` in one statement (an order's transaction may
   * hold its books' rows meanwhile: no read of the admins, then a write). Resolves with how many were queued.
   */
  async enqueueForAdmins<K extends MailKind>(tx: Executor, mail: { kind: K; data: MailData[K] }): Promise<number> {
    if (!ADMIN_MAIL_KINDS.has(mail.kind)) throw new Error(`A ${mail.kind} mail is not for the admins`);
    const shopName = await this.shopName?.(tx);
    const rendered = {
      en: renderMail(mail.kind, 'en', mail.data, this.links, { shopName }),
      bn: renderMail(mail.kind, 'bn', mail.data, this.links, { shopName }),
    };
    return this.repo.insertForAdmins(mail.kind, rendered, this.delivering ? 'queued' : 'unsent', this.now(), tx);
  }

  async outbox(query: { page: number; limit: number }): Promise<{ mails: OutboxMailSummary[]; meta: PageMeta }> {
    const { rows, total } = await this.repo.page(query.limit, (query.page - 1) * query.limit);
    return { mails: rows.map(toSummary), meta: pageMeta(query.page, query.limit, total) };
  }

  async outboxMail(id: string): Promise<OutboxMail> {
    const row = isUuid(id) ? await this.repo.findById(id) : undefined;
    if (!row) throw new NotFoundError('Mail not found');
    return { ...toSummary(row), html: row.html, text: row.text };
  }
}
