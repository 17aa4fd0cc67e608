import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setShopCurrency } from '../../../lib/format';
import { activateLocale, loadLocale } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { publicSettings } from '../../../test/shop-settings-fixture';
import type { CheckoutLine } from '../checkout-book';
import { OrderSummary } from './order-summary';

const line = (price: number, quantity: number, title = 'Gitanjali', bookId = 'b1'): CheckoutLine => ({ bookId, title, author: 'Rabindranath Tagore', image: '', price, quantity });

describe('OrderSummary totals at the free-shipping edge', () => {
  it('charges $5.99 shipping when the subtotal is exactly $50.00 (free only over $50)', () => {
    renderWithProviders(<OrderSummary lines={[line(25, 2)]} />);
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('$5.99');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('$4.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$59.99');
    expect(screen.getByTestId('free-delivery-progress')).toHaveTextContent('Add $0.01 more for free delivery');
    // SPEC's shop has one zone for every address: its name and days at checkout.
    expect(screen.getByTestId('summary-zone')).toHaveTextContent('Standard delivery: 3–5 days');
  });

  it('ships free when the subtotal is $50.02', () => {
    renderWithProviders(<OrderSummary lines={[line(25.01, 2)]} />);
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$50.02');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('$4.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$54.02');
  });

  it('shows the cover, title and quantity of every line and totals them all', () => {
    renderWithProviders(<OrderSummary lines={[line(12.5, 3), line(9.99, 1, 'Himu', 'b2')]} />);
    expect(screen.getByRole('img', { name: 'Cover of Gitanjali' })).toBeInTheDocument();
    expect(screen.getByText('Himu')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 3')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 1')).toBeInTheDocument();
    // 37.50 + 9.99 = 47.49, shipping 5.99, tax 3.80
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$57.28');
  });
});

describe('OrderSummary in a Taka shop (issue 31)', () => {
  // What the app's providers do with the settings before any page renders (app/providers.tsx).
  beforeEach(() => setShopCurrency('BDT'));
  afterEach(() => {
    setShopCurrency('USD');
    activateLocale('en');
  });
  const taka = publicSettings('BDT');

  it('charges by the zone of the address, says the zone and its days, and shows no tax line', () => {
    renderWithProviders(<OrderSummary lines={[line(350, 1)]} place={{ district: 'Dhaka', upazila: 'dhaka/dhanmondi' }} />, { settings: taka });
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('৳350');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('৳60');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('৳410');
    expect(screen.getByTestId('summary-zone')).toHaveTextContent('Inside Dhaka: 1–2 days');
    expect(screen.queryByTestId('summary-tax')).not.toBeInTheDocument();
    expect(screen.queryByText(/Tax/)).not.toBeInTheDocument();
    expect(screen.getByText('৳350 each')).toBeInTheDocument();
  });

  it('charges Sylhet the outside-Dhaka charge and Gazipur the suburbs one', () => {
    const { unmount } = renderWithProviders(<OrderSummary lines={[line(350, 1)]} place={{ district: 'Sylhet' }} />, { settings: taka });
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('৳120');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('৳470');
    expect(screen.getByTestId('summary-zone')).toHaveTextContent('Outside Dhaka: 3–5 days');
    unmount();
    renderWithProviders(<OrderSummary lines={[line(350, 1)]} place={{ district: 'Gazipur' }} />, { settings: taka });
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('৳100');
    expect(screen.getByTestId('summary-zone')).toHaveTextContent('Dhaka suburbs: 2–3 days');
  });

  it('before a district is chosen, shows the range of the charges and asks for the district', () => {
    renderWithProviders(<OrderSummary lines={[line(350, 1)]} place={{ district: '' }} />, { settings: taka });
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('৳60–৳120');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('৳410–৳470');
    expect(screen.getByTestId('summary-zone')).toHaveTextContent('Choose your district to see your delivery charge.');
  });

  it('delivers free over ৳1,500 and says how much more buys it below', () => {
    const first = renderWithProviders(<OrderSummary lines={[line(451, 3)]} place={{ district: 'Sylhet' }} />, { settings: taka });
    expect(screen.getByTestId('free-delivery-progress')).toHaveTextContent('Add ৳148 more for free delivery');
    first.unmount();
    // Free only over ৳1,500: at ৳1,350, ৳150 more is not enough, ৳151 is.
    const { unmount } = renderWithProviders(<OrderSummary lines={[line(450, 3)]} place={{ district: 'Sylhet' }} />, { settings: taka });
    expect(screen.getByTestId('free-delivery-progress')).toHaveTextContent('Add ৳151 more for free delivery');
    unmount();
    renderWithProviders(<OrderSummary lines={[line(510, 3)]} place={{ district: 'Sylhet' }} />, { settings: taka });
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('৳1,530');
    expect(screen.queryByTestId('free-delivery-progress')).not.toBeInTheDocument();
  });

  it("in Bangla: Bangla digits, the zone's Bangla name", async () => {
    await loadLocale('bn');
    activateLocale('bn');
    renderWithProviders(<OrderSummary lines={[line(450, 3)]} place={{ district: 'Dhaka', upazila: 'dhaka/dhanmondi' }} />, { settings: taka });
    expect(screen.getByTestId('summary-total')).toHaveTextContent('৳১,৪১০');
    expect(screen.getByTestId('summary-zone')).toHaveTextContent('ঢাকার ভেতরে: ১–২ দিন');
    expect(screen.getByTestId('free-delivery-progress')).toHaveTextContent('আর ৳১৫১-এর বই নিলে ডেলিভারি ফ্রি');
  });
});
