/**
 * The rows a search page shows, held by the search index: read once, then answered from memory, replaced by what the
 * index's looks read, and never kept from a read that a change overtook.
 */
import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { stringifyAnswer } from '../../lib/memoized-json';
import { type BookListRow, toBookListItem } from '../../lib/book-list-item';
import { ListRowCache, listRowBytes } from './list-row-cache';

function row(id: string, overrides: Partial<BookListRow> = {}): BookListRow {
  return {
    id,
    title: `Title ${id}`,
    author: 'An Author',
    altTitle: '',
    altAuthor: '',
    category: 'Fiction',
    priceCents: 500,
    quantity: 3,
    image: '',
    description: 'A book.',
    language: 'en',
    ratingCount: 0,
    ratingAverage: null,
    listPriceCents: null,
    publisher: '',
    isbn: '',
    pages: null,
    yearPublished: null,
    authorSlug: 'an-author',
    saleEndsAt: null,
    seriesNumber: null,
    ...overrides,
  };
}

/** A database of rows that counts what it is asked, and can hold a read until released. */
function database(rows: BookListRow[]) {
  const table = new Map(rows.map((r) => [r.id, r]));
  const asked: string[][] = [];
  let hold: Promise<void> | undefined;
  return {
    table,
    asked,
    holdNext() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return release;
    },
    read: async (ids: readonly string[]) => {
      asked.push([...ids]);
      // The rows as they are when the read begins (its snapshot), answered once released.
      const found = ids.flatMap((id) => table.get(id) ?? []);
      const wait = hold;
      hold = undefined;
      await wait;
      return found.reverse();
    },
  };
}

describe('ListRowCache', () => {
  it('reads the rows it does not hold in one statement, in the order asked, and answers them from memory afterwards', async () => {
    const db = database(['a', 'b', 'c'].map((id) => row(id)));
    const cache = new ListRowCache(db.read);
    expect((await cache.rowsOf(['c', 'a'])).map((r) => r.id)).toEqual(['c', 'a']);
    expect((await cache.rowsOf(['a', 'b', 'c'])).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(db.asked).toEqual([['c', 'a'], ['b']]);
    expect((await cache.rowsOf(['b', 'a'])).map((r) => r.id)).toEqual(['b', 'a']);
    expect(db.asked).toHaveLength(2);
  });

  it('leaves out a book the database no longer lists (archived between the search and the read)', async () => {
    const db = database([row('a')]);
    const cache = new ListRowCache(db.read);
    expect((await cache.rowsOf(['gone', 'a'])).map((r) => r.id)).toEqual(['a']);
  });

  it('a look replaces a changed row, sets a new quantity on a new object, and drops an archived book', async () => {
    const db = database([row('a'), row('b')]);
    const cache = new ListRowCache(db.read);
    const [before] = await cache.rowsOf(['a']);
    cache.changed(row('a', { description: 'Now with a blurb.', ratingCount: 4, ratingAverage: 4.5 }));
    cache.stock([['a', 0]]);
    const [after] = await cache.rowsOf(['a']);
    expect(after).toMatchObject({ description: 'Now with a blurb.', ratingCount: 4, ratingAverage: 4.5, quantity: 0 });
    // A page already answered keeps what it showed.
    expect(before).toMatchObject({ description: 'A book.', quantity: 3 });
    await cache.rowsOf(['b']);
    cache.removed('b');
    db.table.delete('b');
    expect(await cache.rowsOf(['b'])).toEqual([]);
    expect(db.asked).toEqual([['a'], ['b'], ['b']]);
  });

  it('a stock change of a book it does not hold adds nothing', async () => {
    const db = database([row('a')]);
    const cache = new ListRowCache(db.read);
    cache.stock([['a', 9]]);
    expect(cache.size).toBe(0);
    expect((await cache.rowsOf(['a']))[0]!.quantity).toBe(3);
  });

  it('a read that a change to one of its books overtook is answered but not kept; one that a change to other books passed is kept', async () => {
    const db = database([row('a'), row('b')]);
    const cache = new ListRowCache(db.read);
    const release = db.holdNext();
    const reading = cache.rowsOf(['a']);
    // The look applies a sale of `a` committed after the read's snapshot.
    db.table.set('a', row('a', { quantity: 1 }));
    cache.stock([['a', 1]]);
    release();
    expect((await reading)[0]!.quantity).toBe(3);
    expect((await cache.rowsOf(['a']))[0]!.quantity).toBe(1);
    expect(db.asked).toEqual([['a'], ['a']]);

    const releaseB = db.holdNext();
    const readingB = cache.rowsOf(['b']);
    cache.changed(row('a', { title: 'Elsewhere' }));
    releaseB();
    await readingB;
    await cache.rowsOf(['b']);
    expect(db.asked).toEqual([['a'], ['a'], ['b']]);
  });

  it('clear spoils reads under way and drops every row', async () => {
    const db = database([row('a')]);
    const cache = new ListRowCache(db.read);
    const release = db.holdNext();
    const reading = cache.rowsOf(['a']);
    cache.clear();
    release();
    await reading;
    expect(cache.size).toBe(0);
  });

  it('rows are kept only while there is room, whoever offers them; once full, the others are read each time', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `book-${i}`);
    const db = database(ids.map((id) => row(id)));
    // Room for four rows of this size.
    const cache = new ListRowCache(db.read, 4 * listRowBytes(row('book-0')));
    for (const id of ids.slice(0, 3)) cache.offer(row(id));
    expect(cache.size).toBe(3);
    await cache.rowsOf(['book-8']);
    await cache.rowsOf(['book-9']);
    expect(cache.size).toBe(4);
    await cache.rowsOf(['book-8', 'book-9', 'book-0']);
    expect(db.asked).toEqual([['book-8'], ['book-9'], ['book-9']]);
    // A held book that changes stays held; one that leaves makes room.
    cache.changed(row('book-0', { title: 'Renamed' }));
    expect((await cache.rowsOf(['book-0']))[0]!.title).toBe('Renamed');
    cache.removed('book-1');
    await cache.rowsOf(['book-9']);
    await cache.rowsOf(['book-9']);
    expect(db.asked).toEqual([['book-8'], ['book-9'], ['book-9'], ['book-9']]);
  });

  it("counts a row by what it holds, with the list item and the item's JSON a shown row keeps beside it", () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heap = () => {
      gc();
      gc();
      return process.memoryUsage().heapUsed;
    };
    // Rows as the database driver gives them: each text decoded from the wire on its own (a flat string).
    const decoded = (text: string) => Buffer.from(text).toString('utf8');
    for (const description of ['A story about rivers and memory.', 'নদী ও স্মৃতির গল্প। '.repeat(50)]) {
      const n = 20_000;
      const before = heap();
      const rows = Array.from({ length: n }, (_, i) =>
        row(decoded(randomUUID()), {
          title: decoded(`The River ${i}`),
          altTitle: decoded(`নদী ${i}`),
          author: decoded(`Author ${i % 500}`),
          altAuthor: decoded('লেখক'),
          category: decoded('Fiction'),
          image: decoded(`/api/covers/${randomUUID()}.svg`),
          description: decoded(`${i} ${description}`),
          publisher: decoded('Boipoka'),
          isbn: decoded(`978${String(i).padStart(10, '0')}`),
          pages: 200,
          yearPublished: 2001,
          ratingAverage: 4.5,
          ratingCount: 3,
          authorSlug: decoded(`author-${i % 500}`),
        }),
      );
      const items = rows.map((r) => toBookListItem(r));
      // Sent once: each item's JSON is kept beside it (the page's own JSON is the catalogue cache's, and let go here).
      expect(stringifyAnswer({ success: true, message: 'Books fetched successfully', data: items, meta: {} }).length).toBeGreaterThan(n * 300);
      const real = heap() - before;
      const counted = rows.reduce((sum, r) => sum + listRowBytes(r), 0);
      expect(real / counted, `${description.slice(0, 10)}…: held ${real} B, counted ${counted} B`).toBeLessThan(1);
      expect(real / counted).toBeGreaterThan(0.4);
      expect(items).toHaveLength(n);
    }
  });
});
