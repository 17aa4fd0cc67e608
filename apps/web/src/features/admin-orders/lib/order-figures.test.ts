import { describe, expect, it } from 'vitest';
import { averageOrderValue } from './order-figures';

describe('averageOrderValue', () => {
  it('divides revenue by orders, rounded to cents', () => {
    expect(averageOrderValue({ totalRevenue: 100, totalOrders: 4 })).toBe(25);
    expect(averageOrderValue({ totalRevenue: 10, totalOrders: 3 })).toBe(3.33);
  });

  it('is 0, not NaN, with zero orders', () => {
    expect(averageOrderValue({ totalRevenue: 0, totalOrders: 0 })).toBe(0);
    expect(Number.isNaN(averageOrderValue({ totalRevenue: 0, totalOrders: 0 }))).toBe(false);
  });

  it('is 0 when there is no revenue data', () => {
    expect(averageOrderValue(undefined)).toBe(0);
    expect(averageOrderValue(null)).toBe(0);
    expect(averageOrderValue({})).toBe(0);
    expect(averageOrderValue({ totalRevenue: 50, totalOrders: 0 })).toBe(0);
  });
});
