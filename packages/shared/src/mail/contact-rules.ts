import { isEmailAddress, MAX_EMAIL_LENGTH } from '../common/email';

/**
 * The rules of a contact message (SPEC §3, §5), written once without zod so the storefront's forms can check them
 * without zod on their first load; `contactMessageInput` applies the same rules on the server.
 */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const INQUIRY_TYPES = ['general', 'order', 'return', 'bulk'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** The counter shows n/500 (SPEC §9, advice); the server keeps a message to 5,000 characters so one cannot flood the inbox. */
export const CONTACT_MESSAGE_SOFT_LIMIT = 500;
export const CONTACT_LIMITS = { name: 100, email: MAX_EMAIL_LENGTH, phone: 30, subject: 200, message: 5000 } as const;

export type ContactErrorCode =
  'nameRequired' | 'nameTooLong' | 'emailRequired' | 'emailInvalid' | 'emailTooLong' | 'subjectRequired' | 'subjectTooLong' | 'messageRequired' | 'messageTooLong' | 'phoneTooLong';

/** The English of each code: the API's messages (translated by the API's catalogue). */
export const CONTACT_ERROR_MESSAGES: Record<ContactErrorCode, string> = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email',
  emailTooLong: 'Email is too long',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subject} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters`,
  phoneTooLong: `Phone must be at most ${CONTACT_LIMITS.phone} characters`,
};

export interface ContactMessageValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  phone?: string;
}

/** One error code per field, checked in the order name, email, subject, message, phone; {} when the message may be sent. */
export function checkContactMessage(values: ContactMessageValues): Partial<Record<ContactField | 'phone', ContactErrorCode>> {
  const errors: Partial<Record<ContactField | 'phone', ContactErrorCode>> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const subject = values.subject.trim();
  const message = values.message.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > CONTACT_LIMITS.name) errors.name = 'nameTooLong';
  if (!email) errors.email = 'emailRequired';
  else if (email.length > CONTACT_LIMITS.email) errors.email = 'emailTooLong';
  // SPEC §5: 'must look like {email}', by the shop's one rule for addresses (common/email.ts).
  else if (!isEmailAddress(email)) errors.email = 'emailInvalid';
  if (!subject) errors.subject = 'subjectRequired';
  else if (subject.length > CONTACT_LIMITS.subject) errors.subject = 'subjectTooLong';
  if (!message) errors.message = 'messageRequired';
  else if (message.length > CONTACT_LIMITS.message) errors.message = 'messageTooLong';
  if ((values.phone ?? '').trim().length > CONTACT_LIMITS.phone) errors.phone = 'phoneTooLong';
  return errors;
}
