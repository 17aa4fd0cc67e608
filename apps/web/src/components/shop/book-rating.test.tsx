import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadLocale } from '../../lib/i18n';
import { BookRating } from './book-rating';

afterEach(() => activateLocale('en'));

describe('BookRating', () => {
  it('shows no stars at all for a book without a review (count 0), or an answer without a rating', () => {
    const { container, rerender } = render(<BookRating rating={{ average: null, count: 0 }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<BookRating rating={undefined} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the real mean and count, read as one sentence', () => {
    render(<BookRating rating={{ average: 4.46, count: 12 }} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5, 12 reviews' })).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
  });

  it('says one review in the singular', () => {
    render(<BookRating rating={{ average: 5, count: 1 }} />);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5, 1 review' })).toBeInTheDocument();
  });

  it('writes the label in Bangla with Bangla digits on a Bangla page', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    render(<BookRating rating={{ average: 4.5, count: 12 }} />);
    expect(screen.getByRole('img', { name: 'রেটিং ৫-এর মধ্যে ৪.৫, ১২টি রিভিউ' })).toBeInTheDocument();
    expect(screen.getByText('(১২টি রিভিউ)')).toBeInTheDocument();
  });
});
