import { BOOK_CSV_COLUMNS, CATEGORY_CSV_COLUMNS, IMPORT_MESSAGES, MAX_IMPORT_ROWS, REQUIRED_BOOK_CSV_COLUMNS, importedCell, type BookCsvColumn, type FieldError, type Currency } from '@boipoka/shared';
import { CsvError, parse } from 'csv-parse';
import { ValidationError } from '../../lib/errors';
import { nextTurn, Yielder } from '../../lib/paced-work';

/** One book of the file: its cells by column, and its row as a spreadsheet numbers it (the header is row 1). */
export type CsvBookRecord = { line: number; cells: Partial<Record<BookCsvColumn, string>> };
export type BookCsv = { columns: BookCsvColumn[]; records: CsvBookRecord[] };

/** The most cells a refusal names (a file of formulas would otherwise answer with thousands). */
const LISTED = 20;

const refuse = (message: string, errors: FieldError[] = [{ path: 'file', message }]): never => {
  throw new ValidationError(message, errors.slice(0, LISTED));
};

/** Characters parsed between two turns of the event loop: a 20 MB file never holds up the other requests for long. */
const PARSE_CHUNK = 256 * 1024;

/** The file's rows, parsed a chunk at a time. */
async function parseRows(text: string): Promise<string[][]> {
  const parser = parse({ bom: true, skip_empty_lines: true, relax_column_count: false, max_record_size: 64 * 1024 });
  const rows: string[][] = [];
  parser.on('readable', () => {
    for (let row: string[] | null = parser.read(); row !== null; row = parser.read()) rows.push(row);
  });
  const ended = new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', reject);
  });
  ended.catch(() => undefined);
  for (let at = 0; at < text.length && !parser.destroyed; at += PARSE_CHUNK) {
    parser.write(text.slice(at, at + PARSE_CHUNK));
    await nextTurn();
  }
  if (!parser.destroyed) parser.end();
  await ended;
  return rows;
}

/**
 * Reads an uploaded catalogue as the import takes it, or refuses the whole file with why: not text (a spreadsheet's
 * own format, a picture), not UTF-8, not CSV, a header that is not the catalogue's columns, more than MAX_IMPORT_ROWS
 * books, or any cell a spreadsheet would run as a formula. Nothing is read from the database here.
 */
export async function readBookCsv(file: Buffer, shopCurrency?: Currency): Promise<BookCsv> {
  if (file.length >= 2 && ((file[0] === 0xff && file[1] === 0xfe) || (file[0] === 0xfe && file[1] === 0xff))) refuse(IMPORT_MESSAGES.notUtf8);
  // No text file holds NUL: a zip (.xlsx, .ods), a picture, a PDF or UTF-16 text does.
  if (file.includes(0)) refuse(IMPORT_MESSAGES.notText);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return refuse(IMPORT_MESSAGES.notUtf8);
  }
  let rows: string[][];
  try {
    rows = await parseRows(text);
  } catch (error) {
    if (error instanceof CsvError) {
      const line = Number((error as CsvError & { lines?: number }).lines) || 1;
      return refuse(IMPORT_MESSAGES.notCsv, [{ path: 'file', message: `The file is not valid CSV: look at line ${line}` }]);
    }
    throw error;
  }
  const [header, ...body] = rows;
  if (!header || body.length === 0) refuse(IMPORT_MESSAGES.empty);
  if (body.length > MAX_IMPORT_ROWS) refuse(IMPORT_MESSAGES.tooManyRows);

  const known = new Map(BOOK_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const columns: BookCsvColumn[] = [];
  const problems: FieldError[] = [];
  // The export's `currency` column (issue 31) says what its prices are in: a file in another currency than the shop's is
  // refused whole (a dollar file read as Taka would sell an ৳8.49 book). It is not a field of the book.
  const currencyAt = header!.findIndex((name) => name.trim().toLowerCase() === 'currency');
  for (const [at, name] of header!.entries()) {
    if (at === currencyAt) continue;
    const column = known.get(name.trim().toLowerCase());
    if (!column) problems.push({ path: 'file', message: `Unknown column "${name.trim()}"` });
    else if (columns.includes(column)) problems.push({ path: 'file', message: `The column "${column}" is named twice` });
    else columns.push(column);
  }
  for (const column of REQUIRED_BOOK_CSV_COLUMNS) if (!columns.includes(column)) problems.push({ path: 'file', message: `Missing column "${column}"` });
  // SPEC's `category` or the tree's `categories` (issue 34).
  if (!CATEGORY_CSV_COLUMNS.some((column) => columns.includes(column))) problems.push({ path: 'file', message: IMPORT_MESSAGES.missingCategoryColumn });
  if (problems.length > 0) refuse(problems[0]!.message, problems);
  if (currencyAt >= 0 && shopCurrency) {
    const other = body.map((row) => (row[currencyAt] ?? '').trim().toUpperCase()).find((cell) => cell !== '' && cell !== shopCurrency);
    if (other !== undefined) {
      const problem = { path: 'file', message: `The file's prices are in ${other} and the shop's in ${shopCurrency}: convert the prices, or import the file into a shop in ${other}` };
      refuse(problem.message, [problem]);
    }
  }

  const formulas: FieldError[] = [];
  const records: CsvBookRecord[] = [];
  const yielder = new Yielder();
  for (const [index, row] of body.entries()) {
    await yielder.maybe();
    const line = index + 2;
    const cells: Partial<Record<BookCsvColumn, string>> = {};
    row.forEach((raw, cellAt) => {
      if (cellAt === currencyAt) return;
      const column = columns[cellAt > currencyAt && currencyAt >= 0 ? cellAt - 1 : cellAt]!;
      const value = importedCell(raw);
      if (value === undefined) formulas.push({ path: 'file', message: `Line ${line}, column "${column}"` });
      else cells[column] = value;
    });
    records.push({ line, cells });
  }
  if (formulas.length > 0) refuse(IMPORT_MESSAGES.formula, formulas);
  return { columns, records };
}
