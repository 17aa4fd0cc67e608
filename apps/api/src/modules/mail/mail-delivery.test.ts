import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { outboxRows } from '../../../test/mail';
import { withFreshApp } from '../../../test/test-app';
import { MailSeal } from './mail-seal';
import { MailService } from './mail-service';
import { MailWorker } from './mail-worker';

interface Received {
  messageId: string;
  to: string;
  subject: string;
}

/** A real SMTP server (smtp-server from npm) on 127.0.0.1 that keeps what it receives. */
function smtpServer(received: Received[]) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
        received.push({ messageId: header('Message-ID'), to: header('To'), subject: header('Subject') });
        callback();
      });
    },
  });
}

async function listen(server: SMTPServer, port = 0): Promise<number> {
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return (server.server.address() as AddressInfo).port;
}

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const contact = (i: number) => ({ name: `Sender ${i}`, email: `sender${i}@example.test`, subject: `Question ${i}`, message: 'Hello' });

describe('mail delivery through SMTP', () => {
  it('delivers queued mails; with the server down they wait and retry, and arrive once each when it is back', async () => {
    const received: Received[] = [];
    let server = smtpServer(received);
    const port = await listen(server);
    await withFreshApp(
      async ({ app, db }) => {
        for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'POST', url: '/api/contact', payload: contact(i) })).statusCode).toBe(201);
        await until(async () => (await outboxRows(db)).every((row) => row.status === 'sent'));
        expect(received.map((r) => r.to).sort()).toEqual(['sender0@example.test', 'sender1@example.test', 'sender2@example.test']);

        // The server goes away: the requests still succeed at once, the mails wait and are retried with backoff.
        await new Promise<void>((resolve) => server.close(() => resolve()));
        for (let i = 3; i < 6; i++) {
          const started = Date.now();
          expect((await app.inject({ method: 'POST', url: '/api/contact', payload: contact(i) })).statusCode).toBe(201);
          expect(Date.now() - started).toBeLessThan(5_000);
        }
        await until(async () => (await outboxRows(db)).filter((row) => row.status === 'queued' && row.attempts >= 2 && row.lastError).length === 3);
        expect(received).toHaveLength(3);

        server = smtpServer(received);
        await listen(server, port);
        await until(async () => (await outboxRows(db)).every((row) => row.status === 'sent'));
        const rows = await outboxRows(db);
        expect(rows).toHaveLength(6);
        expect(received).toHaveLength(6);
        // None lost, none twice: each outbox row arrived exactly once, under its own Message-ID.
        expect(new Set(received.map((r) => r.messageId)).size).toBe(6);
        expect(received.map((r) => r.messageId).sort()).toEqual(rows.map((row) => `<${row.id}@boipoka.mail>`).sort());
      },
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailPollMs: 50, mailRetryBaseMs: 100, mailMaxAttempts: 50 },
    );
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }, 120_000);

  it(
    'several workers on one outbox send each mail once (rows claimed with FOR UPDATE SKIP LOCKED)',
    () =>
      withFreshApp(async ({ db }) => {
        const mail = new MailService({ db, links: { base: 'http://shop.test' }, delivering: true, now: () => new Date() });
        for (let i = 0; i < 30; i++) await db.transaction((tx) => mail.enqueueMail(tx, { kind: 'contact-ack', to: `r${i}@example.test`, locale: 'en', data: {} }));
        const sent: string[] = [];
        const transport = { sendMail: async (message: { to?: unknown }) => void sent.push(String(message.to)) } as never;
        const options = { transport, from: 'shop@example.test', now: () => new Date(), pollMs: 10, retryBaseMs: 10, maxDelayMs: 100, maxAttempts: 3, leaseMs: 60_000, batchSize: 4 };
        const workers = [new MailWorker(db, options), new MailWorker(db, options), new MailWorker(db, options)];
        await Promise.all(
          workers.map(async (worker) => {
            while ((await worker.runOnce()) > 0);
          }),
        );
        expect(sent).toHaveLength(30);
        expect(new Set(sent).size).toBe(30);
        expect((await outboxRows(db)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      }),
    120_000,
  );
});

describe('sealed mails', () => {
  it(
    'the worker sends the sealed body of a reset mail and drops it when sent; sealed under another secret it is failed at once, never sent, and dropped too',
    () =>
      withFreshApp(async ({ db }) => {
        const links = { base: 'http://shop.test' };
        const mail = new MailService({ db, links, delivering: true, now: () => new Date(), seal: new MailSeal('the-shop-secret-0123456789') });
        const token = 'live-token-'.padEnd(43, 'x');
        await db.transaction((tx) => mail.enqueueMail(tx, { kind: 'password-reset', to: 'owner@example.test', locale: 'en', data: { name: 'Owner', token } }));
        const [queued] = await outboxRows(db);
        expect(queued!.sealed).toMatch(/^v1\./);
        for (const stored of [queued!.html, queued!.text, queued!.sealed!]) expect(stored).not.toContain(token);

        const sent: { to: string; text: string; html: string }[] = [];
        const transport = {
          sendMail: async (message: { to?: unknown; text?: unknown; html?: unknown }) => void sent.push({ to: String(message.to), text: String(message.text), html: String(message.html) }),
        } as never;
        const options = { transport, from: 'shop@example.test', now: () => new Date(), pollMs: 10, retryBaseMs: 10, maxDelayMs: 100, maxAttempts: 3, leaseMs: 60_000, batchSize: 4 };
        await new MailWorker(db, { ...options, seal: new MailSeal('the-shop-secret-0123456789') }).runOnce();
        expect(sent).toHaveLength(1);
        expect(sent[0]!.text).toContain(`http://shop.test/reset-password?token=${token}`);
        expect(sent[0]!.html).toContain(`/reset-password?token=${token}`);
        expect((await outboxRows(db))[0]).toMatchObject({ status: 'sent', sealed: null });

        // The server restarted with another JWT_SECRET: the sealed body cannot be opened; the hidden copy is not sent instead.
        await db.transaction((tx) => mail.enqueueMail(tx, { kind: 'password-reset', to: 'other@example.test', locale: 'en', data: { name: 'Other', token } }));
        const errors: unknown[] = [];
        await new MailWorker(db, { ...options, seal: new MailSeal('another-secret-after-a-restart'), onError: (error) => errors.push(error) }).runOnce();
        expect(sent).toHaveLength(1);
        expect(errors).toHaveLength(1);
        const failed = (await outboxRows(db)).find((row) => row.toAddress === 'other@example.test')!;
        expect(failed).toMatchObject({ status: 'failed', sealed: null });
        expect(failed.lastError).toContain('JWT_SECRET');
      }),
    60_000,
  );
});
