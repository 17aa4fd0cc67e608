import { expect, saveScreenshot, test } from './support/fixtures';

test('the API answers its health check', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true });
});

test('the home page loads with the shop name in its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Boipoka/);
  await saveScreenshot(page, 'smoke-home');
});
