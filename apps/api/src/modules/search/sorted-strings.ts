/** Sorted lists of strings (JavaScript's order: code units), as the search index keeps its title forms and keys. */

/** Where `value` goes in a sorted list: before every string not less than it. */
function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The strings of a sorted list that start with `prefix` (itself included when present), in order, at most `limit`. */
function startingWith(sorted: readonly string[], prefix: string, limit = Infinity): string[] {
  const out: string[] = [];
  for (let i = lowerBound(sorted, prefix); i < sorted.length && out.length < limit && sorted[i]!.startsWith(prefix); i += 1) out.push(sorted[i]!);
  return out;
}

/** New strings put into place one by one up to this many at once; more are sorted and merged in one pass. */
const INSERTED_ONE_BY_ONE = 64;

/**
 * A sorted list of distinct strings that grows: sorted once, then new strings wait until the next read and go into place
 * there, each by a binary search and one move when they are few, by one merge when many (a look that read an import of
 * thousands of books). Never a re-sort of the whole list on a request, and never thousands of moves of it.
 */
export class SortedStrings {
  private sorted: string[];
  private pending: string[] = [];

  constructor(values: Iterable<string>) {
    this.sorted = [...values].sort();
  }

  /** A string not in the list yet. */
  add(value: string): void {
    this.pending.push(value);
  }

  startingWith(prefix: string, limit = Infinity): string[] {
    this.settle();
    return startingWith(this.sorted, prefix, limit);
  }

  private settle(): void {
    if (this.pending.length === 0) return;
    const pending = this.pending.sort();
    this.pending = [];
    if (pending.length <= INSERTED_ONE_BY_ONE) {
      for (const value of pending) this.sorted.splice(lowerBound(this.sorted, value), 0, value);
      return;
    }
    const merged = new Array<string>(this.sorted.length + pending.length);
    let i = 0;
    let j = 0;
    let n = 0;
    while (i < this.sorted.length && j < pending.length) merged[n++] = this.sorted[i]! < pending[j]! ? this.sorted[i++]! : pending[j++]!;
    while (i < this.sorted.length) merged[n++] = this.sorted[i++]!;
    while (j < pending.length) merged[n++] = pending[j++]!;
    this.sorted = merged;
  }
}
