import { describe, expect, it } from 'vitest';
import { canFulfil, canFulfilOrder, FULFILMENT_STEPS, isFinalStep, nextFulfilmentSteps, statusAfterStep } from './fulfilment-machine';

describe('fulfilment machine', () => {
  it('goes packed → with the courier → out for delivery → delivered or returned, each step once', () => {
    expect(nextFulfilmentSteps(null)).toEqual(['packed', 'with_courier']);
    expect(nextFulfilmentSteps('packed')).toEqual(['with_courier']);
    expect(nextFulfilmentSteps('with_courier')).toEqual(['out_for_delivery', 'delivered', 'returned']);
    expect(nextFulfilmentSteps('out_for_delivery')).toEqual(['delivered', 'returned']);
    expect(nextFulfilmentSteps('delivered')).toEqual([]);
    expect(nextFulfilmentSteps('returned')).toEqual([]);
    for (const step of FULFILMENT_STEPS) expect(canFulfil(step, step)).toBe(false);
    expect(canFulfil(null, 'delivered')).toBe(false);
    expect(canFulfil('packed', 'returned')).toBe(false);
  });

  it('runs only on a processing order; delivered completes it, returned cancels it', () => {
    expect(canFulfilOrder('processing', null, 'packed')).toBe(true);
    expect(canFulfilOrder('pending', null, 'packed')).toBe(false);
    expect(canFulfilOrder('completed', 'out_for_delivery', 'delivered')).toBe(false);
    expect(canFulfilOrder('cancelled', 'with_courier', 'returned')).toBe(false);
    expect(statusAfterStep('packed')).toBe('processing');
    expect(statusAfterStep('out_for_delivery')).toBe('processing');
    expect(statusAfterStep('delivered')).toBe('completed');
    expect(statusAfterStep('returned')).toBe('cancelled');
    expect(FULFILMENT_STEPS.filter(isFinalStep)).toEqual(['delivered', 'returned']);
  });
});
