import type { Page } from '@playwright/test';
import { catalogueText, focusedElement } from './support/a11y';
import { createBookAsAdmin, expect, registerUser, signInInBrowser, test, uniqueEmail } from './support/fixtures';

/**
 * A keyboard-only purchase (issue 12): from the home page, with nothing but Tab, Shift+Tab, Enter, Space and typing,
 * a customer finds a book, opens it, sets the quantity, presses Buy Now, fills the checkout and places the
 * order. At every stop the focus must be on something (not <body>) and show a visible, unclipped outline.
 *
 * It runs in both languages: the issue asks for this purchase in Bangla; the texts come from each language's catalogue.
 */

const MAX_TABS = 120;

/** The focused element shows its focus; fails with what has the focus and why not. */
async function expectVisibleFocus(page: Page, step: string): Promise<string> {
  const { description, problem } = await focusedElement(page);
  expect(problem, `${step}: focus on ${description}`).toBeNull();
  return description;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `selector` (and reads `withText`), checking at every stop that the focus is
 * visible; fails if it never gets there.
 */
async function tabTo(page: Page, selector: string, step: string, withText?: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page, `${step} (after ${presses + 1} × ${key})`);
    const reached = await page.evaluate(
      ({ wanted, withText }) => {
        const element = document.activeElement;
        return !!element?.matches(wanted) && (withText === undefined || element.textContent?.trim() === withText);
      },
      { wanted: selector, withText },
    );
    if (reached) return;
  }
  throw new Error(`${step}: ${MAX_TABS} presses of ${key} never reached ${selector}`);
}

/** After a navigation the focus is on the new page's main heading, named as `name`. */
async function expectFocusOnHeading(page: Page, name: string | RegExp): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
}

for (const LANG of ['', '/bn'] as const) {
  /** A text of the web app's catalogue in the journey's language: text('checkout', 'success.title'). */
  const text = (file: string, path: string) => catalogueText(LANG, file, path);

  test(`keyboard only: a customer buys a book from the home page (${LANG ? 'Bangla' : 'English'})`, async ({ page }) => {
    test.setTimeout(90_000);
    // A new customer each time: the demo reader's pending orders count toward MAX_PENDING_COPIES_PER_ACCOUNT.
    const customer = { name: 'Keyboard Reader', email: uniqueEmail('keyboard'), password: 'keyboard-reader-1' };
    await registerUser(page.request, customer);
    await signInInBrowser(page, customer.email, customer.password);
    // A book of its own with stock to spare, so the newest books on the home page hold one whose + can be pressed (other
    // journeys leave books with one or two copies there).
    const { title } = await createBookAsAdmin(page.request, { title: 'Keyboard Journey', price: 9.5, quantity: 20 });
    await page.goto(`${LANG}/`);

    // Find it: Tab from the top of the home page to the Featured Books' New Arrivals chip (Bestsellers opens first once
    // anything has sold), press it, then Tab on to the book's card and open it.
    await tabTo(page, 'section[aria-labelledby="featured-heading"] button', 'to the New Arrivals chip', text('storefront-home', 'featured.chips.newArrivals'));
    await page.keyboard.press('Enter');
    await expect(page.locator('section[aria-labelledby="featured-heading"] button[aria-pressed="true"]')).toHaveText(text('storefront-home', 'featured.chips.newArrivals'));
    await tabTo(page, 'section[aria-labelledby="featured-heading"] a.card-link', 'to its featured book card', title);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${LANG}/product-details/`));
    await expectFocusOnHeading(page, title);
    await expect(page.getByTestId('route-announcer')).toContainText(title);

    // Quantity 2 with the + button (Space), then Buy Now (Enter).
    await tabTo(page, `button[aria-label="${text('storefront-detail', 'detail.increase')}"]`, 'to the + of the quantity');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('quantity')).toHaveText(/^(2|২)$/);
    await expectVisibleFocus(page, 'after + (still on it)');
    await tabTo(page, 'button', 'to Buy Now', text('storefront-detail', 'detail.buyNow'));
    await page.keyboard.press('Enter');

    // Checkout: focus on its heading; six shipping fields typed in, Cash on Delivery as it stands, Place Order.
    await expect(page).toHaveURL(new RegExp(`${LANG}/checkout$`));
    await expectFocusOnHeading(page, text('checkout', 'title'));
    const shipping: [string, string][] = [
      ['name', 'Demo Reader'],
      ['email', customer.email],
      ['phone', '+880 1711 234567'],
      ['district', ''],
      ['address', 'House 12, Road 5, Dhanmondi'],
      ['postalCode', '1205'],
    ];
    for (const [field, value] of shipping) {
      if (field === 'district') {
        // The district is a select (after the division's, which may stay empty): the arrow key chooses the first district of the list.
        await tabTo(page, 'select[name="district"]', 'to the district select');
        await page.keyboard.press('ArrowDown');
        await expect(page.locator('select[name="district"]')).not.toHaveValue('');
        continue;
      }
      await tabTo(page, `input[name="${field}"]`, `to the ${field} field`);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(value);
    }
    await tabTo(page, 'button[type="submit"]', 'to Place Order', text('checkout', 'submit'));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: text('checkout', 'success.title') })).toBeVisible();
  });
}
