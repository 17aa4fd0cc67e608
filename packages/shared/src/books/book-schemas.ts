import { z } from 'zod';
import { BOOK_CATEGORIES } from './categories';
import { isoDateTimeSchema } from '../common/api-envelope';
import { hasAtMostTwoDecimals } from '../common/money';
import { BOOK_SORTS, BOOK_SORT_FIELDS, DEFAULT_BOOK_PAGE_SIZE, MAX_PAGE_SIZE } from './book-sorts';

export const bookCategorySchema = z.enum(BOOK_CATEGORIES, { error: 'Category must be one of Fiction, Religious, Poetry, SelfDevelopment, Science' });

export const MAX_PRICE = 100_000;

export const priceSchema = z
  .number({ error: 'Price must be a number' })
  .min(0.01, 'Price must be at least 0.01')
  .max(MAX_PRICE, `Price must be at most ${MAX_PRICE}`)
  .refine(hasAtMostTwoDecimals, 'Price must have at most 2 decimals');

/** Seeded covers are drawn by this server; anything an admin types must be an https URL. */
export const OWN_COVER_PREFIX = '/api/covers/';
export const bookImageSchema = z
  .string()
  .trim()
  .max(2000, 'Image URL is too long')
  .refine(
    (value) => value === '' || value.startsWith(OWN_COVER_PREFIX) || /^https:\/\/[^\s]+$/i.test(value),
    'Image must be an https URL',
  );

export const createBookInput = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(300, 'Title must be at most 300 characters'),
  author: z.string({ error: 'Author is required' }).trim().min(1, 'Author is required').max(200, 'Author must be at most 200 characters'),
  price: priceSchema,
  quantity: z.number({ error: 'Quantity must be a number' }).int('Quantity must be a whole number').min(0, 'Quantity cannot be negative').max(1_000_000, 'Quantity is too large'),
  category: bookCategorySchema,
  description: z.string({ error: 'Description is required' }).trim().min(10, 'Description must be at least 10 characters').max(5000, 'Description must be at most 5000 characters'),
  image: bookImageSchema.optional().default(''),
});
export type CreateBookInput = z.input<typeof createBookInput>;

/** PATCH takes a partial book or the whole book as read; read-only fields are stripped. */
export const updateBookInput = createBookInput.partial().extend({ image: bookImageSchema.optional() });
export type UpdateBookInput = z.input<typeof updateBookInput>;


const queryNumber = z.coerce.number({ error: 'Must be a number' }).refine(Number.isFinite, 'Must be a finite number');

export const bookListQuery = z.object({
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  category: bookCategorySchema.optional(),
  author: z.string().trim().max(200).optional(),
  minPrice: queryNumber.pipe(z.number().min(0, 'minPrice cannot be negative').max(MAX_PRICE, `minPrice must be at most ${MAX_PRICE}`)).optional(),
  maxPrice: queryNumber.pipe(z.number().min(0, 'maxPrice cannot be negative').max(MAX_PRICE, `maxPrice must be at most ${MAX_PRICE}`)).optional(),
  sort: z.enum(BOOK_SORTS).optional().default('featured'),
  /** Admin table: sort on a column; wins over `sort` when given. */
  sortBy: z.enum(BOOK_SORT_FIELDS).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional().default('asc'),
  /** Without page and limit the whole list comes, up to BOOKS_UNPAGED_CAP (the original client pages in the browser). */
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').max(1_000_000, 'page is too large').optional(),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`).optional(),
});
/** The most books one answer without paging holds (`GET /api/books` with neither page nor limit). */
export const BOOKS_UNPAGED_CAP = 2_000;
export type BookListQuery = z.input<typeof bookListQuery>;

/** A book in a list (money in dollars): lists leave out the dates; the description comes along (the original client's admin edit form edits the list item it has). */
export const bookListItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  category: bookCategorySchema,
  price: z.number(),
  quantity: z.number().int(),
  image: z.string(),
  description: z.string(),
  inStock: z.boolean(),
});
export type BookListItem = z.infer<typeof bookListItemSchema>;

/** One book as read, created or edited. */
export const bookSchema = bookListItemSchema.extend({
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type BookDetail = z.infer<typeof bookSchema>;

/** A book as the client holds it, from a list or from its own page (the client caches both under one type). */
export type Book = BookListItem & Partial<Omit<BookDetail, keyof BookListItem>>;

export const authorCountSchema = z.object({ author: z.string(), count: z.number().int() });
export type AuthorCount = z.infer<typeof authorCountSchema>;
