import { BOOK_LANGUAGES } from './book-language';
import { z } from 'zod';
import { BOOK_CATEGORIES } from './categories';
import { bookFacetsInput, bookFacetsSchema } from '../catalogue/catalogue-schemas';
import { isoDateTimeSchema } from '../common/api-envelope';
import { hasAtMostTwoDecimals } from '../common/money';
import { scriptOf } from '../common/script';
import { normaliseIsbn } from './isbn';
import { BOOK_SORTS, BOOK_SORT_FIELDS, MAX_PAGE_SIZE } from './book-sorts';
import { bookRatingSchema } from '../reviews/review-schemas';

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
  .refine((value) => value === '' || value.startsWith(OWN_COVER_PREFIX) || /^https:\/\/[^\s]+$/i.test(value), 'Image must be an https URL');

/** The regular price a sale is measured against (dollars, like price); null for none. Above the price: checked with it. */
export const listPriceSchema = z
  .number({ error: 'Regular price must be a number' })
  .min(0.01, 'Regular price must be at least 0.01')
  .max(MAX_PRICE, 'Regular price must be at most 100000')
  .refine(hasAtMostTwoDecimals, 'Regular price must have at most 2 decimals')
  .nullable();
export const LIST_PRICE_NOT_ABOVE = 'Regular price must be above the price';

/** ISBN-10 or ISBN-13 with a valid check digit, hyphens and spaces allowed; kept as ISBN-13 digits. '' for none. */
export const isbnSchema = z
  .string({ error: 'ISBN must be text' })
  .trim()
  .max(40, 'ISBN must be a valid ISBN-10 or ISBN-13')
  .transform((value, ctx) => {
    if (value === '') return '';
    const isbn = normaliseIsbn(value);
    if (isbn === undefined) {
      ctx.addIssue({ code: 'custom', message: 'ISBN must be a valid ISBN-10 or ISBN-13' });
      return z.NEVER;
    }
    return isbn;
  })
  .describe("ISBN-10 or ISBN-13 (check digit verified, hyphens allowed); answered as ISBN-13 digits; '' for none");

export const MIN_YEAR_PUBLISHED = 1000;

export const bookLanguageSchema = z.enum(BOOK_LANGUAGES, { error: "Language must be 'bn' (Bangla) or 'en' (English)" });

export const MAX_TITLE_LENGTH = 300;
export const MAX_AUTHOR_LENGTH = 200;

/** The fields of a book an admin writes; the other-script forms are checked against title and author in `otherScriptIssues`. */
const bookFields = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`),
  author: z.string({ error: 'Author is required' }).trim().min(1, 'Author is required').max(MAX_AUTHOR_LENGTH, `Author must be at most ${MAX_AUTHOR_LENGTH} characters`),
  /** The same title in the other script (শেষের কবিতা / Shesher Kobita); '' when there is none. */
  altTitle: z
    .string({ error: 'Title in the other script must be text' })
    .trim()
    .max(MAX_TITLE_LENGTH, `Title in the other script must be at most ${MAX_TITLE_LENGTH} characters`)
    .describe("The title in the other script: Latin letters for a Bangla title, Bangla for a Latin one; '' for none"),
  /** The same author in the other script (রবীন্দ্রনাথ ঠাকুর / Rabindranath Tagore); '' when there is none. */
  altAuthor: z
    .string({ error: 'Author in the other script must be text' })
    .trim()
    .max(MAX_AUTHOR_LENGTH, `Author in the other script must be at most ${MAX_AUTHOR_LENGTH} characters`)
    .describe("The author in the other script: Latin letters for a Bangla name, Bangla for a Latin one; '' for none"),
  price: priceSchema,
  quantity: z.number({ error: 'Quantity must be a number' }).int('Quantity must be a whole number').min(0, 'Quantity cannot be negative').max(1_000_000, 'Quantity is too large'),
  category: bookCategorySchema,
  description: z.string({ error: 'Description is required' }).trim().min(10, 'Description must be at least 10 characters').max(5000, 'Description must be at most 5000 characters'),
  image: bookImageSchema,
  /** Bangla or English; when a new book has none it is derived from its texts (deriveBookLanguage). */
  language: bookLanguageSchema.describe("The book's language: 'bn' (Bangla) or 'en' (English). Optional on create: derived from the title and author when absent"),
  listPrice: listPriceSchema.describe('The regular price in dollars, above `price`: shown struck through with the discount; null when the book is not on sale'),
  publisher: z.string({ error: 'Publisher must be text' }).trim().max(200, 'Publisher must be at most 200 characters').describe("The publisher; '' when not known"),
  isbn: isbnSchema,
  pages: z
    .number({ error: 'Pages must be a number' })
    .int('Pages must be a whole number')
    .min(1, 'Pages must be at least 1')
    .max(100_000, 'Pages must be at most 100000')
    .nullable()
    .describe('Number of pages; null when not known'),
  yearPublished: z
    .number({ error: 'Year published must be a number' })
    .int('Year published must be a whole number')
    .min(MIN_YEAR_PUBLISHED, 'Year published must be 1000 or later')
    .refine((year) => year <= new Date().getUTCFullYear() + 1, 'Year published cannot be in the future')
    .nullable()
    .describe('The year the book was published; null when not known'),
});

/** A regular price must be above the price: on the field `listPrice`. */
function checkListPrice(book: { price?: number; listPrice?: number | null }, ctx: z.RefinementCtx): void {
  if (book.price !== undefined && book.listPrice !== undefined && book.listPrice !== null && !(book.listPrice > book.price)) {
    ctx.addIssue({ code: 'custom', path: ['listPrice'], message: LIST_PRICE_NOT_ABOVE });
  }
}

/** Why an other-script form is refused, by field and by what it should have been written in (one table, so each is translated). */
const OTHER_SCRIPT_MESSAGES = {
  titleAny: 'Title in the other script must be written in Bangla or Latin letters',
  titleLatin: 'Title in the other script must be written in Latin letters, as the title is in Bangla letters',
  titleBangla: 'Title in the other script must be written in Bangla letters, as the title is in Latin letters',
  authorAny: 'Author in the other script must be written in Bangla or Latin letters',
  authorLatin: 'Author in the other script must be written in Latin letters, as the author is in Bangla letters',
  authorBangla: 'Author in the other script must be written in Bangla letters, as the author is in Latin letters',
} as const;

/**
 * Why `alt` cannot be the other-script form of `primary` (undefined when it can, or when it is empty): it must be written
 * in the script `primary` is not in. A primary with no letters of either script ('1984') takes either.
 */
export function otherScriptIssue(field: 'title' | 'author', primary: string, alt: string): string | undefined {
  if (alt.trim() === '') return undefined;
  const primaryScript = scriptOf(primary);
  const altScript = scriptOf(alt);
  if (primaryScript === undefined) return altScript === undefined ? OTHER_SCRIPT_MESSAGES[`${field}Any` as const] : undefined;
  const wanted = primaryScript === 'bn' ? 'en' : 'bn';
  if (altScript === wanted) return undefined;
  return OTHER_SCRIPT_MESSAGES[wanted === 'en' ? (`${field}Latin` as const) : (`${field}Bangla` as const)];
}

/** The other-script checks of a book as it will be stored: each issue with the field it is about (`altTitle`, `altAuthor`). */
export function otherScriptIssues(book: { title: string; author: string; altTitle: string; altAuthor: string }): { path: 'altTitle' | 'altAuthor'; message: string }[] {
  const issues: { path: 'altTitle' | 'altAuthor'; message: string }[] = [];
  const title = otherScriptIssue('title', book.title, book.altTitle);
  if (title) issues.push({ path: 'altTitle', message: title });
  const author = otherScriptIssue('author', book.author, book.altAuthor);
  if (author) issues.push({ path: 'altAuthor', message: author });
  return issues;
}

export const createBookInput = bookFields
  .extend({
    altTitle: bookFields.shape.altTitle.optional().default(''),
    altAuthor: bookFields.shape.altAuthor.optional().default(''),
    image: bookImageSchema.optional().default(''),
    language: bookFields.shape.language.optional(),
    listPrice: bookFields.shape.listPrice.optional().default(null),
    publisher: bookFields.shape.publisher.optional().default(''),
    isbn: bookFields.shape.isbn.optional().default(''),
    pages: bookFields.shape.pages.optional().default(null),
    yearPublished: bookFields.shape.yearPublished.optional().default(null),
    // SPEC's category, or the categories of the tree (the first is the book's primary one): at least one of the two.
    category: bookCategorySchema.optional(),
    ...bookFacetsInput.shape,
  })
  .superRefine((book, ctx) => {
    if (book.category === undefined && book.categoryIds === undefined) ctx.addIssue({ code: 'custom', path: ['category'], message: 'Category is required' });
    for (const issue of otherScriptIssues(book)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    checkListPrice(book, ctx);
  });
export type CreateBookInput = z.input<typeof createBookInput>;

/**
 * PATCH takes a partial book or the whole book as read; read-only fields are stripped. The other-script forms are checked
 * here when the body holds both halves of a pair, and by the service against the stored book otherwise.
 */
export const updateBookInput = bookFields
  .partial()
  .extend(bookFacetsInput.shape)
  .superRefine((book, ctx) => {
    // A body with only one of the two prices is checked by the service against the stored other one.
    checkListPrice(book, ctx);
    if (book.title !== undefined && book.altTitle !== undefined) {
      const message = otherScriptIssue('title', book.title, book.altTitle);
      if (message) ctx.addIssue({ code: 'custom', path: ['altTitle'], message });
    }
    if (book.author !== undefined && book.altAuthor !== undefined) {
      const message = otherScriptIssue('author', book.author, book.altAuthor);
      if (message) ctx.addIssue({ code: 'custom', path: ['altAuthor'], message });
    }
  });
export type UpdateBookInput = z.input<typeof updateBookInput>;

const queryNumber = z.coerce.number({ error: 'Must be a number' }).refine(Number.isFinite, 'Must be a finite number');

export const bookListQuery = z.object({
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  category: bookCategorySchema.optional(),
  /** A category of the tree by slug: its books and those of the categories under it (issue 34). */
  categorySlug: z.string().trim().max(100, 'categorySlug must be at most 100 characters').optional(),
  /** A publisher's books, by its slug; a series' books (in their order in the series when sorted 'featured'), by its slug. */
  publisherSlug: z.string().trim().max(100, 'publisherSlug must be at most 100 characters').optional(),
  seriesSlug: z.string().trim().max(100, 'seriesSlug must be at most 100 characters').optional(),
  author: z.string().trim().max(200).optional(),
  minPrice: queryNumber.pipe(z.number().min(0, 'minPrice cannot be negative').max(MAX_PRICE, `minPrice must be at most ${MAX_PRICE}`)).optional(),
  maxPrice: queryNumber.pipe(z.number().min(0, 'maxPrice cannot be negative').max(MAX_PRICE, `maxPrice must be at most ${MAX_PRICE}`)).optional(),
  /** Only books in this language. */
  language: bookLanguageSchema.optional(),
  /** `true`: only books in stock. */
  inStock: z
    .enum(['true', 'false'], { error: "inStock must be 'true' or 'false'" })
    .optional()
    .transform((value) => value === 'true' || undefined),
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
  /** The title in the other script than `title`; '' when there is none. */
  altTitle: z.string().describe("The title in the other script (Latin for a Bangla title, Bangla for a Latin one); '' when there is none"),
  /** The author in the other script than `author`; '' when there is none. */
  altAuthor: z.string().describe("The author in the other script (Latin for a Bangla name, Bangla for a Latin one); '' when there is none"),
  /** SPEC's category where the book has one through its categories (issue 34), else the slug of its first category. */
  category: z
    .string()
    .describe("SPEC's category (Fiction, Religious, Poetry, SelfDevelopment, Science) where one of the book's categories is or lies under it; else the slug of the book's first category"),
  price: z.number(),
  quantity: z.number().int(),
  image: z.string(),
  description: z.string(),
  inStock: z.boolean(),
  language: bookLanguageSchema,
  /** From the book's visible reviews (issue 15). */
  rating: bookRatingSchema,
  /** The regular price (dollars), above `price`; null when the book is not on sale. */
  listPrice: z.number().nullable().describe('The regular price in dollars, above `price`; null when the book is not on sale'),
  publisher: z.string().describe("'' when not known"),
  isbn: z.string().describe("ISBN-13 digits; '' when none"),
  pages: z.number().int().nullable(),
  yearPublished: z.number().int().nullable(),
  /** The author's page: /authors/<authorSlug> (from the Latin form of the name). */
  authorSlug: z.string().describe('The author page: /authors/{authorSlug}, from the Latin form of the name'),
  /** While a scheduled sale sets `price` (decision 043): when it ends; null otherwise. */
  saleEndsAt: isoDateTimeSchema.nullable().optional().describe('While a scheduled sale sets `price`: when the sale ends (then `price` returns to `listPrice`); null otherwise'),
  /** Its number in its series (issue 34), where it has one: a series page shows it on each card. */
  seriesNumber: z.number().int().optional().describe('Its number in its series; absent when it has none'),
});
export type BookListItem = z.infer<typeof bookListItemSchema>;

/** One book as read, created or edited. */
export const bookSchema = bookListItemSchema.extend({
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** Its categories, publisher and series (issue 34): on the answers about one book. */
  ...bookFacetsSchema.partial().shape,
});
export type BookDetail = z.infer<typeof bookSchema>;

/**
 * A book as the client holds it, from a list or from its own page (the client caches both under one type). The
 * other-script forms may be missing: a cart or checkout kept in the browser from before they existed lacks them.
 */
export type Book = Omit<BookListItem, OptionalOnClient> & Partial<Pick<BookListItem, OptionalOnClient>> & Partial<Omit<BookDetail, keyof BookListItem>>;
/** Fields a book kept in the browser from before they existed (a cart, a checkout) may lack. */
type OptionalOnClient = 'altTitle' | 'altAuthor' | 'language' | 'listPrice' | 'publisher' | 'isbn' | 'pages' | 'yearPublished' | 'authorSlug' | 'rating' | 'saleEndsAt';

/** An author's page (`GET /api/authors/:slug`): the name in both scripts and their books, newest first. */
export const authorPageSchema = z.object({
  slug: z.string(),
  /** The name as stored on the author's newest book. */
  author: z.string(),
  /** The name in the other script, '' when none is known. */
  altAuthor: z.string(),
  /** All the author's listed books (the page shows up to AUTHOR_PAGE_BOOKS of them). */
  total: z.number().int(),
  books: z.array(bookListItemSchema),
});
export type AuthorPage = z.infer<typeof authorPageSchema>;
export const AUTHOR_PAGE_BOOKS = 100;
export const authorPageQuery = z.object({
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(AUTHOR_PAGE_BOOKS, `limit must be at most ${AUTHOR_PAGE_BOOKS}`).optional(),
});
export const authorSlugParams = z.object({ slug: z.string().trim().min(1, 'Author not found').max(300, 'Author not found') });

export const authorCountSchema = z.object({
  author: z.string(),
  count: z.number().int(),
  /** The other-script form of the name, '' when none is known. */
  altAuthor: z.string().optional(),
});
export type AuthorCount = z.infer<typeof authorCountSchema>;

/** Suggestions as you type (`GET /api/books/suggest?q=`): a few books and authors found by the catalogue's search. */
export const bookSuggestQuery = z.object({
  q: z.string({ error: 'q is required' }).trim().max(200, 'Search must be at most 200 characters'),
});
export const SUGGESTED_BOOKS = 6;
export const SUGGESTED_AUTHORS = 4;

export const bookSuggestionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  altTitle: z.string(),
  altAuthor: z.string(),
  price: z.number(),
  image: z.string(),
  inStock: z.boolean(),
});
export type BookSuggestion = z.infer<typeof bookSuggestionSchema>;

export const authorSuggestionSchema = z.object({
  /** As stored on the books (what the author filter takes). */
  author: z.string(),
  /** The other-script form, '' when none is known. */
  altAuthor: z.string(),
  count: z.number().int(),
});
export type AuthorSuggestion = z.infer<typeof authorSuggestionSchema>;

/** How well a search matched (decision 049): what a list or the suggestions say before any guess. */
export const SEARCH_MATCHES = ['exact', 'close', 'none'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];
export const searchMatchSchema = z
  .enum(SEARCH_MATCHES)
  .describe(
    "`exact`: a book's title, author, series, publisher or category holds every word (typos tolerated) or its title or author holds the query; `close`: the books found match only by their descriptions' words; `none`: no book matches",
  );
const didYouMeanSchema = z
  .array(bookSuggestionSchema)
  .describe('Only when `match` is not `exact`: up to 3 books whose names hold most of the words (a guess, above a similarity threshold), else empty');

/** How a search matched, beside a list's page (`search`, only with `q`) and in the suggestions. */
export const searchVerdictSchema = z.object({ match: searchMatchSchema, didYouMean: didYouMeanSchema });
export type SearchVerdict = z.infer<typeof searchVerdictSchema>;

export const suggestionsSchema = z.object({ books: z.array(bookSuggestionSchema), authors: z.array(authorSuggestionSchema), match: searchMatchSchema, didYouMean: didYouMeanSchema });
export type Suggestions = z.infer<typeof suggestionsSchema>;

/** Books one bulk action may name, and the most a search may select for one. */
export const BULK_BOOKS_MAX = 1000;
export const BULK_SEARCH_MAX = 10_000;
export const BULK_BOOK_ACTIONS = ['category', 'stock', 'archive'] as const;
export type BulkBookAction = (typeof BULK_BOOK_ACTIONS)[number];

/**
 * POST /api/books/bulk (Book Management): the selected books (`ids`) or every book a search finds (`q`), and what to
 * do to them: move them to a category, set their stock, or archive them. All of it in one transaction, or nothing.
 */
export const bulkBookActionInput = z
  .object({
    ids: z
      .array(z.string({ error: 'Each id must be text' }).max(100, 'Each id must be at most 100 characters'), { error: 'ids must be a list of book ids' })
      .min(1, 'Choose at least one book')
      .max(BULK_BOOKS_MAX, 'At most 1,000 books at once')
      .optional()
      .describe('The books chosen in the table; or give q instead'),
    q: z
      .string({ error: 'Search must be text' })
      .trim()
      .min(1, 'Search is required')
      .max(200, 'Search must be at most 200 characters')
      .optional()
      .describe("Every book Book Management's search finds for it (at most 10,000)"),
    action: z.enum(BULK_BOOK_ACTIONS, { error: 'Action must be one of category, stock, archive' }),
    category: bookCategorySchema.optional().describe("For action category, SPEC's way: one of its five, the books' other categories kept"),
    categoryId: z
      .uuid({ error: 'Category must be an id' })
      .optional()
      .describe("For action category, Book Management's way (issue 34): a category of the tree, which becomes each book's only category"),
    quantity: bookFields.shape.quantity.optional().describe('For action stock: the copies in stock each book will have'),
  })
  .superRefine((input, ctx) => {
    if ((input.ids === undefined) === (input.q === undefined)) ctx.addIssue({ code: 'custom', path: ['ids'], message: 'Give either ids or q' });
    if (input.action === 'category' && input.category === undefined && input.categoryId === undefined) ctx.addIssue({ code: 'custom', path: ['category'], message: 'Category is required' });
    if (input.category !== undefined && input.categoryId !== undefined) ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'Give either category or categoryId' });
    if (input.action === 'stock' && input.quantity === undefined) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Quantity is required' });
  });
export type BulkBookActionInput = z.input<typeof bulkBookActionInput>;

export const bulkBookActionResultSchema = z.object({ updated: z.number().int().describe('Books changed (archived books and unknown ids are skipped)') });
export type BulkBookActionResult = z.infer<typeof bulkBookActionResultSchema>;
