/**
 * The rows a search page shows, kept in memory by the search index (docs/decisions/028-search-index-in-the-process.md)
 * so that a page of books costs no statement. The index's load fills it, and a row it does not hold is read when a page
 * shows it and kept, as long as there is room (LIST_ROW_CACHE_BYTES, SEARCH_ROW_CACHE_MB).
 *
 * It is exact, not a cache with a time to live: the index's looks (indexed-book-search.ts) tell it of every change,
 * before the next search is answered. A book whose content changed (`index_xid`, migration 0025 marks it for anything a
 * list item shows but the stock) gets the row the look read, or is dropped when it left the list; a book whose stock
 * changed (`book_stock_changes`) gets the quantity the look read. Rows read from the database while a change to them was applied are answered but not kept: they may be older
 * than it.
 */
import { stringBytes } from '../../lib/heap-bytes';
import type { BookListRow } from '../../lib/book-list-item';

/**
 * What the rows may take by default (SEARCH_ROW_CACHE_MB), by `listRowBytes`: about 125,000 seeded rows, or 45,000 with
 * descriptions of 1,000 characters.
 */
export const LIST_ROW_CACHE_BYTES = 256 * 1024 * 1024;

/** The row object with its slots, besides its text. */
const ROW_BYTES = 320;
/** The list item made of a row once a page shows it (its own object and rating), besides the text it shares. */
const ITEM_BYTES = 240;
/** What an item's JSON holds besides the row's text: the fields' names, quotes, commas, numbers. */
const ITEM_JSON_CHARS = 400;

/**
 * A row's size as counted: the row (its strings, at one byte a character or two, see lib/heap-bytes.ts), and what a row
 * a page has shown keeps beside it as long as it is kept: its list item (BooksService) and that item's JSON
 * (lib/memoized-json.ts), which holds the text again (at two bytes a character if any of it needs them).
 */
export function listRowBytes(row: BookListRow): number {
  const chars =
    row.id.length +
    row.title.length +
    row.author.length +
    row.altTitle.length +
    row.altAuthor.length +
    row.category.length +
    row.image.length +
    row.description.length +
    row.publisher.length +
    row.isbn.length +
    row.authorSlug.length;
  // The id, category, cover path, ISBN and slug are Latin: only the texts a person wrote may need two bytes a character.
  const written = stringBytes(row.title) + stringBytes(row.author) + stringBytes(row.altTitle) + stringBytes(row.altAuthor) + stringBytes(row.description) + stringBytes(row.publisher);
  const writtenChars = row.title.length + row.author.length + row.altTitle.length + row.altAuthor.length + row.description.length + row.publisher.length;
  const twoByte = written - 16 * 6 > writtenChars;
  const rowBytes = ROW_BYTES + 16 * 11 + chars + (written - 16 * 6 - writtenChars);
  return rowBytes + ITEM_BYTES + (twoByte ? 2 : 1) * (chars + ITEM_JSON_CHARS);
}

export class ListRowCache {
  private readonly rows = new Map<string, BookListRow>();
  private bytes = 0;
  /** Reads under way, each with the books it asked for; a change to one of them while it was under way spoils it. */
  private readonly reading = new Set<{ ids: ReadonlySet<string>; spoiled: boolean }>();

  constructor(
    /** The listed books of `ids`, in any order (archived ones left out). */
    private readonly read: (ids: readonly string[]) => Promise<BookListRow[]>,
    private readonly maxBytes = LIST_ROW_CACHE_BYTES,
  ) {}

  /** Rows held. */
  get size(): number {
    return this.rows.size;
  }

  /** The rows of `ids` in their order, from memory where held; the others read in one statement (and kept while there is room). */
  async rowsOf(ids: readonly string[]): Promise<BookListRow[]> {
    const found = new Map<string, BookListRow>();
    const missing: string[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row) found.set(id, row);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const reading = { ids: new Set(missing), spoiled: false };
      this.reading.add(reading);
      try {
        for (const row of await this.read(missing)) {
          found.set(row.id, row);
          if (!reading.spoiled) this.keep(row);
        }
      } finally {
        this.reading.delete(reading);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** A row read by the index's load: kept while there is room (the rows pages show later take the rest). */
  offer(row: BookListRow): void {
    this.keep(row);
  }

  /** A book's row as now committed. */
  changed(row: BookListRow): void {
    this.spoil(row.id);
    this.drop(row.id);
    this.keep(row);
  }

  /** A book that left the list (archived). */
  removed(id: string): void {
    this.spoil(id);
    this.drop(id);
  }

  /** Books' quantities as now committed. */
  stock(quantities: Iterable<readonly [string, number]>): void {
    for (const [id, quantity] of quantities) {
      this.spoil(id);
      const row = this.rows.get(id);
      // A new object: a row already handed to a request is never changed under it.
      if (row && row.quantity !== quantity) this.rows.set(id, { ...row, quantity });
    }
  }

  /** Everything dropped (the index loads afresh, or more changed at once than a look reads). */
  clear(): void {
    for (const reading of this.reading) reading.spoiled = true;
    this.rows.clear();
    this.bytes = 0;
  }

  /**
   * Held from now on, if there is room. Once full, nothing is pushed out: rows turned over would be garbage in the old
   * generation, whose collections at a million books mark a heap of over a gigabyte; rows not held are read per page.
   */
  private keep(row: BookListRow): void {
    const bytes = listRowBytes(row);
    if (this.bytes + bytes > this.maxBytes) return;
    this.rows.set(row.id, row);
    this.bytes += bytes;
  }

  private drop(id: string): void {
    const row = this.rows.get(id);
    if (!row) return;
    this.rows.delete(id);
    this.bytes -= listRowBytes(row);
  }

  /** Reads under way that asked for `id` keep nothing: they may have read it before the change. */
  private spoil(id: string): void {
    for (const reading of this.reading) if (reading.ids.has(id)) reading.spoiled = true;
  }
}
