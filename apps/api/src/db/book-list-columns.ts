import { books } from './schema';

/** The columns a list of books shows (lib/book-list-item.ts's BookListRow): the catalogue's lists and the home page's read the same. */
export const listColumns = {
  id: books.id,
  title: books.title,
  author: books.author,
  altTitle: books.altTitle,
  altAuthor: books.altAuthor,
  category: books.category,
  priceCents: books.priceCents,
  quantity: books.quantity,
  image: books.image,
  description: books.description,
  language: books.language,
  ratingCount: books.ratingCount,
  ratingAverage: books.ratingAverage,
  listPriceCents: books.listPriceCents,
  publisher: books.publisher,
  isbn: books.isbn,
  pages: books.pages,
  yearPublished: books.yearPublished,
  authorSlug: books.authorSlug,
  saleEndsAt: books.saleEndsAt,
  seriesNumber: books.seriesNumber,
};
