import { isEmailAddress, MAX_EMAIL_LENGTH } from '../common/email';
import { BD_MOBILE, normalizeBdMobile } from '../orders/bangladesh';

/**
 * The rules of a book request (issue 34), written once without zod so the storefront's form checks them on its own
 * load; `bookRequestInput` applies the same rules on the server, each error naming its field.
 */
export const BOOK_REQUEST_LIMITS = { title: 200, author: 200, email: MAX_EMAIL_LENGTH, phone: 30 } as const;
export const BOOK_REQUEST_FIELDS = ['title', 'author', 'phone', 'email'] as const;
export type BookRequestField = (typeof BOOK_REQUEST_FIELDS)[number];

export type BookRequestErrorCode = 'titleRequired' | 'titleTooLong' | 'authorTooLong' | 'phoneInvalid' | 'emailInvalid' | 'contactRequired';

/** The English of each code: the API's messages (translated by the API's catalogue). */
export const BOOK_REQUEST_ERROR_MESSAGES: Record<BookRequestErrorCode, string> = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${BOOK_REQUEST_LIMITS.title} characters`,
  authorTooLong: `Author must be at most ${BOOK_REQUEST_LIMITS.author} characters`,
  phoneInvalid: 'Phone must be a Bangladeshi mobile number (01XXXXXXXXX)',
  emailInvalid: 'Invalid email',
  contactRequired: 'Give a phone number or an e-mail address so we can tell you',
};

export interface BookRequestValues {
  title: string;
  author?: string;
  phone?: string;
  email?: string;
}

/**
 * One error code per field; {} when the request may be sent. `signedIn`: an account's request is told through the
 * account, so it needs no contact; a visitor's needs a phone or an e-mail.
 */
export function checkBookRequest(values: BookRequestValues, signedIn: boolean): Partial<Record<BookRequestField, BookRequestErrorCode>> {
  const errors: Partial<Record<BookRequestField, BookRequestErrorCode>> = {};
  const title = values.title.trim();
  const author = (values.author ?? '').trim();
  const phone = (values.phone ?? '').trim();
  const email = (values.email ?? '').trim();
  if (!title) errors.title = 'titleRequired';
  else if (title.length > BOOK_REQUEST_LIMITS.title) errors.title = 'titleTooLong';
  if (author.length > BOOK_REQUEST_LIMITS.author) errors.author = 'authorTooLong';
  if (phone && (phone.length > BOOK_REQUEST_LIMITS.phone || !BD_MOBILE.test(normalizeBdMobile(phone)))) errors.phone = 'phoneInvalid';
  if (email && !isEmailAddress(email)) errors.email = 'emailInvalid';
  if (!signedIn && !phone && !email) {
    errors.phone = 'contactRequired';
    errors.email = 'contactRequired';
  }
  return errors;
}

/**
 * The key a title or an author is grouped and matched by: lowercase, trimmed, inner spaces collapsed, in Unicode's
 * composed form (a Bangla title typed two ways is one key); Bangla is kept as written, never transliterated.
 */
export function bookRequestKey(text: string | null | undefined): string {
  return (text ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}
