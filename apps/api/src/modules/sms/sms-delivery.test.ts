import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { smsOutbox } from '../../db/schema';
import { startBulksmsbdSimulator } from '../../simulators/bulksmsbd-simulator';
import { createBook, createSignedInUser, placeOrder } from '../../../test/factories';
import { createTestDatabase } from '../../../test/test-database';
import { TestClock, testConfig } from '../../../test/test-app';
import { BulkSmsBdProvider } from './providers/bulksmsbd';
import { SmsService } from './sms-service';
import { SmsWorker } from './sms-worker';

const GATEWAY = { apiKey: 'test-sms-key', senderId: '8809612345678' };

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('SMS delivery through the BulkSMSBD adapter', () => {
  it('the worker sends an order\u2019s SMS to the gateway with its documented parameters, and records its message id', async () => {
    const gateway = await startBulksmsbdSimulator(GATEWAY);
    const testDb = await createTestDatabase();
    const clock = new TestClock();
    const config = testConfig(clock, { sms: { simulator: false, pollMs: 20, retryBaseMs: 1_000, maxAttempts: 3 } });
    const app = await buildApp({ db: testDb.database, config, smsProvider: new BulkSmsBdProvider({ apiUrl: `${gateway.url}/api/smsapi`, ...GATEWAY }) });
    try {
      await app.ready();
      const reader = await createSignedInUser(app, testDb.database.db);
      const book = await createBook(testDb.database.db, { quantity: 5 });
      const started = Date.now();
      const order = await placeOrder(app, reader, [{ book, quantity: 1 }]);
      // The request never waits for the gateway.
      expect(Date.now() - started).toBeLessThan(5_000);
      await until(async () => (await testDb.database.db.select().from(smsOutbox)).some((row) => row.status === 'sent'));
      const [row] = await testDb.database.db.select().from(smsOutbox);
      expect(gateway.state.received).toHaveLength(1);
      const [received] = gateway.state.received;
      expect(received).toMatchObject({ method: 'POST', apiKey: GATEWAY.apiKey, senderId: GATEWAY.senderId, type: 'text', number: '8801711000000', message: row!.body });
      expect(received!.message).toContain(order.orderNumber);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: received!.messageId, lastError: null });
      // The simulated handset's inbox: what that number received, newest first (the demo reads a phone check's code there).
      const inbox = (await (await fetch(`${gateway.url}/inbox?number=01711-000000`)).json()) as { messages: { messageId: string; message: string }[] };
      expect(inbox.messages).toEqual([{ messageId: received!.messageId, message: row!.body }]);
      expect(((await (await fetch(`${gateway.url}/inbox?number=01811000000`)).json()) as { messages: unknown[] }).messages).toEqual([]);
    } finally {
      await app.close();
      await testDb.cleanup();
      await gateway.close();
    }
  });

  it('retries a failing gateway with doubling backoff, then gives up after the last attempt and marks it failed', async () => {
    const gateway = await startBulksmsbdSimulator(GATEWAY);
    const testDb = await createTestDatabase();
    const db = testDb.database.db;
    const clock = new TestClock();
    const base = 60_000;
    const service = new SmsService({ db, now: clock.now, delivering: true });
    const worker = new SmsWorker(db, {
      provider: new BulkSmsBdProvider({ apiUrl: `${gateway.url}/api/smsapi`, ...GATEWAY }),
      now: clock.now,
      pollMs: 1_000,
      retryBaseMs: base,
      maxDelayMs: 60 * 60_000,
      maxAttempts: 3,
      leaseMs: 5 * 60_000,
      batchSize: 10,
    });
    const rowOf = async (id: string) => (await db.select().from(smsOutbox)).find((row) => row.id === id)!;
    const queue = (to: string) => db.transaction((tx) => service.enqueueSms(tx, { kind: 'order-cancelled', to, locale: 'en', data: { orderNumber: 'BP-000007' } }));
    try {
      // Down twice, then back: sent on the third attempt, after 1 and 2 minutes.
      const first = (await queue('+880 1811-000000'))!;
      gateway.state.failNext(2, 503);
      expect(await worker.runOnce()).toBe(1);
      let row = await rowOf(first);
      expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'BulkSMSBD answered HTTP 503' });
      expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBeGreaterThan(base - 5_000);
      expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBeLessThanOrEqual(base);
      // Not before its time.
      expect(await worker.runOnce()).toBe(0);
      clock.advance(base);
      expect(await worker.runOnce()).toBe(1);
      row = await rowOf(first);
      expect(row).toMatchObject({ status: 'queued', attempts: 2 });
      expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBeGreaterThan(2 * base - 5_000);
      clock.advance(2 * base);
      expect(await worker.runOnce()).toBe(1);
      row = await rowOf(first);
      expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
      expect(gateway.state.received.map((sms) => sms.number)).toEqual(['8801811000000']);

      // Refused every time (no balance): failed after the third attempt, with the gateway's reason; never tried again.
      const second = (await queue('01911000000'))!;
      gateway.state.failNext(3, 1007);
      for (const wait of [0, base, 2 * base]) {
        clock.advance(wait);
        expect(await worker.runOnce()).toBe(1);
      }
      row = await rowOf(second);
      expect(row).toMatchObject({ status: 'failed', attempts: 3 });
      expect(row.lastError).toContain('code 1007');
      clock.advance(24 * 60 * 60_000);
      expect(await worker.runOnce()).toBe(0);
      expect(gateway.state.received).toHaveLength(1);
    } finally {
      await worker.stop();
      await testDb.cleanup();
      await gateway.close();
    }
  });

  it('a wrong API key or sender id is the gateway\u2019s refusal, written in the outbox', async () => {
    const gateway = await startBulksmsbdSimulator(GATEWAY);
    try {
      const wrongKey = new BulkSmsBdProvider({ apiUrl: `${gateway.url}/api/smsapi`, apiKey: 'nope', senderId: GATEWAY.senderId });
      await expect(wrongKey.send({ to: '01711000000', text: 'Hello', encoding: 'GSM-7' })).rejects.toThrow('BulkSMSBD refused the SMS (code 1011: User Id not found)');
      const wrongSender = new BulkSmsBdProvider({ apiUrl: `${gateway.url}/api/smsapi`, apiKey: GATEWAY.apiKey, senderId: 'OTHER' });
      await expect(wrongSender.send({ to: '01711000000', text: 'Hello', encoding: 'GSM-7' })).rejects.toThrow('code 1002');
      // Bangla arrives as it was written.
      const right = new BulkSmsBdProvider({ apiUrl: `${gateway.url}/api/smsapi`, ...GATEWAY });
      const { messageId } = await right.send({ to: '01711000000', text: 'বইপোকা: ধন্যবাদ & ৳৩৫০', encoding: 'UCS-2' });
      expect(messageId).toMatch(/^\d+$/);
      expect(gateway.state.received.at(-1)).toMatchObject({ message: 'বইপোকা: ধন্যবাদ & ৳৩৫০', messageId });
    } finally {
      await gateway.close();
    }
  });

  it('the simulator never runs in production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startBulksmsbdSimulator(GATEWAY)).rejects.toThrow('The BulkSMSBD simulator never runs in production');
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('a number that is no Bangladeshi mobile queues nothing (an old order\u2019s phone); the order is not refused for it', async () => {
    const testDb = await createTestDatabase();
    try {
      const service = new SmsService({ db: testDb.database.db, now: () => new Date(), delivering: false });
      const id = await testDb.database.db.transaction((tx) => service.enqueueSms(tx, { kind: 'order-cancelled', to: '+1 555 0100', locale: 'en', data: { orderNumber: 'BP-000001' } }));
      expect(id).toBeUndefined();
      expect(await testDb.database.db.select().from(smsOutbox)).toHaveLength(0);
    } finally {
      await testDb.cleanup();
    }
  });
});
