/**
 * The API answers in the caller's language: Bangla when Accept-Language prefers bn, SPEC's English otherwise, with
 * `Vary: Accept-Language`; the catalogue's cached, pre-serialised reads never hand one language's bytes to the other.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createBook, createSignedInUser, createUser } from '../../test/factories';
import { useTestApp, withFreshApp } from '../../test/test-app';

vi.setConfig({ testTimeout: 120_000 });

const BN = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' };
const EN = { 'accept-language': 'en' };

describe('API messages in the caller’s language', () => {
  const ctx = useTestApp();

  it('a registration with a short password: Bangla message and field errors with Accept-Language: bn, SPEC’s English without it and with en', async () => {
    const body = { name: 'Rahim', email: `rahim-${randomUUID()}@example.test`, password: '123' };
    const bangla = await ctx.app.inject({ method: 'POST', url: '/api/users/register', headers: { 'accept-language': 'bn' }, payload: body });
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json()).toEqual({
      success: false,
      message: 'পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে',
      errors: [{ path: 'password', message: 'পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে' }],
    });
    expect(bangla.headers.vary).toMatch(/Accept-Language/i);
    expect(bangla.headers['content-language']).toBe('bn');

    for (const headers of [{}, EN, { 'accept-language': 'en-US,en;q=0.9,bn;q=0.8' }, { 'accept-language': 'fr' }]) {
      const english = await ctx.app.inject({ method: 'POST', url: '/api/users/register', headers, payload: body });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({
        success: false,
        message: 'Password must be at least 6 characters long',
        errors: [{ path: 'password', message: 'Password must be at least 6 characters long' }],
      });
      expect(english.headers.vary).toMatch(/Accept-Language/i);
      expect(english.headers['content-language']).toBe('en');
    }
  });

  it('every invalid field of an order comes in Bangla, labels and limits included', async () => {
    const session = await createSignedInUser(ctx.app, ctx.db);
    const book = await createBook(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...session.auth, ...BN },
      payload: {
        books: [{ book: book.id, quantity: 1 }],
        shippingDetails: { name: '', email: 'not-an-email', phone: '01711-000000', address: 'x'.repeat(301), city: 'Dhaka', postalCode: '1207' },
        paymentMethod: 'card',
        totalAmount: 10,
      },
    });
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries((res.json().errors as { path: string; message: string }[]).map((e) => [e.path, e.message]));
    expect(errors).toEqual({
      'shippingDetails.name': 'পুরো নাম দিন',
      'shippingDetails.email': 'সঠিক ইমেইল ঠিকানা দিন',
      'shippingDetails.address': 'ঠিকানা সর্বোচ্চ ৩০০ অক্ষরের হতে পারে',
      paymentMethod: 'পেমেন্টের উপায় cod, bkash অথবা sslcommerz হতে হবে',
    });
  });

  it('domain errors with variable parts: the book title is kept, counts are in Bangla digits', async () => {
    const session = await createSignedInUser(ctx.app, ctx.db);
    const book = await createBook(ctx.db, { title: 'Padma Nadir Majhi', quantity: 1, priceCents: 1000 });
    const order = {
      books: [{ book: book.id, quantity: 2 }],
      shippingDetails: { name: 'Rahim', email: 'r@example.test', phone: '01711000000', address: 'Road 1', city: 'Dhaka', postalCode: '1207' },
      paymentMethod: 'cod',
      totalAmount: 0,
    };
    const bangla = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: { ...session.auth, ...BN }, payload: order });
    expect(bangla.statusCode).toBe(409);
    expect(bangla.json().message).toBe('"Padma Nadir Majhi" বইটির চাহিদামতো কপি স্টকে নেই');
    const english = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: session.auth, payload: order });
    expect(english.json().message).toBe('Not enough stock for "Padma Nadir Majhi"');
  });

  it('auth, unknown routes and malformed bodies: Bangla with bn, English without', async () => {
    const cases = [
      { method: 'GET', url: '/api/users/profile', status: 401, en: 'Authentication required', bn: 'লগইন করুন' },
      { method: 'GET', url: '/api/no-such-thing', status: 404, en: 'Route GET /api/no-such-thing not found', bn: 'এই ঠিকানায় কিছু পাওয়া যায়নি (GET /api/no-such-thing)' },
    ] as const;
    for (const c of cases) {
      const bangla = await ctx.app.inject({ method: c.method, url: c.url, headers: BN });
      expect([bangla.statusCode, bangla.json().message]).toEqual([c.status, c.bn]);
      expect(bangla.headers.vary).toMatch(/Accept-Language/i);
      const english = await ctx.app.inject({ method: c.method, url: c.url });
      expect([english.statusCode, english.json().message]).toEqual([c.status, c.en]);
    }
    const badUrl = await ctx.app.inject({ method: 'GET', url: '/api/books/%E0%A4%A', headers: BN });
    expect([badUrl.statusCode, badUrl.json().message]).toEqual([400, 'ঠিকানাটি (URL) সঠিক নয়']);
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/users/login', headers: { ...BN, 'content-type': 'application/json' }, payload: '{"email":' });
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'অনুরোধের JSON ঠিকমতো লেখা হয়নি']);
  });

  it('a wrong password and a blocked account answer in Bangla; a successful sign-in’s message too', async () => {
    const user = await createUser(ctx.db, { email: `bn-${randomUUID()}@example.test` });
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/users/login', headers: BN, payload: { email: user.email, password: 'wrong-password' } });
    expect([wrong.statusCode, wrong.json().message]).toEqual([401, 'ইমেইল বা পাসওয়ার্ড সঠিক নয়']);
    const good = await ctx.app.inject({ method: 'POST', url: '/api/users/login', headers: BN, payload: { email: user.email, password: 'secret123' } });
    expect([good.statusCode, good.json().message]).toEqual([200, 'লগইন সফল হয়েছে']);
    const goodEn = await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: 'secret123' } });
    expect(goodEn.json().message).toBe('Login successful');
    const blocked = await createUser(ctx.db, { role: 'Blocked' });
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/users/login', headers: BN, payload: { email: blocked.email, password: 'secret123' } });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'আপনার অ্যাকাউন্টটি বন্ধ করা হয়েছে। অনুগ্রহ করে আমাদের সাপোর্টে যোগাযোগ করুন।']);
  });

  it('zod’s own messages (a query number with no message of its own, an unknown sort) come in Bangla too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/books?sortBy=colour&page=0', headers: BN });
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries((res.json().errors as { path: string; message: string }[]).map((e) => [e.path, e.message]));
    expect(errors.page).toBe('page কমপক্ষে ১ হতে হবে');
    expect(errors.sortBy).toMatch(/^এগুলোর একটি দিন: /);
    for (const message of Object.values(errors)) expect(message).not.toMatch(/[A-Za-z]{3,} [a-z]{3,}/);
  });
});

describe('the catalogue cache keeps each language’s bytes apart', () => {
  const ctx = useTestApp();

  it('one book read in Bangla, English, Bangla: each answer in its language, with its own ETag; 304 only within a language', async () => {
    const book = await createBook(ctx.db, { title: 'শেষের কবিতা' });
    const url = `/api/books/${book.id}`;
    const bn1 = await ctx.app.inject({ method: 'GET', url, headers: BN });
    const en = await ctx.app.inject({ method: 'GET', url, headers: EN });
    const bn2 = await ctx.app.inject({ method: 'GET', url, headers: BN });
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(bn1.json()).toMatchObject({ success: true, message: 'বইয়ের তথ্য পাওয়া গেছে', data: { title: 'শেষের কবিতা' } });
    expect(en.json()).toMatchObject({ success: true, message: 'Book fetched successfully', data: { title: 'শেষের কবিতা' } });
    expect(bn2.body).toBe(bn1.body);
    expect(plain.body).toBe(en.body);
    expect(en.headers.etag).not.toBe(bn1.headers.etag);
    for (const res of [bn1, en]) expect(res.headers.vary).toMatch(/Accept-Language/i);
    const revalidated = await ctx.app.inject({ method: 'GET', url, headers: { ...BN, 'if-none-match': String(en.headers.etag) } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json().message).toBe('বইয়ের তথ্য পাওয়া গেছে');
    expect((await ctx.app.inject({ method: 'GET', url, headers: { ...BN, 'if-none-match': String(bn1.headers.etag) } })).statusCode).toBe(304);
  });

  it('a list page and an unknown book, each in both languages one after the other', async () => {
    await createBook(ctx.db);
    const listBn = await ctx.app.inject({ method: 'GET', url: '/api/books?page=1&limit=5', headers: BN });
    const listEn = await ctx.app.inject({ method: 'GET', url: '/api/books?page=1&limit=5' });
    expect(listBn.json().message).toBe('বইয়ের তালিকা পাওয়া গেছে');
    expect(listEn.json().message).toBe('Books fetched successfully');
    expect(listBn.json().data).toEqual(listEn.json().data);

    const unknown = `/api/books/${randomUUID()}`;
    for (let round = 0; round < 2; round++) {
      const bn = await ctx.app.inject({ method: 'GET', url: unknown, headers: BN });
      const en = await ctx.app.inject({ method: 'GET', url: unknown, headers: EN });
      expect([bn.statusCode, bn.json().message]).toEqual([404, 'বইটি পাওয়া যায়নি']);
      expect([en.statusCode, en.json().message]).toEqual([404, 'Book not found']);
    }
    for (let round = 0; round < 2; round++) {
      const bn = await ctx.app.inject({ method: 'GET', url: '/api/books?category=Comics', headers: BN });
      const en = await ctx.app.inject({ method: 'GET', url: '/api/books?category=Comics' });
      expect(bn.json()).toMatchObject({ message: 'বিভাগ হতে হবে এগুলোর একটি: Fiction, Religious, Poetry, SelfDevelopment, Science' });
      expect(en.json()).toMatchObject({ message: 'Category must be one of Fiction, Religious, Poetry, SelfDevelopment, Science' });
    }
  });

  it('Vary names the language beside the encoding, once', async () => {
    // Enough books for an answer over the compression threshold (1 KB).
    for (let i = 0; i < 8; i++) await createBook(ctx.db);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/books?page=1&limit=20', headers: { ...BN, 'accept-encoding': 'br' } });
    const vary = String(res.headers.vary)
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(vary.filter((v) => v === 'accept-language')).toHaveLength(1);
    expect(vary).toContain('accept-encoding');
  });

  it('concurrent first reads of one book in both languages share one load and still answer each in its own language', async () => {
    const book = await createBook(ctx.db);
    const url = `/api/books/${book.id}`;
    const [bn, en] = await Promise.all([ctx.app.inject({ method: 'GET', url, headers: BN }), ctx.app.inject({ method: 'GET', url })]);
    expect(bn.json().message).toBe('বইয়ের তথ্য পাওয়া গেছে');
    expect(en.json().message).toBe('Book fetched successfully');
  });
});

describe('rate limit in Bangla', () => {
  it('the general limit says how long to wait, in Bangla digits', async () => {
    await withFreshApp(
      async ({ app }) => {
        await app.inject({ method: 'GET', url: '/api/books' });
        const bn = await app.inject({ method: 'GET', url: '/api/books', headers: BN });
        expect(bn.statusCode).toBe(429);
        expect(bn.json().message).toBe('অনেক বেশি অনুরোধ এসেছে, ১ মিনিট পরে আবার চেষ্টা করুন।');
        const en = await app.inject({ method: 'GET', url: '/api/books' });
        expect(en.json().message).toBe('Too many requests, please try again in 1 minute.');
      },
      { rateLimitMax: 1, rateLimitWindowMs: 60_000 },
    );
  });
});
