import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createBook, createSignedInUser, createUser, PASSWORD, placeOrder, signIn } from '../../../test/factories';
import { waitForMail } from '../../../test/mail';
import { TEST_JWT_SECRET, useTestApp, withFreshApp } from '../../../test/test-app';
import { SignJWT } from 'jose';
import { REFRESH_GRACE_MS } from './users-service';

describe('users', () => {
  const ctx = useTestApp({ loginMaxFailuresPerAccount: 3, loginMaxFailuresPerIp: 1000, loginWindowMinutes: 15 });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('POST /api/users/register', () => {
    it('creates a customer and never returns the hash', async () => {
      const res = await post('/api/users/register', { name: ' Mina ', email: 'Mina@Example.test', password: 'secret1', extra: 'dropped' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, data: { name: 'Mina', email: 'mina@example.test', role: 'user' } });
      expect(Object.keys(body.data).sort()).toEqual(['_id', 'createdAt', 'email', 'locale', 'name', 'role']);
      expect(res.body).not.toContain('argon2');
    });

    it("keeps the registering page's language: a reader who signs up on /bn and orders at once gets the receipt in Bangla", async () => {
      const res = await post('/api/users/register', { name: 'রহিমা', email: 'rahima-bn@example.test', password: 'secret1' }, { 'accept-language': 'bn' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.locale).toBe('bn');
      const book = await createBook(ctx.db, { title: 'পথের পাঁচালী', quantity: 5 });
      const [account] = await ctx.db.select().from(users).where(eq(users.email, 'rahima-bn@example.test'));
      const order = await placeOrder(ctx.app, await signIn(ctx.app, account!, 'secret1'), [{ book, quantity: 1 }]);
      const receipt = await waitForMail(ctx.db, (row) => row.kind === 'order-placed' && row.toAddress === 'rahima-bn@example.test');
      expect(receipt.locale).toBe('bn');
      expect(receipt.subject).toBe(`আপনার বইপোকা অর্ডার ${order.orderNumber} গ্রহণ করা হয়েছে`);
      expect(receipt.text).toContain('নিচে আপনার রসিদ দেওয়া হলো।');
      // Without a language (the spec's own client) the account is English, as before.
      const plain = await post('/api/users/register', { name: 'Plain', email: 'plain-en@example.test', password: 'secret1' });
      expect(plain.json().data.locale).toBe('en');
    });

    it('refuses an email taken in another case with 409', async () => {
      await post('/api/users/register', { name: 'A', email: 'dup@example.test', password: 'secret1' });
      const res = await post('/api/users/register', { name: 'B', email: 'DUP@example.test', password: 'secret1' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'Email is already registered' });
    });

    it('refuses registering as admin and creates nothing', async () => {
      const res = await post('/api/users/register', { name: 'Eve', email: 'eve@example.test', password: 'secret1', role: 'admin' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'role', message: 'Only user accounts can be registered' }]);
      const [row] = await ctx.db.select({ n: count() }).from(users).where(eq(users.email, 'eve@example.test'));
      expect(row!.n).toBe(0);
    });

    it.each([
      [{ email: 'x@example.test', password: 'secret1' }, 'name', 'Name is required'],
      [{ name: 'X', email: 'not-an-email', password: 'secret1' }, 'email', 'Please enter a valid email address'],
      [{ name: 'X', email: 'x@example.test', password: '123' }, 'password', 'Password must be at least 6 characters long'],
      [{ name: 'X', email: '', password: 'secret1' }, 'email', 'Email is required'],
    ])('validates %j', async (payload, path, message) => {
      const res = await post('/api/users/register', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toBe(message);
      expect(res.json().errors).toContainEqual({ path, message });
    });

    it('answers 400 for malformed JSON, 415 for other content types, 413 for oversize bodies', async () => {
      const bad = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: '{"name": ', headers: { 'content-type': 'application/json' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, message: 'Malformed JSON in request body' });
      const text = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: 'name=x', headers: { 'content-type': 'text/plain' } });
      expect(text.statusCode).toBe(415);
      expect(text.json().success).toBe(false);
      const big = await post('/api/users/register', { name: 'x'.repeat(150 * 1024), email: 'big@example.test', password: 'secret1' });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ success: false, message: 'Request body is too large' });
    });
  });

  describe('POST /api/users/login', () => {
    it('signs in and returns user, access and refresh tokens', async () => {
      const user = await createUser(ctx.db, { email: 'login@example.test' });
      const res = await post('/api/users/login', { email: 'LOGIN@example.test', password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.user).toEqual({ _id: user.id, name: user.name, email: user.email, role: 'user', locale: 'en', createdAt: user.createdAt.toISOString() });
      expect(data.accessToken.split('.')).toHaveLength(3);
      expect(data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('answers 401 alike for a wrong password and an unknown email', async () => {
      const user = await createUser(ctx.db);
      const wrong = await post('/api/users/login', { email: user.email, password: 'wrong-password' });
      const unknown = await post('/api/users/login', { email: 'nobody@example.test', password: 'whatever' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().message).toBe('Invalid credentials');
    });

    it('answers 400 when a field is missing', async () => {
      const res = await post('/api/users/login', { email: '', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please fill in all fields');
    });

    it('answers 403 for a blocked account', async () => {
      const user = await createUser(ctx.db, { role: 'Blocked' });
      const res = await post('/api/users/login', { email: user.email, password: PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Your account has been blocked. Please contact support.');
    });

    it('limits failed sign-ins per account within the window, then recovers', async () => {
      const user = await createUser(ctx.db);
      for (let i = 0; i < 3; i++) expect((await post('/api/users/login', { email: user.email, password: 'bad-password' })).statusCode).toBe(401);
      const limited = await post('/api/users/login', { email: user.email, password: PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: 'Too many failed sign-in attempts. Please try again later.' });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      ctx.clock.advance(15 * 60 * 1000 + 1000);
      expect((await post('/api/users/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    });

    it('does not count successful sign-ins as failures', async () => {
      const user = await createUser(ctx.db);
      for (let i = 0; i < 6; i++) {
        expect((await post('/api/users/login', { email: user.email, password: 'bad-password' })).statusCode).toBe(401);
        expect((await post('/api/users/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
      }
    });
  });

  it('limits failed sign-ins per IP', async () => {
    await withFreshApp(
      async ({ app }) => {
        const attempt = (i: number) => app.inject({ method: 'POST', url: '/api/users/login', payload: { email: `n${i}@example.test`, password: 'x' } });
        for (let i = 0; i < 4; i++) expect((await attempt(i)).statusCode).toBe(401);
        const res = await attempt(99);
        expect(res.statusCode).toBe(429);
        expect(res.headers['retry-after']).toBeDefined();
      },
      { loginMaxFailuresPerIp: 4 },
    );
  });

  describe('tokens', () => {
    it('rotates refresh tokens and revokes the family when a used one comes back', async () => {
      const session = await createSignedInUser(ctx.app, ctx.db);
      const first = await post('/api/users/refresh-token', { refreshToken: session.refreshToken });
      expect(first.statusCode).toBe(200);
      const rotated = first.json().data;
      expect(rotated.refreshToken).not.toBe(session.refreshToken);
      expect(rotated.accessToken).toBeTruthy();
      ctx.clock.advance(REFRESH_GRACE_MS + 1_000);
      const reuse = await post('/api/users/refresh-token', { refreshToken: session.refreshToken });
      expect(reuse.statusCode).toBe(401);
      // The whole family is gone, including the newest token.
      expect((await post('/api/users/refresh-token', { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
    });

    it('refuses an unknown or expired refresh token', async () => {
      expect((await post('/api/users/refresh-token', { refreshToken: 'nope' })).statusCode).toBe(401);
      const session = await createSignedInUser(ctx.app, ctx.db);
      ctx.clock.advance(31 * 24 * 60 * 60 * 1000);
      expect((await post('/api/users/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    });

    it('logout revokes the refresh token, twice is fine', async () => {
      const session = await createSignedInUser(ctx.app, ctx.db);
      expect((await post('/api/users/logout', { refreshToken: session.refreshToken })).statusCode).toBe(200);
      expect((await post('/api/users/logout', { refreshToken: session.refreshToken })).statusCode).toBe(200);
      expect((await post('/api/users/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    });

    it('refuses missing, tampered, foreign-secret and alg=none tokens', async () => {
      const session = await createSignedInUser(ctx.app, ctx.db);
      const profile = (authorization?: string) => ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: authorization ? { authorization } : {} });
      expect((await profile()).statusCode).toBe(401);
      expect((await profile('Bearer garbage')).statusCode).toBe(401);
      const [h, p, s] = session.accessToken.split('.');
      const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
      const tampered = Buffer.from(JSON.stringify({ ...claims, role: 'admin', sub: claims.sub })).toString('base64url');
      expect((await profile(`Bearer ${h}.${tampered}.${s}`)).statusCode).toBe(401);
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
      expect((await profile(`Bearer ${none}`)).statusCode).toBe(401);
      const foreign = await new SignJWT({ role: 'admin', sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setExpirationTime('15m')
        .sign(new TextEncoder().encode('another-secret-another-secret-xx'));
      expect((await profile(`Bearer ${foreign}`)).statusCode).toBe(401);
      const expired = await new SignJWT({ role: 'user', sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(1)
        .setExpirationTime(2)
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      expect((await profile(`Bearer ${expired}`)).statusCode).toBe(401);
      expect((await profile(`Bearer ${session.accessToken}`)).statusCode).toBe(200);
    });

    it('a deleted account’s token answers 401', async () => {
      const session = await createSignedInUser(ctx.app, ctx.db);
      await ctx.db.delete(users).where(eq(users.id, session.user.id));
      expect((await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: session.auth })).statusCode).toBe(401);
    });
  });

  describe('profile and password', () => {
    it('reads and renames the profile', async () => {
      const session = await createSignedInUser(ctx.app, ctx.db, { name: 'Old Name' });
      const read = await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: session.auth });
      expect(read.json().data).toMatchObject({ _id: session.user.id, name: 'Old Name' });
      const renamed = await ctx.app.inject({ method: 'PATCH', url: '/api/users/profile', headers: session.auth, payload: { name: 'New Name', role: 'admin' } });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data).toMatchObject({ name: 'New Name', role: 'user' });
      const empty = await ctx.app.inject({ method: 'PATCH', url: '/api/users/profile', headers: session.auth, payload: { name: '' } });
      expect(empty.statusCode).toBe(400);
    });

    it('keeps the language of the account: English at first, Bangla once chosen, and a bad value is a 400 naming the field', async () => {
      const session = await createSignedInUser(ctx.app, ctx.db, { name: 'Rahim' });
      const read = async () => (await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: session.auth })).json().data;
      expect((await read()).locale).toBe('en');
      const chosen = await ctx.app.inject({ method: 'PATCH', url: '/api/users/profile', headers: session.auth, payload: { locale: 'bn' } });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json().data).toMatchObject({ name: 'Rahim', locale: 'bn' });
      expect(await read()).toMatchObject({ name: 'Rahim', locale: 'bn' });
      // A rename leaves the language alone.
      await ctx.app.inject({ method: 'PATCH', url: '/api/users/profile', headers: session.auth, payload: { name: 'Rahim Uddin' } });
      expect(await read()).toMatchObject({ name: 'Rahim Uddin', locale: 'bn' });
      const bad = await ctx.app.inject({ method: 'PATCH', url: '/api/users/profile', headers: session.auth, payload: { locale: 'fr' } });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('locale');
      expect((await read()).locale).toBe('bn');
      const nothing = await ctx.app.inject({ method: 'PATCH', url: '/api/users/profile', headers: session.auth, payload: {} });
      expect(nothing.statusCode).toBe(400);
      // The sign-in answer carries it too, so the web app knows the account's language.
      const login = await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: session.user.email, password: PASSWORD } });
      expect(login.json().data.user.locale).toBe('bn');
    });

    it('checks the current password, refuses the same password, then revokes the other sessions only', async () => {
      const user = await createUser(ctx.db);
      const phone = await signIn(ctx.app, user);
      const laptop = await signIn(ctx.app, user);
      const patch = (payload: object) => ctx.app.inject({ method: 'PATCH', url: '/api/users/update-password', headers: laptop.auth, payload });

      const wrong = await patch({ currentPassword: 'not-it', newPassword: 'brand-new-1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Current password is incorrect');
      const same = await patch({ currentPassword: PASSWORD, newPassword: PASSWORD });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe('New password must be different from current password');
      const short = await patch({ currentPassword: PASSWORD, newPassword: '123' });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('New password must be at least 6 characters long');
      const missing = await patch({ newPassword: 'brand-new-1' });
      expect(missing.json().message).toBe('All fields are required');

      const done = await patch({ currentPassword: PASSWORD, newPassword: 'brand-new-1' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ success: true, message: 'Password updated successfully!' });
      expect((await post('/api/users/refresh-token', { refreshToken: phone.refreshToken })).statusCode).toBe(401);
      expect((await post('/api/users/refresh-token', { refreshToken: laptop.refreshToken })).statusCode).toBe(200);
      expect((await post('/api/users/login', { email: user.email, password: 'brand-new-1' })).statusCode).toBe(200);
      expect((await post('/api/users/login', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
    });
  });

  describe('admin: users', () => {
    it('lists users newest first for admins only', async () => {
      const admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
      const customer = await createSignedInUser(ctx.app, ctx.db);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/users/all' })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/users/all', headers: customer.auth })).statusCode).toBe(403);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/users/all', headers: admin.auth });
      expect(res.statusCode).toBe(200);
      const list = res.json().data as { _id: string; createdAt: string }[];
      expect(Array.isArray(list)).toBe(true);
      expect(list[0]!._id).toBe(customer.user.id);
      expect(list.map((u) => u.createdAt)).toEqual([...list.map((u) => u.createdAt)].sort().reverse());
      expect(res.body).not.toContain('passwordHash');
      const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
      const paged = await ctx.app.inject({ method: 'GET', url: '/api/users/all?page=1&limit=2', headers: admin.auth });
      expect(paged.json().data).toHaveLength(2);
      expect(paged.json().meta).toEqual({ page: 1, limit: 2, total: total!.n, totalPages: Math.ceil(total!.n / 2) });
    });

    it('blocks and unblocks customers; a blocked token stops working at once', async () => {
      const admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
      const customer = await createSignedInUser(ctx.app, ctx.db);
      const setStatus = (id: string, status: string, auth = admin.auth) => ctx.app.inject({ method: 'PATCH', url: `/api/users/${id}/status`, headers: auth, payload: { status } });

      const blocked = await setStatus(customer.user.id, 'Blocked');
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json().data.role).toBe('Blocked');
      const dashboard = await ctx.app.inject({ method: 'GET', url: '/api/stats/dashboard', headers: customer.auth });
      expect(dashboard.statusCode).toBe(403);
      expect(dashboard.json().message).toContain('Your account has been blocked');
      expect((await ctx.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: customer.auth })).statusCode).toBe(403);
      expect((await post('/api/users/refresh-token', { refreshToken: customer.refreshToken })).statusCode).toBe(403);

      const unblocked = await setStatus(customer.user.id, 'user');
      expect(unblocked.json().data.role).toBe('user');
      expect((await ctx.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: customer.auth })).statusCode).toBe(200);
    });

    it('refuses blocking an admin (409), unknown or malformed ids (404), bad status (400), non-admins (403)', async () => {
      const admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
      const other = await createUser(ctx.db, { role: 'admin' });
      const customer = await createSignedInUser(ctx.app, ctx.db);
      const setStatus = (id: string, payload: object, auth = admin.auth) => ctx.app.inject({ method: 'PATCH', url: `/api/users/${id}/status`, headers: auth, payload });
      const res = await setStatus(other.id, { status: 'Blocked' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Admin accounts cannot be blocked');
      expect((await setStatus('00000000-0000-4000-8000-000000000000', { status: 'Blocked' })).statusCode).toBe(404);
      expect((await setStatus('not-a-uuid', { status: 'Blocked' })).statusCode).toBe(404);
      const bad = await setStatus(customer.user.id, { status: 'admin' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("Status must be 'Blocked' or 'user'");
      expect((await setStatus(other.id, { status: 'Blocked' }, customer.auth)).statusCode).toBe(403);
    });
  });
});
