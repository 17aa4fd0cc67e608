import { describe, expect, it } from 'vitest';
import { scriptOf } from './script';

describe('scriptOf', () => {
  it('tells Bangla from Latin by most of the letters', () => {
    expect(scriptOf('শেষের কবিতা')).toBe('bn');
    expect(scriptOf('Shesher Kobita')).toBe('en');
    expect(scriptOf('রবীন্দ্রনাথ ঠাকুর (Tagore)')).toBe('bn');
    expect(scriptOf('Gitanjali: গীতাঞ্জলি in English translation')).toBe('en');
  });

  it('has no script for text without letters', () => {
    expect(scriptOf('')).toBeUndefined();
    expect(scriptOf('1971 — 🙂')).toBeUndefined();
    expect(scriptOf('১৯৭১')).toBe('bn');
  });
});
