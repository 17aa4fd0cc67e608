import type { Page } from '@playwright/test';
import { apiBase, bearer, DEMO_ADMIN, expect, loginViaApi, registerUser, saveScreenshot, signInInBrowser, test, uniqueEmail } from './support/fixtures';
import { receivedMails } from './support/mailbox';

/**
 * Messages that arrive (issue 14): every mail is in the outbox, which the admin reads at /dashboard/outbox, and is
 * delivered to the suite's own SMTP server (global setup). A password is reset through the mailed link, which only its
 * recipient gets (the outbox shows it hidden), a contact message reaches the admin's messages, and a newsletter sign-up
 * is confirmed and unsubscribed through the links of its mails.
 */

interface OutboxItem {
  _id: string;
  to: string;
  kind: string;
  subject: string;
}

/** The newest mail of `kind` to `to`, read through the admin's outbox API (waits for it: some are queued after the answer). */
async function mailTo(page: Page, to: string, kind: string): Promise<{ id: string; text: string; subject: string }> {
  const admin = await loginViaApi(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(apiBase('/admin/outbox?limit=50'), { headers: bearer(admin) });
      found = ((await response.json()) as { data: OutboxItem[] }).data.find((mail) => mail.to === to && mail.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  const mail = (await (await page.request.get(apiBase(`/admin/outbox/${found!._id}`), { headers: bearer(admin) })).json()) as { data: { text: string; subject: string } };
  return { id: found!._id, text: mail.data.text, subject: mail.data.subject };
}

/** The newest mail to `to` in the recipients' mailbox (waits for it). */
async function receivedBy(to: string, subject: string): Promise<{ text: string }> {
  let found: { text: string } | undefined;
  await expect
    .poll(() => {
      found = receivedMails()
        .reverse()
        .find((mail) => mail.to === to && mail.subject === subject);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The path and query of the first link with a token in a mail's text. */
function linkPath(text: string): string {
  const match = /https?:\/\/[^\s/]+(\/\S*\?token=\S+)/.exec(text);
  if (!match) throw new Error(`no link in the mail:\n${text}`);
  return match[1]!;
}

test('a forgotten password is reset through the mailed link, and the old sessions end', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('forgot');
  await registerUser(page.request, { name: 'Forgetful Reader', email, password: 'old-password-1' });
  const oldSession = await loginViaApi(page.request, email, 'old-password-1');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('If an account uses this address, we have sent it a link');

  // An admin sees the mail in the outbox page, with the link hidden: it is a key to the account (an admin's too).
  const kept = await mailTo(page, email, 'password-reset');
  expect(kept.text).not.toContain('token=');
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInInBrowser(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await adminPage.goto('/dashboard/outbox');
  await adminPage.getByRole('button', { name: `Open the mail to ${email}: ${kept.subject}` }).click();
  await adminPage.getByRole('button', { name: 'Plain text' }).click();
  await expect(adminPage.getByTestId('mail-text')).toContainText("The link is hidden in the shop's outbox: only the recipient of this mail receives it.");
  await expect(adminPage.getByTestId('mail-text')).not.toContainText('token=');
  await adminContext.close();

  // The reader finds the link in their own inbox.
  const mail = await receivedBy(email, kept.subject);

  await page.goto(linkPath(mail.text));
  await page.locator('#reset-password').fill('new-password-2');
  await page.locator('#reset-confirm').fill('new-password-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been reset');

  expect((await page.request.get(apiBase('/users/profile'), { headers: bearer(oldSession) })).status()).toBe(401);
  expect((await page.request.post(apiBase('/users/login'), { data: { email, password: 'old-password-1' } })).status()).toBe(401);
  await loginViaApi(page.request, email, 'new-password-2');

  // The link worked once.
  await page.goto(linkPath(mail.text));
  await page.locator('#reset-password').fill('third-password-3');
  await page.locator('#reset-confirm').fill('third-password-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This link is invalid or has expired. Please ask for a new one.')).toBeVisible();
});

test('a contact message reaches the admin, who answers it by mail and marks it handled', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('contact');
  const subject = `Bulk order ${Date.now()}`;
  await page.goto('/contact');
  await page.getByRole('radio', { name: 'Bulk Order' }).check();
  await page.locator('#contact-name').fill('Nasrin <b>Akter</b>');
  await page.locator('#contact-email').fill(email);
  await page.locator('#contact-subject').fill(subject);
  await page.locator('#contact-message').fill('Fifty copies of one title, please.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('We have sent a confirmation to your email address.')).toBeVisible();
  const ack = await mailTo(page, email, 'contact-ack');
  // The acknowledgement goes to an address nobody verified: it carries none of the sender's words (no spam relay).
  expect(ack.subject).toBe('We received your message');
  expect(ack.text).not.toContain('Fifty copies');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInInBrowser(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.goto('/dashboard/messages');
  await admin.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(admin.getByRole('heading', { name: subject })).toBeVisible();
  await expect(admin.locator('section[aria-labelledby="message-subject"]').getByText('Nasrin <b>Akter</b>')).toBeVisible();
  await admin.getByLabel('Your answer').fill('We can do that: 15% off for 50 copies.');
  await admin.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByText('Your answer is on its way (see the outbox).')).toBeVisible();
  await admin.getByRole('button', { name: 'Mark handled' }).click();
  await expect(admin.getByRole('button', { name: 'Mark as new' })).toBeVisible();
  await adminContext.close();

  const answer = await mailTo(page, email, 'contact-reply');
  expect(answer.subject).toBe(`Re: ${subject}`);
  expect(answer.text).toContain('We can do that: 15% off for 50 copies.');
});

test('the newsletter: the box says to confirm, the mailed link confirms, the welcome mail\u2019s link unsubscribes (in Bangla too)', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('news');
  await page.goto('/bn/about');
  const box = page.locator('#newsletter-email');
  await box.scrollIntoViewIfNeeded();
  await box.fill(email);
  await page.getByRole('button', { name: 'সাবস্ক্রাইব করুন' }).click();
  await expect(page.getByText('প্রায় হয়ে গেছে! আপনার ইনবক্সে গিয়ে সাবস্ক্রিপশন নিশ্চিত করুন।')).toBeVisible();

  const confirm = await mailTo(page, email, 'newsletter-confirm');
  expect(linkPath(confirm.text)).toMatch(/^\/bn\/newsletter\/confirm\?token=/);
  await page.goto(linkPath(confirm.text));
  await expect(page.getByRole('main').getByRole('status')).toContainText('আপনার সাবস্ক্রিপশন নিশ্চিত হয়েছে');

  const welcome = await mailTo(page, email, 'newsletter-welcome');
  await page.goto(linkPath(welcome.text));
  await expect(page.getByRole('main').getByRole('status')).toContainText('আপনি আনসাবস্ক্রাইব করেছেন');
  await page.goto(linkPath(welcome.text).replace(/^\/bn/, ''));
  await expect(page.getByRole('main').getByRole('status')).toContainText('You are unsubscribed');
});

test('screenshots: outbox, a mail, messages and the reset pages at 1280 and 360 px in English and Bangla', async ({ page }) => {
  test.setTimeout(120_000);
  await page.request.post(apiBase('/contact'), { data: { name: 'রহিমা খাতুন', email: uniqueEmail('shot'), subject: 'বই কবে পাব?', message: 'আমার অর্ডারটি এখনো আসেনি।' } });
  const resetFor = uniqueEmail('shot-reset');
  await registerUser(page.request, { name: 'Shot Reader', email: resetFor, password: 'shot-password-1' });
  await page.request.post(apiBase('/users/forgot-password'), { data: { email: resetFor } });
  await signInInBrowser(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of ['', '/bn']) {
      const tag = `${lang ? 'bn' : 'en'}-${width}`;
      await page.goto(`${lang}/dashboard/outbox`);
      await page.locator('ul button').first().waitFor();
      await saveScreenshot(page, `mail-outbox-${tag}`);
      await page.locator('ul button').first().click();
      await page.locator('iframe').waitFor();
      await page.waitForTimeout(300);
      await saveScreenshot(page, `mail-open-${tag}`);
      // A reset mail as every admin sees it: the link hidden.
      await page.locator('ul button').filter({ hasText: resetFor }).first().click();
      await page.locator('iframe').waitFor();
      await page.waitForTimeout(300);
      await saveScreenshot(page, `mail-reset-hidden-${tag}`);
      await page.goto(`${lang}/dashboard/messages`);
      await page.locator('ul button').first().click();
      await page.locator('#reply-body').waitFor();
      await saveScreenshot(page, `mail-messages-${tag}`);
      await page.goto(`${lang}/forgot-password`);
      await saveScreenshot(page, `mail-forgot-${tag}`);
      await page.goto(`${lang}/reset-password?token=example`);
      await page.locator('#reset-password').waitFor();
      await saveScreenshot(page, `mail-reset-${tag}`);
    }
  }
});
