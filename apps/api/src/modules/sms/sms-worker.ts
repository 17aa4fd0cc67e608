import type { Db } from '../../db/client';
import type { SmsOutboxRow } from '../../db/schema';
import { OutboxWorker, type OutboxWorkerOptions } from '../../lib/outbox-worker';
import type { SmsProvider } from './sms-provider';
import { SmsRepository } from './sms-repository';

export interface SmsWorkerOptions extends OutboxWorkerOptions<SmsOutboxRow> {
  provider: SmsProvider;
}

/**
 * Sends queued SMS from the outbox through the gateway, in the server process (SMS_POLL_MS, SMS_RETRY_BASE_MS,
 * SMS_MAX_ATTEMPTS), with the mail's loop (lib/outbox-worker): several processes may run one each (an SMS is claimed by
 * one only); a failure is retried with backoff and recorded.
 */
export class SmsWorker extends OutboxWorker<SmsOutboxRow> {
  private readonly repo: SmsRepository;

  constructor(
    db: Db,
    private readonly smsOptions: SmsWorkerOptions,
  ) {
    const repo = new SmsRepository(db);
    super(repo, smsOptions);
    this.repo = repo;
  }

  protected async send(sms: SmsOutboxRow): Promise<void> {
    const { messageId } = await this.smsOptions.provider.send({ to: sms.toPhone, text: sms.body, encoding: sms.encoding });
    await this.repo.markSent(sms.id, this.smsOptions.now(), messageId);
  }
}
