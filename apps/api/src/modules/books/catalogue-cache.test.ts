import { describe, expect, it } from 'vitest';
import { CatalogueCache, entryBytes, parseCatalogueNotification } from './catalogue-cache';

/** A load the test finishes when it wants, counting how often the "database" was asked. */
function controlledLoad<T>() {
  let calls = 0;
  let finish!: (value: T) => void;
  const load = () => {
    calls += 1;
    return new Promise<T>((resolve) => (finish = resolve));
  };
  return { load, finish: (value: T) => finish(value), calls: () => calls };
}

const page = (...ids: string[]) => ({ ids });
const idsOf = (value: { ids: string[] }) => ({ bookIds: value.ids });

describe('CatalogueCache', () => {
  it('answers a repeated read from memory', async () => {
    const cache = new CatalogueCache();
    let loads = 0;
    const load = async () => ((loads += 1), page('a', 'b'));
    expect(await cache.read('list:1', load, idsOf)).toEqual(page('a', 'b'));
    expect(await cache.read('list:1', load, idsOf)).toEqual(page('a', 'b'));
    expect(loads).toBe(1);
  });

  it('a stock change drops only the answers that show that book', async () => {
    const cache = new CatalogueCache();
    await cache.read('list:ab', async () => page('a', 'b'), idsOf);
    await cache.read('list:cd', async () => page('c', 'd'), idsOf);
    await cache.read('book:b', async () => page('b'), idsOf);
    cache.changed({ kind: 'stock', bookIds: ['b'] });
    let reloaded: string[] = [];
    for (const key of ['list:ab', 'list:cd', 'book:b']) await cache.read(key, async () => (reloaded.push(key), page()), idsOf);
    expect(reloaded).toEqual(['list:ab', 'book:b']);
    reloaded = [];
    // The reloaded list no longer shows b: a later change to b leaves it alone.
    cache.changed({ kind: 'stock', bookIds: ['b'] });
    await cache.read('list:ab', async () => (reloaded.push('list:ab'), page()), idsOf);
    expect(reloaded).toEqual([]);
  });

  it('a stock change drops every answer ordered by stock, whichever books it shows', async () => {
    const cache = new CatalogueCache();
    await cache.read(
      'list:by-stock',
      async () => page('a'),
      () => ({ bookIds: ['a'], orderedByStock: true }),
    );
    cache.changed({ kind: 'stock', bookIds: ['z'] });
    let loads = 0;
    await cache.read(
      'list:by-stock',
      async () => ((loads += 1), page('z')),
      () => ({ bookIds: ['z'], orderedByStock: true }),
    );
    expect(loads).toBe(1);
  });

  it('any other change drops everything', async () => {
    const cache = new CatalogueCache();
    await cache.read('authors:', async () => page(), idsOf);
    await cache.read('list:a', async () => page('a'), idsOf);
    cache.changed({ kind: 'all' });
    expect(cache.size).toBe(0);
  });

  it('does not keep a load that overlapped a change, and a later request does not join it', async () => {
    const cache = new CatalogueCache();
    const before = controlledLoad<{ ids: string[] }>();
    const first = cache.read('book:a', before.load, idsOf);
    cache.changed({ kind: 'stock', bookIds: ['a'] });
    const after = controlledLoad<{ ids: string[] }>();
    const second = cache.read('book:a', after.load, idsOf);
    expect(after.calls()).toBe(1);
    before.finish(page('a', 'old'));
    after.finish(page('a', 'new'));
    expect(await first).toEqual(page('a', 'old'));
    expect(await second).toEqual(page('a', 'new'));
    // The overlapping (old) answer was not kept; the one begun after the change was.
    expect(await cache.read('book:a', async () => page('a', 'third'), idsOf)).toEqual(page('a', 'new'));
  });

  it('concurrent misses of one key share a single load', async () => {
    const cache = new CatalogueCache();
    const shared = controlledLoad<{ ids: string[] }>();
    const reads = Promise.all([1, 2, 3].map(() => cache.read('list:a', shared.load, idsOf)));
    shared.finish(page('a'));
    expect(await reads).toEqual([page('a'), page('a'), page('a')]);
    expect(shared.calls()).toBe(1);
  });

  it('a failed load is not kept', async () => {
    const cache = new CatalogueCache();
    await expect(cache.read('book:x', async () => Promise.reject(new Error('Book not found')), idsOf)).rejects.toThrow('Book not found');
    expect(await cache.read('book:x', async () => page('x'), idsOf)).toEqual(page('x'));
  });

  it('switched off, it reads through and keeps nothing; switched on again, it starts empty', async () => {
    const cache = new CatalogueCache();
    await cache.read('list:a', async () => page('a'), idsOf);
    cache.setEnabled(false);
    let loads = 0;
    await cache.read('list:a', async () => ((loads += 1), page('a')), idsOf);
    await cache.read('list:a', async () => ((loads += 1), page('a')), idsOf);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
    cache.setEnabled(true);
    await cache.read('list:a', async () => ((loads += 1), page('a')), idsOf);
    expect(loads).toBe(3);
  });

  it('keeps answers up to `maxBytes`, dropping the least recently used', async () => {
    const one = entryBytes('a', page('a'), idsOf(page('a')));
    const cache = new CatalogueCache({ maxBytes: 2 * one + 10 });
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => page(key), idsOf);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(2 * one + 10);
    let reloaded = false;
    await cache.read('a', async () => ((reloaded = true), page('a')), idsOf);
    expect(reloaded).toBe(true);
  });

  it('counts an answer by what it holds: a large answer pushes out many small ones', async () => {
    const large = { ids: ['x'], text: 'বই'.repeat(50_000) };
    const small = entryBytes('s0', page('s0'), idsOf(page('s0')));
    const cache = new CatalogueCache({ maxBytes: entryBytes('large', large, idsOf(large)) + 3 * small });
    for (let i = 0; i < 20; i += 1) await cache.read(`s${i}`, async () => page(`s${i}`), idsOf);
    expect(cache.size).toBe(20);
    await cache.read('large', async () => large, idsOf);
    // The large one and at most three small ones.
    expect(cache.size).toBeLessThanOrEqual(4);
    // 50,000 two-byte characters: counted at two bytes each.
    expect(entryBytes('large', large, idsOf(large))).toBeGreaterThan(200_000);
  });

  it('counts the serialised answers kept beside a value with it (`kept`), and lets the others go to make room', async () => {
    const one = entryBytes('a', page('a'), idsOf(page('a')));
    const cache = new CatalogueCache({ maxBytes: 10 * one });
    const values = [];
    for (const key of ['a', 'b', 'c']) values.push(await cache.read(key, async () => page(key), idsOf));
    const before = cache.bytes;
    cache.kept(values[2]!, 4 * one);
    expect(cache.bytes).toBe(before + 4 * one);
    // Bigger than the rest of the budget: the least recently used go first, the grown one stays.
    cache.kept(values[2]!, 4 * one);
    expect(cache.size).toBe(2);
    let loads = 0;
    await cache.read('c', async () => ((loads += 1), page('c')), idsOf);
    await cache.read('a', async () => ((loads += 1), page('a')), idsOf);
    expect(loads).toBe(1);
    // A value the cache does not hold (dropped, or never kept) is not counted.
    cache.kept(page('z'), 1_000_000);
    expect(cache.bytes).toBeLessThanOrEqual(10 * one);
  });

  it('does not keep an answer larger than its whole budget, nor let it be dropped later by a change to its books', async () => {
    const cache = new CatalogueCache({ maxBytes: 1_000 });
    const huge = { ids: ['a'], text: 'x'.repeat(5_000) };
    let loads = 0;
    for (let i = 0; i < 2; i += 1) await cache.read('huge', async () => ((loads += 1), huge), idsOf);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
    // An answer grown past the budget by what was serialised for it goes too.
    const small = await cache.read('small', async () => page('a'), idsOf);
    expect(cache.size).toBe(1);
    cache.kept(small, 2_000);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});

describe('parseCatalogueNotification', () => {
  it('reads stock:<id> as a stock change of that book and anything else as a change to everything', () => {
    expect(parseCatalogueNotification('stock:7d0c6a2e-1b1a-4d55-9d0e-0d7e0f9c1a11')).toEqual({ kind: 'stock', bookIds: ['7d0c6a2e-1b1a-4d55-9d0e-0d7e0f9c1a11'] });
    expect(parseCatalogueNotification('all')).toEqual({ kind: 'all' });
    expect(parseCatalogueNotification(undefined)).toEqual({ kind: 'all' });
  });
});
