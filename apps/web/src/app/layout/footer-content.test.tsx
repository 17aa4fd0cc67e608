import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render-with-providers';
import { publicSettings, takaShop } from '../../test/shop-settings-fixture';
import { FooterContent } from './footer-content';

beforeAll(async () => {
  await catalogsReady();
});

afterEach(() => {
  vi.unstubAllGlobals();
  activateLocale('en');
});

const footer = () => screen.getByRole('contentinfo');

describe('the footer', () => {
  it('links Privacy and Terms to their pages and Sitemap to the sitemap (issue 31: all three led to About)', () => {
    renderWithProviders(<FooterContent />);
    expect(within(footer()).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer()).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer()).getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap.xml');
    expect(within(footer()).getByRole('link', { name: 'Delivery areas and charges' })).toHaveAttribute('href', '/delivery');
    expect(within(footer()).getByRole('link', { name: 'Returns and refunds' })).toHaveAttribute('href', '/returns');
    // Issue 34: a book the shop lacks can be asked for from any page.
    expect(within(footer()).getByRole('link', { name: 'Request a book' })).toHaveAttribute('href', '/request-a-book');
    expect(
      within(footer())
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('href') === '/about'),
    ).toHaveLength(1);
  });

  it('shows the shop’s address, phone, e-mail and hours from its settings, Friday closed, and free delivery over its threshold', () => {
    renderWithProviders(<FooterContent />, { settings: takaShop() });
    const contact = within(footer()).getByRole('heading', { name: 'Contact Us' }).parentElement!;
    expect(contact).toHaveTextContent('House 12, Road 7, Dhanmondi');
    expect(within(contact).getByRole('link', { name: '01712345678' })).toHaveAttribute('href', 'tel:01712345678');
    expect(within(contact).getByRole('link', { name: 'hello@boipoka.test' })).toHaveAttribute('href', 'mailto:hello@boipoka.test');
    expect(screen.getByTestId('footer-hours')).toHaveTextContent('Saturday – Thursday: 9:00 AM – 9:00 PM');
    expect(screen.getByTestId('footer-hours')).toHaveTextContent('Friday: Closed');
    expect(screen.getByTestId('footer-free-delivery')).toHaveTextContent('Free delivery on orders over ৳1,500');
    expect(footer()).toHaveTextContent('Delivered in 1–5 days');
    expect(footer()).toHaveTextContent('Cash on delivery');
    expect(footer()).not.toHaveTextContent(/Open 7 Days|Latest News|Ekushey Book Fair 2024/);
  });

  it('shows nothing of what the owner left empty, and no free delivery when there is no threshold', () => {
    renderWithProviders(<FooterContent />, { settings: publicSettings('BDT', { freeDeliveryOver: null, cashOnDelivery: false }) });
    const contact = within(footer()).getByRole('heading', { name: 'Contact Us' }).parentElement!;
    expect(within(contact).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByTestId('footer-free-delivery')).toBeNull();
    expect(footer()).not.toHaveTextContent(/free delivery|Cash on delivery/i);
    // The hours are still the shop's (the default week closes on Friday).
    expect(screen.getByTestId('footer-hours')).toHaveTextContent('Friday: Closed');
  });

  it('in Bangla: Bangla links, digits and day names', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    renderWithProviders(<FooterContent />, { route: '/bn', settings: takaShop() });
    expect(within(footer()).getByRole('link', { name: 'গোপনীয়তা নীতি' })).toHaveAttribute('href', '/bn/privacy');
    expect(within(footer()).getByRole('link', { name: 'ব্যবহারের শর্তাবলি' })).toHaveAttribute('href', '/bn/terms');
    expect(within(footer()).getByRole('link', { name: 'বইয়ের অনুরোধ' })).toHaveAttribute('href', '/bn/request-a-book');
    expect(within(footer()).getByRole('link', { name: '০১৭১২৩৪৫৬৭৮' })).toHaveAttribute('href', 'tel:01712345678');
    expect(footer()).toHaveTextContent('বাড়ি ১২, রোড ৭, ধানমন্ডি');
    expect(screen.getByTestId('footer-hours')).toHaveTextContent('শনিবার – বৃহস্পতিবার: ০৯:০০ – ২১:০০');
    expect(screen.getByTestId('footer-hours')).toHaveTextContent('শুক্রবার: বন্ধ');
    expect(screen.getByTestId('footer-free-delivery')).toHaveTextContent('৳১,৫০০-এর বেশি অর্ডারে ফ্রি ডেলিভারি');
    expect(footer()).toHaveTextContent('© ২০');
    expect(footer()).toHaveTextContent('বইপোকা। সর্বস্বত্ব সংরক্ষিত।');
  });
});
