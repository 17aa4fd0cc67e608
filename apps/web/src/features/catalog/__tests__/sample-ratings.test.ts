import { describe, expect, it } from 'vitest';
import { sampleRating, sampleReviewCount } from '../../../lib/sample-rating';

const ids = Array.from({ length: 500 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('sample ratings derived from the book id', () => {
  it('are the same every time for the same id', () => {
    for (const id of ids.slice(0, 20)) {
      expect(sampleRating(id)).toBe(sampleRating(id));
      expect(sampleReviewCount(id)).toBe(sampleReviewCount(id));
    }
  });

  it('stay within 3.0-5.0 stars in tenths and 100-1099 reviews, and vary between books', () => {
    const ratings = ids.map(sampleRating);
    const reviews = ids.map(sampleReviewCount);
    for (const rating of ratings) {
      expect(rating).toBeGreaterThanOrEqual(3);
      expect(rating).toBeLessThanOrEqual(5);
      expect(Math.round(rating * 10)).toBeCloseTo(rating * 10, 9);
    }
    for (const count of reviews) {
      expect(Number.isInteger(count)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(100);
      expect(count).toBeLessThanOrEqual(1099);
    }
    expect(new Set(ratings).size).toBeGreaterThan(15);
    expect(Math.min(...ratings)).toBe(3);
    expect(Math.max(...ratings)).toBe(5);
  });
});
