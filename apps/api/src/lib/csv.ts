import { Readable } from 'node:stream';
import { CSV_QUOTED_MATCH, csvCell } from '@boipoka/shared';
import { stringify } from 'csv-stringify';
import { stringify as stringifyNow } from 'csv-stringify/sync';

/**
 * Every CSV the shop writes (books, orders, reports): a BOM for the Bangla, CRLF as spreadsheets expect, and every text
 * through the shop's one escaping rule (packages/shared `csvCell`, which the catalogue import reverses): a text a
 * spreadsheet would run as a formula, after leading spaces too and in any part after a `;`, gets an apostrophe before
 * it, and a cell holding a `;` is quoted. Numbers are written as they are.
 */
export const CSV_OPTIONS = { bom: true, record_delimiter: 'windows', cast: { string: csvCell }, quoted_match: CSV_QUOTED_MATCH } as const;

/**
 * Items as CSV, written as they come (never the whole list in memory), with the shop's CSV options.
 * A failure of the source ends the stream with that error.
 */
export function csvOf<T, K extends string>(items: AsyncIterable<T>, columns: readonly { key: K; header: string }[], toRecord: (item: T) => Record<K, string>): Readable {
  const csv = stringify({ ...CSV_OPTIONS, header: true, columns: columns.map(({ key, header }) => ({ key, header })) });
  const records = Readable.from(
    (async function* () {
      for await (const item of items) yield toRecord(item);
    })(),
  );
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}

/** Rows already in memory (a report's table) as one CSV text, with the shop's CSV options. */
export function csvText(rows: readonly Record<string, unknown>[], columns: readonly { key: string; header: string }[]): string {
  return stringifyNow(rows as Record<string, unknown>[], { ...CSV_OPTIONS, header: true, columns: columns.map(({ key, header }) => ({ key, header })) });
}
