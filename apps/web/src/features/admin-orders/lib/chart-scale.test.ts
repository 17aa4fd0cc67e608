import { describe, expect, it } from 'vitest';
import { axisTicks, niceStep } from './chart-scale';

describe('chart scale', () => {
  it('rounds steps up to 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(12)).toBe(20);
    expect(niceStep(0.3)).toBeCloseTo(0.5);
  });

  it('covers the largest value and keeps order counts whole', () => {
    expect(axisTicks(130)).toEqual([0, 50, 100, 150, 200]);
    expect(axisTicks(2, 4, true)).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks(0)).toEqual([0, 1, 2, 3, 4]);
  });
});
