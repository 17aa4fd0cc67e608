import { computeCheckoutTotals, DEFAULT_POLICY_PAGES, defaultSettings, fromCents, pricingRulesFor, type PublicSettings, type ShopSettings } from '@boipoka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBook, createSignedInUser, orderPayload, SHIPPING, type SignedIn } from '../../../test/factories';
import { buildApp } from '../../app';
import { useTestApp, withFreshApp } from '../../../test/test-app';
import { outboxRows } from '../../../test/mail';

const DHANMONDI = { ...SHIPPING, city: 'Dhaka', district: 'Dhaka', upazila: 'dhaka/dhanmondi' };
const SYLHET = { ...SHIPPING, address: 'House 4, Zindabazar', city: 'Sylhet', postalCode: '3100' };

describe('the settings of a dollar shop (SPEC: the default)', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let reader: SignedIn;
  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Nusrat Admin' });
    reader = await createSignedInUser(ctx.app, ctx.db, { name: 'Karim Reader' });
  });
  const patch = (payload: unknown, as: SignedIn = admin) => ctx.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: as.auth, payload: payload as object });
  const admins = async () => (await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth })).json().data as ShopSettings;

  it("answers SPEC's rules to anyone: dollars, $5.99 delivery, free over $50, 8% tax, cash on delivery", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as PublicSettings;
    expect(data).toMatchObject({ currency: 'USD', freeDeliveryOver: { amountMinor: 5000, currency: 'USD' }, taxPercent: 8, cashOnDelivery: true });
    expect(data.zones).toEqual([expect.objectContaining({ id: 'standard', charge: { amountMinor: 599, currency: 'USD' }, everywhereElse: true })]);
    expect(data).not.toHaveProperty('pages');
  });

  it('keeps the rest for admins: a reader and a stranger cannot read or change it', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: reader.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
    expect((await patch({ taxPercent: 0 }, reader)).statusCode).toBe(403);
    expect((await admins()).pages).toEqual(expect.objectContaining({ terms: expect.any(Object) }));
  });

  it.each([
    [{ taxPercent: -1 }, 'taxPercent'],
    [{ freeDeliveryOver: { amountMinor: 150000, currency: 'BDT' } }, 'freeDeliveryOver.currency'],
    [{ zones: [{ ...defaultSettings('USD').zones[0], charge: { amountMinor: -5, currency: 'USD' } }] }, 'zones.0.charge.amountMinor'],
    [{ zones: [{ ...defaultSettings('USD').zones[0], districts: ['Gotham'] }] }, 'zones.0.districts'],
    [{ shop: { ...defaultSettings('USD').shop, hours: { ...defaultSettings('USD').shop.hours, sat: { open: '20:00', close: '10:00' } } } }, 'shop.hours.sat.close'],
    [{ currency: 'BDT' }, 'currency'],
    [{ cashOnDelivery: 'yes' }, 'cashOnDelivery'],
  ])('refuses %j with a 400 naming %s, and changes nothing', async (payload, field) => {
    const before = await admins();
    const res = await patch(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    expect(await admins()).toEqual(before);
  });

  it('audits a change with its before and after, and the next order is priced by it', async () => {
    const book = await createBook(ctx.db, { priceCents: 1000, quantity: 10 });
    const res = await patch({ taxPercent: 0, freeDeliveryOver: null });
    expect(res.statusCode, res.body).toBe(200);
    const audit = (await ctx.app.inject({ method: 'GET', url: '/api/audit?kind=settings.changed', headers: admin.auth })).json().data.entries;
    expect(audit[0]).toMatchObject({ kind: 'settings.changed', actor: { name: 'Nusrat Admin' } });
    expect(audit[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'taxPercent', before: 8, after: 0 },
        { field: 'freeDeliveryOver', before: { amountMinor: 5000, currency: 'USD' }, after: null },
      ]),
    );
    const order = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: reader.auth, payload: { ...orderPayload([{ book, quantity: 6 }]), totalAmount: 65.99 } });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().data).toMatchObject({ subtotal: 60, shippingCost: 5.99, tax: 0, totalPrice: 65.99, currency: 'USD', delivery: { id: 'standard' } });
    await patch({ taxPercent: 8, freeDeliveryOver: { amountMinor: 5000, currency: 'USD' } });
  });

  it("the shop's new name is the one its next mails say (header, subject, signature), in each language; no brace of it names a placeholder", async () => {
    const shop = (await admins()).shop;
    expect((await patch({ shop: { ...shop, name: { en: 'Nilkhet {number} Boi Ghor', bn: 'নীলক্ষেত বই ঘর' } } })).statusCode).toBe(200);
    const book = await createBook(ctx.db, { priceCents: 1000, quantity: 10 });
    const order = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: reader.auth, payload: orderPayload([{ book, quantity: 1 }]) });
    expect(order.statusCode, order.body).toBe(201);
    const number = order.json().data.orderNumber as string;
    const receipt = (await outboxRows(ctx.db)).find((row) => row.kind === 'order-placed' && row.subject.includes(number))!;
    expect(receipt.subject).toBe(`Your Nilkhet number Boi Ghor order ${number} is placed`);
    expect(receipt.html).toContain('Nilkhet number Boi Ghor');
    expect(receipt.text).toContain('The Nilkhet number Boi Ghor team');
    expect(receipt.text).not.toContain('Boipoka');
    await patch({ shop });
  });

  it('refuses orders when cash on delivery is off, naming the payment method', async () => {
    const book = await createBook(ctx.db, { priceCents: 1000, quantity: 10 });
    expect((await patch({ cashOnDelivery: false })).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: reader.auth, payload: orderPayload([{ book, quantity: 1 }]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'paymentMethod', message: 'Cash on delivery is not offered' }]);
    await patch({ cashOnDelivery: true });
  });

  it('serves the policy pages in both languages; an unknown page is a 400', async () => {
    // A new shop starts with the default texts; an owner who empties both languages gets them back, and one who writes
    // only one language has it shown in both (never a default beside the owner's own policy).
    const page = async (name: string) => (await ctx.app.inject({ method: 'GET', url: `/api/settings/pages/${name}` })).json().data;
    expect(await page('returns')).toEqual({ page: 'returns', text: DEFAULT_POLICY_PAGES.returns });
    await patch({ pages: { ...(await admins()).pages, privacy: { en: '', bn: ' ' }, delivery: { en: 'We deliver on Saturdays.', bn: '' } } });
    expect((await page('privacy')).text).toEqual(DEFAULT_POLICY_PAGES.privacy);
    expect((await page('delivery')).text).toEqual({ en: 'We deliver on Saturdays.', bn: 'We deliver on Saturdays.' });
    await patch({ pages: { ...(await admins()).pages, terms: { en: 'Our terms.', bn: 'আমাদের শর্ত।' } } });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/settings/pages/terms' });
    expect(res.json().data).toEqual({ page: 'terms', text: { en: 'Our terms.', bn: 'আমাদের শর্ত।' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/settings/pages/secrets' })).statusCode).toBe(400);
  });
});

describe('a Taka shop (SHOP_CURRENCY=BDT)', () => {
  const ctx = useTestApp({ shopCurrency: 'BDT' });
  let admin: SignedIn;
  let reader: SignedIn;
  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    reader = await createSignedInUser(ctx.app, ctx.db);
  });
  const order = async (shippingDetails: object, book: Awaited<ReturnType<typeof createBook>>, quantity = 1) => {
    const settings = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json().data as ShopSettings;
    const totals = computeCheckoutTotals([{ unitPriceCents: book.priceCents, quantity }], pricingRulesFor(settings, shippingDetails as { district?: string; upazila?: string }));
    return ctx.app.inject({ method: 'POST', url: '/api/orders', headers: reader.auth, payload: { ...orderPayload([{ book, quantity }]), shippingDetails, totalAmount: fromCents(totals.totalCents) } });
  };

  it('charges Dhanmondi and Sylhet by their zones, promises their days, and delivers free over the threshold', async () => {
    const book = await createBook(ctx.db, { priceCents: 35000, quantity: 50 });
    const dhaka = await order(DHANMONDI, book);
    expect(dhaka.statusCode, dhaka.body).toBe(201);
    expect(dhaka.json().data).toMatchObject({ currency: 'BDT', subtotal: 350, shippingCost: 60, tax: 0, totalPrice: 410, delivery: { id: 'inside-dhaka', days: { min: 1, max: 2 } } });
    const sylhet = await order(SYLHET, book);
    expect(sylhet.json().data).toMatchObject({ shippingCost: 120, totalPrice: 470, delivery: { id: 'outside-dhaka', name: { en: 'Outside Dhaka', bn: 'ঢাকার বাইরে' }, days: { min: 3, max: 5 } } });
    const free = await order(SYLHET, book, 5);
    expect(free.json().data).toMatchObject({ subtotal: 1750, shippingCost: 0, totalPrice: 1750 });
  });

  it('refuses a total priced with the wrong zone (the server is the authority for the charge)', async () => {
    const book = await createBook(ctx.db, { priceCents: 30000, quantity: 5 });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: reader.auth, payload: { ...orderPayload([{ book, quantity: 1 }]), shippingDetails: SYLHET, totalAmount: 360 } });
    expect(res.statusCode).toBe(409);
  });

  it("the owner's new Dhaka charge prices the next order", async () => {
    const settings = (await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth })).json().data as ShopSettings;
    const zones = settings.zones.map((zone) => (zone.id === 'inside-dhaka' ? { ...zone, charge: { amountMinor: 7000, currency: 'BDT' } } : zone));
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: admin.auth, payload: { zones } })).statusCode).toBe(200);
    const book = await createBook(ctx.db, { priceCents: 25000, quantity: 5 });
    const res = await order(DHANMONDI, book);
    expect(res.json().data).toMatchObject({ shippingCost: 70, totalPrice: 320 });
  });

  it('cannot change its currency once it has orders', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/settings/currency', headers: admin.auth, payload: { currency: 'USD', rate: 0.0083, rounding: 'none' } });
    expect(res.statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json().data.currency).toBe('BDT');
  });
});

describe('changing the currency of a shop without orders', () => {
  it('reprices every book, charge and threshold in one step, audited; every process drops its copy', async () => {
    await withFreshApp(async (ctx) => {
      // A second server process on the same database, whose copy of the settings is warm before the change.
      const other = await buildApp({ db: ctx.database, config: ctx.config });
      const currencyOf = async (app: typeof other) => (await app.inject({ method: 'GET', url: '/api/settings' })).json().data.currency as string;
      expect(await currencyOf(other)).toBe('USD');
      const admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
      const book = await createBook(ctx.db, { priceCents: 849, listPriceCents: 999, quantity: 3 });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json().data.currency).toBe('USD');
      const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/settings/currency', headers: admin.auth, payload: { currency: 'BDT', rate: 120, rounding: 'ten' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ currency: 'BDT', booksRepriced: 1, freeDeliveryOver: { amountMinor: 600000, currency: 'BDT' } });
      const read = (await ctx.app.inject({ method: 'GET', url: `/api/books/${book.id}` })).json().data;
      // $8.49 × 120 = ৳1,018.80 → ৳1,020; $9.99 × 120 = ৳1,198.80 → ৳1,200.
      expect(read.price).toBe(1020);
      const publicSettings = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json().data as PublicSettings;
      expect(publicSettings.zones[0]!.charge).toEqual({ amountMinor: 72000, currency: 'BDT' });
      const audit = (await ctx.app.inject({ method: 'GET', url: '/api/audit?kind=settings.changed', headers: admin.auth })).json().data.entries;
      expect(audit[0].details).toEqual({ rate: 120, rounding: 'ten', booksRepriced: 1 });
      expect(audit[0].changes[0]).toEqual({ field: 'currency', before: 'USD', after: 'BDT' });
      await expect.poll(() => currencyOf(other), { timeout: 5_000 }).toBe('BDT');
      await other.close();
    });
  });
});
