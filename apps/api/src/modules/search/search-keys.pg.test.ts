import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { rememberSearchKeys } from './search-keys';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase({ poolSize: 12 });
});
afterAll(() => testDb.cleanup());

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

describe('the vocabulary under concurrent writers (PostgreSQL)', () => {
  // Ten admins adding books at once wrote the same new keys in different orders (a hash's order), and PostgreSQL broke
  // the deadlock by failing one of them: a 409 "please retry" for an ordinary book (races.pg.test.ts, 1 run in 4).
  it('transactions writing overlapping new keys in different orders all commit, and every key is stored once', async () => {
    const { db } = testDb.database;
    const shared = Array.from({ length: 400 }, (_, i) => `shared${i.toString(36)}`);
    for (let round = 0; round < 3; round += 1) {
      const next = random(round + 1);
      const writers = Array.from({ length: 10 }, (_, w) => {
        const keys = shared.map((key) => `${key}r${round}`).filter(() => next() < 0.8);
        for (let i = keys.length - 1; i > 0; i -= 1) {
          const j = Math.floor(next() * (i + 1));
          [keys[i], keys[j]] = [keys[j]!, keys[i]!];
        }
        return [...keys, `own${w}r${round}`];
      });
      const outcomes = await Promise.allSettled(
        writers.map((keys) =>
          db.transaction(async (tx) => {
            await rememberSearchKeys(tx, keys);
            // Hold the keys a moment, as a book's insert does after them.
            await tx.execute(sql`select pg_sleep(0.02)`);
          }),
        ),
      );
      const failed = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String((outcome.reason as { cause?: { code?: string } }).cause?.code ?? outcome.reason)] : []));
      expect(failed).toEqual([]);
      const expected = new Set(writers.flat());
      const stored = (await db.execute(sql`select count(*)::int as n from search_key_vocabulary where key like ${`%r${round}`}`)) as unknown as { rows: { n: number }[] };
      expect(stored.rows[0]!.n).toBe(expected.size);
    }
  });
});
