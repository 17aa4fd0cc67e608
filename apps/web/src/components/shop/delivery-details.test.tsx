import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../lib/i18n';
import { DeliveryDetails } from './delivery-details';

const SHIPPING = { name: 'Nusrat', email: 'n@boipoka.test', phone: '01711000000', address: '1 Road', city: 'Sylhet', postalCode: '3100' };

afterEach(() => activateLocale('en'));

describe('DeliveryDetails', () => {
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
});
