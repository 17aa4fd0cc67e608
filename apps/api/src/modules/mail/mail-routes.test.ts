import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers, users } from '../../db/schema';
import { createBook, createSignedInUser, placeOrder } from '../../../test/factories';
import { linkToken, outboxRows } from '../../../test/mail';
import { useTestApp, withFreshApp } from '../../../test/test-app';

const CONTACT = { name: 'Karim', email: 'karim@example.test', subject: 'Where is my book?', message: 'Hello,\nmy order has not come yet.' };

describe('mail: outbox, contact, newsletter, order mails', () => {
  const ctx = useTestApp();
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers });

  describe('POST /api/contact', () => {
    it('stores the message and queues the acknowledgement in the sender\u2019s language', async () => {
      const res = await inject('POST', '/api/contact', { ...CONTACT, phone: '01711000000', inquiryType: 'order' }, { 'accept-language': 'bn' });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('ধন্যবাদ! আপনার বার্তাটি আমরা পেয়েছি। আপনার ইমেইলে একটি নিশ্চিতকরণ পাঠানো হয়েছে।');
      const [stored] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().data._id));
      expect(stored).toMatchObject({ name: 'Karim', email: 'karim@example.test', phone: '01711000000', inquiryType: 'order', status: 'new', locale: 'bn' });
      const [mail] = (await outboxRows(ctx.db)).filter((row) => row.kind === 'contact-ack' && row.toAddress === 'karim@example.test');
      expect(mail).toMatchObject({ locale: 'bn', status: 'unsent', subject: 'আপনার বার্তা আমরা পেয়েছি' });
      expect(mail!.text).toContain('আমাদের লেখার জন্য ধন্যবাদ।');
    });

    it('acknowledges without a word the sender typed: the address is not verified, so the form is no spam relay', async () => {
      const spam = {
        name: 'Cheap pills at pills.spam.example',
        email: 'victim@example.test',
        subject: 'WIN A PRIZE at prize.spam.example',
        message: 'Click http://phish.spam.example/login\n<img src=x onerror=alert(1)>',
      };
      const res = await inject('POST', '/api/contact', spam);
      expect(res.statusCode).toBe(201);
      const [mail] = (await outboxRows(ctx.db)).filter((row) => row.kind === 'contact-ack' && row.toAddress === 'victim@example.test');
      expect(mail!.subject).toBe('We received your message');
      for (const part of [mail!.subject, mail!.html, mail!.text]) {
        for (const typed of ['spam.example', 'Cheap pills', 'WIN A PRIZE', 'Click', 'onerror', 'alert(1)']) expect(part).not.toContain(typed);
      }
      expect(mail!.text).toContain('If you did not write to us, someone else typed your address into our contact form');
      // The shop still has the whole message, for an admin to read (and answer, or not).
      const [stored] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().data._id));
      expect(stored).toMatchObject({ name: spam.name, subject: spam.subject, message: spam.message });
    });

    it.each([
      [{ ...CONTACT, name: '' }, 'name', 'Name is required'],
      [{ ...CONTACT, email: 'not-an-email' }, 'email', 'Invalid email'],
      [{ ...CONTACT, email: 'a@example.test\r\nBcc: victim@example.test' }, 'email', 'Invalid email'],
      [{ ...CONTACT, subject: 'Hi\r\nBcc: victim@example.test' }, 'subject', 'Subject must be on one line'],
      [{ ...CONTACT, name: 'Eve\nX-Header: 1' }, 'name', 'Name must be on one line'],
      [{ ...CONTACT, subject: '   ' }, 'subject', 'Subject is required'],
      [{ ...CONTACT, message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
      [{ ...CONTACT, name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
      [{ ...CONTACT, phone: '1'.repeat(31) }, 'phone', 'Phone must be at most 30 characters'],
      [{ ...CONTACT, inquiryType: 'spam' }, 'inquiryType', 'Inquiry type must be general, order, return or bulk'],
    ])('refuses %j with 400 naming %s, storing and mailing nothing', async (payload, path, message) => {
      const before = (await outboxRows(ctx.db)).length;
      const [{ n: messagesBefore }] = (await ctx.db.select({ n: count() }).from(contactMessages)) as [{ n: number }];
      const res = await inject('POST', '/api/contact', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
      expect((await outboxRows(ctx.db)).length).toBe(before);
      const [{ n: messagesAfter }] = (await ctx.db.select({ n: count() }).from(contactMessages)) as [{ n: number }];
      expect(messagesAfter).toBe(messagesBefore);
    });

    it('refuses a body over the size limit with 413', async () => {
      const res = await inject('POST', '/api/contact', { ...CONTACT, message: 'x'.repeat(200 * 1024) });
      expect(res.statusCode).toBe(413);
    });
  });

  describe('/api/admin/messages', () => {
    it('is for admins only', async () => {
      const customer = await createSignedInUser(ctx.app, ctx.db);
      expect((await inject('GET', '/api/admin/messages')).statusCode).toBe(401);
      expect((await inject('GET', '/api/admin/messages', undefined, customer.auth)).statusCode).toBe(403);
      expect((await inject('GET', '/api/admin/outbox', undefined, customer.auth)).statusCode).toBe(403);
    });

    it('lists, opens, answers by mail and marks handled', async () => {
      const admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
      const sent = await inject('POST', '/api/contact', { ...CONTACT, email: 'answer-me@example.test', subject: 'Bulk order', message: '<img src=x onerror=alert(1)> & "quotes"' });
      const id = sent.json().data._id as string;

      const list = await inject('GET', '/api/admin/messages?page=1&limit=5', undefined, admin.auth);
      expect(list.statusCode).toBe(200);
      expect(list.json().data[0]).toMatchObject({ _id: id, subject: 'Bulk order', status: 'new', replies: [] });
      expect(list.json().meta).toMatchObject({ page: 1, limit: 5 });

      const reply = await inject('POST', `/api/admin/messages/${id}/reply`, { body: 'We can do it: 20% off for 50 copies.' }, admin.auth);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data.replies).toEqual([expect.objectContaining({ body: 'We can do it: 20% off for 50 copies.' })]);
      const [mail] = (await outboxRows(ctx.db)).filter((row) => row.kind === 'contact-reply');
      expect(mail).toMatchObject({ toAddress: 'answer-me@example.test', subject: 'Re: Bulk order' });
      expect(mail!.text).toContain('We can do it: 20% off for 50 copies.');
      // The answer (an admin's own mail) quotes the message, escaped.
      expect(mail!.html).not.toContain('<img');
      expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');

      const handled = await inject('PATCH', `/api/admin/messages/${id}`, { status: 'handled' }, admin.auth);
      expect(handled.json().data).toMatchObject({ status: 'handled', handledAt: expect.any(String) });
      expect((await inject('GET', '/api/admin/messages?status=new', undefined, admin.auth)).json().data.map((m: { _id: string }) => m._id)).not.toContain(id);
      expect((await inject('GET', `/api/admin/messages/${id}`, undefined, admin.auth)).json().data.status).toBe('handled');

      expect((await inject('GET', '/api/admin/messages/00000000-0000-4000-8000-000000000000', undefined, admin.auth)).statusCode).toBe(404);
      expect((await inject('POST', `/api/admin/messages/${id}/reply`, { body: '  ' }, admin.auth)).json().errors).toEqual([{ path: 'body', message: 'Reply is required' }]);
      expect((await inject('PATCH', `/api/admin/messages/${id}`, { status: 'spam' }, admin.auth)).statusCode).toBe(400);
    });
  });

  describe('newsletter', () => {
    it('confirms by the mailed link, welcomes with an unsubscribe link that works', async () => {
      const res = await inject('POST', '/api/newsletter', { email: 'Reader@Example.test' });
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toBe('Almost done: please check your inbox and confirm your subscription.');
      const confirmMail = (await outboxRows(ctx.db)).find((row) => row.kind === 'newsletter-confirm' && row.toAddress === 'reader@example.test')!;
      expect(confirmMail.text).toContain('/newsletter/confirm?token=');
      const [pending] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'reader@example.test'));
      expect(pending!.status).toBe('pending');

      const confirmed = await inject('POST', '/api/newsletter/confirm', { token: linkToken(confirmMail.text) });
      expect(confirmed.statusCode).toBe(200);
      expect((await inject('POST', '/api/newsletter/confirm', { token: linkToken(confirmMail.text) })).statusCode).toBe(400);
      const welcome = (await outboxRows(ctx.db)).find((row) => row.kind === 'newsletter-welcome' && row.toAddress === 'reader@example.test')!;
      expect(welcome.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/newsletter\/unsubscribe\?token=/);
      expect(welcome.html).toContain('/newsletter/unsubscribe?token=');

      // Signing up again while confirmed: the same answer, no mail.
      const mailsBefore = (await outboxRows(ctx.db)).length;
      expect((await inject('POST', '/api/newsletter', { email: 'reader@example.test' })).json().message).toBe(res.json().message);
      expect((await outboxRows(ctx.db)).length).toBe(mailsBefore);

      const token = linkToken(welcome.text);
      expect((await inject('POST', '/api/newsletter/unsubscribe', { token })).statusCode).toBe(200);
      expect((await inject('POST', '/api/newsletter/unsubscribe', { token })).statusCode).toBe(200);
      const [gone] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'reader@example.test'));
      expect(gone!.status).toBe('unsubscribed');

      const forged = await inject('POST', '/api/newsletter/unsubscribe', { token: `${gone!.id}.forged` });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().errors).toEqual([{ path: 'token', message: 'This link is invalid or has expired.' }]);
    });

    it('refuses an invalid address naming the field', async () => {
      const res = await inject('POST', '/api/newsletter', { email: 'x@y.z\nBcc: a@b.c' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('email');
    });
  });

  describe('orders', () => {
    it('queue a receipt when placed and a mail on each status change, in the buyer\u2019s language', async () => {
      const buyer = await createSignedInUser(ctx.app, ctx.db, { email: 'buyer@example.test' });
      await ctx.db.update(users).set({ locale: 'bn' }).where(eq(users.id, buyer.user.id));
      const admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
      const book = await createBook(ctx.db, { title: 'Pather <Panchali>', priceCents: 1250, quantity: 5 });
      const order = await placeOrder(ctx.app, buyer, [{ book, quantity: 2 }]);
      const receipt = (await outboxRows(ctx.db)).find((row) => row.kind === 'order-placed' && row.toAddress === 'buyer@example.test')!;
      expect(receipt.locale).toBe('bn');
      expect(receipt.subject).toContain(order.orderNumber);
      expect(order.orderNumber).toMatch(/^BP-\d{6,}$/);
      expect(receipt.html).toContain('Pather &lt;Panchali&gt;');
      expect(receipt.text).toContain('Rahim Uddin');
      expect(receipt.text).toContain('১২.৫০');

      await inject('PATCH', `/api/orders/${order._id}/status`, { status: 'processing' }, admin.auth);
      const status = (await outboxRows(ctx.db)).find((row) => row.kind === 'order-status' && row.toAddress === 'buyer@example.test')!;
      expect(status.subject).toBe(`আপনার বইপোকা অর্ডার ${order.orderNumber} এখন প্রক্রিয়াধীন`);
    });
  });

  describe('GET /api/admin/outbox', () => {
    it('pages the outbox newest first and opens one mail with its HTML and text', async () => {
      const admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
      await inject('POST', '/api/contact', { ...CONTACT, email: 'newest@example.test' });
      const page = await inject('GET', '/api/admin/outbox?page=1&limit=2', undefined, admin.auth);
      expect(page.statusCode).toBe(200);
      const body = page.json();
      expect(body.data).toHaveLength(2);
      expect(body.data[0]).toMatchObject({ to: 'newest@example.test', kind: 'contact-ack', status: 'unsent' });
      expect(body.data[0]).not.toHaveProperty('html');
      expect(body.meta.total).toBeGreaterThan(2);
      const second = await inject('GET', '/api/admin/outbox?page=2&limit=2', undefined, admin.auth);
      expect(second.json().data[0]._id).not.toBe(body.data[0]._id);

      const one = await inject('GET', `/api/admin/outbox/${body.data[0]._id}`, undefined, admin.auth);
      expect(one.json().data).toMatchObject({ to: 'newest@example.test', html: expect.stringContaining('<!doctype html>'), text: expect.stringContaining('Thank you for writing to us.') });
      expect((await inject('GET', '/api/admin/outbox/not-a-uuid', undefined, admin.auth)).statusCode).toBe(404);
      expect((await inject('GET', '/api/admin/outbox?limit=1000', undefined, admin.auth)).json().errors[0].path).toBe('limit');
    });
  });
});

describe('contact and newsletter limits', () => {
  it('refuse an address past MAIL_FORMS_PER_IP_PER_HOUR with 429 and Retry-After', () =>
    withFreshApp(
      async ({ app }) => {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) statuses.push((await app.inject({ method: 'POST', url: '/api/contact', payload: CONTACT })).statusCode);
        expect(statuses).toEqual([201, 201, 429]);
        const newsletter = [];
        for (let i = 0; i < 3; i++) newsletter.push(await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: `n${i}@example.test` } }));
        expect(newsletter.map((res) => res.statusCode)).toEqual([202, 202, 429]);
        expect(Number(newsletter[2]!.headers['retry-after'])).toBeGreaterThan(0);
      },
      { mailFormsPerIpPerHour: 2 },
    ));
});
