import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { BookRow } from '../../db/schema';
import { createBook, createSignedInUser, orderPayload, signIn, type SignedIn } from '../../../test/factories';
import { outboxRows } from '../../../test/mail';
import { withFreshApp } from '../../../test/test-app';

const HOUR = 60 * 60 * 1000;

function client(app: FastifyInstance, book: BookRow, remoteAddress = '127.0.0.1') {
  return {
    place: (who: SignedIn, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/orders', remoteAddress, headers: { ...who.auth, ...headers }, payload: orderPayload([{ book, quantity: 1 }]) }),
    cancel: (who: SignedIn, id: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, remoteAddress, headers: { ...who.auth, ...headers }, payload: { status: 'cancelled' } }),
  };
}

describe('place-and-cancel loops', () => {
  it('stop at the hourly limits of one account (429 naming why, in both languages, with Retry-After); the customer’s own cancels mail nothing', () =>
    withFreshApp(
      async ({ app, db, clock }) => {
        const looper = await createSignedInUser(app, db, { email: 'never-verified@example.test' });
        const admin = await createSignedInUser(app, db, { role: 'admin' });
        const book = await createBook(db, { quantity: 100 });
        const { place, cancel } = client(app, book);

        const placed: string[] = [];
        for (let i = 0; i < 4; i++) {
          const order = await place(looper);
          expect(order.statusCode).toBe(201);
          placed.push(order.json().data._id);
          if (i < 3) expect((await cancel(looper, placed[i]!)).statusCode).toBe(200);
        }
        const refused = await cancel(looper, placed[3]!);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe('You have cancelled too many orders in the last hour. Please try again later.');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect((await cancel(looper, placed[3]!, { 'accept-language': 'bn' })).json().message).toBe('গত এক ঘণ্টায় আপনি অনেকগুলো অর্ডার বাতিল করেছেন। কিছুক্ষণ পরে আবার চেষ্টা করুন।');
        const still = await app.inject({ method: 'GET', url: `/api/orders/${placed[3]}`, headers: looper.auth });
        expect(still.json().data.status).toBe('pending');

        // Placing: 6 an hour; the 7th is refused before anything is taken.
        for (let i = 0; i < 2; i++) expect((await place(looper)).statusCode).toBe(201);
        const tooMany = await place(looper);
        expect(tooMany.statusCode).toBe(429);
        expect(tooMany.json().message).toBe('You have placed too many orders in the last hour. Please try again later.');
        expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
        expect((await place(looper, { 'accept-language': 'bn' })).json().message).toBe('গত এক ঘণ্টায় আপনি অনেকগুলো অর্ডার দিয়েছেন। কিছুক্ষণ পরে আবার চেষ্টা করুন।');

        // Six orders placed, three cancelled by the customer: six receipts and no other mail to an address the shop never verified.
        const mails = (await outboxRows(db)).filter((row) => row.toAddress === 'never-verified@example.test');
        expect(mails.map((row) => row.kind).sort()).toEqual(Array(6).fill('order-placed'));

        // The shop's own moves are neither limited nor silent: each one mails the customer.
        expect((await app.inject({ method: 'PATCH', url: `/api/orders/${placed[3]}/status`, headers: admin.auth, payload: { status: 'cancelled' } })).statusCode).toBe(200);
        const statusMails = (await outboxRows(db)).filter((row) => row.toAddress === 'never-verified@example.test' && row.kind === 'order-status');
        expect(statusMails).toHaveLength(1);

        // An hour later the account may cancel and order again.
        clock.advance(HOUR + 1000);
        const again = await signIn(app, looper.user);
        const pending = (await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: again.auth })).json().data.find((o: { status: string }) => o.status === 'pending');
        expect((await cancel(again, pending._id)).statusCode).toBe(200);
        expect((await place(again)).statusCode).toBe(201);
      },
      { ordersPerAccountPerHour: 6, orderCancellationsPerAccountPerHour: 3 },
    ));

  it('stop at the hourly limits of one client address, whatever the accounts; another address is not held back', () =>
    withFreshApp(
      async ({ app, db }) => {
        const book = await createBook(db, { quantity: 100 });
        const shared = client(app, book, '203.0.113.7');
        const elsewhere = client(app, book, '203.0.113.8');
        const [first, second, third] = await Promise.all([createSignedInUser(app, db), createSignedInUser(app, db), createSignedInUser(app, db)]);

        const a1 = await shared.place(first!);
        const a2 = await shared.place(first!);
        const b1 = await shared.place(second!);
        expect([a1.statusCode, a2.statusCode, b1.statusCode]).toEqual([201, 201, 201]);
        const refused = await shared.place(second!);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe('Too many orders were placed from your address in the last hour. Please try again later.');
        expect((await shared.place(second!, { 'accept-language': 'bn' })).json().message).toBe('গত এক ঘণ্টায় আপনার ঠিকানা থেকে অনেকগুলো অর্ডার দেওয়া হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।');
        const c1 = await elsewhere.place(third!);
        expect(c1.statusCode).toBe(201);

        expect((await shared.cancel(first!, a1.json().data._id)).statusCode).toBe(200);
        expect((await shared.cancel(second!, b1.json().data._id)).statusCode).toBe(200);
        const cancelRefused = await shared.cancel(first!, a2.json().data._id);
        expect(cancelRefused.statusCode).toBe(429);
        expect(cancelRefused.json().message).toBe('Too many orders were cancelled from your address in the last hour. Please try again later.');
        expect((await shared.cancel(first!, a2.json().data._id, { 'accept-language': 'bn' })).json().message).toBe(
          'গত এক ঘণ্টায় আপনার ঠিকানা থেকে অনেকগুলো অর্ডার বাতিল করা হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
        );
        expect((await elsewhere.cancel(third!, c1.json().data._id)).statusCode).toBe(200);
      },
      { ordersPerIpPerHour: 3, orderCancellationsPerIpPerHour: 2 },
    ));
});
