import { describe, expect, it } from 'vitest';
import { createBook, createSignedInUser, placeOrder } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

describe('GET /api/stats/dashboard', () => {
  const ctx = useTestApp();

  it('gives admins shop figures and customers their own', async () => {
    const admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    const customer = await createSignedInUser(ctx.app, ctx.db);
    await createSignedInUser(ctx.app, ctx.db, { role: 'Blocked' }).catch(() => undefined);
    const book = await createBook(ctx.db, { priceCents: 1000, quantity: 10 });
    await createBook(ctx.db, { archivedAt: new Date() });
    const done = await placeOrder(ctx.app, customer, [{ book, quantity: 1 }]);
    await placeOrder(ctx.app, customer, [{ book, quantity: 2 }]);
    await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${done._id}/status`, headers: admin.auth, payload: { status: 'processing' } });
    await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${done._id}/status`, headers: admin.auth, payload: { status: 'completed' } });

    const shop = await ctx.app.inject({ method: 'GET', url: '/api/stats/dashboard', headers: admin.auth });
    expect(shop.statusCode).toBe(200);
    expect(shop.json().data).toEqual({ role: 'admin', totalBooks: 1, activeUsers: 1, ordersToday: 2 });

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/stats/dashboard', headers: customer.auth });
    expect(mine.json().data).toEqual({ role: 'user', myOrders: 2, pendingOrders: 1, totalSpent: 16.79 });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/stats/dashboard' })).statusCode).toBe(401);
  });
});
