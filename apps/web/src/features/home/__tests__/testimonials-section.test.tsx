import type { FeaturedReview } from '@boipoka/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { TestimonialsSection } from '../components/testimonials-section';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const review = (n: number, overrides: Partial<FeaturedReview> = {}): FeaturedReview => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  rating: 5,
  text: `What reader ${n} wrote about the book.`,
  reviewer: { name: `Reader ${n}.` },
  createdAt: '2026-11-01T10:00:00.000Z',
  book: { _id: `10000000-0000-4000-8000-00000000000${n}`, title: `Book ${n}` },
  ...overrides,
});

const answer = (data: FeaturedReview[]) => vi.fn(async () => jsonResponse({ success: true, message: 'ok', data }));

describe('TestimonialsSection', () => {
  it('quotes what verified buyers wrote, with the book they bought as a link, from GET /api/reviews/featured', async () => {
    const fetchMock = answer([review(1, { text: 'একটানা পড়ে শেষ করেছি।', book: { _id: '10000000-0000-4000-8000-000000000001', title: 'নন্দিত নরকে' } }), review(2)]);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TestimonialsSection />);
    const [first] = await screen.findAllByTestId('testimonial');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/reviews/featured');
    expect(screen.getByRole('heading', { name: 'What Our Readers Say' })).toBeInTheDocument();
    expect(within(first!).getByText('একটানা পড়ে শেষ করেছি।')).toHaveAttribute('lang', 'bn');
    expect(within(first!).getByText('Reader 1.')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'নন্দিত নরকে' })).toHaveAttribute('href', '/product-details/10000000-0000-4000-8000-000000000001');
    expect(first!).toHaveTextContent('Bought নন্দিত নরকে here');
    // Two quotes: the second waits its turn, and the controls move between them.
    expect(screen.getAllByTestId('testimonial')[1]).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeInTheDocument();
  });

  it('shows nothing at all when no buyer has written a review to quote: no invented testimonial', async () => {
    const fetchMock = answer([]);
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderWithProviders(<TestimonialsSection />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // Let the answer land.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: 'What Our Readers Say' })).not.toBeInTheDocument();
  });

  it('one quote has no arrows or dots', async () => {
    vi.stubGlobal('fetch', answer([review(3)]));
    renderWithProviders(<TestimonialsSection />);
    await screen.findByTestId('testimonial');
    expect(screen.queryByRole('button', { name: 'Next testimonial' })).not.toBeInTheDocument();
  });
});
