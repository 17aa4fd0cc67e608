/**
 * The in-process index on its own, at a size where a common word's lists are merged once and kept (commonUnion): the
 * counts stay exact as books are added, changed and removed, and the order is the one the database gives.
 */
import { describe, expect, it, vi } from 'vitest';
import { BookIndex, type IndexedBook, selectTop } from './book-index';

function book(i: number, overrides: Partial<IndexedBook> = {}): IndexedBook {
  // Most titles hold "the" (keys the, te); one in five only its sound (te, as "tea" would); one in ten neither.
  const keys = i % 10 === 0 ? ['river', 'rivr'] : i % 5 === 0 ? ['te', 'tea'] : ['the', 'te', 'river', 'rivr'];
  return {
    id: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
    searchKeys: keys,
    searchTitleForms: [keys.includes('the') ? 'te rivr' : keys.includes('tea') ? 'te' : 'rivr'],
    title: keys.includes('the') ? `The River ${i}` : keys.includes('tea') ? `Tea ${i}` : `River ${i}`,
    author: `Author ${i % 7}`,
    altTitle: '',
    altAuthor: '',
    category: 'Fiction',
    priceCents: 500 + (i % 50),
    inStock: i % 3 !== 0,
    language: 'en',
    createdAt: 1_700_000_000_000_000 + i * 1000,
    xid: '1',
    image: `/api/covers/00000000-0000-0000-0000-${String(i).padStart(12, '0')}.svg`,
    ...overrides,
  };
}

describe('BookIndex with a common word half the catalogue holds', () => {
  const N = 120_000;
  const index = new BookIndex();
  for (let i = 0; i < N; i += 1) index.put(book(i));
  const theOrTe = { qKeyGroups: [['the', 'te']], qRankGroups: [['te', 'the']], qTitleForm: 'te', qWordForms: ['the'] };
  const expected = () => Array.from({ length: N }, (_, i) => i).filter((i) => i % 10 !== 0).length;

  it('counts every book of either key once, and keeps the count exact as books come, change and go', () => {
    expect(index.search(theOrTe, { kind: 'featured' }, 24, 0).total).toBe(expected());
    // Asked again (the merged lists kept), then after a new book: the kept merge must not hide it.
    expect(index.search(theOrTe, { kind: 'featured' }, 24, 0).total).toBe(expected());
    index.put(book(N + 1, { id: '10000000-0000-0000-0000-000000000000' }));
    expect(index.search(theOrTe, { kind: 'featured' }, 24, 0).total).toBe(expected() + 1);
    // A book that loses the word, and one that goes.
    index.put(book(1, { searchKeys: ['river', 'rivr'], searchTitleForms: ['rivr'], title: 'River 1', xid: '2' }));
    index.remove(book(2).id);
    expect(index.search(theOrTe, { kind: 'featured' }, 24, 0).total).toBe(expected() + 1 - 2);
  });

  it('gives the same answers across the point where its scratch marks start over', () => {
    const before = [index.search(theOrTe, { kind: 'featured' }, 24, 0), index.search({ qKeyGroups: [['tea'], ['te']] }, { kind: 'newest' }, 24, 0)];
    // A few stamps short of the limit: the first search runs past it, the next one starts the marks over.
    (index as unknown as { stamp: number }).stamp = 0x3fff0000 - 5;
    for (let i = 0; i < 3; i += 1) {
      expect(index.search(theOrTe, { kind: 'featured' }, 24, 0)).toEqual(before[0]);
      expect(index.search({ qKeyGroups: [['tea'], ['te']] }, { kind: 'newest' }, 24, 0)).toEqual(before[1]);
    }
    expect((index as unknown as { stamp: number }).stamp).toBeLessThan(1000);
  });

  it('orders a tier by the words as typed, then stock, then the newest', () => {
    const { ids } = index.search(theOrTe, { kind: 'featured' }, 24, 0);
    // Every book here is titled "The River …" (tier 1 for "te") or "Tea …" (tier 0, exactly "te"), newest first within.
    const ord = (id: string) => Number(id.slice(-12));
    const tier0 = ids.filter((id) => ord(id) % 5 === 0 && ord(id) % 10 !== 0 && id !== '10000000-0000-0000-0000-000000000000');
    expect(ids.slice(0, tier0.length)).toEqual(tier0);
    // Within the exact titles ("Tea", which do not hold "the" as typed), in stock first, then newest.
    const stocked = tier0.filter((id) => ord(id) % 3 !== 0);
    expect(tier0.slice(0, stocked.length)).toEqual(stocked);
    expect([...stocked].sort((a, b) => ord(b) - ord(a))).toEqual(stocked);
  });
});

describe('BookIndex suggestions', () => {
  const names = { matches: () => false, keysOf: () => [], fold: (text: string) => text.toLowerCase() };
  const shown = (index: BookIndex, keys: string[][]) => index.suggest({ qKeyGroups: keys, qRankGroups: keys }, { books: 5, authors: 0 }, names).books;

  it('shows each book as written, with its price, stock and cover, and what changes as it changes', () => {
    const index = new BookIndex();
    index.put(book(1, { title: 'The River 1', author: 'Humayun Ahmed', altAuthor: 'হুমায়ূন আহমেদ' }));
    index.put(book(3, { title: 'The River 3', image: '/api/covers/own/river-3.webp' }));
    // In stock first at equal relevance.
    expect(shown(index, [['river']])).toEqual([
      { id: book(1).id, title: 'The River 1', author: 'Humayun Ahmed', altTitle: '', altAuthor: 'হুমায়ূন আহমেদ', priceCents: 501, image: book(1).image, inStock: true },
      { id: book(3).id, title: 'The River 3', author: 'Author 3', altTitle: '', altAuthor: '', priceCents: 503, image: '/api/covers/own/river-3.webp', inStock: false },
    ]);
    // A new price, cover and stock, then the book leaves the shop.
    index.put(book(1, { title: 'The River 1', author: 'Humayun Ahmed', priceCents: 999, image: '/api/covers/own/new.webp', inStock: false, createdAt: 1, xid: '2' }));
    expect(shown(index, [['river']]).find((found) => found.id === book(1).id)).toMatchObject({ priceCents: 999, image: '/api/covers/own/new.webp', inStock: false });
    index.remove(book(3).id);
    expect(shown(index, [['river']]).map((found) => found.id)).toEqual([book(1).id]);
  });

  it('a title added after the index was prepared ranks by its prefix at once (its form put into the sorted lists)', () => {
    const index = new BookIndex();
    for (let i = 1; i <= 50; i += 1) index.put(book(i));
    index.prepare();
    // The newer book holds the words but does not start with them: only the title-prefix tier puts the older first.
    const starts = book(60, { title: 'Zephyr Tales', searchKeys: ['zephyr', 'zefr', 'tales', 'tals'], searchTitleForms: ['zefr tals'], createdAt: 1 });
    const holds = book(61, { title: 'Old Zephyr Tales', searchKeys: ['old', 'zephyr', 'zefr', 'tales', 'tals'], searchTitleForms: ['old zefr tals'], createdAt: 2 });
    index.put(starts);
    index.put(holds);
    const ranked = (groups: string[][], form: string) => index.search({ qKeyGroups: groups, qRankGroups: groups, qTitleForm: form }, { kind: 'featured' }, 24, 0).ids;
    expect(ranked([['zefr'], ['tals']], 'zefr ta')).toEqual([starts.id, holds.id]);
    expect(ranked([['zefr']], 'zef')).toEqual([starts.id, holds.id]);
  });

  it('names an author the query names whatever the number of other authors among the matches', () => {
    const index = new BookIndex();
    // 450 matching books by as many authors, then the one whose name the query holds.
    for (let i = 1; i <= 450; i += 1) index.put(book(i, { searchKeys: ['river'], author: `Writer ${i}` }));
    index.put(book(451, { searchKeys: ['river'], author: 'River Sen', altAuthor: 'রিভার সেন' }));
    index.put(book(452, { searchKeys: ['lake'], author: 'River Sen' }));
    const names = {
      matches: (folded: () => readonly string[], keys: () => Set<string>) => keys().has('river') || folded().some((name) => name.includes('river')),
      keysOf: (text: string) => text.toLowerCase().split(' '),
      fold: (text: string) => text.toLowerCase(),
    };
    const query = { qKeyGroups: [['river']], qRankGroups: [['river']] };
    expect(index.suggest(query, { books: 1, authors: 4 }, names).authors).toEqual([{ author: 'River Sen', altAuthor: 'রিভার সেন', count: 2 }]);
    expect(index.authorsMatching(query, 4, names)).toEqual([{ author: 'River Sen', altAuthor: 'রিভার সেন', count: 2 }]);
    // An author with no book among the matches is not named, though the name matches.
    expect(index.authorsMatching({ qKeyGroups: [['writer']] }, 4, names)).toEqual([]);
  });

  it('names the same authors, each once, across the point where its author marks start over', () => {
    const index = new BookIndex();
    for (let i = 1; i <= 40; i += 1) index.put(book(i));
    const everyone = { matches: () => true, keysOf: () => [], fold: (text: string) => text.toLowerCase() };
    // Every book's author holds the query as written (found in the names' text), and every name is accepted.
    const authors = () => index.suggest({ qKeyGroups: [['river']], qRankGroups: [['river']], qSubstring: 'author' }, { books: 0, authors: 10 }, everyone).authors;
    const before = authors();
    expect(before.map((found) => found.author).sort()).toEqual(['Author 0', 'Author 1', 'Author 2', 'Author 3', 'Author 4', 'Author 5', 'Author 6']);
    (index as unknown as { authorStamp: number }).authorStamp = 0x3fff0000 - 2;
    for (let i = 0; i < 4; i += 1) expect(authors()).toEqual(before);
    expect((index as unknown as { authorStamp: number }).authorStamp).toBeLessThan(10);
  });
});

describe('BookIndex narrowing a rare word by a dense one (bit sets of the dense lists)', () => {
  it('finds exactly the books with both, as books come (past the bit sets made), change and go', () => {
    const index = new BookIndex();
    /** What each listed book holds, to count the answer against. */
    const listed = new Map<string, readonly string[]>();
    const put = (i: number, overrides: Partial<IndexedBook> = {}) => {
      const base = book(i);
      // One book in 97 also holds a rare word; most hold `the` (see book()), a list dense enough for a bit set.
      const held = { ...base, searchKeys: i % 97 === 0 ? [...base.searchKeys, 'zebra'] : base.searchKeys, ...overrides };
      index.put(held);
      listed.set(held.id, held.searchKeys);
    };
    const both = { qKeyGroups: [['zebra'], ['the']] };
    const check = () => {
      const expected = [...listed.values()].filter((keys) => keys.includes('zebra') && keys.includes('the')).length;
      expect(expected).toBeGreaterThan(0);
      const { total, ids } = index.search(both, { kind: 'newest' }, 5000, 0);
      expect(total).toBe(expected);
      expect(ids.every((id) => listed.get(id)!.includes('zebra') && listed.get(id)!.includes('the'))).toBe(true);
    };
    for (let i = 0; i < 20_000; i += 1) put(i);
    check();
    // Books added after the bit set was made: the `the` list grew, and its new ordinals lie past the set's end.
    for (let i = 20_000; i < 45_000; i += 1) put(i);
    check();
    // A book losing `the` (a new entry, the old one dead), and one removed.
    put(97 * 4, { searchKeys: ['zebra', 'river'], xid: '2' });
    index.remove(book(97 * 5).id);
    listed.delete(book(97 * 5).id);
    check();
  });
});

describe('BookIndex ranking a tier of many books by reading its ordinals newest first', () => {
  it('gives the pages a full reading of the tier gives, before and after books change', () => {
    const N = 40_000;
    // Three books to each date added: the id breaks the tie (descending), as in the database.
    const dated = (i: number, overrides: Partial<IndexedBook> = {}) => book(i, { createdAt: 1_700_000_000_000_000 + Math.floor(i / 3) * 1000, ...overrides });
    // As the load reads them (newest first), and the other way round (no ordinal order to read: every tier read in full).
    const walked = new BookIndex();
    const read = new BookIndex();
    for (let i = N - 1; i >= 0; i -= 1) walked.put(dated(i));
    for (let i = 0; i < N; i += 1) read.put(dated(i));
    const walks = vi.spyOn(walked as unknown as { walkNewest: (...args: unknown[]) => unknown }, 'walkNewest');
    // Seven books in ten are titled "The River …": the exact title (te rivr) or a title prefix (te ri) is a tier that large.
    const both = {
      qKeyGroups: [
        ['the', 'te'],
        ['river', 'rivr'],
      ],
      qRankGroups: [['te', 'the'], ['rivr']],
    };
    const queries = [
      { ...both, qTitleForm: 'te rivr', qWordForms: ['the', 'river'] },
      { ...both, qTitleForm: 'te ri', qWordForms: ['the', 'river'] },
      { ...both, qTitleForm: 'te rivr', qWordForms: ['the', 'nowhere'] },
      { ...both, qTitleForm: 'te ri' },
    ];
    const check = (when: string) => {
      for (const query of queries) {
        for (const [limit, offset] of [
          [24, 0],
          [6, 0],
          [24, 48],
          [24, 2400],
          [24, 20_000],
        ] as const) {
          expect(walked.search(query, { kind: 'featured' }, limit, offset), `${when}: ${JSON.stringify(query)} ${limit}@${offset}`).toEqual(read.search(query, { kind: 'featured' }, limit, offset));
        }
      }
    };
    check('as loaded');
    expect(walks.mock.results.some((result) => result.value !== undefined)).toBe(true);
    // The newest books sell out and one loses "the" (new ordinals, above the ones read newest first); an old one comes back in stock.
    for (let i = N - 1; i >= N - 300; i -= 1) {
      for (const index of [walked, read]) index.put(dated(i, { inStock: false, xid: '2' }));
    }
    for (const index of [walked, read]) {
      index.put(dated(N - 2, { searchKeys: ['te', 'river', 'rivr'], xid: '3' }));
      index.put(dated(7, { inStock: true, xid: '2' }));
      index.remove(dated(N - 5).id);
    }
    walks.mockClear();
    check('after changes');
    expect(walks.mock.results.some((result) => result.value !== undefined)).toBe(true);
  });
});

describe('selectTop', () => {
  it('gives the first k in the order, as a sort would, for any number of items and k (ties broken by the order)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let run = 0; run < 300; run += 1) {
      const n = Math.floor(random() * 600);
      const k = 1 + Math.floor(random() * 40);
      // Few distinct keys: many ties, broken by the item itself (as the index breaks them by id).
      const key = Array.from({ length: n }, () => Math.floor(random() * 20));
      const items = Int32Array.from({ length: n }, (_, i) => i);
      const compare = (a: number, b: number) => key[a]! - key[b]! || b - a;
      expect(selectTop(items, k, compare), `n ${n}, k ${k}`).toEqual(Array.from(items).sort(compare).slice(0, k));
    }
    expect(selectTop(Int32Array.from([3, 1, 2]), 0, (a, b) => a - b)).toEqual([]);
    // Deep pages (k in the thousands, kept in a heap), the items in any order.
    for (let run = 0; run < 20; run += 1) {
      const n = 2_000 + Math.floor(random() * 20_000);
      const k = 257 + Math.floor(random() * (n / 4 - 257));
      const key = Array.from({ length: n }, () => Math.floor(random() * 50));
      const items = Int32Array.from({ length: n }, (_, i) => i);
      if (run % 2 === 1) items.reverse();
      const compare = (a: number, b: number) => key[a]! - key[b]! || a - b;
      expect(selectTop(items, k, compare), `n ${n}, k ${k}`).toEqual(Array.from(items).sort(compare).slice(0, k));
    }
  });
});

describe('BookIndex caches of made-up searches', () => {
  /** What the kept substring lookups hold: a slot per word listed, and their keys (read from the index itself). */
  const heldByLookups = (index: BookIndex) => {
    let bytes = 0;
    for (const [key, words] of (index as unknown as { runCache: Iterable<[string, string[]]> & { entries(): Iterable<[string, string[]]> } }).runCache.entries())
      bytes += 8 * words.length + 2 * key.length;
    return bytes;
  };

  it('keep within their bytes whatever runs visitors type, and answer as an index without them', () => {
    // 4,000 books of words over ten letters: a run of one or two letters lies in thousands of words.
    const letters = 'abcdefghij';
    const word = (n: number) => Array.from({ length: 7 }, (_, k) => letters[Math.floor(n / 10 ** k) % 10]).join('');
    const bounded = new BookIndex({ runCacheBytes: 256 * 1024 });
    const fresh = () => new BookIndex({ runCacheBytes: 1 });
    const books = Array.from({ length: 4_000 }, (_, i) => book(i, { title: `${word(i * 7919)} ${word(i * 104729 + 13)} ${word(i * 31 + 5)}`, searchKeys: ['x'], searchTitleForms: ['x'] }));
    for (const b of books) bounded.put(b);
    const runs: string[] = [];
    for (const a of letters) {
      runs.push(a, `-${a}`, `${a}-`);
      for (const b of letters) runs.push(`${a}${b}`, `-${a}${b}`, `${a}${b}-`, `-${a}${b}-`);
    }
    const totals = runs.map((q) => bounded.search({ qSubstring: q }, { kind: 'featured' }, 10, 0).total);
    expect(heldByLookups(bounded)).toBeLessThanOrEqual(256 * 1024);
    expect(bounded.cacheBytes).toBeLessThanOrEqual(256 * 1024);
    // The same answers as an index that keeps nothing.
    const plain = fresh();
    for (const b of books) plain.put(b);
    expect(runs.map((q) => plain.search({ qSubstring: q }, { kind: 'featured' }, 10, 0).total)).toEqual(totals);
    expect(totals.some((total) => total > 1_000)).toBe(true);
  });
});
