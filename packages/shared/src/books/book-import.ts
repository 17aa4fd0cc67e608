import { z } from 'zod';
import { isoDateTimeSchema } from '../common/api-envelope';
import { MAX_BOOK_CATEGORIES } from '../catalogue/catalogue-schemas';
import { createBookInput } from './book-schemas';

/**
 * The catalogue's CSV (decision 026): the columns of the export and of the import's template, headed by the API's own
 * field names. `id` identifies a book of this shop (the export writes it, so a round trip updates the same books);
 * `isbn` identifies a book across shops (a publisher's list). A row needs one of the two.
 */
export const BOOK_CSV_COLUMNS = [
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
  // Issue 34 (decision 050): after `id`, so every column before keeps its place in files and scripts made for the old export.
  'categories',
  'series',
  'seriesNumber',
] as const;
export type BookCsvColumn = (typeof BOOK_CSV_COLUMNS)[number];

/**
 * The columns an import's header must have (a new book needs them all; the rest may be left out or empty), besides a
 * category: `category` (SPEC's) or `categories` (the tree's), at least one of the two (CATEGORY_CSV_COLUMNS).
 */
export const REQUIRED_BOOK_CSV_COLUMNS = ['title', 'author', 'price', 'quantity', 'description'] as const satisfies readonly BookCsvColumn[];
/** A header needs one of these: SPEC's `category`, or `categories` (issue 34). */
export const CATEGORY_CSV_COLUMNS = ['category', 'categories'] as const satisfies readonly BookCsvColumn[];
/** What separates the categories of a `categories` cell (the first is the book's primary one). */
export const CATEGORIES_SEPARATOR = '|';

/**
 * How a file's name of a category, series or publisher is compared with the catalogue's names and slugs: composed
 * Unicode, spaces squeezed, any case. Two spellings with one key are one name.
 */
export function catalogueNameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
/** The bad rows an import's report lists (the count covers them all). */
export const MAX_IMPORT_ISSUES = 1_000;

/** Why a whole file is refused, and why a row is: each English text has its Bangla in the API's catalogue. */
export const IMPORT_MESSAGES = {
  notMultipart: 'Send the file as multipart/form-data',
  noFile: 'Choose a CSV file to import',
  tooLarge: 'The file is larger than 20 MB: split it into smaller files',
  notText: 'This is not a CSV file: save the spreadsheet as CSV (UTF-8) and try again',
  notUtf8: 'The file is not UTF-8 text: save it as "CSV UTF-8" and try again',
  notCsv: 'The file is not valid CSV',
  empty: 'The file has no books: the first line names the columns, each line after it is a book',
  tooManyRows: 'The file has more than 50,000 books: split it into smaller files',
  formula: 'A cell starts with = + - or @ (spaces before it count too), a tab or a line break, and would run as a formula in a spreadsheet: remove the sign, or start the cell with an apostrophe',
  needsId: 'Give the book an ISBN (or the id of a book of this shop), so that importing the file again updates it instead of adding it twice',
  unknownId: 'No book of this shop has this id',
  archivedId: 'This book has been deleted',
  isbnTaken: 'Another book already has this ISBN',
  stopped: 'The import stopped because of an error; the books before it are imported. Import the file again to finish.',
  importNotFound: 'Import not found',
  notPreviewed: 'This import has already been started',
  missingCategoryColumn: 'Missing column "category" (or "categories")',
  duplicateCategory: 'A category is named twice in this cell',
  tooManyCategories: 'A book may be in at most 5 categories',
  categoryNotCreated: 'A category in "categories" does not exist and was not created: create it in the preview, or name a category of the shop',
  numberWithoutSeries: 'Choose the series before its number',
  notMissingCategory: 'The file does not name this category, or it exists already',
} as const;

const BANGLA_DIGITS = /[০-৯]/g;
const latinDigits = (value: string) => value.replace(BANGLA_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** A number cell: Latin or Bangla digits, a decimal point, no thousands separators; '' is undefined. NaN when not a number. */
function numberCell(value: string): number | undefined {
  const text = latinDigits(value.trim());
  if (text === '') return undefined;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

export type BookImportIssue = { line: number; field: string; message: string };
/**
 * A valid row: Add Book's fields, and as the file names them (issue 34) its categories (`categoryNames`, the first its
 * primary one; when given, they decide and SPEC's `category` cell is not read), its series (null: none) and number.
 */
export type ImportedBook = z.output<typeof createBookInput> & { id?: string; categoryNames?: string[]; seriesName?: string | null };

/** The number columns, each with Add Book's own message for a value that is not a number. */
const NUMBER_FIELDS = {
  price: 'Price must be a number',
  listPrice: 'Regular price must be a number',
  quantity: 'Quantity must be a number',
  pages: 'Pages must be a number',
  yearPublished: 'Year published must be a number',
  seriesNumber: 'Number in the series must be a number',
} as const;

/**
 * One row of an import checked by Add Book's own rules (createBookInput): the book it describes, or each field's
 * problem. Empty optional cells mean "none" (a regular price, a publisher...), as the export writes them.
 */
export function parseImportRow(record: Partial<Record<BookCsvColumn, string>>): { book: ImportedBook } | { issues: { field: string; message: string }[] } {
  const issues: { field: string; message: string }[] = [];
  const numbers: Partial<Record<keyof typeof NUMBER_FIELDS, number | null>> = {};
  for (const [field, message] of Object.entries(NUMBER_FIELDS) as [keyof typeof NUMBER_FIELDS, string][]) {
    const value = numberCell(record[field] ?? '');
    if (Number.isNaN(value)) issues.push({ field, message });
    numbers[field] = value ?? null;
  }
  const text = (field: BookCsvColumn) => (record[field] ?? '').trim();
  // Issue 34: the tree's categories by name or slug, `|` between them; found (or offered to be created) by the import.
  const categoryNames = record.categories === undefined ? undefined : splitCategories(record.categories);
  if (categoryNames && new Set(categoryNames.map(catalogueNameKey)).size < categoryNames.length) issues.push({ field: 'categories', message: IMPORT_MESSAGES.duplicateCategory });
  else if (categoryNames && categoryNames.length > MAX_BOOK_CATEGORIES) issues.push({ field: 'categories', message: IMPORT_MESSAGES.tooManyCategories });
  const byTree = categoryNames !== undefined && categoryNames.length > 0;
  const seriesName = record.series === undefined ? undefined : text('series') || null;
  if (numbers.seriesNumber != null && !seriesName && !issues.some((issue) => issue.field === 'seriesNumber')) issues.push({ field: 'seriesNumber', message: IMPORT_MESSAGES.numberWithoutSeries });
  const input = {
    title: text('title'),
    author: text('author'),
    altTitle: text('altTitle'),
    altAuthor: text('altAuthor'),
    // With categories, SPEC's cell is what they derive (the export writes both): not read. A stand-in id passes
    // Add Book's "a category or categories" rule; the names are found in the catalogue by the import.
    ...(byTree ? { categoryIds: [PLACEHOLDER_ID] } : record.category !== undefined ? { category: text('category') } : {}),
    ...(record.seriesNumber !== undefined ? { seriesNumber: numbers.seriesNumber ?? null } : {}),
    ...(text('language') ? { language: text('language') } : {}),
    price: numbers.price ?? undefined,
    listPrice: numbers.listPrice ?? null,
    quantity: numbers.quantity ?? undefined,
    isbn: text('isbn'),
    publisher: text('publisher'),
    pages: numbers.pages ?? null,
    yearPublished: numbers.yearPublished ?? null,
    image: text('image'),
    description: text('description'),
  };
  const parsed = createBookInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      let field = String(issue.path[0] ?? 'title');
      // A file of `categories` alone is told about that column.
      if (field === 'category' && record.category === undefined) field = 'categories';
      // A number cell that is not a number is told once, by the check above.
      if (!issues.some((known) => known.field === field)) issues.push({ field, message: issue.message });
    }
  }
  if (issues.length > 0 || !parsed.success) return { issues };
  const id = text('id');
  if (!parsed.data.isbn && !id) return { issues: [{ field: 'isbn', message: IMPORT_MESSAGES.needsId }] };
  const { categoryIds: _placeholder, ...book } = parsed.data;
  return { book: { ...book, ...(id ? { id } : {}), ...(byTree ? { categoryNames } : {}), ...(seriesName !== undefined ? { seriesName } : {}) } };
}

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/** The names of a `categories` cell, in order, empty ones left out. */
export function splitCategories(cell: string): string[] {
  return cell
    .split(CATEGORIES_SEPARATOR)
    .map((name) => name.normalize('NFC').trim().replace(/\s+/g, ' '))
    .filter((name) => name !== '');
}

export const BOOK_IMPORT_STATUSES = ['previewed', 'importing', 'done', 'failed'] as const;
export type BookImportStatus = (typeof BOOK_IMPORT_STATUSES)[number];

export const bookImportIssueSchema = z.object({
  line: z.number().int().describe('The line of the file (the header is line 1)'),
  field: z.string().describe('The column'),
  message: z.string(),
});

/** An import as its job stands: the preview's counts and bad rows, then its progress and outcome. */
export const bookImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(BOOK_IMPORT_STATUSES).describe('previewed: checked, waiting to be started; importing: running; done; failed'),
  createdAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.nullable(),
  /** Books (lines after the header) in the file. */
  rows: z.number().int(),
  /** Rows that pass every rule and will be (or were) imported. */
  valid: z.number().int(),
  /** Rows refused, each with its line, field and message in `issues` (the first MAX_IMPORT_ISSUES). */
  rejected: z.number().int(),
  /** As the preview found them; after the import, what it did. */
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
  unchanged: z.number().int(),
  /** Valid rows imported so far. */
  processed: z.number().int(),
  issues: z.array(bookImportIssueSchema),
  /** Why a failed import stopped (the rows before it are in). */
  error: z.string().nullable(),
  /**
   * The categories the file names that the shop does not have (issue 34), each with the rows that name it: starting the
   * import may create them; rows naming one it does not create are refused.
   */
  missingCategories: z.array(z.object({ name: z.string(), rows: z.number().int() })),
});
export type BookImport = z.infer<typeof bookImportSchema>;
export type BookImportIssueItem = z.infer<typeof bookImportIssueSchema>;

export const bookImportListSchema = z.object({ imports: z.array(bookImportSchema.omit({ issues: true, missingCategories: true })) });

/**
 * `POST /api/books/imports/:id/start`: the missing categories to create first (by their name in the preview, at the
 * root or under `parentId`); those left out are not created and the rows naming them are refused.
 */
export const startBookImportInput = z
  .object({
    createCategories: z
      .array(
        z.object({
          name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
          parentId: z.uuid({ error: 'Parent must be an id' }).nullable().optional(),
        }),
        { error: 'Categories to create must be a list' },
      )
      .max(MAX_IMPORT_ISSUES, 'Too many categories to create')
      .optional(),
  })
  // No body at all (SPEC-era clients, a file without missing categories): nothing to create.
  .nullish();
export type StartBookImportInput = NonNullable<z.infer<typeof startBookImportInput>>;
export type BookImportList = z.infer<typeof bookImportListSchema>;
