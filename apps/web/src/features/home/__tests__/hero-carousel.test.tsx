import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HeroCarousel } from '../components/hero-carousel';
import { homeAnswer } from './home-fixtures';

const data = homeAnswer();
const Hero = () => <HeroCarousel books={data.hero} bestsellerIds={new Set(data.hero.map((b) => b._id))} stats={data.stats} />;

const [first, second, third] = data.hero.map((book) => book.title);

function shownTitle(): string {
  // Hidden slides are not in the accessibility tree, so exactly one slide heading is found.
  return screen.getByRole('heading', { level: 2 }).textContent ?? '';
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 5 s and wraps from the last slide to the first', () => {
    renderWithProviders(<Hero />);
    expect(shownTitle()).toBe(first);
    advance(4999);
    expect(shownTitle()).toBe(first);
    advance(1);
    expect(shownTitle()).toBe(second);
    advance(5000);
    expect(shownTitle()).toBe(third);
    advance(5000);
    expect(shownTitle()).toBe(first);
  });

  it('wraps backwards from the first slide to the last with the previous arrow', () => {
    renderWithProviders(<Hero />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous book' }));
    expect(shownTitle()).toBe(third);
    fireEvent.click(screen.getByRole('button', { name: 'Next book' }));
    expect(shownTitle()).toBe(first);
  });

  it('stops auto-advancing for good after an arrow is used', () => {
    renderWithProviders(<Hero />);
    fireEvent.click(screen.getByRole('button', { name: 'Next book' }));
    expect(shownTitle()).toBe(second);
    advance(30_000);
    expect(shownTitle()).toBe(second);
  });

  it('stops auto-advancing for good after a dot is used', () => {
    renderWithProviders(<Hero />);
    advance(5000);
    expect(shownTitle()).toBe(second);
    fireEvent.click(screen.getByRole('button', { name: 'Show book 3' }));
    expect(shownTitle()).toBe(third);
    expect(screen.getByRole('button', { name: 'Show book 3' })).toHaveAttribute('aria-current', 'true');
    advance(60_000);
    expect(shownTitle()).toBe(third);
  });

  it('announces slides politely only once rotation has stopped, and moves with the arrow keys', () => {
    const { container } = renderWithProviders(<Hero />);
    const live = container.querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'off');
    const region = screen.getByRole('region', { name: 'Our best sellers' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shownTitle()).toBe(third);
    expect(live).toHaveAttribute('aria-live', 'polite');
    advance(10_000);
    expect(shownTitle()).toBe(third);
  });

  it('View Details opens the book; the real price, no invented old price; the stat tiles are the shop’s counts', () => {
    renderWithProviders(<Hero />);
    expect(screen.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', `/product-details/${data.hero[0]!._id}`);
    expect(screen.getByRole('link', { name: /Explore Collection/ })).toHaveAttribute('href', '/all-products');
    expect(screen.getByRole('link', { name: /Trending Now/ })).toHaveAttribute('href', '/all-products?sort=bestselling');
    expect(screen.getAllByTestId('hero-slide')[0]!.textContent).toContain('$11.00');
    expect(screen.queryByText('Was')).not.toBeInTheDocument();
    expect(screen.getByTestId('hero-stat-books')).toHaveTextContent('40');
    expect(screen.getByTestId('hero-stat-readers')).toHaveTextContent('12');
    expect(screen.getByTestId('hero-stat-ordersDelivered')).toHaveTextContent('7');
  });

  it('shows the regular price struck through only when the book has one', () => {
    const book = { ...data.hero[0]!, price: 8, listPrice: 10 };
    renderWithProviders(<HeroCarousel books={[book]} />);
    expect(screen.getByText('20% OFF')).toBeInTheDocument();
    expect(screen.getByText('$10.00')).toBeInTheDocument();
  });
});
