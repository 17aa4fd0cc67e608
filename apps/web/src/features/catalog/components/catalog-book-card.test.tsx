import type { Book } from '@boipoka/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { clearCart, getCartLines } from '../../../lib/cart-store';
import { CatalogBookCard } from './catalog-book-card';

const BOOK: Book = {
  _id: 'b1',
  title: 'Padma Nadir Majhi',
  author: 'Manik Bandopadhyay',
  category: 'Fiction',
  price: 12.5,
  quantity: 2,
  image: '',
  description: 'Fishermen of the Padma.',
  inStock: true,
};

afterEach(() => clearCart());

describe('CatalogBookCard', () => {
  it('adds an in-stock book to the cart from the listing, never more than its stock', () => {
    renderWithProviders(<CatalogBookCard book={BOOK} view="grid" favourite={false} onToggleFavourite={() => {}} />);
    const add = screen.getByRole('button', { name: 'Add Padma Nadir Majhi to the cart' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    expect(getCartLines()).toMatchObject([{ bookId: 'b1', quantity: 2, price: 12.5 }]);
    // The card's link still opens the book.
    expect(screen.getByRole('link', { name: 'Padma Nadir Majhi' })).toHaveAttribute('href', '/product-details/b1');
  });

  it.each(['grid', 'list'] as const)('shows the title and author in the page’s script with the other form under it, each with its own lang (%s)', (view) => {
    const bangla: Book = {
      ...BOOK,
      _id: 'b2',
      title: 'শেষের কবিতা',
      altTitle: 'Shesher Kobita',
      author: 'Rabindranath Tagore',
      altAuthor: 'রবীন্দ্রনাথ ঠাকুর',
      description: 'অমিত আর লাবণ্যর প্রেমের উপন্যাস।',
    };
    renderWithProviders(<CatalogBookCard book={bangla} view={view} favourite={false} onToggleFavourite={() => {}} />);
    // English page: the Latin form leads (and names the link), the stored Bangla title follows.
    const link = screen.getByRole('link', { name: 'Shesher Kobita' });
    expect(within(link).getByText('Shesher Kobita')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('শেষের কবিতা')).toHaveAttribute('lang', 'bn');
    expect(screen.getByText('Rabindranath Tagore')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('রবীন্দ্রনাথ ঠাকুর')).toHaveAttribute('lang', 'bn');
    expect(screen.getByRole('button', { name: 'Add Shesher Kobita to the cart' })).toBeInTheDocument();
    if (view === 'list') expect(screen.getByText('অমিত আর লাবণ্যর প্রেমের উপন্যাস।')).toHaveAttribute('lang', 'bn');
  });

  it('shows only the stored title and author when the book has no other forms', () => {
    renderWithProviders(<CatalogBookCard book={{ ...BOOK, altTitle: '', altAuthor: '' }} view="grid" favourite={false} onToggleFavourite={() => {}} />);
    expect(screen.getByText('Padma Nadir Majhi')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('article').querySelectorAll('[lang]')).toHaveLength(2);
  });

  it('has no cart button when the book is out of stock', () => {
    renderWithProviders(<CatalogBookCard book={{ ...BOOK, quantity: 0, inStock: false }} view="list" favourite={false} onToggleFavourite={() => {}} />);
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to the cart/ })).not.toBeInTheDocument();
  });

  // Issue 16: told 240 px, a phone's 182 px grid column took the 800 px file of an uploaded cover (the page's LCP).
  it.each([
    ['grid', '(min-width: 640px) 284px, calc(50vw - 24px)'],
    ['list', '(min-width: 640px) 144px, 112px'],
  ] as const)('tells the browser how wide an uploaded cover is shown in the %s, so a phone takes the file that fits', (view, sizes) => {
    const uploaded = { ...BOOK, image: '/api/covers/b1/0a1b2c3d4e5f6a7b-400.webp' };
    renderWithProviders(<CatalogBookCard book={uploaded} view={view} favourite={false} onToggleFavourite={() => {}} priority />);
    const cover = screen.getByRole('img', { name: /Padma Nadir Majhi/ });
    expect(cover).toHaveAttribute('srcset', expect.stringContaining('0a1b2c3d4e5f6a7b-200.webp 200w'));
    expect(cover).toHaveAttribute('sizes', sizes);
  });
});
