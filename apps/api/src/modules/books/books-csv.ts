import type { Readable } from 'node:stream';
import type { BookDetail } from '@boipoka/shared';
import { csvOf } from '../orders/orders-csv';

/**
 * The catalogue's CSV columns, headed by the API's own field names (English, as the import's template will read them):
 * one row per book, money in dollars with two decimals, empty cells where a detail is not known.
 */
const COLUMNS = [
  'title',
  'author',
  'altTitle',
  'altAuthor',
  'category',
  'language',
  'price',
  'listPrice',
  'quantity',
  'isbn',
  'publisher',
  'pages',
  'yearPublished',
  'image',
  'description',
  'id',
] as const;

type CsvRecord = Record<(typeof COLUMNS)[number], string>;

const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : value.toFixed(2));
const whole = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function toRecord(book: BookDetail): CsvRecord {
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
  };
}

/** The books as CSV, written as they come: UTF-8 with a BOM, formulas escaped (the shop's CSV options). */
export function booksCsv(books: AsyncIterable<BookDetail>): Readable {
  return csvOf(books, COLUMNS.map((key) => ({ key, header: key })), toRecord);
}
