import { readFileSync } from 'node:fs';
import { axeFindings, describeFindings } from './support/a11y';
import { apiBase, bearer, createBookAsAdmin, DEMO_ADMIN, expect, loginViaApi, registerUser, signInInBrowser, test, uniqueEmail } from './support/fixtures';

/** Today in the shop's time zone: the report's days are Dhaka's. */
function dhakaDay(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

/**
 * The owner's look at the shop: a customer's order of two copies is delivered (completed); the admin opens Reports from
 * the menu, changes the range and the grouping, finds the book with its copies and sales and downloads the top books as
 * CSV. Then the page passes axe on a 360 px phone, in English and in Bangla (each its own test: axe on a full report
 * takes seconds on a busy machine).
 */
test('an admin reads the sales report, regroups it and downloads a table', async ({ page, request }) => {
  // Room for the figures to be read again (below) on a busy machine.
  test.setTimeout(90_000);
  const book = await createBookAsAdmin(request, { title: 'Report Journey', price: 12.5, quantity: 20, author: 'Selina Hossain' });
  const email = uniqueEmail('reports');
  await registerUser(request, { name: 'Report Reader', email, password: 'reader123' });
  const customer = await loginViaApi(request, email, 'reader123');
  const placed = await request.post(apiBase('/orders'), {
    headers: bearer(customer),
    data: {
      books: [{ book: book._id, quantity: 2 }],
      shippingDetails: { name: 'Report Reader', email, phone: '01712345678', address: '5 Lake Road', city: 'Dhaka', postalCode: '1205' },
      paymentMethod: 'cod',
      totalAmount: 25 + 5.99 + 2,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { data: { _id: string } }).data._id;
  const admin = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const status of ['processing', 'completed']) {
    expect((await request.patch(apiBase(`/orders/${orderId}/status`), { headers: bearer(admin), data: { status } })).ok()).toBe(true);
  }

  await signInInBrowser(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByText(/Revenue counts completed orders only/)).toBeVisible();

  // The last seven days, by book.
  const from = dhakaDay(-6);
  const to = dhakaDay();
  await page.getByLabel('From').fill(from);
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await page.getByLabel('Group by').selectOption('book');
  await expect(page.getByRole('heading', { name: 'Sales by book' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}&groupBy=book`));

  // The figures are the API's for the same range, and the book's row is its two copies at $12.50. Journeys running beside
  // this one complete orders too: one completed between the page's read and the API's is in only one of them, so the two
  // are read again (the page reloaded) until they agree; they must agree exactly.
  const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  let reads = 0;
  await expect(async () => {
    if (reads++ > 0) await page.reload();
    const api = await request.get(apiBase(`/reports/sales?from=${from}&to=${to}&groupBy=book`), { headers: bearer(admin) });
    const totals = ((await api.json()) as { data: { totals: { revenue: number; orders: number } } }).data.totals;
    await expect(page.getByTestId('report-revenue')).toContainText(money(totals.revenue), { timeout: 5_000 });
    await expect(page.getByTestId('report-orders')).toContainText(totals.orders.toLocaleString('en-US'), { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const row = page.getByTestId('report-groups').getByRole('row').filter({ hasText: book.title });
  await expect(row.getByRole('cell')).toHaveText([book.title, '$25.00', '1', '2', '$25.00']);
  await expect(page.getByRole('img', { name: 'Chart of sales by Book' })).toBeVisible();

  // Top books as CSV: every row, the orders export's format.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Top books as CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`boipoka-sales-books-${from}-to-${to}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('\uFEFFTitle,Author,Copies,Book sales,Book id,Currency');
  expect(lines).toContain(`${book.title},Selina Hossain,2,25.00,${book._id},USD`);
});

for (const { lang, heading, groups } of [
  { lang: '', heading: 'Reports', groups: 'Sales by week' },
  { lang: '/bn', heading: 'রিপোর্ট', groups: 'সপ্তাহভিত্তিক বিক্রি' },
]) {
  test(`the Reports page has no axe violation on a 360 px phone${lang ? ' in Bangla' : ''}`, async ({ page }) => {
    // Axe over a whole report (its tables, the low-stock forms) took 31-48 s on two cores shared with five other builds.
    test.setTimeout(90_000);
    await signInInBrowser(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${lang}/dashboard/reports?from=${dhakaDay(-13)}&to=${dhakaDay()}&groupBy=week`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: groups })).toBeVisible();
    await expect(page.getByTestId('figures-chart')).toBeVisible();
    const findings = await axeFindings(page, `${lang}/dashboard/reports (360 px)`);
    expect(findings, describeFindings(findings)).toEqual([]);
  });
}
