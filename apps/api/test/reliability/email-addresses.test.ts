/**
 * Every API field that takes an e-mail address follows one rule (packages/shared common/email.ts): an address the mailer
 * could not send (a quote, `;`, `,`, `<>`, a comment, an IP literal, a line break) is a 400 naming the field and changes
 * nothing, on every endpoint, instead of a 500 from the outbox (issue 29: contact and newsletter answered 500).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBook, createSignedInUser, orderPayload } from '../factories';
import { useTestApp } from '../test-app';
import { dbFingerprint, expectErrorEnvelope, rowsOf } from './support';

const ODD = [
  'root;v@example.com',
  '"x\\"@e.com',
  '"quoted"@example.com',
  'a,b@example.com',
  '<a>@example.com',
  'a@example.com>',
  '(note)a@example.com',
  'a:b@example.com',
  'a@[127.0.0.1]',
  'a@localhost',
  'রহিম@example.com',
];

describe('odd e-mail addresses', () => {
  const ctx = useTestApp();

  async function everything(): Promise<string> {
    const [row] = await rowsOf(
      ctx.db,
      sql`select (select count(*) from mail_outbox)::int as mails, (select count(*) from contact_messages)::int as messages, (select count(*) from newsletter_subscribers)::int as subscribers, (select count(*) from password_resets)::int as resets`,
    );
    return (await dbFingerprint(ctx.db)) + JSON.stringify(row);
  }

  it('are refused with 400 naming the field by register, contact, newsletter, forgot password and checkout; nothing changes', async () => {
    const buyer = await createSignedInUser(ctx.app, ctx.db);
    const book = await createBook(ctx.db, { quantity: 50 });
    const endpoints: { name: string; path: string; send: (email: string) => Promise<Awaited<ReturnType<typeof ctx.app.inject>>> }[] = [
      { name: 'register', path: 'email', send: (email) => ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: { name: 'Odd', email, password: 'secret123' } }) },
      { name: 'contact', path: 'email', send: (email) => ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Odd', email, subject: 'Hello', message: 'A question' } }) },
      { name: 'newsletter', path: 'email', send: (email) => ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } }) },
      { name: 'forgot password', path: 'email', send: (email) => ctx.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } }) },
      {
        name: 'checkout',
        path: 'shippingDetails.email',
        send: (email) => {
          const payload = orderPayload([{ book, quantity: 1 }]);
          return ctx.app.inject({ method: 'POST', url: '/api/orders', headers: buyer.auth, payload: { ...payload, shippingDetails: { ...payload.shippingDetails, email } } });
        },
      },
    ];
    const before = await everything();
    for (const endpoint of endpoints) {
      for (const email of ODD) {
        const res = await endpoint.send(email);
        const context = `${endpoint.name} ${JSON.stringify(email)}`;
        expect(res.statusCode, `${context}: ${res.body}`).toBe(400);
        expectErrorEnvelope(res, context);
        expect(
          res.json().errors.map((error: { path: string }) => error.path),
          context,
        ).toContain(endpoint.path);
      }
    }
    // Forgot password does its work after answering: give it the time to (wrongly) do any.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await everything()).toBe(before);

    // An ordinary address with a plus, an apostrophe and a subdomain goes through everywhere.
    const fine = "o'brien+books@mail.example.com";
    for (const endpoint of endpoints) expect((await endpoint.send(fine)).statusCode, endpoint.name).toBeLessThan(300);
  });

  it('are refused in Bangla to a Bangla caller', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'root;v@example.com' }, headers: { 'accept-language': 'bn' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ path: 'email', message: 'সঠিক ইমেইল ঠিকানা দিন' });
  });
});
