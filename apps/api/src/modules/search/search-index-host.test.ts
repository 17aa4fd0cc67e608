/**
 * Where the search index runs (search-index-host.ts): in its worker thread and in the calling thread it answers the same,
 * applies a look's changes only to the index the look began with, reports a mistake without stopping, and a worker
 * that stops fails every call instead of leaving it unanswered.
 */
import { describe, expect, it } from 'vitest';
import type { IndexedBook } from './book-index';
import { searchColumns } from './search-keys';
import { inlineIndexHost, type SearchIndexHost, WorkerIndexHost } from './search-index-host';

function book(id: string, title: string, author: string, createdAt: number): IndexedBook {
  const { searchKeys, searchTitleForms } = searchColumns({ title, author });
  return {
    id,
    title,
    author,
    altTitle: '',
    altAuthor: '',
    category: 'Fiction',
    priceCents: 500,
    image: `/api/covers/${id}.svg`,
    inStock: true,
    language: 'en',
    createdAt,
    xid: '1',
    searchKeys,
    searchTitleForms,
  };
}

const RIVER = book('00000000-0000-4000-8000-000000000001', 'The Silent River', 'Ada Marsh', 3);
const RIVERS = book('00000000-0000-4000-8000-000000000002', 'Rivers of Dust', 'Bela Roy', 2);
const GARDEN = book('00000000-0000-4000-8000-000000000003', 'A Garden of Rain', 'Ada Marsh', 1);

const search = (host: SearchIndexHost, q: string) => host.list({ q }, { kind: 'featured' }, 24, 0);

describe.each([
  ['its worker thread', () => new WorkerIndexHost()],
  ['the calling thread', () => inlineIndexHost()],
] as const)('the search index in %s', (_, makeHost) => {
  it('loads, answers searches, suggestions and authors, and takes changes only for the index their look began with', async () => {
    const host = makeHost();
    try {
      await host.beginLoad();
      await host.loadBooks([RIVER, RIVERS]);
      await host.loadBooks([GARDEN]);
      expect(await host.finishLoad(1)).toEqual({ size: 3, ordinals: 3 });
      // A title that starts with the word first (books-repository's relevance tiers).
      expect(await search(host, 'river')).toEqual({ ids: [RIVERS.id, RIVER.id], total: 2, match: 'exact', didYouMean: [] });
      // A typo, corrected from the stored keys the load handed over.
      expect((await search(host, 'rivr')).ids).toContain(RIVER.id);
      expect((await host.suggest('gard', { books: 6, authors: 6 })).books.map((found) => found.title)).toEqual(['A Garden of Rain']);
      expect(await host.authors('ada', 5)).toEqual([{ author: 'Ada Marsh', altAuthor: '', count: 2 }]);

      // A look begun before a load put this index in place: not applied.
      expect(await host.apply(0, [{ removed: RIVER.id, keys: [] }])).toBeUndefined();
      expect((await search(host, 'river')).total).toBe(2);
      // This index's look: a renamed book (a new entry, its old one dead) and a removed one.
      const renamed = { ...book(RIVERS.id, 'Rivers of Glass', 'Bela Roy', 2), xid: '2' };
      expect(await host.apply(1, [{ book: renamed }, { removed: GARDEN.id, keys: [] }])).toEqual({ size: 2, ordinals: 4 });
      expect(await search(host, 'glass')).toEqual({ ids: [RIVERS.id], total: 1, match: 'exact', didYouMean: [] });
      expect(await search(host, 'garden')).toEqual({ ids: [], total: 0, match: 'none', didYouMean: [] });

      // A load under way leaves the index in place answering until it is finished.
      await host.beginLoad();
      await host.loadBooks([GARDEN]);
      expect((await search(host, 'river')).total).toBe(2);
      expect(await host.finishLoad(2)).toEqual({ size: 1, ordinals: 1 });
      expect(await search(host, 'river')).toEqual({ ids: [], total: 0, match: 'none', didYouMean: [] });
      expect(await search(host, 'garden')).toEqual({ ids: [GARDEN.id], total: 1, match: 'exact', didYouMean: [] });
    } finally {
      await host.close();
    }
  });

  it('a call it cannot make fails with the reason, and the host goes on answering', async () => {
    const host = makeHost();
    try {
      await host.beginLoad();
      await host.loadBooks([RIVER]);
      await host.finishLoad(1);
      await expect(host.loadBooks([GARDEN])).rejects.toThrow(/no load begun/);
      expect(host.alive).toBe(true);
      expect(await search(host, 'river')).toEqual({ ids: [RIVER.id], total: 1, match: 'exact', didYouMean: [] });
    } finally {
      await host.close();
    }
    expect(host.alive).toBe(false);
  });
});

describe('a worker that stops', () => {
  it('fails the calls under way and every later one, and says so once', async () => {
    const lost: Error[] = [];
    const host = new WorkerIndexHost((error) => lost.push(error));
    await host.beginLoad();
    await host.loadBooks([RIVER, RIVERS, GARDEN]);
    await host.finishLoad(1);
    const underWay = search(host, 'river');
    await host.worker.terminate();
    await expect(underWay).rejects.toThrow(/worker stopped/);
    expect(host.alive).toBe(false);
    await expect(search(host, 'river')).rejects.toThrow(/worker stopped/);
    expect(lost).toHaveLength(1);
  });
});
