import { describe, expect, it } from 'vitest';
import { csvCell, importedCell, isFormulaLike } from './csv-cells';

/** Texts a shop's records can hold that a spreadsheet could take for a formula, or that look like the escape itself. */
const TRICKY_TEXTS = [
  '=HYPERLINK("http://evil.example","Click")',
  '+1+cmd',
  '-2+3',
  '@SUM(A1:A9)',
  '\t1205',
  '\r=1',
  '＝HYPERLINK("http://evil.example")',
  '＋1',
  '－1',
  '＠home',
  '﹦1',
  ' =HYPERLINK("http://evil.example")',
  '\u00a0=1+1',
  '\u00a0\u00a0@x',
  '\u3000＝1',
  "'=x",
  "''=x",
  "' =x",
  "'＝x",
  "'Tis the season",
  "'",
  "''",
  'Poems; =HYPERLINK("http://evil.example")',
  'a;=1;+2; @3',
  "a;'=1",
  'Himu × 1; Deyal × 2',
  'a; b',
  ';',
  '',
  ' ',
  'plain text',
  'হিমু = হুমায়ূন',
  'x=1',
];

describe('the CSV cell rule (export and import)', () => {
  it('takes a text for a formula by its first sign after any spaces, in any compatibility form, and by a leading tab or CR', () => {
    for (const text of ['=1', '+1', '-1', '@1', '\t1', '\r1', ' =1', '\u00a0=1', '\u00a0 \u00a0+1', '\n-1', '＝1', '＋1', '－1', '＠1', '﹦1', '﹢1', '﹣1', '﹫1', '\u3000@1']) {
      expect(isFormulaLike(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ["'=1", 'x=1', '1-2', '', ' ', '\u00a0', 'হিমু', '＂=1']) expect(isFormulaLike(text), JSON.stringify(text)).toBe(false);
  });

  it('writes no cell (nor part after a semicolon) a spreadsheet would run, and reads every text back as it was', () => {
    for (const text of TRICKY_TEXTS) {
      const cell = csvCell(text);
      for (const part of cell.split(';')) expect(isFormulaLike(part), `${JSON.stringify(text)} → ${JSON.stringify(cell)}`).toBe(false);
      expect(importedCell(cell), JSON.stringify(text)).toBe(text);
    }
  });

  it('escapes with one apostrophe, and leaves texts that need none as they are', () => {
    expect(csvCell('=1')).toBe("'=1");
    expect(csvCell(' =1')).toBe("' =1");
    expect(csvCell('＝1')).toBe("'＝1");
    expect(csvCell("'=1")).toBe("''=1");
    expect(csvCell('a;=1')).toBe("a;'=1");
    expect(csvCell("'Tis")).toBe("'Tis");
    expect(csvCell('a; b')).toBe('a; b');
  });

  it('refuses a cell that is a formula as it stands, and takes an apostrophe off only where it escapes one', () => {
    for (const cell of ['=1', ' =HYPERLINK("x")', '\u00a0=1', '＝1', '\t1', '\r1', '@x']) expect(importedCell(cell), JSON.stringify(cell)).toBeUndefined();
    expect(importedCell("'=1")).toBe('=1');
    expect(importedCell("'Tis")).toBe("'Tis");
    expect(importedCell("a;'=1")).toBe('a;=1');
    // A formula after a semicolon in a file from elsewhere is stored as text (exports escape it again), not refused.
    expect(importedCell('a;=1')).toBe('a;=1');
  });
});
