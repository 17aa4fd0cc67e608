import { isbn13CheckDigit } from '@boipoka/shared';
import { expect, test, apiBase, bearer, DEMO_ADMIN, loginViaApi, registerUser, saveElementScreenshot, saveScreenshot, signInInBrowser, uniqueEmail, useTakaShop } from './support/fixtures';

/**
 * Issue 34's journey, in Bangla on a 360 px phone in a Taka shop: a reader browses শিশু-কিশোর, opens a Feluda book and
 * its series, searches `masud rana` and `উপন্যাস`, is told honestly that the shop has no তিতাস একটি নদীর নাম and asks
 * for it; the owner adds it by importing a CSV whose new category the preview offers to create; the reader is told in
 * the bell (and by SMS, in Bangla, in the outbox).
 */
useTakaShop();

const PHONE = '01711223344';

test('a Bangla reader on a phone browses categories and series, searches, asks for a missing book and is told when the import adds it', async ({ page, request }) => {
  test.setTimeout(150_000);
  // A retry runs on the same shop: the book an earlier attempt imported goes (archived) so the shop lacks it again.
  const owner = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const earlier = await request.get(apiBase(`/books?q=${encodeURIComponent('তিতাস')}`));
  for (const book of ((await earlier.json()) as { data: { _id: string }[] }).data) {
    expect((await request.delete(apiBase(`/books/${book._id}`), { headers: bearer(owner) })).ok()).toBe(true);
  }
  await page.setViewportSize({ width: 360, height: 780 });
  const email = uniqueEmail('kishor');
  await registerUser(request, { name: 'Nusrat Jahan', email, password: 'secret-123' }, 'bn');
  await signInInBrowser(page, email, 'secret-123');

  // 1. শিশু-কিশোর: its page lists its books and those of the categories under it.
  await page.goto('/bn/categories/children');
  await expect(page.getByRole('heading', { level: 1, name: 'শিশু-কিশোর' })).toBeVisible();
  await saveScreenshot(page, 'catalogue-journey-1-children-bn-360');
  // Sonar Kella, Feluda's best known, is on the category's first page.
  await page.getByRole('article').filter({ hasText: 'Sonar Kella' }).getByRole('link').first().click();

  // 2. A Feluda book: its series and its number, and the rest of the series in reading order.
  await expect(page.getByRole('heading', { level: 1, name: 'সোনার কেল্লা' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'এই সিরিজের আরও বই' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'বাদশাহী আংটি' })).toBeVisible();
  await saveScreenshot(page, 'catalogue-journey-2-feluda-book-bn-360');
  await page.locator('main a[href="/bn/series/feluda"]').first().click();
  await expect(page).toHaveURL(/\/bn\/series\/feluda$/);
  await expect(page.getByRole('heading', { level: 1, name: /ফেলুদা/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /বাদশাহী আংটি/ }).first()).toBeVisible();
  // Each card carries its number in the series, in Bangla digits (from the list's answer).
  await expect(page.locator('main').getByText('১ নং', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'catalogue-journey-3-feluda-series-bn-360');

  // 3. `masud rana` (typed in Latin letters) finds Kazi Anwar Hossain's series; `উপন্যাস` finds novels by their category.
  await page.goto('/bn/all-products?q=masud%20rana');
  const results = page.getByRole('list', { name: /./ }).getByRole('article');
  await expect(results.first()).toContainText('মাসুদ রানা');
  await saveScreenshot(page, 'catalogue-journey-4-masud-rana-bn-360');
  await page.goto(`/bn/all-products?q=${encodeURIComponent('উপন্যাস')}`);
  await expect(results.first()).toBeVisible();
  expect(await results.count()).toBeGreaterThan(3);

  // 4. A book the shop lacks: an honest 'no match', no guesses passed off as answers, and a way to ask for it.
  await page.goto(`/bn/all-products?q=${encodeURIComponent('তিতাস')}`);
  await expect(page.getByText('“তিতাস”-এর সঙ্গে মেলে এমন কোনো বই নেই')).toBeVisible();
  await expect(page.getByText('আপনি কি এটি খুঁজছিলেন?')).toHaveCount(0);
  await expect(results).toHaveCount(0);
  await saveScreenshot(page, 'catalogue-journey-5-no-match-bn-360');
  await page.getByRole('link', { name: 'খুঁজে পাচ্ছেন না? আমাদের কাছে চেয়ে নিন' }).first().click();
  await expect(page).toHaveURL(/\/bn\/request-a-book/);
  await page.getByLabel('বইয়ের নাম').fill('তিতাস একটি নদীর নাম');
  await page.getByLabel('লেখক (ঐচ্ছিক)').fill('অদ্বৈত মল্লবর্মণ');
  await page.getByLabel('মোবাইল নম্বর (ঐচ্ছিক)').fill(PHONE);
  await page.getByRole('button', { name: 'বইটি চাই' }).click();
  await expect(page.getByText('ধন্যবাদ! “তিতাস একটি নদীর নাম” দোকানে এলেই আমরা আপনাকে জানাব।')).toBeVisible();
  await saveScreenshot(page, 'catalogue-journey-6-requested-bn-360');

  // 5. The owner, in Bangla on a phone too, imports the publisher's sheet: the preview offers its new category, under উপন্যাস.
  const admin = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 360, height: 780 } });
  await signInInBrowser(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.goto('/bn/dashboard/book-import');
  await expect(admin.getByRole('heading', { level: 1, name: 'বই ইমপোর্ট' })).toBeVisible();
  const stamp = Date.now().toString(36);
  const category = `নদীর উপন্যাস ${stamp}`;
  const isbnBody = `978984${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const sheet = [
    'title,author,altTitle,altAuthor,categories,price,quantity,isbn,publisher,description',
    `তিতাস একটি নদীর নাম,অদ্বৈত মল্লবর্মণ,Titash Ekti Nadir Naam,Adwaita Mallabarman,${category},350,6,${isbnBody}${isbn13CheckDigit(isbnBody)},Journey Prokashoni,"A river, its fishermen and their songs."`,
  ].join('\r\n');
  await admin.getByLabel('সিএসভি ফাইল').setInputFiles({ name: 'titash.csv', mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${sheet}\r\n`) });
  await admin.getByRole('button', { name: 'ফাইলটি যাচাই করুন' }).click();
  await expect(admin.getByRole('heading', { name: 'দোকানে নেই এমন বিভাগ' })).toBeVisible();
  await admin.getByRole('checkbox', { name: `“${category}” তৈরি করুন` }).check();
  await admin.getByLabel('যার অধীনে বসবে').selectOption({ label: 'কথাসাহিত্য › উপন্যাস' });
  await saveScreenshot(admin, 'catalogue-journey-7-import-preview-bn-360');
  await admin.getByRole('button', { name: '১টি বই ইমপোর্ট করুন' }).click();
  await expect(admin.getByText('ইমপোর্ট শেষ: ১টি বই যোগ হয়েছে, ০টি হালনাগাদ হয়েছে, ০টি অপরিবর্তিত।')).toBeVisible({ timeout: 30_000 });
  await admin.close();

  // 6. The reader is told: the bell, in Bangla, links to the book; the SMS to the phone given waits in the outbox in Bangla.
  await page.goto('/bn');
  await page.getByRole('button', { name: /^বিজ্ঞপ্তি, / }).click();
  const told = page.getByRole('link', { name: 'পড়া হয়নি: আপনার চাওয়া বইটি এসেছে: “তিতাস একটি নদীর নাম”।' });
  await expect(told).toBeVisible();
  await saveElementScreenshot(page.getByRole('region', { name: /^বিজ্ঞপ্তি, / }), 'catalogue-journey-8-told-bn-360');
  await told.click();
  await expect(page.getByRole('heading', { level: 1, name: 'তিতাস একটি নদীর নাম' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: category })).toBeVisible();

  const outbox = await request.get(apiBase('/admin/sms-outbox?limit=50'), { headers: bearer(owner) });
  const sms = ((await outbox.json()) as { data: { to: string; text: string; kind: string }[] }).data.find((row) => row.kind === 'book-request-fulfilled' && row.text.includes('তিতাস'));
  expect(sms).toBeDefined();
});
