import { describe, expect, it } from 'vitest';
import { type Answering, limitSearches } from './search-limit';

/** An engine whose searches finish when the test says so, counting how many run at once. */
function controlledEngine() {
  const running: (() => void)[] = [];
  const state = { started: 0, inFlight: 0, maxInFlight: 0 };
  const run = <T>(answer: T) =>
    new Promise<T>((resolve) => {
      state.started += 1;
      state.inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      running.push(() => {
        state.inFlight -= 1;
        resolve(answer);
      });
    });
  const engine: Answering = {
    list: () => run({ ids: [] as string[], total: 0, match: 'none' as const, didYouMean: [] }),
    suggest: () => run({ books: [], authors: [], match: 'none' as const, didYouMean: [] }),
    authors: () => run([]),
  };
  const finishOne = async () => {
    running.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { engine, state, finishOne };
}

describe('limitSearches (the embedded database takes a few searches at a time)', () => {
  it('runs at most `concurrency` searches at once; the others start as those finish, every one answered', async () => {
    const { engine, state, finishOne } = controlledEngine();
    const limited = limitSearches(engine, 2, 0);
    const answers = [
      limited.list({ q: 'tagore' }, { kind: 'featured' }, 24, 0),
      limited.suggest('hum', { books: 6, authors: 4 }),
      limited.authors('nazrul', 50),
      limited.list({ q: 'himu' }, { kind: 'featured' }, 24, 0),
    ];
    await new Promise((resolve) => setImmediate(resolve));
    expect(state).toMatchObject({ started: 2, inFlight: 2 });
    await finishOne();
    expect(state.started).toBe(3);
    await finishOne();
    await finishOne();
    await finishOne();
    expect(await Promise.all(answers)).toEqual([
      { ids: [], total: 0, match: 'none', didYouMean: [] },
      { books: [], authors: [], match: 'none', didYouMean: [] },
      [],
      { ids: [], total: 0, match: 'none', didYouMean: [] },
    ]);
    expect(state.maxInFlight).toBe(2);
  });

  it('drops a search that waited longer than its caller waits (never reaching the database) with a 503 code', async () => {
    const { engine, state, finishOne } = controlledEngine();
    const limited = limitSearches(engine, 1, 30);
    const first = limited.list({ q: 'tagore' }, { kind: 'featured' }, 24, 0);
    const waiting = limited.list({ q: 'himu' }, { kind: 'featured' }, 24, 0).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await finishOne();
    await expect(first).resolves.toEqual({ ids: [], total: 0, match: 'none', didYouMean: [] });
    expect(await waiting).toMatchObject({ code: '57014' });
    expect(state.started).toBe(1);
  });
});
