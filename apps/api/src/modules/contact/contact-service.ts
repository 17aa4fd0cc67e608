import { isUuid, type ContactMessage, type PageMeta } from '@boipoka/shared';
import type { contactMessageInput } from '@boipoka/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ContactMessageRow, ContactReplyRow } from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import { pageMeta } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import type { MailService } from '../mail';
import type { AuthUser } from '../../lib/auth-user';
import { ContactRepository } from './contact-repository';

const MESSAGE_NOT_FOUND = 'Message not found';

function toMessage(row: ContactMessageRow, replies: ContactReplyRow[]): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    inquiryType: row.inquiryType,
    locale: row.locale,
    status: row.status,
    handledAt: row.handledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    replies: replies.map((reply) => ({ _id: reply.id, body: reply.body, createdAt: reply.createdAt.toISOString() })),
  };
}

export interface ContactServiceOptions {
  db: Db;
  mail: MailService;
  now: () => Date;
}

/** Contact messages: stored with their acknowledgement mail in one transaction; the shop reads, answers by mail and marks them handled. */
export class ContactService {
  private readonly repo: ContactRepository;
  private readonly db: Db;
  private readonly mail: MailService;
  private readonly now: () => Date;

  constructor({ db, mail, now }: ContactServiceOptions) {
    this.db = db;
    this.mail = mail;
    this.now = now;
    this.repo = new ContactRepository(db);
  }

  async send(input: z.output<typeof contactMessageInput>, locale: Locale): Promise<{ _id: string }> {
    return this.db.transaction(async (tx) => {
      const row = await this.repo.insert({ ...input, locale }, tx);
      // The acknowledgement carries none of the message: the address is unverified (decision 016).
      await this.mail.enqueueMail(tx, { kind: 'contact-ack', to: row.email, locale, data: {} });
      return { _id: row.id };
    });
  }

  async list(query: { page: number; limit: number; status?: ContactMessageRow['status'] }): Promise<{ messages: ContactMessage[]; meta: PageMeta }> {
    const { rows, total } = await this.repo.page({ status: query.status }, query.limit, (query.page - 1) * query.limit);
    const replies = await this.repo.repliesOf(rows.map((row) => row.id));
    return {
      messages: rows.map((row) =>
        toMessage(
          row,
          replies.filter((reply) => reply.messageId === row.id),
        ),
      ),
      meta: pageMeta(query.page, query.limit, total),
    };
  }

  async get(id: string): Promise<ContactMessage> {
    const row = isUuid(id) ? await this.repo.findById(id) : undefined;
    if (!row) throw new NotFoundError(MESSAGE_NOT_FOUND);
    return toMessage(row, await this.repo.repliesOf([row.id]));
  }

  /** The answer goes out by mail (in the language the message was written in) and is kept with the message, in one transaction. */
  async reply(caller: AuthUser, id: string, body: string): Promise<ContactMessage> {
    if (!isUuid(id)) throw new NotFoundError(MESSAGE_NOT_FOUND);
    await this.db.transaction(async (tx) => {
      const row = await this.repo.findById(id, tx);
      if (!row) throw new NotFoundError(MESSAGE_NOT_FOUND);
      await this.repo.insertReply({ messageId: id, authorId: caller.id, body }, tx);
      await this.mail.enqueueMail(tx, { kind: 'contact-reply', to: row.email, locale: row.locale, data: { name: row.name, subject: row.subject, message: row.message, reply: body } });
    });
    return this.get(id);
  }

  async setStatus(id: string, status: ContactMessageRow['status']): Promise<ContactMessage> {
    const row = isUuid(id) ? await this.repo.setStatus(id, status, this.now()) : undefined;
    if (!row) throw new NotFoundError(MESSAGE_NOT_FOUND);
    return toMessage(row, await this.repo.repliesOf([row.id]));
  }
}
