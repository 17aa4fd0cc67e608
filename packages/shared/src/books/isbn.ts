// No zod here: the admin forms and the detail page import these.

/** The digits of an ISBN as typed: hyphens and spaces dropped, a final x upper-cased ('978-0-7352-1129-2' → '9780735211292'). */
function isbnCharacters(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

function isValidIsbn10(digits: string): boolean {
  if (!/^\d{9}[\dX]$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (10 - i) * (digits[i] === 'X' ? 10 : Number(digits[i]));
  return sum % 11 === 0;
}

/** The check digit of an ISBN-13 from its first twelve digits. */
export function isbn13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

function isValidIsbn13(digits: string): boolean {
  return /^97[89]\d{10}$/.test(digits) && isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/**
 * An ISBN as the shop stores it: ISBN-13 digits, an ISBN-10 converted (978 + its nine digits + the new check digit), so
 * the two forms of one book are one ISBN. Undefined when the text is not a valid ISBN-10 or ISBN-13 (checksum included).
 */
export function normaliseIsbn(text: string): string | undefined {
  const digits = isbnCharacters(text);
  if (isValidIsbn13(digits)) return digits;
  if (isValidIsbn10(digits)) {
    const first12 = `978${digits.slice(0, 9)}`;
    return `${first12}${isbn13CheckDigit(first12)}`;
  }
  return undefined;
}

/** An ISBN-13 written with its usual hyphen after the prefix (978-0735211292), for reading. */
export function formatIsbn(isbn: string): string {
  return /^\d{13}$/.test(isbn) ? `${isbn.slice(0, 3)}-${isbn.slice(3)}` : isbn;
}
