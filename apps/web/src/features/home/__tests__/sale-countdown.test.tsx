import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { SaleBanner, SaleBannerSection } from '../components/sale-banner-section';
import { homeAnswer } from './home-fixtures';

function shown() {
  return ['days', 'hours', 'minutes', 'seconds'].map((unit) => screen.getByTestId(`countdown-${unit}`).textContent).join(':');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('sale countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts down to the end the admin set, borrowing across units', () => {
    renderWithProviders(<SaleBanner endsAt={NOW + ((2 * 24 + 14) * 3600 + 32 * 60 + 45) * 1000} />);
    expect(shown()).toBe('02:14:32:45');
    advance(1000);
    expect(shown()).toBe('02:14:32:44');
    advance(45_000);
    expect(shown()).toBe('02:14:31:59');
  });

  it('goes away when the sale ends', () => {
    renderWithProviders(<SaleBanner endsAt={NOW + 3000} />);
    advance(2000);
    expect(shown()).toBe('00:00:00:01');
    advance(1000);
    expect(screen.queryByTestId('sale-banner')).not.toBeInTheDocument();
  });

  it('names the scheduled sale that runs, counting down to its end', async () => {
    vi.useRealTimers();
    const endsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: true, message: 'ok', data: homeAnswer({ sale: { endsAt, name: { en: 'Ekushey Boi Mela', bn: 'একুশে বইমেলা' } } }) })),
    );
    renderWithProviders(<SaleBannerSection />);
    expect(await screen.findByText('Ekushey Boi Mela')).toBeInTheDocument();
    expect(screen.getByTestId('countdown-days')).toHaveTextContent(/0[23]/);
  });

  it('is not shown when the shop has no sale', async () => {
    vi.useRealTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: true, message: 'ok', data: homeAnswer({ sale: null }) })),
    );
    const { container } = renderWithProviders(<SaleBannerSection />);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid="sale-banner"]')).toBeNull();
  });
});
