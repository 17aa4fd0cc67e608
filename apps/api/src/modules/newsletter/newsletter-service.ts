import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@boipoka/shared';
import type { Db } from '../../db/client';
import type { Locale } from '../../i18n/locale';
import { pgErrorCode, ValidationError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import type { MailService } from '../mail';
import { NewsletterRepository } from './newsletter-repository';

/** A confirmation link works for 7 days. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVALID_NEWSLETTER_LINK = 'This link is invalid or has expired.';

export interface NewsletterServiceOptions {
  db: Db;
  mail: MailService;
  secret: string;
  now: () => Date;
}

/**
 * The newsletter with double opt-in: a sign-up is pending until the mailed link is followed, then a welcome mail carries
 * the unsubscribe link. That link is `<id>.<HMAC of the id>`, so it lasts as long as the subscription and nothing of it is stored.
 */
export class NewsletterService {
  private readonly repo: NewsletterRepository;
  private readonly db: Db;
  private readonly mail: MailService;
  private readonly secret: string;
  private readonly now: () => Date;

  constructor({ db, mail, secret, now }: NewsletterServiceOptions) {
    this.db = db;
    this.mail = mail;
    this.secret = secret;
    this.now = now;
    this.repo = new NewsletterRepository(db);
  }

  unsubscribeToken(id: string): string {
    return `${id}.${this.signature(id)}`;
  }

  private signature(id: string): string {
    return createHmac('sha256', this.secret).update(`newsletter-unsubscribe:${id}`).digest('base64url');
  }

  /** Pending (again) with a new confirmation mail; an address already confirmed gets nothing, and the answer is the same. */
  async subscribe(email: string, locale: Locale): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const pending = { locale, confirmTokenHash: hashToken(token), confirmExpiresAt: new Date(this.now().getTime() + NEWSLETTER_CONFIRM_TTL_MS) };
    try {
      await this.db.transaction(async (tx) => {
        const existing = await this.repo.findByEmail(email, tx);
        if (existing?.status === 'confirmed') return;
        if (existing) await this.repo.setPending(existing.id, pending, tx);
        else await this.repo.insertPending({ email, ...pending }, tx);
        await this.mail.enqueueMail(tx, { kind: 'newsletter-confirm', to: email, locale, data: { token } });
      });
    } catch (error) {
      // The same address signed up at the same moment: that sign-up sent the mail.
      if (pgErrorCode(error) !== '23505') throw error;
    }
  }

  /** Confirms and sends the welcome mail with the unsubscribe link, in one transaction. */
  async confirm(token: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.repo.confirm(hashToken(token), this.now(), tx);
      if (!row) throw new ValidationError(INVALID_NEWSLETTER_LINK, [{ path: 'token', message: INVALID_NEWSLETTER_LINK }]);
      await this.mail.enqueueMail(tx, { kind: 'newsletter-welcome', to: row.email, locale: row.locale, data: { unsubscribeToken: this.unsubscribeToken(row.id) } });
    });
  }

  /** Works every time the link is followed (a second click is no error). */
  async unsubscribe(token: string): Promise<void> {
    const [id = '', signature = ''] = token.split('.');
    const expected = isUuid(id) ? Buffer.from(this.signature(id)) : Buffer.alloc(0);
    const given = Buffer.from(signature);
    const valid = expected.length > 0 && expected.length === given.length && timingSafeEqual(expected, given);
    if (!valid || !(await this.repo.unsubscribe(id, this.now()))) throw new ValidationError(INVALID_NEWSLETTER_LINK, [{ path: 'token', message: INVALID_NEWSLETTER_LINK }]);
  }
}
