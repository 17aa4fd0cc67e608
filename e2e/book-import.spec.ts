import { isbn13CheckDigit } from '@boipoka/shared';
import sharp from 'sharp';
import { axeFindings, describeFindings } from './support/a11y';
import { DEMO_ADMIN, expect, saveScreenshot, signInInBrowser, test } from './support/fixtures';

/** A valid ISBN-13 (978-984-…) numbered n, its check digit computed. */
function isbn(n: number): string {
  const body = `978984${String(n).padStart(6, '0')}`;
  return `${body}${isbn13CheckDigit(body)}`;
}

const HEADER = 'title,author,altTitle,altAuthor,category,price,quantity,isbn,publisher,description';
const csv = (rows: string[][]) => Buffer.from(`\ufeff${[HEADER, ...rows.map((row) => row.map((cell) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))].join('\r\n')}\r\n`);

/**
 * A publisher's spreadsheet comes in: the admin imports it from Book Management, sees the two bad rows with their lines
 * and columns, imports the good ones, fixes the file and imports it again (the books already in stay as they are), gives
 * one of the new books a photographed cover and finds it on the storefront, then reads both imports and the cover in the
 * audit log. The import page passes axe with its report
 * on screen, at 1280 px in English and 360 px in Bangla.
 */
test('an admin imports a CSV with two bad rows, fixes them, imports again and gives a book a cover', async ({ page }) => {
  const stamp = Date.now() % 1_000_000;
  // A name of letters and digits ('j6h2k-2'), as a title holds: the Bangla walks read a bare number as one the page wrote.
  const tag = `j${stamp.toString(36)}`;
  const title = (n: number) => `Import Journey ${tag}-${n}`;
  const row = (n: number, overrides: Partial<Record<'title' | 'price', string>> = {}) => [
    overrides.title ?? title(n),
    'Selina Hossain',
    '',
    'সেলিনা হোসেন',
    'Fiction',
    overrides.price ?? '9.50',
    '4',
    isbn((stamp % 100_000) * 10 + n),
    'Import House',
    'A book from the publisher spreadsheet of the import journey.',
  ];
  const firstFile = csv([row(1), row(2, { title: '' }), row(3), row(4, { price: 'nine' }), row(5)]);
  const fixedFile = csv([row(1), row(2), row(3), row(4), row(5)]);

  await signInInBrowser(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/book-list');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import books' })).toBeVisible();

  // 1. The first file: three good rows, two bad ones, each named with its line and column.
  await page.getByLabel('CSV file').setInputFiles({ name: 'publisher.csv', mimeType: 'text/csv', buffer: firstFile });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByTestId('import-count-toCreate')).toHaveText('3');
  await expect(page.getByTestId('import-count-rejected')).toHaveText('2');
  const issues = page.getByTestId('import-issues').getByRole('row');
  await expect(issues).toHaveCount(3);
  await expect(issues.nth(1)).toContainText('3');
  await expect(issues.nth(1)).toContainText('Title is required');
  await expect(issues.nth(2)).toContainText('5');
  await expect(issues.nth(2)).toContainText('Price must be a number');
  expect(page.url()).toMatch(/\/dashboard\/book-import\?import=[0-9a-f-]{36}$/);
  const preview = new URL(page.url()).searchParams.get('import')!;
  const findings = await axeFindings(page, '/dashboard/book-import (report, 1280)');
  await saveScreenshot(page, 'book-import-report-1280');

  await page.getByRole('button', { name: 'Import 3 books' }).click();
  await expect(page.getByText('Import finished: 3 books added, 0 updated, 0 unchanged.')).toBeVisible();

  // 2. The fixed file: the two rows come in, the three already in stay as they are.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await page.getByLabel('CSV file').setInputFiles({ name: 'publisher-fixed.csv', mimeType: 'text/csv', buffer: fixedFile });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByTestId('import-count-toCreate')).toHaveText('2');
  await expect(page.getByTestId('import-count-unchanged')).toHaveText('3');
  await expect(page.getByTestId('import-count-rejected')).toHaveText('0');
  await expect(page.getByTestId('import-issues')).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 2 books' }).click();
  await expect(page.getByText('Import finished: 2 books added, 0 updated, 3 unchanged.')).toBeVisible();

  // 3. The five books are in Book Management; one gets a photographed cover.
  await page.getByRole('link', { name: 'Book Management' }).first().click();
  await page.getByPlaceholder('Search by title, author, or category...').fill(`Import Journey ${tag}`);
  await expect(page.getByRole('row').filter({ hasText: `Import Journey ${tag}-` })).toHaveCount(5);
  const bookRow = page.getByRole('row').filter({ hasText: title(4) });
  await bookRow.getByRole('button', { name: `Edit ${title(4)}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Book' });
  await expect(editDialog.getByLabel('Author in the other script')).toHaveValue('সেলিনা হোসেন');
  const photo = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#7a3b2e' } })
    .jpeg()
    .toBuffer();
  await editDialog.getByLabel('Cover picture').setInputFiles({ name: 'import-cover.jpg', mimeType: 'image/jpeg', buffer: photo });
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Book updated successfully!')).toBeVisible();
  await expect(editDialog).toBeHidden();

  // 4. The storefront shows the imported book with its uploaded cover.
  await page.goto(`/all-products?q=${encodeURIComponent(title(4))}`);
  await page
    .getByRole('link', { name: title(4) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: title(4) })).toBeVisible();
  await expect(page.getByText('$9.50').first()).toBeVisible();
  const cover = page.getByRole('img', { name: new RegExp(title(4)) }).first();
  await expect(cover).toHaveAttribute('srcset', /\/api\/covers\/[^ ]+-200\.webp 200w/);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

  // 5. The audit log tells who imported what, and who replaced the cover.
  await page.goto('/dashboard/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entries = page.getByTestId('audit-entry');
  await expect(entries.filter({ hasText: 'Cover uploaded' }).filter({ hasText: title(4) })).toHaveCount(1);
  await page.getByLabel('Kind of change').selectOption({ label: 'Books imported' });
  await expect(page).toHaveURL(/kind=books\.imported/);
  await expect(entries.filter({ hasText: 'publisher-fixed.csv: 2 added, 0 updated, 3 unchanged, 0 rejected', hasNotText: 'One batch of the import' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'publisher.csv: 3 added, 0 updated, 0 unchanged, 2 rejected', hasNotText: 'One batch of the import' })).toHaveCount(1);
  await expect(entries.first()).toContainText(DEMO_ADMIN.email);

  // 6. The first import's report, in Bangla on a phone: it fits and passes axe.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/bn/dashboard/book-import?import=${preview}`);
  await expect(page.getByRole('heading', { level: 1, name: 'বই ইমপোর্ট' })).toBeVisible();
  await expect(page.getByTestId('import-count-created')).toHaveText('৩');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  findings.push(...(await axeFindings(page, '/bn/dashboard/book-import (report, 360)')));
  await saveScreenshot(page, 'book-import-report-bn-360');
  expect(findings, describeFindings(findings)).toEqual([]);
});
