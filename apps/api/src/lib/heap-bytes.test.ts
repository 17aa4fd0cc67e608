import { describe, expect, it } from 'vitest';
import { stringBytes, valueBytes } from './heap-bytes';

describe('heap byte estimates', () => {
  it('counts Latin-1 text at a byte a character and anything else at two', () => {
    expect(stringBytes('a'.repeat(1000))).toBe(16 + 1000);
    expect(stringBytes('é'.repeat(1000))).toBe(16 + 1000);
    // One Bangla character makes the whole string two-byte.
    expect(stringBytes(`${'a'.repeat(999)}ব`)).toBe(16 + 2000);
  });

  it('counts what a value reaches, each object once, and grows with its content', () => {
    const item = { title: 'x'.repeat(500), price: 4.5, quantity: 3 };
    const one = valueBytes([item]);
    expect(one).toBeGreaterThan(500);
    // The same object twice is counted once (besides its slot); two copies twice.
    expect(valueBytes([item, item])).toBe(one + 8);
    expect(valueBytes([item, { ...item, title: 'y'.repeat(500) }])).toBeGreaterThan(2 * one - 100);
    const cyclic: Record<string, unknown> = { a: 'b' };
    cyclic.self = cyclic;
    expect(valueBytes(cyclic)).toBeGreaterThan(0);
    expect(valueBytes({ at: new Date(), list: [1, 2, 3], none: null })).toBeGreaterThan(0);
  });
});
