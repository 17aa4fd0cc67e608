/**
 * The one rule for an e-mail address, on every form and every API field that takes one (registration, checkout,
 * contact, newsletter, forgot password): the address a browser's `<input type="email">` accepts (the HTML standard's
 * "valid e-mail address": dot-atom characters, then host names), with at least one dot after the @. Nothing else reaches
 * the mailer: no quotes, spaces, `;`, `,`, `<>`, comments or IP literals, which the outbox would refuse to send (a 500
 * before this rule) and which could smuggle another recipient into a header.
 */
export const EMAIL_SHAPE = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** RFC 5321's longest path. */
export const MAX_EMAIL_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_SHAPE.test(value);
}
