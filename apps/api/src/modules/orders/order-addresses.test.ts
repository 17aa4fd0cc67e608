import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createBook, createSignedInUser, orderPayload, SHIPPING, type SignedIn } from '../../../test/factories';
import { outboxRows } from '../../../test/mail';
import { useTestApp } from '../../../test/test-app';

/** Issue 31: an order goes to a place a courier finds, and the reader's next checkout starts from it. */
describe('orders to an address a courier can find', () => {
  const ctx = useTestApp();

  const DHANMONDI = {
    name: 'Nusrat Jahan',
    email: 'nusrat@example.test',
    phone: '01712345678',
    address: 'House 7, Road 27',
    division: 'Dhaka',
    district: 'Dhaka',
    upazila: 'dhaka/dhanmondi',
    area: 'Dhanmondi 27',
    landmark: 'Behind Rapa Plaza',
  };

  async function order(who: SignedIn, shippingDetails: Record<string, unknown>, headers: Record<string, string> = {}) {
    const book = await createBook(ctx.db, { priceCents: 500, quantity: 50 });
    return ctx.app.inject({ method: 'POST', url: '/api/orders', headers: { ...who.auth, ...headers }, payload: { ...orderPayload([{ book, quantity: 1 }]), shippingDetails } });
  }
  const addresses = async (who: SignedIn) => (await ctx.app.inject({ method: 'GET', url: '/api/addresses', headers: who.auth })).json().data as Record<string, unknown>[];
  const stored = async (id: string) => (await ctx.db.select({ shipping: orders.shippingDetails }).from(orders).where(eq(orders.id, id)))[0]!.shipping;

  it("places a SPEC client's order as always: its six fields answered and stored exactly so", async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const res = await order(reader, { ...SHIPPING, city: 'Mirpur DOHS', postalCode: 'DHAKA-1216' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.shippingDetails).toEqual({ ...SHIPPING, city: 'Mirpur DOHS', postalCode: 'DHAKA-1216' });
    expect(await stored(res.json().data._id)).toEqual({ ...SHIPPING, city: 'Mirpur DOHS', postalCode: 'DHAKA-1216' });
    // A free-text city is no district: nothing to remember.
    expect(await addresses(reader)).toEqual([]);
  });

  it('still asks a SPEC client for its postal code (400 naming the field), in English and Bangla', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const { postalCode: _none, ...withoutPostalCode } = SHIPPING;
    const res = await order(reader, withoutPostalCode);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'shippingDetails.postalCode', message: 'Postal Code is required' }]);
    const bn = await order(reader, withoutPostalCode, { 'accept-language': 'bn' });
    expect(bn.json().errors).toEqual([{ path: 'shippingDetails.postalCode', message: 'পোস্ট কোড দিন' }]);
  });

  it('keeps the place with the order and answers it on every read; the city is the district and no postal code is needed', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const res = await order(reader, { ...DHANMONDI, division: 'ঢাকা', district: 'ঢাকা', upazila: 'ধানমন্ডি' });
    expect(res.statusCode).toBe(201);
    const expected = { ...DHANMONDI, city: 'Dhaka', postalCode: '' };
    const placed = res.json().data;
    expect(placed.shippingDetails).toEqual(expected);
    expect(await stored(placed._id)).toEqual(expected);
    const one = await ctx.app.inject({ method: 'GET', url: `/api/orders/${placed._id}`, headers: reader.auth });
    expect(one.json().data.shippingDetails).toEqual(expected);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: reader.auth });
    expect(mine.json().data[0].shippingDetails).toEqual(expected);
    const admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    const all = await ctx.app.inject({ method: 'GET', url: '/api/orders/all', headers: admin.auth });
    expect(all.json().data.orders.find((o: { _id: string }) => o._id === placed._id).shippingDetails).toEqual(expected);
  });

  it("the receipt names the place: area and thana in the reader's language, the landmark", async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db, { email: 'receipt-place@example.test' });
    expect((await order(reader, { ...DHANMONDI, email: 'receipt-place@example.test' })).statusCode).toBe(201);
    const receipt = (await outboxRows(ctx.db)).find((row) => row.kind === 'order-placed' && row.toAddress === 'receipt-place@example.test')!;
    expect(receipt.text).toContain('House 7, Road 27\nDhanmondi 27, Dhanmondi\nDhaka\nLandmark: Behind Rapa Plaza\n01712345678');
  });

  it.each([
    [{ district: 'Gotham' }, 'shippingDetails.district', 'Please choose one of the 64 districts', '৬৪টি জেলার একটি বেছে নিন'],
    [{ upazila: 'sylhet/sylhet-sadar' }, 'shippingDetails.upazila', 'Please choose an upazila or thana of the district', 'জেলাটির একটি উপজেলা বা থানা বেছে নিন'],
    [{ postalCode: '120' }, 'shippingDetails.postalCode', 'Postal code must be 4 digits', 'পোস্ট কোড ৪ অঙ্কের হতে হবে'],
    [{ division: 'Khulna' }, 'shippingDetails.district', 'The district is not in this division', 'জেলাটি এই বিভাগের নয়'],
  ])('refuses %j with a 400 naming the field, and places nothing', async (change, path, english, bangla) => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const res = await order(reader, { ...DHANMONDI, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path, message: english }]);
    expect((await order(reader, { ...DHANMONDI, ...change }, { 'accept-language': 'bn' })).json().errors).toEqual([{ path, message: bangla }]);
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, reader.user.id))).toEqual([]);
  });

  it("remembers the address of each order as the reader's default, once per place", async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    expect((await order(reader, DHANMONDI)).statusCode).toBe(201);
    expect(await addresses(reader)).toEqual([
      expect.objectContaining({
        label: '',
        name: 'Nusrat Jahan',
        phone: '01712345678',
        address: 'House 7, Road 27',
        city: 'Dhaka',
        district: 'Dhaka',
        upazila: 'dhaka/dhanmondi',
        area: 'Dhanmondi 27',
        isDefault: true,
      }),
    ]);

    // The same place written a little differently is the same address.
    expect((await order(reader, { ...DHANMONDI, address: 'house 7,  road 27', upazila: 'Dhanmondi', landmark: 'Opposite the lake' })).statusCode).toBe(201);
    expect(await addresses(reader)).toEqual([expect.objectContaining({ address: 'House 7, Road 27', landmark: 'Opposite the lake', isDefault: true })]);

    // Another place: saved too, and the next checkout starts from it.
    const sylhet = { ...DHANMONDI, address: 'Zindabazar Point, Flat 3B', division: 'Sylhet', district: 'Sylhet', upazila: 'sylhet/sylhet-sadar', area: 'Zindabazar', landmark: '', postalCode: '3100' };
    expect((await order(reader, sylhet)).statusCode).toBe(201);
    const list = await addresses(reader);
    expect(list.map((a) => [a.district, a.isDefault])).toEqual([
      ['Sylhet', true],
      ['Dhaka', false],
    ]);

    // Ordering to the first place again makes it the default again, still two addresses.
    expect((await order(reader, DHANMONDI)).statusCode).toBe(201);
    expect((await addresses(reader)).map((a) => [a.district, a.isDefault])).toEqual([
      ['Dhaka', true],
      ['Sylhet', false],
    ]);

    // The default again, as written: the saved address is left as it is (not written again).
    const before = (await addresses(reader))[0]!;
    expect((await order(reader, DHANMONDI)).statusCode).toBe(201);
    const after = (await addresses(reader))[0]!;
    expect(after).toEqual(before);
    // A new landmark for it is written.
    expect((await order(reader, { ...DHANMONDI, landmark: 'Next to the mosque' })).statusCode).toBe(201);
    expect((await addresses(reader))[0]).toMatchObject({ _id: before._id, landmark: 'Next to the mosque', isDefault: true });
  });

  it('a SPEC order to one of the 64 districts is remembered too; a full address book takes nothing more and the order goes on', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    expect((await order(reader, SHIPPING)).statusCode).toBe(201);
    expect(await addresses(reader)).toEqual([expect.objectContaining({ city: 'Dhaka', district: 'Dhaka', division: 'Dhaka', upazila: null, postalCode: '1205', isDefault: true })]);

    for (let i = 1; i < 10; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/addresses', headers: reader.auth, payload: { name: 'Rahim', phone: '01711000000', address: `Road ${i}`, district: 'Khulna' } });
      expect(res.statusCode).toBe(201);
    }
    const res = await order(reader, DHANMONDI);
    expect(res.statusCode).toBe(201);
    const list = await addresses(reader);
    expect(list).toHaveLength(10);
    expect(list.some((a) => a.upazila === 'dhaka/dhanmondi')).toBe(false);
  });
});
