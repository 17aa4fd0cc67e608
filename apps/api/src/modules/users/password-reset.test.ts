import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { passwordResets, users } from '../../db/schema';
import { createSignedInUser, createUser, PASSWORD, signIn } from '../../../test/factories';
import { linkToken, outboxRows, waitForMail } from '../../../test/mail';
import { deliverTo, TestMailbox } from '../../../test/mailbox';
import { type TestContext, useTestApp, withFreshApp } from '../../../test/test-app';
import { hashToken } from '../../lib/tokens';

describe('forgot and reset password', () => {
  // The link reaches only its recipient: the tests read it where the recipient does, in a mailbox the shop sends to.
  let mailbox: TestMailbox;
  const smtp: Partial<AppConfig> = {};
  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    Object.assign(smtp, deliverTo(mailbox));
  });
  afterAll(() => mailbox?.close());
  const ctx = useTestApp(smtp);
  const linkTo = async (email: string) => linkToken((await mailbox.waitFor((mail) => mail.to === email)).text);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('answers a known and an unknown address alike, and mails only the account', async () => {
    const user = await createUser(ctx.db, { email: 'known@example.test', name: 'Known' });
    const known = await post('/api/users/forgot-password', { email: 'Known@Example.test' });
    const unknown = await post('/api/users/forgot-password', { email: 'nobody@example.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('If an account uses this address, we have sent it a link to reset the password. Please check your inbox.');
    const received = await mailbox.waitFor((mail) => mail.to === user.email);
    expect(received.subject).toBe('Reset your Boipoka password');
    expect(received.text).toMatch(/http:\/\/localhost:\d+\/reset-password\?token=/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await outboxRows(ctx.db)).filter((row) => row.toAddress === 'nobody@example.test')).toEqual([]);
    expect(mailbox.received.filter((mail) => mail.to === 'nobody@example.test')).toEqual([]);
    // Only the token's hash is stored.
    const token = linkToken(received.text);
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
    expect(mail.html).toContain('<html lang="bn">');
    const received = await mailbox.waitFor((m) => m.to === 'bangla@example.test');
    expect(received.text).toContain('/bn/reset-password?token=');
    expect(received.html).toContain('<html lang="bn">');
  });

  it('sets the new password once, signs out every session and leaves the old password useless', async () => {
    const first = await createSignedInUser(ctx.app, ctx.db, { email: 'reset@example.test' });
    const second = await signIn(ctx.app, first.user);
    await post('/api/users/forgot-password', { email: 'reset@example.test' });
    const token = await linkTo('reset@example.test');

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
    const token = await linkTo('late@example.test');

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

describe('reset links are for their recipient only (issue 29: any admin could read a live link in the outbox)', () => {
  const admins = async (app: TestContext['app'], db: TestContext['db']) => [
    await createSignedInUser(app, db, { role: 'admin', email: 'first-admin@example.test' }),
    await createSignedInUser(app, db, { role: 'admin', email: 'second-admin@example.test' }),
  ];
  type Audit = { entries: { kind: string; actor: { _id: string; email: string }; target: { type: string; id: string; label: string }; details: { ip: string } }[] };

  it('delivered by SMTP: the outbox lists and opens the mail with the link hidden, keeps no copy of it once sent, and another admin cannot take the account over', async () => {
    const mailbox = await TestMailbox.start();
    try {
      await withFreshApp(async ({ app, db }) => {
        const [victim, reader] = await admins(app, db);
        const forgot = await app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: victim!.user.email }, remoteAddress: '203.0.113.50' });
        expect(forgot.statusCode).toBe(202);
        const delivered = await mailbox.waitFor((mail) => mail.to === victim!.user.email);
        const token = linkToken(delivered.text);
        expect(delivered.html).toContain(`/reset-password?token=${token}`);

        // Everything the other admin can read of it: the list, the mail (HTML and text), and the row itself once sent.
        await waitForMail(db, (row) => row.kind === 'password-reset' && row.status === 'sent');
        const list = await app.inject({ method: 'GET', url: '/api/admin/outbox?limit=100', headers: reader!.auth });
        const summary = (list.json().data as { _id: string; kind: string }[]).find((mail) => mail.kind === 'password-reset')!;
        const opened = await app.inject({ method: 'GET', url: `/api/admin/outbox/${summary._id}`, headers: reader!.auth });
        expect(opened.statusCode).toBe(200);
        const [row] = (await outboxRows(db)).filter((r) => r.kind === 'password-reset');
        for (const seen of [list.body, opened.body, JSON.stringify(row)]) {
          expect(seen).not.toContain(token);
          expect(seen).not.toContain(encodeURIComponent(token));
        }
        expect(opened.json().data.text).toContain("[The link is hidden in the shop's outbox: only the recipient of this mail receives it.]");
        expect(opened.json().data.text).not.toContain('/reset-password?token=');
        expect(row!.sealed).toBeNull();

        // The link works for its recipient, and both steps are in the audit log under the account, with the address.
        expect((await app.inject({ method: 'POST', url: '/api/users/reset-password', payload: { token, newPassword: 'mine-again-1' }, remoteAddress: '203.0.113.51' })).statusCode).toBe(200);
        const audit = (await app.inject({ method: 'GET', url: '/api/audit', headers: (await signIn(app, reader!.user)).auth })).json().data as Audit;
        const resets = audit.entries.filter((entry) => entry.target?.id === victim!.user.id);
        expect(resets.map((entry) => [entry.kind, entry.actor._id, entry.target.label, entry.details.ip])).toEqual([
          ['user.password_reset', victim!.user.id, victim!.user.email, '203.0.113.51'],
          ['user.password_reset_requested', victim!.user.id, victim!.user.email, '203.0.113.50'],
        ]);
        expect((await app.inject({ method: 'GET', url: '/api/audit?kind=user.password_reset', headers: (await signIn(app, reader!.user)).auth })).json().data.entries).toHaveLength(1);
      }, deliverTo(mailbox));
    } finally {
      await mailbox.close();
    }
  }, 60_000);

  it('without SMTP_URL (the quick start): the outbox keeps the mail with the link hidden and no sealed copy; nothing else stores the token', () =>
    withFreshApp(async ({ app, db }) => {
      const [victim, reader] = await admins(app, db);
      await app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: victim!.user.email } });
      const row = await waitForMail(db, (r) => r.kind === 'password-reset');
      expect(row).toMatchObject({ status: 'unsent', sealed: null });
      expect(row.text).not.toMatch(/token=/);
      expect(row.html).not.toMatch(/token=/);
      const opened = await app.inject({ method: 'GET', url: `/api/admin/outbox/${row.id}`, headers: reader!.auth });
      expect(opened.json().data.html).toContain('The link is hidden in the shop&#39;s outbox');
      // In Bangla, for a Bangla account.
      await db.update(users).set({ locale: 'bn' }).where(eq(users.id, reader!.user.id));
      await app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: reader!.user.email } });
      const bangla = await waitForMail(db, (r) => r.kind === 'password-reset' && r.toAddress === reader!.user.email);
      expect(bangla.text).toContain('[দোকানের আউটবক্সে লিংকটি লুকানো থাকে: শুধু এই ইমেইলের প্রাপকই তা পান।]');
      // Requested resets are audited even when no mail can leave (there is still a link, for whoever could read it).
      const audit = (await app.inject({ method: 'GET', url: '/api/audit?kind=user.password_reset_requested', headers: (await signIn(app, victim!.user)).auth })).json().data as Audit;
      expect(audit.entries.map((entry) => entry.target.label).sort()).toEqual([reader!.user.email, victim!.user.email].sort());
    }));
});
