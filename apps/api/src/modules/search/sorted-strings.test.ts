import { describe, expect, it } from 'vitest';
import { SortedStrings } from './sorted-strings';

/** What a sorted list answers, by definition: every string starting with the prefix, in order. */
function expected(all: readonly string[], prefix: string, limit = Infinity): string[] {
  return [...all]
    .sort()
    .filter((value) => value.startsWith(prefix))
    .slice(0, limit);
}

describe('SortedStrings', () => {
  const letters = 'abcdeহুমায়';
  const word = (n: number) => Array.from({ length: 1 + (n % 6) }, (_, i) => letters[(n * 7 + i * 13) % letters.length]).join('') + n.toString(36);

  it('answers prefixes in order after strings come a few at a time and thousands at once', () => {
    const all = Array.from({ length: 2000 }, (_, i) => word(i));
    const list = new SortedStrings(all);
    const prefixes = ['a', 'ab', 'হু', 'c', 'zz', ''];
    for (const prefix of prefixes) expect(list.startingWith(prefix, 20), prefix).toEqual(expected(all, prefix, 20));
    // A few (each put into place), then many at once (one merge), with reads between.
    for (const batch of [3, 64, 65, 5000]) {
      const added = Array.from({ length: batch }, (_, i) => word(all.length + i));
      for (const value of added) list.add(value);
      all.push(...added);
      for (const prefix of prefixes) expect(list.startingWith(prefix, 50), `${batch}: ${prefix}`).toEqual(expected(all, prefix, 50));
    }
    expect(list.startingWith('')).toEqual(expected(all, ''));
  });
});
