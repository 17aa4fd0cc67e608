import { awaitsOnlinePayment, type PaymentState } from '../payments/payment-schemas';

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderActor = 'admin' | 'owner';

interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActor;
  /** The button that makes the move. */
  action: 'Process' | 'Cancel' | 'Complete';
  /** The move needs a reason the customer is told (the shop cancelling an order it already confirmed, issue 33). */
  needsReason?: true;
}

/** Who may move an order from which status to which. The server enforces it; the UI shows buttons from it. */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  { from: 'pending', to: 'processing', by: 'admin', action: 'Process' },
  { from: 'pending', to: 'cancelled', by: 'admin', action: 'Cancel' },
  { from: 'processing', to: 'completed', by: 'admin', action: 'Complete' },
  { from: 'processing', to: 'cancelled', by: 'admin', action: 'Cancel', needsReason: true },
  { from: 'pending', to: 'cancelled', by: 'owner', action: 'Cancel' },
];

export function canTransition(actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS.some((t) => t.by === actor && t.from === from && t.to === to);
}

export function transitionsFor(actor: OrderActor, from: OrderStatus): readonly Transition[] {
  return ORDER_TRANSITIONS.filter((t) => t.by === actor && t.from === from);
}

/** Whether the move must carry a reason (PATCH /api/orders/:id/status with `reason`). */
export function needsReason(actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS.some((t) => t.by === actor && t.from === from && t.to === to && t.needsReason);
}

/**
 * The shop's moves for an order as it stands: only Cancel while its online payment is awaited (awaitsOnlinePayment).
 * Complete and Cancel ask once before they go, and a move that needs a reason asks for it in that question (issue 33).
 */
export function adminMovesFor(order: { status: OrderStatus; payment?: { state: PaymentState } | null }): readonly Transition[] {
  const moves = transitionsFor('admin', order.status);
  return order.payment && awaitsOnlinePayment(order.payment.state) ? moves.filter((move) => move.to === 'cancelled') : moves;
}

/** Cancelling is the only move that gives stock back. */
export function restoresStock(to: OrderStatus): boolean {
  return to === 'cancelled';
}

/** A customer can remove a cancelled order from their own list (the shop keeps it). */
export function canOwnerHide(status: OrderStatus): boolean {
  return status === 'cancelled';
}

export type StatusColour = 'green' | 'red' | 'blue' | 'yellow';
export function statusColour(status: OrderStatus): StatusColour {
  switch (status) {
    case 'completed':
      return 'green';
    case 'cancelled':
      return 'red';
    case 'processing':
      return 'blue';
    default:
      return 'yellow';
  }
}
