import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../db/schema';
import { createSignedInUser, createUser, PASSWORD, signIn } from '../../test/factories';
import { linkToken, outboxRows, waitForMail } from '../../test/mail';
import { useTestApp, withFreshApp } from '../../test/test-app';
import { hashToken } from '../../lib/tokens';

describe('forgot and reset password', () => {
  const ctx = useTestApp();
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('answers a known and an unknown address alike, and mails only the account', async () => {
    const user = await createUser(ctx.db, { email: 'known@example.test', name: 'Known' });
    const known = await post('/api/users/forgot-password', { email: 'Known@Example.test' });
    const unknown = await post('/api/users/forgot-password', { email: 'nobody@example.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('If an account uses this address, we have sent it a link to reset the password. Please check your inbox.');
    const mail = await waitForMail(ctx.db, (row) => row.kind === 'password-reset' && row.toAddress === user.email);
    expect(mail.status).toBe('unsent');
    expect(mail.subject).toBe('Reset your Boipoka password');
    expect(mail.text).toMatch(/http:\/\/localhost:\d+\/reset-password\?token=/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await outboxRows(ctx.db)).filter((row) => row.toAddress === 'nobody@example.test')).toEqual([]);
    // Only the token's hash is stored.
    const token = linkToken(mail.text);
    const [stored] = await ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('writes the mail in the language of the account, else the request', async () => {
    const bnUser = await createUser(ctx.db, { email: 'bangla@example.test', name: 'রহিম' });
    await ctx.db.update(users).set({ locale: 'bn' }).where(eq(users.id, bnUser.id));
    await post('/api/users/forgot-password', { email: 'bangla@example.test' });
    const mail = await waitForMail(ctx.db, (row) => row.toAddress === 'bangla@example.test');
    expect(mail.locale).toBe('bn');
    expect(mail.subject).toBe('আপনার বইপোকা পাসওয়ার্ড নতুন করে সেট করুন');
    expect(mail.text).toContain('/bn/reset-password?token=');
    expect(mail.html).toContain('<html lang="bn">');
  });

  it('sets the new password once, signs out every session and leaves the old password useless', async () => {
    const first = await createSignedInUser(ctx.app, ctx.db, { email: 'reset@example.test' });
    const second = await signIn(ctx.app, first.user);
    await post('/api/users/forgot-password', { email: 'reset@example.test' });
    const token = linkToken((await waitForMail(ctx.db, (row) => row.toAddress === 'reset@example.test')).text);

    const res = await post('/api/users/reset-password', { token, newPassword: 'brand-new-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your password has been reset. Please sign in with your new password.', data: null });

    for (const session of [first, second]) {
      const profile = await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: session.auth });
      expect(profile.statusCode).toBe(401);
      const refreshed = await post('/api/users/refresh-token', { refreshToken: session.refreshToken });
      expect(refreshed.statusCode).toBe(401);
    }
    expect((await post('/api/users/login', { email: 'reset@example.test', password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/users/login', { email: 'reset@example.test', password: 'brand-new-1' })).statusCode).toBe(200);

    const again = await post('/api/users/reset-password', { token, newPassword: 'another-one-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ path: 'token', message: 'This link is invalid or has expired. Please ask for a new one.' }]);
  });

  it('refuses a link after 30 minutes and a password the rules refuse, changing nothing', async () => {
    await createUser(ctx.db, { email: 'late@example.test' });
    await post('/api/users/forgot-password', { email: 'late@example.test' });
    const token = linkToken((await waitForMail(ctx.db, (row) => row.toAddress === 'late@example.test')).text);

    const short = await post('/api/users/reset-password', { token, newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ path: 'newPassword', message: 'New password must be at least 6 characters long' }]);

    ctx.clock.advance(31 * 60 * 1000);
    const late = await post('/api/users/reset-password', { token, newPassword: 'long-enough-1' });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0].path).toBe('token');
    expect((await post('/api/users/login', { email: 'late@example.test', password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses forged tokens and bad addresses with 400 naming the field', async () => {
    const forged = await post('/api/users/reset-password', { token: 'x'.repeat(43), newPassword: 'long-enough-1' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].path).toBe('token');
    const injected = await post('/api/users/forgot-password', { email: 'a@example.test\r\nBcc: victim@example.test' });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().errors[0].path).toBe('email');
    const long = await post('/api/users/reset-password', { token: 'x'.repeat(5000), newPassword: 'long-enough-1' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].path).toBe('token');
  });

  it('answers in Bangla to a Bangla caller', async () => {
    const res = await post('/api/users/forgot-password', { email: 'nobody2@example.test' }, { 'accept-language': 'bn' });
    expect(res.json().message).toBe('এই ঠিকানায় কোনো অ্যাকাউন্ট থাকলে পাসওয়ার্ড নতুন করে সেট করার একটি লিংক পাঠানো হয়েছে। আপনার ইনবক্স দেখুন।');
  });
});

describe('forgot password limits', () => {
  it('refuses an address past MAIL_FORMS_PER_IP_PER_HOUR with 429, and mails one account at most 3 links an hour', () =>
    withFreshApp(
      async ({ app, db }) => {
        await createUser(db, { email: 'many@example.test' });
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) statuses.push((await app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: 'many@example.test' } })).statusCode);
        expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect((await outboxRows(db)).filter((row) => row.toAddress === 'many@example.test')).toHaveLength(3);
      },
      { mailFormsPerIpPerHour: 5 },
    ));
});
