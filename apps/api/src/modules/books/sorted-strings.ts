/** Sorted lists of strings (JavaScript's order: code units), as the search index keeps its title forms and keys. */

/** Where `value` goes in a sorted list: before every string not less than it. */
export function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Puts `value` (not yet in the list) into its place: one binary search and one move, never a re-sort. */
export function insertSorted(sorted: string[], value: string): void {
  sorted.splice(lowerBound(sorted, value), 0, value);
}

/** The strings of a sorted list that start with `prefix` (itself included when present), in order, at most `limit`. */
export function startingWith(sorted: readonly string[], prefix: string, limit = Infinity): string[] {
  const out: string[] = [];
  for (let i = lowerBound(sorted, prefix); i < sorted.length && out.length < limit && sorted[i]!.startsWith(prefix); i += 1) out.push(sorted[i]!);
  return out;
}
