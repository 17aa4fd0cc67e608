import { describe, expect, it } from 'vitest';
import { createBook, createSignedInUser, placeOrder, SHIPPING } from '../../../test/factories';
import { useTestApp, withFreshApp } from '../../../test/test-app';

/** Public tracking (issue 33): order number + the phone it was placed with → the status and track, nothing else. */
describe('GET /api/track', () => {
  const ctx = useTestApp();

  it('answers the status and the fulfilment track only, for the right number and phone in any spelling', async () => {
    const admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const book = await createBook(ctx.db);
    const order = await placeOrder(ctx.app, reader, [{ book, quantity: 1 }]);
    await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${order._id}/status`, headers: admin.auth, payload: { status: 'processing' } });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/fulfilment`,
      headers: admin.auth,
      payload: { step: 'with_courier', courier: 'Own rider', consignmentId: 'R-1', note: 'back door' },
    });
    const track = (number: string, phone: string) => ctx.app.inject({ method: 'GET', url: `/api/track?number=${encodeURIComponent(number)}&phone=${encodeURIComponent(phone)}` });

    const found = await track(order.orderNumber, SHIPPING.phone);
    expect(found.statusCode, found.body).toBe(200);
    const data = found.json().data;
    expect(data).toMatchObject({ orderNumber: order.orderNumber, status: 'processing', fulfilment: [{ step: 'with_courier', courier: 'Own rider', consignmentId: 'R-1', trackingUrl: null }] });
    expect(Object.keys(data).sort()).toEqual(['fulfilment', 'orderNumber', 'placedAt', 'status']);
    // No name, address, e-mail, money or the shop's note anywhere in the answer.
    for (const secret of [SHIPPING.name, SHIPPING.address, SHIPPING.email, 'back door', 'totalPrice']) expect(found.body).not.toContain(secret);

    const number = Number(order.orderNumber.slice(3));
    expect((await track(String(number), '+880 1711-000000')).statusCode).toBe(200);
    const bangla = `${order.orderNumber.slice(0, 3)}${order.orderNumber.slice(3).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)))}`;
    expect((await track(bangla, '০১৭১১০০০০০০')).statusCode).toBe(200);

    const wrongPhone = await track(order.orderNumber, '01811000000');
    const wrongNumber = await track('BP-999999', SHIPPING.phone);
    expect(wrongPhone.statusCode).toBe(404);
    expect(wrongNumber.statusCode).toBe(404);
    expect(wrongPhone.json().message).toBe(wrongNumber.json().message);
    expect((await track('nonsense', 'x')).statusCode).toBe(404);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/track?number=BP-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('phone');
  });

  it('is limited per client address', async () => {
    await withFreshApp(
      async ({ app }) => {
        const look = () => app.inject({ method: 'GET', url: '/api/track?number=BP-000001&phone=01711000000' });
        expect((await look()).statusCode).toBe(404);
        expect((await look()).statusCode).toBe(404);
        const limited = await look();
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      },
      { trackLookupsPerIpPerHour: 2 },
    );
  });
});
