import type { Book } from '@boipoka/shared';
import { bookNames } from './book-names';
import { getShopCurrency, type MoneyCurrency } from './format';
import type { Locale } from './i18n';

/** The page's address in a language: English at the path, Bangla under /bn. Made absolute by the server (PUBLIC_URL). */
export function localePath(path: string, locale: Locale): string {
  return locale === 'bn' ? (path === '/' ? '/bn' : `/bn${path}`) : path;
}

/**
 * The book page's schema.org JSON-LD: a `Book` with its `Offer` (price in the shop's currency, USD or BDT, in stock or not, the page's URL) and, only
 * where the book's answer carries real reviews, its `AggregateRating`. Paths ('/product-details/…', '/api/covers/…')
 * are made absolute by the server that writes the page.
 */
export function bookJsonLd(book: Book, locale: Locale, currency: MoneyCurrency = getShopCurrency()): Record<string, unknown> {
  const names = bookNames(book, locale);
  const url = localePath(`/product-details/${book._id}`, locale);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Book',
    '@id': url,
    url,
    name: names.title.primary,
    ...(names.title.secondary ? { alternateName: names.title.secondary } : {}),
    author: {
      '@type': 'Person',
      name: names.author.primary,
      ...(book.authorSlug ? { url: localePath(`/authors/${encodeURIComponent(book.authorSlug)}`, locale) } : {}),
    },
    ...(book.language ? { inLanguage: book.language } : {}),
    ...(book.image ? { image: book.image } : {}),
    ...(book.description ? { description: book.description } : {}),
    ...(book.isbn ? { isbn: book.isbn } : {}),
    ...(book.publisher ? { publisher: { '@type': 'Organization', name: book.publisher } } : {}),
    ...(book.pages ? { numberOfPages: book.pages } : {}),
    ...(book.yearPublished ? { datePublished: String(book.yearPublished) } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: book.price.toFixed(2),
      priceCurrency: currency,
      availability: book.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  const rating = book.rating;
  if (rating && rating.count > 0 && rating.average !== null) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: Number(rating.average.toFixed(2)), reviewCount: rating.count, bestRating: 5, worstRating: 1 };
  }
  return data;
}

/** Open Graph and Twitter card fields of a page with an image (the book's cover). */
export interface SocialCard {
  type: 'book' | 'profile' | 'website';
  title: string;
  description?: string;
  image?: string;
  url: string;
  /** og:site_name: the shop's name from Settings. */
  siteName?: string;
}
