/**
 * The shop's one rule for CSV cells a spreadsheet could run as a formula (OWASP's "CSV injection"): every CSV export
 * (books, orders, reports) writes its texts with `csvCell`, and the catalogue import reads them back with `importedCell`,
 * so that `importedCell(csvCell(text)) === text` for every text and no exported cell starts a formula.
 *
 * - A text is **formula-like** when it starts with a tab or a carriage return, or when its first character after any
 *   leading white space (JavaScript's `\s`: spaces, no-break spaces, line breaks, the ideographic space…) is `=`, `+`,
 *   `-` or `@` in any of their Unicode compatibility forms (fullwidth `＝ ＋ － ＠`, small `﹦ ﹢ ﹣ ﹫`: NFKC folds them
 *   onto the ASCII signs, as some spreadsheets do). Spreadsheets trim the spaces a cell starts with, and so does the
 *   import, so ` =HYPERLINK(…)` is as much a formula as `=HYPERLINK(…)`.
 * - A text **needs escaping** when it is formula-like once the apostrophes it starts with are set aside: `=x`, but also
 *   `'=x` and `''=x`, so that taking one apostrophe off again is never ambiguous.
 * - The rule applies to each part of a text between semicolons: a spreadsheet set to split cells at `;` (the list
 *   separator of many locales) would otherwise start a new cell, and a formula, at `a;=HYPERLINK(…)`. A cell holding a
 *   `;` is also written in quotes (`CSV_QUOTED_MATCH`).
 *
 * Writing: each part that needs escaping gets one apostrophe before it. Reading: each part that starts with an
 * apostrophe followed by a part that needs escaping loses that apostrophe; a cell that is formula-like as it stands (a
 * file from elsewhere, or a crafted one) is refused. Any other text is written and read as it is (`'Tis` stays `'Tis`).
 */

const SIGNS = new Set(['=', '+', '-', '@']);

/** Whether a spreadsheet could run this text as a formula (see above). */
export function isFormulaLike(text: string): boolean {
  if (text.startsWith('\t') || text.startsWith('\r')) return true;
  const start = text.search(/\S/);
  if (start < 0) return false;
  const first = String.fromCodePoint(text.codePointAt(start)!);
  return SIGNS.has(first) || SIGNS.has(first.normalize('NFKC').charAt(0));
}

const needsEscape = (part: string) => isFormulaLike(part.replace(/^'+/, ''));

/** A text as every CSV export writes it (see above). */
export function csvCell(text: string): string {
  if (!text.includes(';')) return needsEscape(text) ? `'${text}` : text;
  return text
    .split(';')
    .map((part) => (needsEscape(part) ? `'${part}` : part))
    .join(';');
}

/** Cells csv-stringify writes in quotes besides those its own rules quote: any holding a semicolon. */
export const CSV_QUOTED_MATCH = /;/;

/**
 * A cell as the import reads it: the shop's own escapes taken off again (`csvCell`'s reverse); `undefined` when the
 * cell is a formula as it stands (refused).
 */
export function importedCell(raw: string): string | undefined {
  if (isFormulaLike(raw)) return undefined;
  const unescape = (part: string) => (part.startsWith("'") && needsEscape(part.slice(1)) ? part.slice(1) : part);
  return raw.includes(';') ? raw.split(';').map(unescape).join(';') : unescape(raw);
}
