import { BD_MOBILE, DEFAULT_SHOP_NAME, normalizeBdMobile, type LocalizedText, type OutboxSms, type PageMeta } from '@boipoka/shared';
import type { Db, Executor } from '../../db/client';
import type { SmsOutboxRow } from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import { pageMeta } from '../../lib/envelope';
import type { WriteBatch } from '../../lib/write-batch';
import { type NewSms, SmsRepository } from './sms-repository';
import { renderSms, type SmsData, type SmsKind } from './sms-templates';

/**
 * An SMS to queue, to `to` (any way a Bangladeshi mobile number is written). The language is the account's (`userId`)
 * when there is one, else `locale`.
 */
export type SmsRequest<K extends SmsKind = SmsKind> = {
  kind: K;
  data: SmsData[K];
  to: string;
  locale: Locale;
  userId?: string;
};

/** A phone check's code is a key (decision 051): the outbox keeps it to send, the admin's page shows it hidden. */
function shownText(row: SmsOutboxRow): string {
  return row.kind === 'phone-code' ? row.body.replace(/\d{6}/g, '••••••') : row.body;
}

/** A row as the admin's outbox shows it. */
function toOutboxSms(row: SmsOutboxRow): OutboxSms {
  return {
    _id: row.id,
    to: row.toPhone,
    kind: row.kind,
    locale: row.locale,
    text: shownText(row),
    encoding: row.encoding,
    segments: row.segments,
    status: row.status,
    attempts: row.attempts,
    providerMessageId: row.providerMessageId,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export interface SmsServiceOptions {
  db: Db;
  /** Whether a gateway is configured and a worker delivers the outbox; without one every SMS is kept as 'unsent'. */
  delivering: boolean;
  now: () => Date;
  /** The shop's name in both languages as Settings has it now (each SMS opens with it). */
  shopName?: (tx: Executor) => Promise<LocalizedText>;
}

/**
 * The shop's SMS (decision 046): rendered in the recipient's language and written to the outbox in the transaction of
 * what caused it, so it goes exactly when that commits and never delays or fails the request (SmsWorker sends it).
 */
export class SmsService {
  private readonly repo: SmsRepository;

  constructor(private readonly options: SmsServiceOptions) {
    this.repo = new SmsRepository(options.db);
  }

  /**
   * Queues the SMS in `tx`; resolves with its outbox id, or undefined when `to` is no Bangladeshi mobile number (an order
   * placed before the shop asked for one): nothing to send, and the order it belongs to goes on.
   */
  async enqueueSms<K extends SmsKind>(tx: Executor, sms: SmsRequest<K>): Promise<string | undefined> {
    const row = await this.outboxRow(tx, sms);
    return row ? this.repo.insert(row, tx) : undefined;
  }

  /**
   * Renders the SMS as `enqueueSms` does (reading in `tx`) and adds its outbox row to `writes`, which the caller sends
   * with its transaction's last statement; nothing when `to` is no Bangladeshi mobile number.
   */
  async batchSms<K extends SmsKind>(tx: Executor, writes: WriteBatch, sms: SmsRequest<K>): Promise<void> {
    const row = await this.outboxRow(tx, sms);
    if (row) writes.add(this.repo.insertStatement(row));
  }

  private async outboxRow<K extends SmsKind>(tx: Executor, sms: SmsRequest<K>): Promise<NewSms | undefined> {
    const to = normalizeBdMobile(sms.to);
    if (!BD_MOBILE.test(to)) return undefined;
    const locale = (sms.userId ? await this.repo.localeOf(sms.userId, tx) : undefined) ?? sms.locale;
    // Read in the caller's transaction: the SMS is queued in it.
    const shopName = (await this.options.shopName?.(tx)) ?? DEFAULT_SHOP_NAME;
    const rendered = renderSms(sms.kind, locale, sms.data, shopName);
    return {
      toPhone: to,
      kind: sms.kind,
      locale,
      body: rendered.text,
      encoding: rendered.encoding,
      segments: rendered.segments,
      status: this.options.delivering ? 'queued' : 'unsent',
      nextAttemptAt: this.options.now(),
    };
  }

  async outbox(query: { page: number; limit: number }): Promise<{ sms: OutboxSms[]; meta: PageMeta }> {
    const { rows, total } = await this.repo.page(query.limit, (query.page - 1) * query.limit);
    return { sms: rows.map(toOutboxSms), meta: pageMeta(query.page, query.limit, total) };
  }
}
