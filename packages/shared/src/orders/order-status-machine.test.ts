import { describe, expect, it } from 'vitest';
import { adminMovesFor, canOwnerHide, canTransition, needsReason, ORDER_STATUSES, restoresStock, statusColour, transitionsFor } from './order-status-machine';

describe('order status machine', () => {
  it('lets an admin process, cancel and complete only along the table', () => {
    expect(canTransition('admin', 'pending', 'processing')).toBe(true);
    expect(canTransition('admin', 'pending', 'cancelled')).toBe(true);
    expect(canTransition('admin', 'processing', 'completed')).toBe(true);
    expect(canTransition('admin', 'pending', 'completed')).toBe(false);
    // The shop may cancel an order it confirmed (a parcel refused at the door), with a reason (issue 33).
    expect(canTransition('admin', 'processing', 'cancelled')).toBe(true);
    expect(needsReason('admin', 'processing', 'cancelled')).toBe(true);
    expect(needsReason('admin', 'pending', 'cancelled')).toBe(false);
    for (const to of ORDER_STATUSES) {
      expect(canTransition('admin', 'completed', to)).toBe(false);
      expect(canTransition('admin', 'cancelled', to)).toBe(false);
    }
  });

  it('lets an owner only cancel a pending order', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canTransition('owner', from, to)).map((to) => `${from}->${to}`));
    expect(allowed).toEqual(['pending->cancelled']);
  });

  it('lists the buttons per status', () => {
    expect(transitionsFor('admin', 'pending').map((t) => t.action)).toEqual(['Process', 'Cancel']);
    expect(transitionsFor('admin', 'processing').map((t) => t.action)).toEqual(['Complete', 'Cancel']);
    expect(transitionsFor('admin', 'completed')).toEqual([]);
    expect(transitionsFor('owner', 'pending').map((t) => t.action)).toEqual(['Cancel']);
  });

  it("offers the shop only Cancel while an order's online payment is awaited or failed", () => {
    const actions = (state: 'unpaid' | 'awaiting' | 'failed' | 'paid') => adminMovesFor({ status: 'pending', payment: { state } }).map((t) => t.action);
    expect(actions('awaiting')).toEqual(['Cancel']);
    expect(actions('failed')).toEqual(['Cancel']);
    expect(actions('paid')).toEqual(['Process', 'Cancel']);
    expect(actions('unpaid')).toEqual(['Process', 'Cancel']);
    // SPEC's client's orders carry no payment: the table as it stands; Cancel of a processing order asks its reason.
    expect(adminMovesFor({ status: 'processing' }).map((t) => t.action)).toEqual(['Complete', 'Cancel']);
    expect(adminMovesFor({ status: 'processing' }).find((t) => t.action === 'Cancel')?.needsReason).toBe(true);
  });

  it('restores stock only on cancel; hides only cancelled orders; colours badges', () => {
    expect(ORDER_STATUSES.filter(restoresStock)).toEqual(['cancelled']);
    expect(ORDER_STATUSES.filter(canOwnerHide)).toEqual(['cancelled']);
    expect(ORDER_STATUSES.map(statusColour)).toEqual(['yellow', 'blue', 'green', 'red']);
  });
});
