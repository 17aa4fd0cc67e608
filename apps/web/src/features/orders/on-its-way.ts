import type { OrderStatus } from '@boipoka/shared';

/** The books are still to be delivered: the courier will call the order's phone. */
export function onItsWay(status: OrderStatus): boolean {
  return status === 'pending' || status === 'processing';
}
