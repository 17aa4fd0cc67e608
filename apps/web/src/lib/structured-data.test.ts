import type { Book } from '@boipoka/shared';
import { describe, expect, it } from 'vitest';
import { bookJsonLdSchema } from '../test/schema-org-shapes';
import { bookJsonLd } from './structured-data';

const BOOK: Book = {
  _id: '11111111-2222-4333-8444-555555555555',
  title: 'শেষের কবিতা',
  altTitle: 'Shesher Kobita',
  author: 'Rabindranath Tagore',
  altAuthor: 'রবীন্দ্রনাথ ঠাকুর',
  authorSlug: 'rabindranath-tagore',
  category: 'Fiction',
  price: 8.49,
  listPrice: null,
  quantity: 3,
  image: '/api/covers/11111111-2222-4333-8444-555555555555.svg',
  description: 'অমিত আর লাবণ্যর প্রেম।',
  inStock: true,
  language: 'bn',
  publisher: '',
  isbn: '',
  pages: null,
  yearPublished: 1929,
};

describe('bookJsonLd', () => {
  it('is a schema.org Book with its Offer, in the page’s language, with no rating when the answer has none', () => {
    const data = bookJsonLdSchema.parse(bookJsonLd(BOOK, 'bn'));
    expect(data).toMatchObject({ name: 'শেষের কবিতা', alternateName: 'Shesher Kobita', url: `/bn/product-details/${BOOK._id}`, inLanguage: 'bn', datePublished: '1929' });
    expect(data.author).toEqual({ '@type': 'Person', name: 'রবীন্দ্রনাথ ঠাকুর', url: '/bn/authors/rabindranath-tagore' });
    expect(data.offers).toEqual({ '@type': 'Offer', url: `/bn/product-details/${BOOK._id}`, price: '8.49', priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
    expect(data.aggregateRating).toBeUndefined();
    expect(data.isbn).toBeUndefined();
    expect(data.publisher).toBeUndefined();
  });

  it('says OutOfStock for a sold-out book, and carries its ISBN, publisher and pages when known', () => {
    const data = bookJsonLdSchema.parse(bookJsonLd({ ...BOOK, quantity: 0, isbn: '9780735211292', publisher: 'Visva-Bharati', pages: 120 }, 'en'));
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data).toMatchObject({ name: 'Shesher Kobita', isbn: '9780735211292', publisher: { '@type': 'Organization', name: 'Visva-Bharati' }, numberOfPages: 120 });
  });

  it('adds AggregateRating only for a rating with reviews', () => {
    const rated = bookJsonLdSchema.parse(bookJsonLd({ ...BOOK, rating: { average: 4.333333, count: 3 } } as Book, 'en'));
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.33, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(bookJsonLdSchema.parse(bookJsonLd({ ...BOOK, rating: { average: 0, count: 0 } } as Book, 'en')).aggregateRating).toBeUndefined();
  });

  it('the shape check refuses what schema.org would not take (a price without cents, an unknown availability)', () => {
    const data = bookJsonLd(BOOK, 'en');
    expect(bookJsonLdSchema.safeParse({ ...data, offers: { ...(data.offers as object), price: 8.49 } }).success).toBe(false);
    expect(bookJsonLdSchema.safeParse({ ...data, offers: { ...(data.offers as object), availability: 'InStock' } }).success).toBe(false);
  });

  it("offers the book in the shop's currency: Taka in a Taka shop (issue 31)", () => {
    const data = bookJsonLdSchema.parse(bookJsonLd({ ...BOOK, price: 350 }, 'bn', 'BDT'));
    expect(data.offers).toMatchObject({ price: '350.00', priceCurrency: 'BDT' });
    expect(bookJsonLdSchema.parse(bookJsonLd(BOOK, 'en', 'USD')).offers).toMatchObject({ priceCurrency: 'USD' });
  });
});
