import type { Readable } from 'node:stream';
import { BOOK_CSV_COLUMNS, CATEGORIES_SEPARATOR, type BookCsvColumn, type Currency } from '@boipoka/shared';
import type { ExportedBook } from './books-service';
import { csvOf } from '../../lib/csv';

/**
 * One row per book, in the columns the import reads (packages/shared's BOOK_CSV_COLUMNS): money in the shop's currency
 * with two decimals, empty cells where a detail is not known; then, when given, the `currency` of the prices (issue 31),
 * which the import checks against the shop's.
 */
type CsvRecord = Record<BookCsvColumn | 'currency', string>;

const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : value.toFixed(2));
const whole = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function toRecord(book: ExportedBook, currency = ''): CsvRecord {
  return {
    title: book.title,
    author: book.author,
    altTitle: book.altTitle ?? '',
    altAuthor: book.altAuthor ?? '',
    category: book.category,
    language: book.language ?? '',
    price: money(book.price),
    listPrice: money(book.listPrice),
    quantity: whole(book.quantity),
    isbn: book.isbn ?? '',
    publisher: book.publisher ?? '',
    pages: whole(book.pages),
    yearPublished: whole(book.yearPublished),
    image: book.image ?? '',
    description: book.description ?? '',
    id: book._id,
    // Slugs: what the import reads back to the same categories and series, whatever their names become (decision 050).
    categories: book.categorySlugs.join(CATEGORIES_SEPARATOR),
    series: book.seriesSlug,
    seriesNumber: whole(book.seriesNumber),
    currency,
  };
}

/** The books as CSV, written as they come: UTF-8 with a BOM, formulas escaped (the shop's CSV options). */
export function booksCsv(books: AsyncIterable<ExportedBook>, currency?: Currency): Readable {
  const columns: { key: BookCsvColumn | 'currency'; header: string }[] = BOOK_CSV_COLUMNS.map((key) => ({ key, header: key }));
  if (currency) columns.push({ key: 'currency', header: 'currency' });
  return csvOf(books, columns, (book) => toRecord(book, currency));
}
