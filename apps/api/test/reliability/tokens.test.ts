/**
 * Tokens: expired, forged (other secret, alg none), tampered role claim, refresh reuse after rotation, tokens of a
 * blocked account, other sessions after a password change. JWT secret handling: from env, generated and persisted
 * in DATA_DIR otherwise, and the server refuses to start in production on PostgreSQL without one.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/lib/tokens';
import { REFRESH_GRACE_MS } from '../../src/modules/users/users-service';
import { createBook, createUser, PASSWORD, orderPayload, signIn } from '../factories';
import { TEST_JWT_SECRET, useTestApp, withFreshApp } from '../test-app';
import { expectErrorEnvelope, rowsOf, spawnServer } from './support';

const ctx = useTestApp();
let refused = 0;
afterAll(() => console.log(`tokens: ${refused} forged, expired, reused or revoked credentials refused`));

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

async function expectRefused(token: string, url = '/api/users/profile', status = 401) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(status);
  expectErrorEnvelope(res);
  refused++;
}

async function refresh(refreshToken: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/users/refresh-token', payload: { refreshToken } });
}

describe('access tokens', () => {
  it('an expired access token is refused', async () => {
    const session = await signIn(ctx.app, await createUser(ctx.db));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: session.auth })).statusCode).toBe(200);
    ctx.clock.advance((ACCESS_TOKEN_TTL_SECONDS + 5) * 1000);
    try {
      await expectRefused(session.accessToken);
    } finally {
      ctx.clock.advance(-(ACCESS_TOKEN_TTL_SECONDS + 5) * 1000);
    }
  });

  it('a validly signed token of a live session but without an expiry is refused (it would never expire)', async () => {
    const session = await signIn(ctx.app, await createUser(ctx.db));
    const { sub, sid, role } = decode(session.accessToken.split('.')[1]!);
    const forever = await new SignJWT({ role, sid }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub).setIssuedAt().sign(new TextEncoder().encode(TEST_JWT_SECRET));
    await expectRefused(forever);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: session.auth })).statusCode).toBe(200);
  });

  it('the access-token lifetime is a setting (ACCESS_TOKEN_TTL_MINUTES), 15 minutes by default', async () => {
    expect(loadConfig({}, { jwtSecret: TEST_JWT_SECRET }).accessTokenTtlMinutes).toBe(15);
    expect(loadConfig({ ACCESS_TOKEN_TTL_MINUTES: '480' }, { jwtSecret: TEST_JWT_SECRET }).accessTokenTtlMinutes).toBe(480);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_MINUTES: '0' }, { jwtSecret: TEST_JWT_SECRET })).toThrow(ConfigError);
    await withFreshApp(
      async ({ app, db, clock }) => {
        const session = await signIn(app, await createUser(db));
        const { iat, exp } = decode(session.accessToken.split('.')[1]!);
        expect(exp - iat).toBe(480 * 60);
        clock.advance(60 * 60 * 1000);
        expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers: session.auth })).statusCode).toBe(200);
        clock.advance(8 * 60 * 60 * 1000);
        expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers: session.auth })).statusCode).toBe(401);
      },
      { accessTokenTtlMinutes: 480 },
    );
  });

  it('a token signed with another secret is refused', async () => {
    const user = await createUser(ctx.db, { role: 'admin' });
    const forged = await new SignJWT({ role: 'admin', sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough'));
    await expectRefused(forged, '/api/users/all');
  });

  it('alg none, alg HS512 and garbage are refused', async () => {
    const admin = await createUser(ctx.db, { role: 'admin' });
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: admin.id, role: 'admin', sid: crypto.randomUUID(), iat: now, exp: now + 600 };
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`, '/api/users/all');
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}`, '/api/users/all');
    const hs512 = await new SignJWT({ role: 'admin', sid: claims.sid })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(admin.id)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    await expectRefused(hs512, '/api/users/all');
    for (const junk of ['x', 'a.b.c', '..', 'eyJ.eyJ.sig', 'null']) await expectRefused(junk);
  });

  it('a customer token whose payload was edited to role admin is refused (signature no longer matches)', async () => {
    const session = await signIn(ctx.app, await createUser(ctx.db));
    const [header, payload, signature] = session.accessToken.split('.') as [string, string, string];
    const edited = { ...decode(payload), role: 'admin' };
    await expectRefused(`${header}.${b64(edited)}.${signature}`, '/api/users/all');
    // Re-signed with a wrong key: refused too.
    const resigned = await new SignJWT(edited).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('wrong-key-wrong-key-wrong-key-123'));
    await expectRefused(resigned, '/api/users/all');
  });

  it('even a validly signed role claim is not trusted: the role is read from the database', async () => {
    const customer = await signIn(ctx.app, await createUser(ctx.db));
    const sid = JSON.parse(Buffer.from(customer.accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ role: 'admin', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(customer.user.id)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    await expectRefused(token, '/api/users/all', 403);
  });

  it('a validly signed token of a session that never existed is refused', async () => {
    const customer = await createUser(ctx.db);
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ role: 'user', sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(customer.id)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    await expectRefused(token);
  });

  it('a token of a deleted account is refused', async () => {
    const session = await signIn(ctx.app, await createUser(ctx.db));
    await ctx.db.execute(sql`delete from users where id = ${session.user.id}`);
    await expectRefused(session.accessToken);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('reusing a rotated refresh token revokes the whole session family', async () => {
    const session = await signIn(ctx.app, await createUser(ctx.db));
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json().data.refreshToken as string;
    expect(rotated).not.toBe(session.refreshToken);

    // Past the grace window in which a second refresh of the same token is taken for a concurrent one.
    ctx.clock.advance(REFRESH_GRACE_MS + 1_000);
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expectErrorEnvelope(reuse);
    // The thief's reuse also kills the legitimate successor.
    const successor = await refresh(rotated);
    expect(successor.statusCode).toBe(401);
    refused += 2;
  });

  it('the same refresh token raced 10 times rotates once: every request gets the same new pair and the session lives on', async () => {
    const session = await signIn(ctx.app, await createUser(ctx.db));
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refreshToken)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const pairs = new Set(answers.map((r) => JSON.stringify(r.json().data)));
    expect(pairs.size).toBe(1);
    const { accessToken, refreshToken } = answers[0]!.json().data as { accessToken: string; refreshToken: string };
    expect(refreshToken).not.toBe(session.refreshToken);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${accessToken}` } })).statusCode).toBe(200);
    const [{ n: live }] = await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from refresh_tokens where user_id = ${session.user.id} and revoked_at is null`);
    expect(live).toBe(1);
    expect((await refresh(refreshToken)).statusCode).toBe(200);
  });

  it('a second refresh of one token within the grace window gets the same pair; after it, the token is a stolen one', async () => {
    const session = await signIn(ctx.app, await createUser(ctx.db));
    const first = await refresh(session.refreshToken);
    ctx.clock.advance(REFRESH_GRACE_MS - 2_000);
    const again = await refresh(session.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    ctx.clock.advance(3_000);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(first.json().data.refreshToken)).statusCode).toBe(401);
    refused += 2;
  });

  it('an expired refresh token is refused', async () => {
    const session = await signIn(ctx.app, await createUser(ctx.db));
    await ctx.db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 minute' where user_id = ${session.user.id}`);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    refused++;
  });

  it('after logout the refresh token and the access token are refused at once; other sessions go on', async () => {
    const user = await createUser(ctx.db);
    const session = await signIn(ctx.app, user);
    const other = await signIn(ctx.app, user);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/users/logout', payload: { refreshToken: session.refreshToken } })).statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    await expectRefused(session.accessToken);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: other.auth })).statusCode).toBe(200);
    refused++;
  });

  it('a reused refresh token ends the access tokens of its session too', async () => {
    const session = await signIn(ctx.app, await createUser(ctx.db));
    const rotated = await refresh(session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${rotated.json().data.accessToken}` };
    // Rotation keeps the session: both the old and the new access token work.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: session.auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: fresh })).statusCode).toBe(200);
    ctx.clock.advance(REFRESH_GRACE_MS + 1_000);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    await expectRefused(rotated.json().data.accessToken);
    refused++;
  });
});

describe('blocked accounts and password changes', () => {
  it('every token of a user who has since been blocked is refused where a session is needed', async () => {
    const admin = await signIn(ctx.app, await createUser(ctx.db, { role: 'admin' }));
    const customer = await signIn(ctx.app, await createUser(ctx.db));
    const book = await createBook(ctx.db);
    const block = await ctx.app.inject({ method: 'PATCH', url: `/api/users/${customer.user.id}/status`, headers: admin.auth, payload: { status: 'Blocked' } });
    expect(block.statusCode).toBe(200);

    const attempts = [
      { method: 'POST' as const, url: '/api/orders', payload: orderPayload([{ book, quantity: 1 }]) },
      { method: 'GET' as const, url: '/api/orders/my-orders' },
      { method: 'GET' as const, url: '/api/stats/dashboard' },
      { method: 'PATCH' as const, url: '/api/users/profile', payload: { name: 'Still here' } },
      { method: 'PATCH' as const, url: '/api/users/update-password', payload: { currentPassword: PASSWORD, newPassword: 'another-pass1' } },
    ];
    for (const attempt of attempts) {
      const res = await ctx.app.inject({ ...attempt, headers: customer.auth });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expectErrorEnvelope(res);
      refused++;
    }
    const renewed = await refresh(customer.refreshToken);
    expect(renewed.statusCode).toBe(403);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: customer.user.email, password: PASSWORD } });
    expect(login.statusCode).toBe(403);
    refused += 2;
  });

  it("a password change refuses the other sessions' refresh and access tokens and keeps the caller's", async () => {
    const user = await createUser(ctx.db);
    const here = await signIn(ctx.app, user);
    const elsewhere = await signIn(ctx.app, user);
    const third = await signIn(ctx.app, user);
    const change = await ctx.app.inject({ method: 'PATCH', url: '/api/users/update-password', headers: here.auth, payload: { currentPassword: PASSWORD, newPassword: 'changed-pass-1' } });
    expect(change.statusCode).toBe(200);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
    refused += 2;
    // The other sessions' access tokens stop at once; the caller's session goes on.
    await expectRefused(elsewhere.accessToken);
    await expectRefused(third.accessToken);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: here.auth })).statusCode).toBe(200);
    // The old password no longer works, the new one does.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: PASSWORD } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: 'changed-pass-1' } })).statusCode).toBe(200);
  });
});

describe('JWT secret', () => {
  it('comes from JWT_SECRET when set, refusing short ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boipoka-jwt-'));
    try {
      expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'an-env-secret-that-is-long' }).jwtSecret).toBe('an-env-secret-that-is-long');
      expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' })).toThrow(ConfigError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('without JWT_SECRET one is generated once, kept in DATA_DIR (owner-only) and read again on the next start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boipoka-jwt-'));
    try {
      const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
      expect(first.length).toBeGreaterThanOrEqual(32);
      const file = join(dir, 'jwt-secret');
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
      const otherDir = mkdtempSync(join(tmpdir(), 'boipoka-jwt-'));
      expect(loadConfig({ DATA_DIR: otherDir }).jwtSecret).not.toBe(first);
      rmSync(otherDir, { recursive: true, force: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('with NODE_ENV=production and DATABASE_URL but no JWT_SECRET the server refuses to start, saying why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'boipoka-jwt-'));
    const server = spawnServer({ NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/never-used', DATA_DIR: dir, PORT: '0' });
    const exit = await Promise.race([server.exited, new Promise<null>((r) => setTimeout(() => r(null), 45_000))]);
    if (!exit) await server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    expect(exit, server.output()).not.toBeNull();
    expect(exit!.code).not.toBe(0);
    expect(server.output()).toMatch(/JWT_SECRET is required/);
  }, 60_000);
});
