import type { BookListItem, HomeAnswer } from '@boipoka/shared';

export function homeBook(i: number, overrides: Partial<BookListItem> = {}): BookListItem {
  return {
    _id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    title: `Book ${i}`,
    author: 'Author',
    altTitle: '',
    altAuthor: '',
    category: 'Fiction',
    price: 10 + i,
    description: 'A book of the shop.',
    quantity: 5,
    image: '',
    inStock: true,
    language: 'en',
    rating: { average: null, count: 0 },
    listPrice: null,
    publisher: '',
    isbn: '',
    pages: null,
    yearPublished: null,
    authorSlug: 'author',
    ...overrides,
  };
}

export function homeAnswer(overrides: Partial<HomeAnswer> = {}): HomeAnswer {
  const bestsellers = [homeBook(1), homeBook(2), homeBook(3, { quantity: 0, inStock: false })];
  return {
    hero: bestsellers,
    spotlight: homeBook(4),
    collections: { bestsellers, newArrivals: [homeBook(5), homeBook(6)], staffPicks: [homeBook(4)], awardWinners: [] },
    stats: { books: 40, readers: 12, ordersDelivered: 7 },
    sale: null,
    ...overrides,
  };
}
