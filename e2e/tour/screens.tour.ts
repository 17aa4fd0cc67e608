import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_READER, apiBase, signInInBrowser, test } from '../support/fixtures';

const LANG = process.env.TOUR_LANG === 'bn' ? 'bn' : 'en';
const PREFIX = LANG === 'bn' ? '/bn' : '';
const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../artifacts/tour');

async function shoot(page: Page, name: string, path: string, projectName: string) {
  await page.goto(`${PREFIX}${path}`);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(400);
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: join(OUT, `${LANG}-${projectName}-${name}.png`), fullPage: true });
}

async function firstBookId(page: Page): Promise<string> {
  const answer = await (await page.request.get(apiBase('/books?page=1&limit=1'))).json();
  return answer.data[0]._id as string;
}

test('signed out', async ({ page }, info) => {
  const id = await firstBookId(page);
  const screens: [string, string][] = [
    ['home', '/'],
    ['all-products', '/all-products'],
    ['all-products-empty', '/all-products?q=zzzzqqq'],
    ['product', `/product-details/${id}`],
    ['product-missing', '/product-details/00000000-0000-4000-8000-000000000000'],
    ['about', '/about'],
    ['contact', '/contact'],
    ['blogs', '/blogs'],
    ['cart', '/cart'],
    ['checkout', '/checkout'],
    ['login', '/login'],
    ['register', '/register'],
    ['forgot-password', '/forgot-password'],
    ['not-found', '/no-such-page'],
  ];
  for (const [name, path] of screens) await shoot(page, `out-${name}`, path, info.project.name);
});

test('customer', async ({ page }, info) => {
  await signInInBrowser(page, DEMO_READER.email, DEMO_READER.password);
  for (const [name, path] of [
    ['dashboard', '/dashboard'],
    ['my-orders', '/dashboard/user-orders'],
    ['password', '/dashboard/user-pass'],
    ['profile', '/dashboard/user-route3'],
    ['profile-page', '/profile'],
    ['admin-page-refused', '/dashboard/book-list'],
  ] as const)
    await shoot(page, `customer-${name}`, path, info.project.name);
});

test('admin', async ({ page }, info) => {
  await signInInBrowser(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const [name, path] of [
    ['dashboard', '/dashboard'],
    ['add-book', '/dashboard/book-form'],
    ['book-list', '/dashboard/book-list'],
    ['users', '/dashboard/user-management'],
    ['orders', '/dashboard/order-dashboard'],
  ] as const)
    await shoot(page, `admin-${name}`, path, info.project.name);
});
