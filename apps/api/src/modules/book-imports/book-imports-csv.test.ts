/**
 * The shop's CSV files, written by the exports' one writer and read by the import (no database): every text comes back
 * as it was written, and no cell of a file, nor any part of one after a semicolon, is one a spreadsheet would run.
 */
import { BOOK_CSV_COLUMNS, isFormulaLike, parseImportRow, type BookCsvColumn } from '@boipoka/shared';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { CSV_OPTIONS, csvOf } from '../../lib/csv';
import { readBookCsv } from './book-imports-csv';

const TEXTS = [
  '=HYPERLINK("http://evil.example","Click")',
  '+1+cmd',
  '-2+3',
  '@SUM(A1:A9)',
  '\tTabbed',
  '\r=1',
  '＝HYPERLINK("http://evil.example")',
  '－1',
  ' =HYPERLINK("http://evil.example")',
  '  leading spaces',
  '\u00a0=1+1',
  '\u00a0no-break space first',
  "'=x",
  "''=x",
  "'Tis the season",
  'Poems; =HYPERLINK("http://evil.example")',
  'a;=1;+2; @3',
  'with "quotes", a comma\r\nand a line break',
  'হিমু = হুমায়ূন',
];

async function text(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Every cell of a written file, as a spreadsheet splitting at `,` (the file's separator) or at `;` would see it. */
function cellsOf(file: string) {
  const body = file.replace(/^\ufeff/, '');
  const byComma = (parse(body, { relax_column_count: true }) as string[][]).flat();
  // A spreadsheet set to `;` reads each line split at every semicolon outside quotes that open a cell.
  const bySemicolon = (parse(body, { delimiter: ';', relax_column_count: true, relax_quotes: true }) as string[][]).flat();
  return { byComma, bySemicolon };
}

describe("the shop's CSV files", () => {
  it('an export read back by the import gives every text back as it was, whatever it starts with', async () => {
    const records = TEXTS.map((value, index) => Object.fromEntries(BOOK_CSV_COLUMNS.map((column) => [column, column === 'id' ? String(index) : value])) as Record<BookCsvColumn, string>);
    const file = await text(
      csvOf(
        (async function* () {
          yield* records;
        })(),
        BOOK_CSV_COLUMNS.map((key) => ({ key, header: key })),
        (record) => record,
      ),
    );
    const read = await readBookCsv(file);
    expect(read.records.map((record) => record.cells.title)).toEqual(TEXTS);
    expect(read.records.map((record) => record.cells.description)).toEqual(TEXTS);

    const { byComma, bySemicolon } = cellsOf(file.toString('utf8'));
    expect(byComma.filter(isFormulaLike)).toEqual([]);
    expect(bySemicolon.filter(isFormulaLike)).toEqual([]);
  });

  it("the reports' files follow the same rule: formulas escaped, a cell with a semicolon quoted", () => {
    const file = stringify(
      TEXTS.map((value) => [value, 3]),
      { ...CSV_OPTIONS, header: true, columns: ['title', 'sold'] },
    );
    const rows = parse(file.replace(/^\ufeff/, ''), { columns: true }) as { title: string; sold: string }[];
    expect(rows.map((row) => row.title)).not.toEqual(TEXTS);
    expect(file).toContain(`"Poems;' =HYPERLINK(""http://evil.example"")",3\r\n`);
    expect(file).toContain(`' =HYPERLINK(""http://evil.example"")",3\r\n`);
    const { byComma, bySemicolon } = cellsOf(file);
    expect(byComma.filter(isFormulaLike)).toEqual([]);
    expect(bySemicolon.filter(isFormulaLike)).toEqual([]);
  });

  it('refuses a file whose cell is a formula after spaces or a no-break space, or in a fullwidth sign', async () => {
    for (const cell of [' =HYPERLINK("http://evil.example")', '\u00a0=1+1', '＝1+1', '\t=1']) {
      const file = Buffer.from(`title,author,category,price,quantity,description,isbn\r\n"${cell.replace(/"/g, '""')}",A,Fiction,1.00,1,Some words here.,9789840000011\r\n`);
      await expect(readBookCsv(file), JSON.stringify(cell)).rejects.toMatchObject({ errors: [{ path: 'file', message: 'Line 2, column "title"' }] });
    }
  });
});

describe('the columns of issue 34', () => {
  it("a header needs SPEC's category or the tree's categories; a row reads its categories, series and number", async () => {
    const file = (header: string, row: string) => Buffer.from(`${header}\r\n${row}\r\n`, 'utf8');
    await expect(readBookCsv(file('title,author,price,quantity,description', 'A,B,1,1,Some words here.'))).rejects.toMatchObject({
      errors: [{ path: 'file', message: 'Missing column "category" (or "categories")' }],
    });
    const { columns, records } = await readBookCsv(
      file('title,author,categories,series,seriesNumber,price,quantity,isbn,description', 'A,B, শিশু-কিশোর | Poetry ,ফেলুদা,৩,1,1,9789840000012,Some words here.'),
    );
    expect(columns).toContain('categories');
    const parsed = parseImportRow(records[0]!.cells);
    expect(parsed).toMatchObject({ book: { categoryNames: ['শিশু-কিশোর', 'Poetry'], seriesName: 'ফেলুদা', seriesNumber: 3 } });
    expect('book' in parsed && parsed.book.category).toBeUndefined();
    expect(parseImportRow({ ...records[0]!.cells, categories: 'Poetry|poetry' })).toEqual({ issues: [{ field: 'categories', message: 'A category is named twice in this cell' }] });
    expect(parseImportRow({ ...records[0]!.cells, series: '' })).toEqual({ issues: [{ field: 'seriesNumber', message: 'Choose the series before its number' }] });
    expect(parseImportRow({ ...records[0]!.cells, categories: '' })).toEqual({ issues: [{ field: 'categories', message: 'Category is required' }] });
  });
});
