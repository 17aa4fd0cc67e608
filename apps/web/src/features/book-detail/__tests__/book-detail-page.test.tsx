import type { Book } from '@boipoka/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { clearCart, getCartLines } from '../../../lib/cart-store';
import { BookDetailPage } from '../pages/book-detail-page';

const ID = '11111111-2222-3333-4444-555555555555';

function book(overrides: Partial<Book> = {}): Book {
  return {
    _id: ID,
    title: 'Himu',
    author: 'Humayun Ahmed',
    category: 'Fiction',
    price: 10,
    quantity: 20,
    image: '',
    description: 'A wandering young man in yellow.',
    inStock: true,
    ...overrides,
  };
}

function CheckoutProbe() {
  const location = useLocation();
  return <pre data-testid="checkout-state">{JSON.stringify(location.state)}</pre>;
}

function renderDetail(answer: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  const result = renderWithProviders(<BookDetailPage />, {
    route: `/product-details/${ID}`,
    path: '/product-details/:id',
    extraRoutes: <Route path="/checkout" element={<CheckoutProbe />} />,
  });
  return { ...result, fetchMock };
}

afterEach(() => {
  clearCart();
  vi.unstubAllGlobals();
});

describe('BookDetailPage quantity', () => {
  it('goes from 1 up to 10 when the stock is larger, and back down to 1', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDetail(jsonResponse({ success: true, message: 'ok', data: book({ quantity: 20 }) }));
    const plus = await screen.findByRole('button', { name: 'Increase quantity' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('quantity')).toHaveTextContent('1');
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    for (let i = 0; i < 15; i++) await user.click(plus);
    expect(screen.getByTestId('quantity')).toHaveTextContent('10');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    // At the limit the button keeps the keyboard's focus (a disabled one would drop it to the page's start).
    expect(plus).toHaveFocus();
    expect(minus).toHaveAttribute('aria-disabled', 'false');
    for (let i = 0; i < 15; i++) await user.click(minus);
    expect(screen.getByTestId('quantity')).toHaveTextContent('1');
  });

  it('stops at the stock when it is under 10 and warns that only a few are left', async () => {
    const user = userEvent.setup();
    renderDetail(jsonResponse({ success: true, message: 'ok', data: book({ quantity: 3 }) }));
    const plus = await screen.findByRole('button', { name: 'Increase quantity' });
    expect(screen.getByText('Only 3 left!')).toBeInTheDocument();
    for (let i = 0; i < 5; i++) await user.click(plus);
    expect(screen.getByTestId('quantity')).toHaveTextContent('3');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).toHaveFocus();
  });

  it('Buy Now carries the book with orderQuantity to /checkout', async () => {
    const user = userEvent.setup();
    renderDetail(jsonResponse({ success: true, message: 'ok', data: book({ quantity: 7 }) }));
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    const state = JSON.parse(screen.getByTestId('checkout-state').textContent ?? 'null');
    expect(state).toEqual({ book: { ...book({ quantity: 7 }), orderQuantity: 2 } });
  });

  it('Add to Cart puts the chosen quantity in the cart, never more than the stock', async () => {
    const user = userEvent.setup();
    renderDetail(jsonResponse({ success: true, message: 'ok', data: book({ quantity: 3 }) }));
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(getCartLines()).toMatchObject([{ bookId: ID, title: 'Himu', price: 10, quantity: 2, stock: 3 }]);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(getCartLines()[0]!.quantity).toBe(3);
  });

  it('has no Buy Now and no quantity selector when out of stock', async () => {
    renderDetail(jsonResponse({ success: true, message: 'ok', data: book({ quantity: 0, inStock: false }) }));
    expect(await screen.findByRole('heading', { name: 'Himu' })).toBeInTheDocument();
    expect(screen.getAllByText('Out of Stock').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Increase quantity' })).not.toBeInTheDocument();
    expect(screen.queryByText(/left!/)).not.toBeInTheDocument();
  });

  it('shows no struck price and no saving for a book without a regular price', async () => {
    const { container } = renderDetail(jsonResponse({ success: true, message: 'ok', data: book({ price: 10, listPrice: null }) }));
    expect(await screen.findByText('$10.00')).toBeInTheDocument();
    expect(container.querySelector('.line-through')).toBeNull();
    expect(screen.queryByText(/Save \d+%|\$13\.00/)).not.toBeInTheDocument();
    // No review yet: no stars.
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('says when a scheduled sale’s price ends, beside the struck regular price', async () => {
    // 23:59 on 14 February in the shop's clock (Asia/Dhaka, UTC+6).
    renderDetail(jsonResponse({ success: true, message: 'ok', data: book({ price: 8, listPrice: 10, saleEndsAt: '2027-02-14T17:59:00.000Z' }) }));
    expect(await screen.findByTestId('sale-ends')).toHaveTextContent('Sale ends Feb 14, 23:59');
    expect(screen.getByText('$10.00').closest('.line-through')).not.toBeNull();
  });

  it('says nothing of a sale’s end for a book not on a scheduled sale', async () => {
    renderDetail(jsonResponse({ success: true, message: 'ok', data: book({ price: 12, listPrice: 16, saleEndsAt: null }) }));
    expect(await screen.findByText('Save 25%')).toBeInTheDocument();
    expect(screen.queryByTestId('sale-ends')).not.toBeInTheDocument();
  });

  it('shows the regular price struck with the saving computed from it, its real stars, and the book’s real details', async () => {
    const user = userEvent.setup();
    const details = {
      price: 12,
      listPrice: 16,
      language: 'bn',
      publisher: 'Anyaprokash',
      isbn: '9789845020560',
      pages: 216,
      yearPublished: 2013,
      authorSlug: 'humayun-ahmed',
      rating: { average: 4.5, count: 12 },
    } as const;
    renderDetail(jsonResponse({ success: true, message: 'ok', data: book(details) }));
    expect(await screen.findByText('Save 25%')).toBeInTheDocument();
    expect(screen.getByText('$16.00').closest('.line-through')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5, 12 reviews' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Humayun Ahmed' })).toHaveAttribute('href', '/authors/humayun-ahmed');
    const description = screen.getByRole('tab', { name: 'Description' });
    description.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(screen.getByRole('tabpanel'));
    const row = (term: string) => panel.getByText(term).nextElementSibling;
    expect(row('Publisher')).toHaveTextContent('Anyaprokash');
    expect(row('Language')).toHaveTextContent('Bangla');
    expect(row('ISBN')).toHaveTextContent('978-9845020560');
    expect(row('Pages')).toHaveTextContent('216');
    expect(row('Year published')).toHaveTextContent('2013');
    expect(panel.queryByText('Boipoka Publications')).not.toBeInTheDocument();
  });

  it('leaves out the details the shop does not know, and tells an English book’s language truthfully', async () => {
    const user = userEvent.setup();
    renderDetail(jsonResponse({ success: true, message: 'ok', data: book({ language: 'en', publisher: '', isbn: '', pages: null, yearPublished: null }) }));
    const description = await screen.findByRole('tab', { name: 'Description' });
    description.focus();
    await user.keyboard('{ArrowRight}');
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByText('Language').nextElementSibling).toHaveTextContent('English');
    for (const term of ['Publisher', 'ISBN', 'Pages', 'Year published']) expect(panel.queryByText(term)).not.toBeInTheDocument();
  });
});

describe('BookDetailPage reviews', () => {
  it('shows the real rating and count, and opens the reviews (loaded with the tab) with the sign-in prompt', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/reviews')) {
        return jsonResponse({
          success: true,
          message: 'ok',
          data: [
            {
              _id: 'r1',
              bookId: ID,
              rating: 4,
              text: 'A fine read.',
              reviewer: { name: 'Nusrat J.' },
              verifiedPurchase: true,
              hidden: false,
              createdAt: '2026-11-01T10:00:00.000Z',
              updatedAt: '2026-11-01T10:00:00.000Z',
            },
          ],
          meta: { page: 1, limit: 5, total: 1, totalPages: 1 },
        });
      }
      return jsonResponse({ success: true, message: 'ok', data: book({ rating: { average: 4.5, count: 12 } }) });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<BookDetailPage />, { route: `/product-details/${ID}`, path: '/product-details/:id' });
    expect(await screen.findByRole('img', { name: 'Rated 4.5 out of 5, 12 reviews' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/reviews'))).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    const panel = screen.getByRole('tabpanel');
    // The reviews' code and texts load when the tab opens (their own chunk).
    expect(await within(panel).findByText('A fine read.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(panel).getByText('Nusrat J.')).toBeInTheDocument();
    expect(within(panel).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(panel).getByText('Bought this book? Sign in to review it.')).toBeInTheDocument();
  });
});

describe('BookDetailPage failures (SPEC §8)', () => {
  it.each([
    ['a 404', () => jsonResponse({ success: false, message: 'Book not found' }, 404), 'Book not found'],
    ['a 500', () => jsonResponse({ success: false, message: 'boom' }, 500), 'Failed to fetch book details'],
    ['an answer without data', () => jsonResponse({ success: true, message: 'ok', data: null }), 'Book not found'],
    ['a network failure', () => new TypeError('Failed to fetch'), 'An error occurred'],
  ])('shows the failure screen for %s', async (_, answer, message) => {
    renderDetail(answer());
    // A 5xx is retried once (after about a second) before the failure screen shows.
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });
});

describe('BookDetailPage names', () => {
  it('heads the page with the title in the page’s script, the other form under it, the author likewise, each with its lang', async () => {
    renderDetail(
      jsonResponse({
        success: true,
        message: 'ok',
        data: book({ title: 'ময়ূরাক্ষী', altTitle: 'Mayurakshi', author: 'Humayun Ahmed', altAuthor: 'হুমায়ূন আহমেদ', description: 'হলুদ পাঞ্জাবি পরা হিমুর প্রথম আবির্ভাব।' }),
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Mayurakshi' });
    expect(heading).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText('ময়ূরাক্ষী')[0]).toHaveAttribute('lang', 'bn');
    const by = screen.getByText('Humayun Ahmed', { selector: 'p > span' });
    expect(by).toHaveAttribute('lang', 'en');
    expect(by.parentElement).toHaveTextContent('by Humayun Ahmed');
    expect(screen.getAllByText('হুমায়ূন আহমেদ')[0]).toHaveAttribute('lang', 'bn');
    // The stored description speaks its own language too.
    expect(screen.getByText('হলুদ পাঞ্জাবি পরা হিমুর প্রথম আবির্ভাব।')).toHaveAttribute('lang', 'bn');
  });

  it('shows a book without other forms as before', async () => {
    renderDetail(jsonResponse({ success: true, message: 'ok', data: book() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Himu' })).toHaveAttribute('lang', 'en');
    expect(document.title).toMatch(/^Himu/);
  });
});
