import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_BOOKS } from '../../../content/hero-books';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HeroCarousel } from '../components/hero-carousel';

const [first, second, third] = HERO_BOOKS.map((book) => book.title);

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
    renderWithProviders(<HeroCarousel />);
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
    renderWithProviders(<HeroCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous book' }));
    expect(shownTitle()).toBe(third);
    fireEvent.click(screen.getByRole('button', { name: 'Next book' }));
    expect(shownTitle()).toBe(first);
  });

  it('stops auto-advancing for good after an arrow is used', () => {
    renderWithProviders(<HeroCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Next book' }));
    expect(shownTitle()).toBe(second);
    advance(30_000);
    expect(shownTitle()).toBe(second);
  });

  it('stops auto-advancing for good after a dot is used', () => {
    renderWithProviders(<HeroCarousel />);
    advance(5000);
    expect(shownTitle()).toBe(second);
    fireEvent.click(screen.getByRole('button', { name: 'Show book 3' }));
    expect(shownTitle()).toBe(third);
    expect(screen.getByRole('button', { name: 'Show book 3' })).toHaveAttribute('aria-current', 'true');
    advance(60_000);
    expect(shownTitle()).toBe(third);
  });

  it('announces slides politely only once rotation has stopped, and moves with the arrow keys', () => {
    const { container } = renderWithProviders(<HeroCarousel />);
    const live = container.querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'off');
    const region = screen.getByRole('region', { name: 'Featured sample books' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shownTitle()).toBe(third);
    expect(live).toHaveAttribute('aria-live', 'polite');
    advance(10_000);
    expect(shownTitle()).toBe(third);
  });

  it('links View Details, Explore Collection and Trending Now to all products', () => {
    renderWithProviders(<HeroCarousel />);
    for (const name of [/View Details/, /Explore Collection/, /Trending Now/]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/all-products');
    }
    expect(screen.getByText('10+')).toBeInTheDocument();
    expect(screen.getByText('9+')).toBeInTheDocument();
    expect(screen.getByText('6+')).toBeInTheDocument();
  });
});
