import type { Page } from '@playwright/test';
import { catalogueText } from './a11y';
import { expect, waitUntilLive } from './fixtures';

/** A book's page in the journey's language ('' English, '/bn' Bangla), Buy Now, and the checkout it opens. */
export async function buyNowTo(page: Page, lang: string, bookId: string): Promise<void> {
  await page.goto(`${lang}/product-details/${bookId}`);
  await waitUntilLive(page);
  await page.getByRole('button', { name: catalogueText(lang, 'storefront-detail', 'detail.buyNow') }).click();
  await expect(page.getByRole('heading', { name: catalogueText(lang, 'checkout', 'title'), exact: true })).toBeVisible();
}

/** A reader in Sylhet Sadar (Outside Dhaka in a Taka shop's default zones), typed into the checkout as a reader would. */
export async function fillSylhetAddress(page: Page, lang: string): Promise<void> {
  const label = (file: string, path: string) => page.getByLabel(catalogueText(lang, file, path), { exact: true });
  await label('checkout', 'shipping.phone').fill('01711-000000');
  await label('accounts', 'addresses.address').fill('House 4, Zindabazar');
  await label('accounts', 'addresses.divisionField').selectOption('Sylhet');
  await label('accounts', 'addresses.district').selectOption('Sylhet');
  await label('accounts', 'addresses.upazila').selectOption({ label: lang === '/bn' ? 'সিলেট সদর' : 'Sylhet Sadar' });
}
