/**
 * Sign-in abuse and account hygiene: brute force is cut off per account and per IP (429 + Retry-After) and the
 * owner gets back in once the window passes; registration cannot create an admin; e-mail addresses are
 * case-insensitive; password hashes, passwords and tokens never appear in an answer or a log line.
 */
import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, LOG_REDACT_PATHS } from '../../src/app';
import { createBook, createUser, orderPayload, PASSWORD, signIn } from '../factories';
import { createTestDatabase } from '../test-database';
import { TestClock, testConfig, useTestApp, withFreshApp } from '../test-app';
import { REFRESH_GRACE_MS } from '../../src/modules/users/users-service';
import { expectErrorEnvelope, rowsOf } from './support';
import { sql } from 'drizzle-orm';

const ctx = useTestApp({ loginMaxFailuresPerAccount: 3, loginMaxFailuresPerIp: 6, loginMaxFailuresPerAccountAllIps: 6, loginWindowMinutes: 1 });
const figures = { throttled: 0, answersScanned: 0, logLinesScanned: 0 };
afterAll(() =>
  console.log(
    `login abuse: ${figures.throttled} sign-ins throttled with 429; ${figures.answersScanned} answers and ${figures.logLinesScanned} log lines scanned, no password hash, password or token leaked`,
  ),
);

const login = (email: string, password: string, ip = '10.0.0.1', app = ctx.app) => app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress: ip });

function expectThrottled(res: Awaited<ReturnType<typeof login>>, maxSeconds = 60) {
  expect(res.statusCode, res.body).toBe(429);
  expectErrorEnvelope(res);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  figures.throttled++;
}

describe('login brute force', () => {
  it('whoever guesses at an account locks out only themselves: the owner signs in from their own address meanwhile', async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 3; i++) expect((await login(user.email, `wrong-${i}`, '10.1.0.1')).statusCode).toBe(401);
    // Past the limit the guessing address is refused, even with the right password (and the e-mail in another case).
    for (const password of ['wrong-again', PASSWORD]) expectThrottled(await login(user.email, password, '10.1.0.1'));
    expectThrottled(await login(user.email.toUpperCase(), PASSWORD, '10.1.0.1'));
    // Ten more tries from there change nothing for the owner: an address adds at most its own limit to the account.
    for (let i = 0; i < 10; i++) expect((await login(user.email, 'wrong', '10.1.0.1')).statusCode).toBe(429);
    const owner = await login(user.email, PASSWORD, '10.1.0.2');
    expect(owner.statusCode, owner.body).toBe(200);
    ctx.clock.advance(61_000);
    expect((await login(user.email, PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('an account attacked from many addresses is closed to new addresses, not to those its owner signed in from before', async () => {
    const user = await createUser(ctx.db);
    expect((await login(user.email, PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    for (const ip of ['10.5.1.1', '10.5.1.2']) for (let i = 0; i < 3; i++) expect((await login(user.email, 'guess', ip)).statusCode).toBe(401);
    // Six failures from two addresses: the account-wide limit. A new address, even with the password, waits.
    expectThrottled(await login(user.email, PASSWORD, '10.5.2.1'));
    expectThrottled(await login(user.email, 'guess', '10.5.1.3'));
    // The owner's usual address still gets in.
    expect((await login(user.email, PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    ctx.clock.advance(61_000);
    expect((await login(user.email, PASSWORD, '10.5.2.1')).statusCode).toBe(200);
  });

  it('past the per-IP limit: other accounts from that address are refused too, other addresses are not', async () => {
    const victim = await createUser(ctx.db);
    for (let i = 0; i < 6; i++) expect((await login(`nobody-${i}@example.test`, 'guess', '10.2.0.1')).statusCode).toBe(401);
    expectThrottled(await login(victim.email, PASSWORD, '10.2.0.1'));
    expect((await login(victim.email, PASSWORD, '10.2.0.2')).statusCode).toBe(200);
    ctx.clock.advance(61_000);
    expect((await login(victim.email, PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });

  it("a successful sign-in resets that address's count for the account", async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 2; i++) expect((await login(user.email, 'nope', '10.3.0.1')).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login(user.email, 'nope', '10.3.0.1')).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });

  it('sign-in attempts of any outcome are limited per address (LOGIN_ATTEMPTS_PER_IP_PER_MINUTE): each costs an argon2 hash', async () => {
    await withFreshApp(
      async ({ app, db, clock }) => {
        const user = await createUser(db);
        for (let i = 0; i < 3; i++) expect((await login(user.email, PASSWORD, '10.6.0.1', app)).statusCode).toBe(200);
        for (let i = 0; i < 2; i++) expect((await login(`nobody-${i}@example.test`, 'x', '10.6.0.1', app)).statusCode).toBe(401);
        expectThrottled(await login(user.email, PASSWORD, '10.6.0.1', app));
        expect((await login(user.email, PASSWORD, '10.6.0.2', app)).statusCode).toBe(200);
        clock.advance(61_000);
        expect((await login(user.email, PASSWORD, '10.6.0.1', app)).statusCode).toBe(200);
      },
      { loginAttemptsPerIpPerMinute: 5 },
    );
  });

  it('live sessions per account are capped (MAX_SESSIONS_PER_ACCOUNT): a new sign-in ends the least recently used', async () => {
    await withFreshApp(
      async ({ app, db }) => {
        const user = await createUser(db);
        const sessions = [];
        for (let i = 0; i < 4; i++) sessions.push(await signIn(app, user));
        const profile = (auth: { authorization: string }) => app.inject({ method: 'GET', url: '/api/users/profile', headers: auth });
        expect((await profile(sessions[0]!.auth)).statusCode).toBe(401);
        expect((await app.inject({ method: 'POST', url: '/api/users/refresh-token', payload: { refreshToken: sessions[0]!.refreshToken } })).statusCode).toBe(401);
        for (const session of sessions.slice(1)) expect((await profile(session.auth)).statusCode).toBe(200);
        const [{ n }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from refresh_tokens where user_id = ${user.id} and revoked_at is null`);
        expect(n).toBe(3);
      },
      { maxSessionsPerAccount: 3 },
    );
  });
});

describe('registration', () => {
  it('cannot create an admin (or a Blocked) account; nothing is stored', async () => {
    const [{ n: before }] = await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from users`);
    for (const role of ['admin', 'Admin', 'ADMIN', 'Blocked', ['admin'], { $eq: 'admin' }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { name: 'Mallory', email: `mallory-${JSON.stringify(role).length}@example.test`, password: 'secret123', role },
      });
      expect(res.statusCode, JSON.stringify(role)).toBe(400);
      expectErrorEnvelope(res);
    }
    const [{ n: after }] = await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from users`);
    expect(after).toBe(before);
    // Explicitly asking for the default role is fine, and the account is a customer.
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: { name: 'Reader', email: 'reader-role@example.test', password: 'secret123', role: 'user' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.role).toBe('user');
  });

  it('accounts created per address are limited (REGISTRATIONS_PER_IP_PER_HOUR); other addresses go on', async () => {
    await withFreshApp(
      async ({ app, clock }) => {
        const register = (n: number, ip: string) =>
          app.inject({ method: 'POST', url: '/api/users/register', payload: { name: 'Hoarder', email: `hoarder-${n}@example.test`, password: 'secret123' }, remoteAddress: ip });
        for (let i = 0; i < 3; i++) expect((await register(i, '10.7.0.1')).statusCode).toBe(201);
        const refused = await register(3, '10.7.0.1');
        expectThrottled(refused, 3600);
        expect((await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'hoarder-3@example.test', password: 'secret123' } })).statusCode).toBe(401);
        expect((await register(4, '10.7.0.2')).statusCode).toBe(201);
        clock.advance(3_601_000);
        expect((await register(5, '10.7.0.1')).statusCode).toBe(201);
      },
      { registrationsPerIpPerHour: 3 },
    );
  });

  it('e-mail addresses are case-insensitive: register Foo@X.com, sign in as foo@x.com, FOO@x.com is a duplicate (409)', async () => {
    const register = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: { name: 'Foo', email, password: 'secret123' } });
    expect((await register('Foo@X.com')).statusCode).toBe(201);
    expect((await login('foo@x.com', 'secret123', '10.4.0.1')).statusCode).toBe(200);
    expect((await login('  FOO@X.COM ', 'secret123', '10.4.0.2')).statusCode).toBe(200);
    const duplicate = await register('FOO@x.com');
    expect(duplicate.statusCode).toBe(409);
    expectErrorEnvelope(duplicate);
    expect((await register(' foo@x.com ')).statusCode).toBe(409);
  });
});

describe('secrets never leak', () => {
  it('no answer and no log line of a full scenario holds a password hash, a password or a token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const testDb = await createTestDatabase();
    const clock = new TestClock();
    // The logger as the server configures it (level and redaction), at trace so that as much as possible is logged.
    const app = await buildApp({
      db: testDb.database,
      config: testConfig(clock, { loginMaxFailuresPerAccount: 2 }),
      logger: { level: 'trace', redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' }, stream },
    });
    const bodies: string[] = [];
    const secrets = new Set<string>(['$argon2', 'argon2id', 'password_hash', 'passwordHash', PASSWORD, 'reader-pass-1', 'changed-pass-2']);
    const call = async (options: InjectOptions) => {
      const res = await app.inject(options);
      bodies.push(JSON.stringify(res.headers) + res.body);
      return res;
    };
    try {
      const admin = await signIn(app, await createUser(testDb.database.db, { role: 'admin' }));
      secrets.add(admin.accessToken).add(admin.refreshToken);
      const book = await createBook(testDb.database.db);
      await call({ method: 'POST', url: '/api/users/register', payload: { name: 'Leaky', email: 'leaky@example.test', password: 'reader-pass-1' } });
      await call({ method: 'POST', url: '/api/users/register', payload: { name: 'Leaky', email: 'LEAKY@example.test', password: 'reader-pass-1' } });
      await call({ method: 'POST', url: '/api/users/login', payload: { email: 'leaky@example.test', password: 'wrong-password' } });
      const signedIn = await call({ method: 'POST', url: '/api/users/login', payload: { email: 'leaky@example.test', password: 'reader-pass-1' } });
      const { accessToken, refreshToken, user } = signedIn.json().data;
      bodies.pop(); // this answer legitimately carries the session's own tokens
      const auth = { authorization: `Bearer ${accessToken}` };
      await call({ method: 'GET', url: '/api/users/profile', headers: auth });
      await call({ method: 'PATCH', url: '/api/users/profile', headers: auth, payload: { name: 'Leaky Renamed' } });
      await call({ method: 'POST', url: '/api/orders', headers: auth, payload: orderPayload([{ book, quantity: 1 }]) });
      await call({ method: 'GET', url: '/api/orders/my-orders', headers: auth });
      await call({ method: 'PATCH', url: '/api/users/update-password', headers: auth, payload: { currentPassword: 'bad-current', newPassword: 'changed-pass-2' } });
      await call({ method: 'PATCH', url: '/api/users/update-password', headers: auth, payload: { currentPassword: 'reader-pass-1', newPassword: 'changed-pass-2' } });
      const rotated = await call({ method: 'POST', url: '/api/users/refresh-token', payload: { refreshToken } });
      bodies.pop();
      clock.advance(REFRESH_GRACE_MS + 1_000);
      await call({ method: 'POST', url: '/api/users/refresh-token', payload: { refreshToken } }); // reuse
      await call({ method: 'POST', url: '/api/users/logout', payload: { refreshToken: rotated.json().data.refreshToken } });
      for (let i = 0; i < 3; i++) await call({ method: 'POST', url: '/api/users/login', payload: { email: 'leaky@example.test', password: `guess-${i}` } });
      await call({ method: 'GET', url: '/api/users/all', headers: admin.auth });
      await call({ method: 'GET', url: '/api/users/all?page=1&limit=50', headers: admin.auth });
      await call({ method: 'PATCH', url: `/api/users/${user._id}/status`, headers: admin.auth, payload: { status: 'Blocked' } });
      await call({ method: 'GET', url: '/api/orders/all', headers: admin.auth });
      await call({ method: 'GET', url: '/api/users/profile', headers: { authorization: 'Bearer not-a-token' } });
      await call({ method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/json' }, payload: '{"email":"leaky@example.test","password":"reader-pass-1"' });
      secrets.add(accessToken).add(refreshToken);
    } finally {
      await app.close();
      await testDb.cleanup();
    }
    figures.answersScanned += bodies.length;
    figures.logLinesScanned += lines.length;
    expect(lines.length).toBeGreaterThan(20);
    for (const text of [...bodies, ...lines]) {
      for (const secret of secrets) expect(text.includes(secret), `leaked ${secret.slice(0, 12)}… in: ${text.slice(0, 400)}`).toBe(false);
    }
  });
});
