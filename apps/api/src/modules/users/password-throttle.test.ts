/**
 * Password checks outside the sign-in form (issue 29): a reset checks its link before hashing the new password and is
 * limited per address; a password change's wrong current password counts as a failed sign-in of the account (per
 * account and address, per address, per account), and changes are limited per address too. Each limit is a window
 * (429 + Retry-After), never a lock.
 */
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, PASSWORD, type SignedIn } from '../../../test/factories';
import { linkToken } from '../../../test/mail';
import { deliverTo, TestMailbox } from '../../../test/mailbox';
import { type TestContext, withFreshApp } from '../../../test/test-app';

const inject = (ctx: TestContext, options: InjectOptions) => ctx.app.inject(options);
const reset = (ctx: TestContext, token: string, ip: string, headers: Record<string, string> = {}) =>
  inject(ctx, { method: 'POST', url: '/api/users/reset-password', payload: { token, newPassword: 'brand-new-1' }, remoteAddress: ip, headers });
const change = (ctx: TestContext, session: SignedIn, currentPassword: string, ip: string, newPassword = 'changed-pass-2') =>
  inject(ctx, { method: 'PATCH', url: '/api/users/update-password', headers: session.auth, payload: { currentPassword, newPassword }, remoteAddress: ip });
const signInFrom = (ctx: TestContext, email: string, password: string, ip: string) => inject(ctx, { method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress: ip });

function expectThrottled(res: Awaited<ReturnType<typeof reset>>, message: string, maxSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ success: false, message });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

async function elapsed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

describe('password resets', () => {
  it(
    'a bogus link costs a lookup, not an argon2 hash: 10 bogus resets take a fraction of the time of 10 failed sign-ins',
    () =>
      // A hash dearer than the default (32 MiB, 3 passes), so that a hash, where there is one, is what the time is made of.
      withFreshApp(
        async (ctx) => {
          const bogus = (i: number) => reset(ctx, `bogus-token-${i}-${'x'.repeat(30)}`, '10.9.0.1');
          const failedSignIn = (i: number) => signInFrom(ctx, `nobody-${i}@example.test`, 'wrong-password', '10.9.0.2');
          // Warm both paths (the dummy hash is made once), then time them alternately, best of three.
          await bogus(-1);
          await failedSignIn(-1);
          const resets: number[] = [];
          const signIns: number[] = [];
          for (let round = 0; round < 3; round++) {
            resets.push(
              await elapsed(async () => {
                for (let i = 0; i < 10; i++) expect((await bogus(round * 10 + i)).statusCode).toBe(400);
              }),
            );
            signIns.push(
              await elapsed(async () => {
                for (let i = 0; i < 10; i++) expect((await failedSignIn(round * 10 + i)).statusCode).toBe(401);
              }),
            );
          }
          const ratio = Math.min(...resets) / Math.min(...signIns);
          console.log(
            `password reset: 10 bogus resets took ${(ratio * 100).toFixed(1)}% of the time of 10 failed sign-ins (${Math.min(...resets).toFixed(0)} ms vs ${Math.min(...signIns).toFixed(0)} ms)`,
          );
          expect(ratio).toBeLessThan(0.4);
        },
        { passwordHashing: { memoryCost: 32_768, timeCost: 3, parallelism: 1 }, loginMaxFailuresPerIp: 100_000 },
      ),
    120_000,
  );

  it('attempts per address are limited (PASSWORD_ATTEMPTS_PER_IP_PER_MINUTE): 429 with Retry-After, in Bangla too; other addresses go on; a minute later it works', async () => {
    const mailbox = await TestMailbox.start();
    await withFreshApp(
      async (ctx) => {
        const user = await createUser(ctx.db, { email: 'limited-reset@example.test' });
        for (let i = 0; i < 3; i++) expect((await reset(ctx, `guess-${i}-${'y'.repeat(40)}`, '10.9.1.1')).statusCode).toBe(400);
        expectThrottled(await reset(ctx, `guess-3-${'y'.repeat(40)}`, '10.9.1.1'), 'Too many password attempts from your address. Please wait a minute and try again.', 60);
        expect((await reset(ctx, `guess-4-${'y'.repeat(40)}`, '10.9.1.1', { 'accept-language': 'bn' })).json().message).toBe(
          'আপনার ঠিকানা থেকে অনেকবার পাসওয়ার্ড দেওয়ার চেষ্টা হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
        );

        // The owner's real link, from the throttled address: refused for now (and not used up), fine a minute later.
        await inject(ctx, { method: 'POST', url: '/api/users/forgot-password', payload: { email: user.email } });
        const token = linkToken((await mailbox.waitFor((mail) => mail.to === user.email)).text);
        expect((await reset(ctx, token, '10.9.1.1')).statusCode).toBe(429);
        expect((await reset(ctx, `other-${'z'.repeat(40)}`, '10.9.1.2')).statusCode).toBe(400);
        ctx.clock.advance(61_000);
        expect((await reset(ctx, token, '10.9.1.1')).statusCode).toBe(200);
        expect((await signInFrom(ctx, user.email, 'brand-new-1', '10.9.1.1')).statusCode).toBe(200);
      },
      { passwordAttemptsPerIpPerMinute: 3, ...deliverTo(mailbox) },
    ).finally(() => mailbox.close());
  });
});

describe('password changes', () => {
  it('a wrong current password counts as a failed sign-in: past LOGIN_MAX_FAILURES_PER_ACCOUNT the address waits, even with the right one', () =>
    withFreshApp(
      async (ctx) => {
        const owner = await createSignedInUser(ctx.app, ctx.db, { email: 'Guessed@Example.test' });
        for (let i = 0; i < 3; i++) {
          const res = await change(ctx, owner, `guess-${i}`, '10.9.2.1');
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toBe('Current password is incorrect');
        }
        expectThrottled(await change(ctx, owner, PASSWORD, '10.9.2.1'), 'Too many wrong passwords. Please try again later.', 60);
        // The same counters as the sign-in form: that address cannot go on guessing there either.
        expect((await signInFrom(ctx, 'guessed@example.test', 'another-guess', '10.9.2.1')).statusCode).toBe(429);
        // Nothing changed: the owner still signs in with the old password from their own address.
        expect((await signInFrom(ctx, 'guessed@example.test', PASSWORD, '10.9.2.2')).statusCode).toBe(200);
        ctx.clock.advance(61_000);
        expect((await change(ctx, owner, PASSWORD, '10.9.2.1')).statusCode).toBe(200);
      },
      { loginMaxFailuresPerAccount: 3, loginMaxFailuresPerIp: 100, loginMaxFailuresPerAccountAllIps: 100, loginWindowMinutes: 1 },
    ));

  it('sign-in failures and wrong current passwords add up; changes of any outcome per address are limited per minute', () =>
    withFreshApp(
      async (ctx) => {
        const owner = await createSignedInUser(ctx.app, ctx.db);
        for (let i = 0; i < 2; i++) expect((await signInFrom(ctx, owner.user.email, `nope-${i}`, '10.9.3.1')).statusCode).toBe(401);
        expect((await change(ctx, owner, 'nope-2', '10.9.3.1')).statusCode).toBe(400);
        expect((await change(ctx, owner, PASSWORD, '10.9.3.1')).statusCode).toBe(429);

        // Per address, whatever the outcome: three accounts' changes from one address, six a minute in all.
        const others = [await createSignedInUser(ctx.app, ctx.db), await createSignedInUser(ctx.app, ctx.db), await createSignedInUser(ctx.app, ctx.db)];
        const statuses: number[] = [];
        for (const other of others) for (let i = 0; i < 2; i++) statuses.push((await change(ctx, other, `wrong-${i}`, '10.9.4.1')).statusCode);
        statuses.push((await change(ctx, others[0]!, PASSWORD, '10.9.4.1')).statusCode);
        expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
        expect((await change(ctx, others[0]!, PASSWORD, '10.9.4.2')).statusCode).toBe(200);
      },
      { loginMaxFailuresPerAccount: 3, loginMaxFailuresPerIp: 100, loginMaxFailuresPerAccountAllIps: 100, loginWindowMinutes: 1, passwordAttemptsPerIpPerMinute: 6 },
    ));
});
