/**
 * Estimates of what values take in V8's heap, for caches bounded by bytes (docs/decisions/029-memory-bounds.md). They
 * err on the high side: an object reached twice within one value is counted once, but one shared with another cache is
 * counted in each.
 */

/** Any character V8 cannot keep in a one-byte (Latin-1) string. */
const TWO_BYTE = /[^\u0000-\u00ff]/;

/** A string: its header, and a byte a character when all are Latin-1, else two. */
export function stringBytes(text: string): number {
  return 16 + (TWO_BYTE.test(text) ? 2 * text.length : text.length);
}

const OBJECT_HEADER = 24;
const ARRAY_HEADER = 32;
const SLOT = 8;
/** A number that is not a small integer is a heap object of its own. */
const HEAP_NUMBER = 16;

/**
 * A JSON-like value (plain objects, arrays, strings, numbers, dates) with everything it reaches: each object's header
 * and a slot per property or element, each string's characters, each boxed number. Property names are shared by every
 * object of a shape and not counted.
 */
export function valueBytes(value: unknown): number {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  let bytes = 0;
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') bytes += stringBytes(next);
    else if (typeof next === 'number') bytes += Number.isInteger(next) && Math.abs(next) < 2 ** 30 ? 0 : HEAP_NUMBER;
    else if (next !== null && typeof next === 'object') {
      if (seen.has(next)) continue;
      seen.add(next);
      if (Array.isArray(next)) {
        bytes += ARRAY_HEADER + SLOT * next.length;
        for (const item of next) stack.push(item);
      } else if (next instanceof Date) bytes += OBJECT_HEADER + HEAP_NUMBER;
      else {
        const values = Object.values(next);
        bytes += OBJECT_HEADER + SLOT * values.length;
        for (const item of values) stack.push(item);
      }
    }
  }
  return bytes;
}
