import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogsReady } from '../../../lib/i18n';
import { setSession } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { BookReviews } from '../components/book-reviews';

const BOOK_ID = '11111111-1111-4111-8111-111111111111';
const EMPTY_PAGE = { success: true, message: 'ok', data: [], meta: { page: 1, limit: 5, total: 0, totalPages: 0 } };

function stubApi(mine: { canReview: boolean; hasCompletedOrder: boolean; review: null }) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/reviews/mine')) return jsonResponse({ success: true, message: 'ok', data: mine });
      if (method === 'POST') return jsonResponse({ success: true, message: 'ok', data: {} }, 201);
      return jsonResponse(EMPTY_PAGE);
    }),
  );
  return calls;
}

beforeAll(async () => {
  await catalogsReady();
});

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

describe('BookReviews', () => {
  it('tells a signed-in reader without a completed order why they cannot review yet', async () => {
    setSession({ user: { _id: 'u1', name: 'Rahim', email: 'rahim@example.test', role: 'user' }, accessToken: 'a', refreshToken: 'r' });
    stubApi({ canReview: false, hasCompletedOrder: false, review: null });
    renderWithProviders(<BookReviews bookId={BOOK_ID} rating={{ average: null, count: 0 }} />);
    expect(await screen.findByText('You can review this book once an order of it has been delivered to you (completed).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
    expect(await screen.findByText(/^No reviews yet/)).toBeInTheDocument();
  });

  it('lets a buyer submit only with a rating, and sends the stars and the trimmed text', async () => {
    const user = userEvent.setup();
    setSession({ user: { _id: 'u1', name: 'Rahim', email: 'rahim@example.test', role: 'user' }, accessToken: 'a', refreshToken: 'r' });
    const calls = stubApi({ canReview: true, hasCompletedOrder: true, review: null });
    renderWithProviders(<BookReviews bookId={BOOK_ID} rating={{ average: null, count: 0 }} />);
    const form = await screen.findByRole('region', { name: 'Rate and review this book' });
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByLabelText('Your review (optional)'), '  Loved it  ');
    expect(within(form).getByText('12/2,000 characters')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    await vi.waitFor(() => expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: `/api/books/${BOOK_ID}/reviews`, body: { rating: 5, text: 'Loved it' } }));
  });

  it('asks a visitor to sign in', async () => {
    stubApi({ canReview: false, hasCompletedOrder: false, review: null });
    renderWithProviders(<BookReviews bookId={BOOK_ID} rating={{ average: 4.5, count: 2 }} />);
    expect(screen.getByText('Bought this book? Sign in to review it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5, 2 reviews' })).toBeInTheDocument();
  });
});
