import { catalogueText, digitsOf, interpolated } from './support/a11y';
import { buyNowTo, fillSylhetAddress } from './support/checkout';
import { baseUrl, createBookAsAdmin, expect, registerUser, saveScreenshot, signInInBrowser, test, uniqueEmail, useTakaShop } from './support/fixtures';
import { codeReceived } from './support/phone-check';

/**
 * Decision 051 on a Taka shop (PHONE_CHECK's default there), in English and in Bangla: a reader whose phone is new pays on
 * delivery; the checkout asks for the code sent to it by SMS (read where its owner would, on the demo's simulated phone),
 * refuses Place Order until it is confirmed, and then places the order.
 */
useTakaShop();

const PASSWORD = 'Boipoka#2026';

for (const LANG of ['', '/bn'] as const) {
  const language = LANG ? 'Bangla' : 'English';
  const suffix = LANG ? 'bn' : 'en';
  const text = (file: string, path: string) => catalogueText(LANG, file, path);

  test(`${language}: a new phone confirms its code before its first cash-on-delivery order`, async ({ page, request }) => {
    test.setTimeout(90_000);
    // A phone no other journey uses (the journeys' own, 01711000000, is confirmed by global setup).
    const phone = `019${String(Date.now()).slice(-7)}${LANG ? '1' : '0'}`;
    const book = await createBookAsAdmin(request, { title: 'Phone Check Himu', quantity: 10, price: 350 });
    const email = uniqueEmail(`phone-check-${suffix}`);
    await registerUser(request, { name: 'Sadia Rahman', email, password: PASSWORD }, LANG ? 'bn' : 'en');
    await signInInBrowser(page, email, PASSWORD);
    await buyNowTo(page, LANG, book._id);
    await fillSylhetAddress(page, LANG);
    await page.getByLabel(text('checkout', 'shipping.phone'), { exact: true }).fill(phone);
    // Cash on delivery is the Taka shop's first method.
    await expect(page.getByRole('radio', { name: text('checkout', 'payment.cod') })).toBeChecked();

    const box = page.getByRole('group', { name: text('checkout', 'phoneCheck.heading') });
    await expect(box).toBeVisible();
    await page.getByRole('button', { name: text('checkout', 'submit') }).click();
    await expect(page.getByText(text('checkout', 'phoneCheck.needed'))).toBeVisible();

    await box.getByRole('button', { name: text('checkout', 'phoneCheck.send'), exact: true }).click();
    await expect(box.getByText(interpolated(LANG, 'checkout', 'phoneCheck.sent_other', { count: digitsOf(LANG, 10) }))).toBeVisible();
    const codeField = box.getByLabel(text('checkout', 'phoneCheck.code'), { exact: true });
    await expect(codeField).toBeFocused();
    await saveScreenshot(page, `phone-check-code-1280-${suffix}`);
    await codeField.fill(await codeReceived(baseUrl(), phone));
    await box.getByRole('button', { name: text('checkout', 'phoneCheck.confirm'), exact: true }).click();
    await expect(page.getByText(text('checkout', 'phoneCheck.confirmed'))).toBeVisible();

    await page.getByRole('button', { name: text('checkout', 'submit') }).click();
    await expect(page.getByRole('heading', { name: text('checkout', 'success.title') })).toBeVisible();
  });
}
