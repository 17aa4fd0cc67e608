import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaleBannerSection } from '../components/sale-banner-section';
import { SALE_COUNTDOWN_START_SECONDS } from '../hooks/use-countdown';

function shown() {
  return ['days', 'hours', 'minutes', 'seconds'].map((unit) => screen.getByTestId(`countdown-${unit}`).textContent).join(':');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('sale countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at 2 days 14 h 32 min 45 s', () => {
    expect(SALE_COUNTDOWN_START_SECONDS).toBe(225_165);
    render(<SaleBannerSection />, { wrapper: MemoryRouter });
    expect(shown()).toBe('02:14:32:45');
  });

  it('ticks down once a second, borrowing across units', () => {
    render(<SaleBannerSection />, { wrapper: MemoryRouter });
    advance(1000);
    expect(shown()).toBe('02:14:32:44');
    advance(45_000);
    expect(shown()).toBe('02:14:31:59');
  });

  it('stops at zero and never goes below', () => {
    render(<SaleBannerSection startSeconds={3} />, { wrapper: MemoryRouter });
    advance(2000);
    expect(shown()).toBe('00:00:00:01');
    advance(1000);
    expect(shown()).toBe('00:00:00:00');
    expect(screen.getByText('The sale has ended.')).toBeInTheDocument();
    advance(10_000);
    expect(shown()).toBe('00:00:00:00');
  });
});
