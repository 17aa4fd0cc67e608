import './contact-message-messages';
/** A contact message (SPEC §3, §5). Both the home page's section and the Contact page check it the same way. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactMessage;
/** The message counter shows n/500; the limit is advice only, never enforced (SPEC §9). */
export const CONTACT_MESSAGE_SOFT_LIMIT = 500;
/** Nothing is sent: the forms pretend for 2 s (SPEC §4). */
export const SIMULATED_SEND_MS = 2000;

const EMAIL_SHAPE = /^\S+@\S+\.\S+$/;

/** Error keys (storefront:contactForm.errors.*) per field, checked in the order name, email, subject, message. */
export function validateContactMessage(values: ContactMessage): Partial<Record<ContactField, 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'subjectRequired' | 'messageRequired'>> {
  const errors: ReturnType<typeof validateContactMessage> = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  if (!values.email.trim()) errors.email = 'emailRequired';
  else if (!EMAIL_SHAPE.test(values.email.trim())) errors.email = 'emailInvalid';
  if (!values.subject.trim()) errors.subject = 'subjectRequired';
  if (!values.message.trim()) errors.message = 'messageRequired';
  return errors;
}

/** Resolves after `ms`; the contact and newsletter forms "send" with it. */
export function simulateSending(ms = SIMULATED_SEND_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
