import { createBookInput, MAX_AUTHOR_LENGTH, MAX_BOOK_CATEGORIES, MAX_TITLE_LENGTH, otherScriptIssue, scriptOf, type BookLanguage, type CreateBookInput } from '@boipoka/shared';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';

/** What the Add Book form holds: inputs are text until submit. */
export interface AddBookFormValues {
  title: string;
  author: string;
  /** Optional: the title and author in the other script (Bangla for a Latin title, Latin for a Bangla one). */
  altTitle: string;
  altAuthor: string;
  price: string;
  quantity: string;
  /** The book's categories of the tree, in order: the first is its main one (issue 34). */
  categoryIds: string[];
  /** '' = derived by the server from the title and author (Bangla letters → Bangla). */
  language: BookLanguage | '';
  image: string;
  description: string;
  /** Optional: the regular price, above the price ('' = not on sale). */
  listPrice: string;
  publisher: NamedRef | null;
  series: NamedRef | null;
  /** The book's number in its series; '' = none. */
  seriesNumber: string;
  isbn: string;
  pages: string;
  yearPublished: string;
}

/** A publisher or series as the form holds it: its id, and its names to show. */
export interface NamedRef {
  id: string;
  nameEn: string;
  nameBn: string;
}

export const EMPTY_ADD_BOOK_FORM: AddBookFormValues = {
  title: '',
  author: '',
  altTitle: '',
  altAuthor: '',
  price: '',
  quantity: '',
  categoryIds: [],
  language: '',
  image: '',
  description: '',
  listPrice: '',
  publisher: null,
  series: null,
  seriesNumber: '',
  isbn: '',
  pages: '',
  yearPublished: '',
};

/** An optional number field: '' is none (null); anything else a number (NaN when unparsable: the schema names it). */
export function optionalNumber(value: string): number | null {
  const text = value.trim();
  return text === '' ? null : Number(text);
}

/** The shared schema's (and the server's) messages on a book's details, by the catalogue key that says them in the page's language. */
const DETAIL_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Regular price must be above the price': 'admin:bookDetails.errors.listPriceNotAbove',
  'Regular price must be a number': 'admin:bookDetails.errors.listPriceNumber',
  'Regular price must be at least 0.01': 'admin:bookDetails.errors.listPriceTooSmall',
  'Regular price must be at most 100000': 'admin:bookDetails.errors.listPriceTooBig',
  'Regular price must have at most 2 decimals': 'admin:bookDetails.errors.listPriceDecimals',
  'ISBN must be a valid ISBN-10 or ISBN-13': 'admin:bookDetails.errors.isbnInvalid',
  'Another book already has this ISBN': 'admin:bookDetails.errors.isbnTaken',
  'Publisher must be at most 200 characters': 'admin:bookDetails.errors.publisherTooLong',
  'Pages must be a number': 'admin:bookDetails.errors.pagesWhole',
  'Pages must be a whole number': 'admin:bookDetails.errors.pagesWhole',
  'Pages must be at least 1': 'admin:bookDetails.errors.pagesTooSmall',
  'Pages must be at most 100000': 'admin:bookDetails.errors.pagesTooBig',
  'Year published must be a number': 'admin:bookDetails.errors.yearWhole',
  'Year published must be a whole number': 'admin:bookDetails.errors.yearWhole',
  'Year published must be 1000 or later': 'admin:bookDetails.errors.yearTooEarly',
  'Year published cannot be in the future': 'admin:bookDetails.errors.yearFuture',
};

/** A message of the schema on a book's details in the page's language (other messages come back as they are). */
export function detailMessage(message: string): string {
  const key = DETAIL_MESSAGE_KEYS[message];
  return key ? t(key) : message;
}

/** The fields of a book's details, whose errors (the form's or the server's) go under their inputs. */
export const DETAIL_FIELDS = ['listPrice', 'isbn', 'pages', 'yearPublished'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export const isDetailField = (path: string): path is DetailField => (DETAIL_FIELDS as readonly string[]).includes(path);

export type AddBookField = keyof AddBookFormValues;

/** The form's fields for a book's categories, publisher and series (issue 34). */
export type FacetField = 'categoryIds' | 'publisher' | 'series' | 'seriesNumber';

/** The facet field a message of the schema or the server names ('categoryIds.2', 'publisherId'…); undefined for others. */
export function facetFieldOf(path: string): FacetField | undefined {
  const head = path.split('.')[0];
  if (head === 'categoryIds' || head === 'category') return 'categoryIds';
  if (head === 'publisherId') return 'publisher';
  if (head === 'seriesId') return 'series';
  if (head === 'seriesNumber') return 'seriesNumber';
  return undefined;
}

/** The book's facets as a write sends them; the schema's message on the series number in the page's language. */
export function facetMessage(field: FacetField, message: string): string {
  if (field === 'categoryIds' && message === 'Category is required') return t('admin:addBook.errors.category.invalid_value');
  if (field === 'categoryIds' && message === 'A book may be in at most 5 categories') return t('admin:facets.maxReached', { max: MAX_BOOK_CATEGORIES });
  if (field === 'seriesNumber' && message.startsWith('Number in the series')) return t('admin:facets.errors.seriesNumber');
  return message;
}

/** A series number needs its series (the server refuses it otherwise); undefined when fine. */
export function seriesNumberError(series: NamedRef | null, seriesNumber: string): string | undefined {
  return series === null && (seriesNumber ?? '').trim() !== '' ? t('admin:facets.errors.seriesFirst') : undefined;
}
export type AddBookErrors = Partial<Record<AddBookField, string>>;

/** SPEC §5: price and quantity are converted to numbers, 0 when unparsable (the schema then names the problem). */
export function toNumberOrZero(value: string): number {
  const text = value.trim();
  if (text === '') return 0;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Book edit (SPEC §5): price parsed as a decimal, else 0. */
export function parseEditPrice(value: string): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Book edit (SPEC §5): quantity parsed as an integer, else 0. */
export function parseEditQuantity(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

function fieldMessage(field: AddBookField, code: string, fallback: string): string {
  if (isDetailField(field)) return detailMessage(fallback);
  // The catalogue names the usual problems; a rarer one keeps the shared schema's own message.
  const key = `admin:addBook.errors.${field}.${code}`;
  const text = t(key);
  return text === key || text === key.slice('admin:'.length) ? fallback : text;
}

export type OtherScriptField = 'altTitle' | 'altAuthor';

/**
 * What is wrong with the other-script form of a title or author, in the shop's words (the rule is the shared
 * otherScriptIssue, which the server applies too); undefined when it is fine or empty.
 */
export function otherScriptError(field: OtherScriptField, primary: string, alt: string): string | undefined {
  const max = field === 'altTitle' ? MAX_TITLE_LENGTH : MAX_AUTHOR_LENGTH;
  if (alt.trim().length > max) return t(`admin:addBook.errors.${field}.too_big`);
  if (!otherScriptIssue(field === 'altTitle' ? 'title' : 'author', primary, alt)) return undefined;
  const script = scriptOf(primary);
  return t(`admin:addBook.errors.${field}.${script === 'en' ? 'bn' : script === 'bn' ? 'en' : 'any'}`);
}

/** The script an other-script input is expected in (its `lang`): the one its title or author is not in. */
export function otherScriptLang(primary: string): 'bn' | 'en' | undefined {
  const script = scriptOf(primary);
  return script === 'en' ? 'bn' : script === 'bn' ? 'en' : undefined;
}

export type AddBookValidation = { ok: true; data: CreateBookInput } | { ok: false; errors: AddBookErrors };

/**
 * The shared createBookInput schema (what the server checks) plus the form's stricter rules: quantity at least 1
 * (SPEC §5) and an image URL that is required and https (the server also draws its own seeded covers, an admin
 * links to an https image).
 */
/** `coverChosen`: a picture will be uploaded for the book, so the image URL may stay empty (the upload sets it). */
export function validateAddBook(values: AddBookFormValues, { coverChosen = false }: { coverChosen?: boolean } = {}): AddBookValidation {
  const candidate = {
    title: values.title,
    author: values.author,
    altTitle: values.altTitle,
    altAuthor: values.altAuthor,
    price: toNumberOrZero(values.price),
    quantity: toNumberOrZero(values.quantity),
    categoryIds: values.categoryIds.length > 0 ? values.categoryIds : undefined,
    language: values.language || undefined,
    image: values.image.trim(),
    description: values.description,
    listPrice: optionalNumber(values.listPrice),
    publisherId: values.publisher?.id ?? null,
    seriesId: values.series?.id ?? null,
    seriesNumber: values.series ? optionalNumber(values.seriesNumber ?? '') : null,
    isbn: values.isbn,
    pages: optionalNumber(values.pages),
    yearPublished: optionalNumber(values.yearPublished),
  };
  const errors: AddBookErrors = {};
  const parsed = createBookInput.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const facet = facetFieldOf(String(issue.path[0]));
      if (facet) {
        errors[facet] ??= facetMessage(facet, issue.message);
        continue;
      }
      const field = issue.path[0] as AddBookField;
      if (!errors[field]) errors[field] = fieldMessage(field, issue.code, issue.message);
    }
  }
  // The schema checks the other-script forms only once the rest of the book is valid; the form says it at once.
  errors.altTitle = otherScriptError('altTitle', candidate.title, candidate.altTitle);
  errors.altAuthor = otherScriptError('altAuthor', candidate.author, candidate.altAuthor);
  if (!errors.altTitle) delete errors.altTitle;
  if (!errors.altAuthor) delete errors.altAuthor;
  if (values.categoryIds.length === 0) errors.categoryIds = t('admin:addBook.errors.category.invalid_value');
  const numberError = seriesNumberError(values.series, values.seriesNumber);
  if (numberError) errors.seriesNumber = numberError;
  if (!errors.quantity && Number.isInteger(candidate.quantity) && candidate.quantity < 1) {
    errors.quantity = t('admin:addBook.errors.quantity.too_small');
  }
  if (candidate.image === '') {
    if (!coverChosen) errors.image = t('admin:addBook.errors.image.required');
  } else if (!/^https:\/\/\S+$/i.test(candidate.image)) errors.image ??= t('admin:addBook.errors.image.https');

  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, data: { ...parsed.data } };
  return { ok: false, errors };
}
