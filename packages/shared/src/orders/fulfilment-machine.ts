import type { OrderStatus } from './order-status-machine';

/**
 * The fulfilment track (issue 33, decision 047), beside SPEC's status: an order in `processing` is packed, handed to a
 * courier, out for delivery; `delivered` completes it, `returned` cancels it. Each step happens at most once.
 */
export const FULFILMENT_STEPS = ['packed', 'with_courier', 'out_for_delivery', 'delivered', 'returned'] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

/** Why a parcel came back. */
export const RETURN_REASONS = ['refused', 'unreachable', 'wrong_address', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** From the last step (null: none yet) to the next. A courier may report delivered or returned without out-for-delivery first. */
export const FULFILMENT_TRANSITIONS: readonly { from: FulfilmentStep | null; to: FulfilmentStep }[] = [
  { from: null, to: 'packed' },
  { from: null, to: 'with_courier' },
  { from: 'packed', to: 'with_courier' },
  { from: 'with_courier', to: 'out_for_delivery' },
  { from: 'with_courier', to: 'delivered' },
  { from: 'with_courier', to: 'returned' },
  { from: 'out_for_delivery', to: 'delivered' },
  { from: 'out_for_delivery', to: 'returned' },
];

export function canFulfil(from: FulfilmentStep | null, to: FulfilmentStep): boolean {
  return FULFILMENT_TRANSITIONS.some((t) => t.from === from && t.to === to);
}

export function nextFulfilmentSteps(from: FulfilmentStep | null): FulfilmentStep[] {
  return FULFILMENT_TRANSITIONS.filter((t) => t.from === from).map((t) => t.to);
}

/** The last two steps end the track: delivered completes the order, returned cancels it. */
export function isFinalStep(step: FulfilmentStep): boolean {
  return step === 'delivered' || step === 'returned';
}

/** SPEC's status each step leaves the order in: processing covers packed to out for delivery. */
export function statusAfterStep(step: FulfilmentStep): OrderStatus {
  return step === 'delivered' ? 'completed' : step === 'returned' ? 'cancelled' : 'processing';
}

/** A step may be taken only while the order is processing (confirmed, not yet delivered or cancelled). */
export function canFulfilOrder(status: OrderStatus, from: FulfilmentStep | null, to: FulfilmentStep): boolean {
  return status === 'processing' && canFulfil(from, to);
}
