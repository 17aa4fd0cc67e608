import { checkContactMessage, CONTACT_MESSAGE_SOFT_LIMIT, type ContactErrorCode, type ContactField } from '@boipoka/shared';
import './contact-message-messages';

/** A contact message (SPEC §3, §5). Both the home page's section and the Contact page check it by the shared rules the API applies. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type { ContactField };
/** The message counter shows n/500 (SPEC §9, advice); the API's limit is 5,000. */
export { CONTACT_MESSAGE_SOFT_LIMIT };

/** Error keys (storefront:contactForm.errors.*) per field, checked in the order name, email, subject, message. */
export function validateContactMessage(values: ContactMessage & { phone?: string }): Partial<Record<ContactField | 'phone', ContactErrorCode>> {
  return checkContactMessage(values);
}

/** Sends the message to the shop (POST /api/contact); the API code loads only when a message is sent. */
export async function sendContactMessage(values: ContactMessage & { phone?: string; inquiryType?: 'general' | 'order' | 'return' | 'bulk' }): Promise<void> {
  const api = await import('./mail-api');
  await api.sendContactMessage(values);
}
