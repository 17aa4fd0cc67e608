import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../lib/i18n';
import { DeliveryDetails } from './delivery-details';

const SHIPPING = { name: 'Nusrat', email: 'n@boipoka.test', phone: '01711000000', address: '1 Road', city: 'Sylhet', postalCode: '3100' };

afterEach(() => activateLocale('en'));

describe('DeliveryDetails', () => {
  it('shows the place a courier finds: house and road; area and thana; district and postal code; landmark, in either language', async () => {
    const place = {
      ...SHIPPING,
      address: 'House 7, Road 27',
      city: 'Dhaka',
      postalCode: '1209',
      division: 'Dhaka',
      district: 'Dhaka',
      upazila: 'dhaka/dhanmondi',
      area: 'Dhanmondi 27',
      landmark: 'Behind Rapa Plaza',
    };
    const { container, unmount } = render(<DeliveryDetails shipping={place} />);
    // The thana's name comes with the areas, loaded when an address is first shown.
    await waitFor(() => expect(screen.getByText('Dhanmondi 27, Dhanmondi')).toBeInTheDocument());
    expect([...container.querySelectorAll('address > span')].map((line) => line.textContent)).toEqual([
      'Nusrat',
      'House 7, Road 27',
      'Dhanmondi 27, Dhanmondi',
      'Dhaka 1209',
      'Landmark: Behind Rapa Plaza',
    ]);
    unmount();
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    render(<DeliveryDetails shipping={{ ...place, postalCode: '' }} />);
    expect(screen.getByText('Dhanmondi 27, ধানমন্ডি')).toBeInTheDocument();
    expect(screen.getByText('ঢাকা')).toBeInTheDocument();
    expect(screen.getByText('কাছের চেনা জায়গা: Behind Rapa Plaza')).toBeInTheDocument();
  });

  it('names a district in the page’s language; any other city as it was written', async () => {
    const { unmount } = render(<DeliveryDetails shipping={SHIPPING} />);
    expect(screen.getByText(/Sylhet/)).toBeInTheDocument();
    unmount();
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    const bn = render(<DeliveryDetails shipping={SHIPPING} />);
    expect(screen.getByText(/সিলেট/)).toBeInTheDocument();
    bn.unmount();
    render(<DeliveryDetails shipping={{ ...SHIPPING, city: 'Mirpur DOHS' }} />);
    expect(screen.getByText(/Mirpur DOHS/)).toBeInTheDocument();
  });

  it('tells the customer the number the courier will call, in Bangla with Bangla digits; not unless asked', async () => {
    const { unmount } = render(<DeliveryDetails shipping={{ ...SHIPPING, phone: '+880 1711-000000' }} customerPhone="courier" />);
    expect(screen.getByTestId('customer-phone')).toHaveTextContent('The courier will call +880 1711-000000');
    unmount();
    const plain = render(<DeliveryDetails shipping={SHIPPING} />);
    expect(screen.queryByTestId('customer-phone')).toBeNull();
    plain.unmount();
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    render(<DeliveryDetails shipping={SHIPPING} customerPhone="courier" />);
    expect(screen.getByTestId('customer-phone')).toHaveTextContent('কুরিয়ার ০১৭১১০০০০০০ নম্বরে ফোন করবেন');
  });

  it('once nothing is on its way, names the phone as given, in both languages', async () => {
    const { unmount } = render(<DeliveryDetails shipping={SHIPPING} customerPhone="given" />);
    expect(screen.getByTestId('customer-phone')).toHaveTextContent('Phone: 01711000000');
    unmount();
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    render(<DeliveryDetails shipping={SHIPPING} customerPhone="given" />);
    expect(screen.getByTestId('customer-phone')).toHaveTextContent('ফোন: ০১৭১১০০০০০০');
  });

  // Issue 29: on a Bangla page every number is in Bangla digits, the postal code and the phone number too (the link to
  // call keeps the number as it was typed).
  it('writes the postal code and the phone number in Bangla digits on a Bangla page', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    render(<DeliveryDetails shipping={SHIPPING} showContact />);
    expect(screen.getByText('সিলেট ৩১০০')).toBeInTheDocument();
    const call = screen.getByRole('link', { name: /০১৭১১০০০০০০/ });
    expect(call).toHaveTextContent('০১৭১১০০০০০০');
    expect(call).toHaveAttribute('href', 'tel:01711000000');
  });
});
