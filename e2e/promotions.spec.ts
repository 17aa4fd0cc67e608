import type { APIRequestContext } from '@playwright/test';
import type { Book } from '@boipoka/shared';
import { catalogueText, digitsOf, interpolated } from './support/a11y';
import { buyNowTo, fillSylhetAddress } from './support/checkout';
import { apiBase, bearer, createBookAsAdmin, DEMO_ADMIN, expect, loginViaApi, registerUser, saveScreenshot, signInInBrowser, test, uniqueEmail, useTakaShop } from './support/fixtures';

/**
 * Issue 35's promo codes on a Taka shop, in English and in Bangla: the shop makes a code; a reader applies it at
 * checkout (typed in lower case), sees what it takes off, and the order, its page and the shop's answer agree to the
 * paisa. Two readers racing for a code's last use: one order gets it.
 */
useTakaShop();

const PASSWORD = 'Boipoka#2026';

async function createCode(request: APIRequestContext, code: Record<string, unknown>): Promise<void> {
  const admin = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const res = await request.post(apiBase('/promotions'), { headers: bearer(admin), data: { currency: 'BDT', ...code } });
  expect(res.status(), await res.text()).toBe(201);
}

/** A code of the run's own: codes are unique in the shop, and the suite's shop outlives one run of a spec. */
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1_000)}`;

for (const LANG of ['', '/bn'] as const) {
  const language = LANG ? 'Bangla' : 'English';
  const text = (file: string, path: string) => catalogueText(LANG, file, path);
  const taka = (amount: number) => `৳${digitsOf(LANG, amount)}`;

  test(`${language}: a reader applies the shop's code at checkout; the order and its page carry the discount`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const code = uniqueCode('BOIMELA');
    await createCode(request, { code, kind: 'percent', percent: 25 });
    const book = await createBookAsAdmin(request, { title: 'Promo Journey Shonkhonil Karagar', quantity: 10, price: 400 });
    const email = uniqueEmail(`promo-${LANG ? 'bn' : 'en'}`);
    await registerUser(request, { name: 'Sadia Rahman', email, password: PASSWORD }, LANG ? 'bn' : 'en');
    const token = await signInInBrowser(page, email, PASSWORD);

    await page.setViewportSize({ width: 360, height: 800 });
    await buyNowTo(page, LANG, book._id);
    await fillSylhetAddress(page, LANG);
    // ৳400 of books, 25% off: ৳100 off; the ৳300 left pays Outside Dhaka's ৳120: ৳420.
    await expect(page.getByTestId('summary-total')).toHaveText(taka(520));
    await page.getByLabel(text('cart', 'promo.label'), { exact: true }).fill(code.toLowerCase());
    await page.getByRole('button', { name: text('cart', 'promo.apply'), exact: true }).click();
    await expect(page.getByText(interpolated(LANG, 'cart', 'promo.applied', { amount: taka(100) }))).toBeVisible();
    await expect(page.getByTestId('summary-discount')).toHaveText(`−${taka(100)}`);
    await expect(page.getByTestId('summary-total')).toHaveText(taka(420));
    await saveScreenshot(page, `promo-checkout-360-${LANG ? 'bn' : 'en'}`);
    await page.getByRole('button', { name: text('checkout', 'submit') }).click();

    await expect(page).toHaveURL(new RegExp(`${LANG}/dashboard/user-orders/[0-9a-f-]{36}`), { timeout: 15_000 });
    await expect(page.getByTestId('order-discount')).toContainText(`${text('tracking', 'totals.discount')} (${code})`);
    await expect(page.getByTestId('order-discount')).toContainText(`−${taka(100)}`);
    await saveScreenshot(page, `promo-order-360-${LANG ? 'bn' : 'en'}`);

    const mine = await request.get(apiBase('/orders/my-orders'), { headers: bearer(token) });
    const [order] = ((await mine.json()) as { data: { subtotal: number; discount: number; shippingCost: number; totalPrice: number; promoCode: string }[] }).data;
    expect(order).toMatchObject({ subtotal: 400, discount: 100, shippingCost: 120, totalPrice: 420, promoCode: code });
  });
}

test("two readers racing for a code's last use: one order gets it, the other is told it is used up", async ({ request }) => {
  const code = uniqueCode('LAST');
  await createCode(request, { code, kind: 'amount', amountMinor: 5_000, maxUses: 1, maxUsesPerCustomer: null });
  const book: Book = await createBookAsAdmin(request, { title: 'Promo Race Book', quantity: 10, price: 300 });
  const readers = await Promise.all(
    [1, 2].map(async (n) => {
      const email = uniqueEmail(`promo-race-${n}`);
      await registerUser(request, { name: `Racer ${n}`, email, password: PASSWORD });
      return loginViaApi(request, email, PASSWORD);
    }),
  );
  // ৳300 - ৳50 = ৳250 of books, to Sylhet (৳120): ৳370.
  const order = {
    books: [{ book: book._id, quantity: 1 }],
    shippingDetails: { name: 'Racer', email: 'racer@example.test', phone: '01711000000', address: 'House 4, Zindabazar', city: 'Sylhet', postalCode: '3100' },
    paymentMethod: 'cod',
    totalAmount: 370,
    promoCode: code,
  };
  const answers = await Promise.all(readers.map((reader) => request.post(apiBase('/orders'), { headers: bearer(reader), data: order })));
  expect(answers.map((answer) => answer.status()).sort()).toEqual([201, 400]);
  const lost = answers.find((answer) => answer.status() === 400)!;
  expect(((await lost.json()) as { message: string }).message).toBe('This promo code has been used up');
});
