import type { OrderDetail, OrderEvent } from '@boipoka/shared';

/** An order as GET /api/orders/:id answers it, for the order pages' tests. */
export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    _id: '11111111-aaaa-4aaa-8aaa-000000000042',
    orderNumber: 'BP-000042',
    user: { _id: 'u1', name: 'Nusrat', email: 'nusrat@boipoka.test' },
    books: [
      { book: { _id: 'b1', title: 'Gitanjali', image: '', price: 12.5 }, quantity: 2 },
      { book: { _id: 'b2', title: 'হিমু রিমান্ডে', image: '', price: 8 }, quantity: 1 },
    ],
    shippingDetails: { name: 'Nusrat Jahan', email: 'gift@boipoka.test', phone: '+880 1711-000000', address: '12 Road 5, Dhanmondi', city: 'Dhaka', postalCode: '1205' },
    paymentMethod: 'cod',
    payment: { method: 'cod', state: 'unpaid', paid: 0, refunded: 0, transactionId: null, dueAt: null },
    subtotal: 33,
    discount: 0,
    promoCode: null,
    memberDiscount: 0,
    shippingCost: 5.99,
    tax: 2.64,
    totalPrice: 41.63,
    currency: 'USD',
    delivery: null,
    status: 'processing',
    createdAt: '2026-11-21T09:05:00.000Z',
    updatedAt: '2026-11-21T11:00:00.000Z',
    fulfilment: [],
    events: [
      event({ _id: 'e1', kind: 'placed', actorRole: 'user', createdAt: '2026-11-21T09:05:00.000Z' }),
      event({ _id: 'e2', kind: 'status_changed', fromStatus: 'pending', toStatus: 'processing', actorRole: 'admin', createdAt: '2026-11-21T11:00:00.000Z' }),
    ],
    ...overrides,
  };
}

export function event(overrides: Partial<OrderEvent> & Pick<OrderEvent, '_id' | 'kind'>): OrderEvent {
  return { fromStatus: null, toStatus: null, actorRole: null, createdAt: '2026-11-21T12:00:00.000Z', ...overrides };
}
