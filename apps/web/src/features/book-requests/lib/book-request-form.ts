import { checkBookRequest, type BookRequestErrorCode, type BookRequestField } from '@boipoka/shared';

/** What the form holds: every field as typed. */
export interface BookRequestFormValues {
  title: string;
  author: string;
  phone: string;
  email: string;
}

export const EMPTY_BOOK_REQUEST: BookRequestFormValues = { title: '', author: '', phone: '', email: '' };
export const BOOK_REQUEST_FORM_ORDER: readonly BookRequestField[] = ['title', 'author', 'phone', 'email'];

/** The API's own rules (shared, without zod): an error code per field; a visitor must give a phone or an e-mail. */
export function validateBookRequest(values: BookRequestFormValues, signedIn: boolean): Partial<Record<BookRequestField, BookRequestErrorCode>> {
  return checkBookRequest(values, signedIn);
}

/** The body the API takes: empty optional fields left out. */
export function bookRequestBody(values: BookRequestFormValues): { title: string; author?: string; phone?: string; email?: string } {
  const body: { title: string; author?: string; phone?: string; email?: string } = { title: values.title.trim() };
  for (const field of ['author', 'phone', 'email'] as const) {
    const value = values[field].trim();
    if (value) body[field] = value;
  }
  return body;
}
