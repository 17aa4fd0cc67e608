import { apiRequest } from './api-client';

/**
 * The storefront's calls that lead to a mail (contact forms, newsletter). Loaded with `import()` when a form is sent, so
 * no shopper's first page carries them.
 */
export interface ContactPayload {
  name: string;
  email: string;
  subject: string;
  message: string;
  phone?: string;
  inquiryType?: 'general' | 'order' | 'return' | 'bulk';
}

export async function sendContactMessage(payload: ContactPayload): Promise<string> {
  return (await apiRequest<{ _id: string }>('/contact', { method: 'POST', body: payload })).message;
}

export async function subscribeToNewsletter(email: string): Promise<string> {
  return (await apiRequest<null>('/newsletter', { method: 'POST', body: { email } })).message;
}
