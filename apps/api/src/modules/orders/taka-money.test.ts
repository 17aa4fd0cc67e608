import { computeCheckoutTotals, fromCents, pricingRulesFor, type PublicSettings } from '@boipoka/shared';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users, type BookRow } from '../../db/schema';
import { createBook, createSignedInUser, orderPayload, SHIPPING, type SignedIn } from '../../../test/factories';
import { outboxRows } from '../../../test/mail';
import { multipart } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';

/**
 * Issue 31, 'Money in Taka': a Taka shop (SHOP_CURRENCY=BDT) writes Taka in every order mail and every CSV, with the
 * currency in a column, and promises the zone's days in the receipt.
 */
const DHANMONDI = { ...SHIPPING, city: 'Dhaka', district: 'Dhaka', upazila: 'dhaka/dhanmondi' };
const SYLHET = { ...SHIPPING, address: 'House 4, Zindabazar', city: 'Sylhet', postalCode: '3100' };
const rowsOf = (body: string) => parse(body, { bom: true, columns: true }) as Record<string, string>[];

describe('money in a Taka shop: mails and CSVs', () => {
  const ctx = useTestApp({ shopCurrency: 'BDT' });
  let admin: SignedIn;
  let reader: SignedIn;
  let bangla: SignedIn;
  let himu: BookRow;

  const order = async (who: SignedIn, shippingDetails: object, book: BookRow, quantity = 1) => {
    const settings = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json().data as PublicSettings;
    const totals = computeCheckoutTotals([{ unitPriceCents: book.priceCents, quantity }], pricingRulesFor(settings, shippingDetails as { district?: string; upazila?: string }));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: who.auth,
      payload: { ...orderPayload([{ book, quantity }]), shippingDetails, totalAmount: fromCents(totals.totalCents) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; orderNumber: string };
  };

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    reader = await createSignedInUser(ctx.app, ctx.db, { name: 'Karim', email: 'karim.taka@example.test' });
    bangla = await createSignedInUser(ctx.app, ctx.db, { name: 'Nusrat', email: 'nusrat.taka@example.test' });
    await ctx.db.update(users).set({ locale: 'bn' }).where(eq(users.id, bangla.user.id));
    himu = await createBook(ctx.db, { title: 'Himu', author: 'Humayun Ahmed', priceCents: 35000, quantity: 50 });
  });

  it('the receipt is in Taka, with no tax line, and promises the zone and its days; in Bangla with Bangla digits', async () => {
    const placed = await order(reader, SYLHET, himu);
    const mail = (await outboxRows(ctx.db)).find((row) => row.kind === 'order-placed' && row.toAddress === 'karim.taka@example.test')!;
    expect(mail.text).toContain('Himu × 1 @ ৳350 = ৳350');
    expect(mail.text).toContain('Subtotal: ৳350');
    expect(mail.text).toContain('Shipping: ৳120');
    expect(mail.text).toContain('Total: ৳470');
    expect(mail.text).toContain('please have ৳470 ready');
    expect(mail.text).toContain('Delivery: Outside Dhaka, within 3–5 days of your order.');
    expect(mail.text).not.toMatch(/Tax|\$|USD/);
    expect(mail.html).toContain('৳470');
    expect(mail.subject).toContain(placed.orderNumber);

    await order(bangla, DHANMONDI, himu, 2);
    const bn = (await outboxRows(ctx.db)).find((row) => row.kind === 'order-placed' && row.toAddress === 'nusrat.taka@example.test')!;
    expect(bn.text).toContain('৳৭০০');
    expect(bn.text).toContain('৳৬০');
    expect(bn.text).toContain('৳৭৬০');
    expect(bn.text).toContain('ডেলিভারি: ঢাকার ভেতরে, অর্ডারের পর ১–২ দিনের মধ্যে।');
    expect(bn.text).not.toMatch(/ট্যাক্স|US\$/);
  });

  it('the orders CSV has a Currency column and the amounts in Taka', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/orders/export.csv', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const rows = rowsOf(res.body);
    expect(rows.map((row) => [row.Subtotal, row.Shipping, row.Tax, row.Total, row.Currency])).toEqual(
      expect.arrayContaining([
        ['350.00', '120.00', '0.00', '470.00', 'BDT'],
        ['700.00', '60.00', '0.00', '760.00', 'BDT'],
      ]),
    );
  });

  it("the books CSV and its template name the shop's currency; an import in another currency is refused whole", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/books/export.csv', headers: admin.auth });
    const row = rowsOf(res.body).find((r) => r.id === himu.id)!;
    expect(row).toMatchObject({ price: '350.00', currency: 'BDT' });
    const template = await ctx.app.inject({ method: 'GET', url: '/api/books/imports/template.csv', headers: admin.auth });
    expect(template.body.trim().endsWith(',id,categories,series,seriesNumber,currency')).toBe(true);

    const upload = (csv: string, language?: string) => {
      const form = multipart(Buffer.from(csv), 'books.csv', 'text/csv', 'file');
      return ctx.app.inject({ method: 'POST', url: '/api/books/imports', payload: form.payload, headers: { ...form.headers, ...admin.auth, ...(language ? { 'accept-language': language } : {}) } });
    };
    const header = 'title,author,category,price,quantity,description,isbn,currency\n';
    const dollars = await upload(`${header}Himu Again,Humayun Ahmed,Fiction,8.49,3,A Himu novel again.,9789840000012,USD\n`);
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json().message).toBe("The file's prices are in USD and the shop's in BDT: convert the prices, or import the file into a shop in USD");
    const inBangla = await upload(`${header}Himu Again,Humayun Ahmed,Fiction,8.49,3,A Himu novel again.,9789840000012,USD\n`, 'bn');
    expect(inBangla.json().message).toBe('ফাইলের দাম USD-তে, আর দোকানের দাম BDT-তে: দামগুলো রূপান্তর করুন, অথবা ফাইলটি USD-তে চলা কোনো দোকানে ইমপোর্ট করুন');
    const taka = await upload(`${header}Himu Again,Humayun Ahmed,Fiction,320,3,A Himu novel again.,9789840000012,BDT\n`);
    expect(taka.statusCode, taka.body).toBe(201);
    expect(taka.json().data).toMatchObject({ rows: 1, valid: 1, rejected: 0, toCreate: 1 });
  });

  it('the sales report CSV writes Taka amounts with a Currency column', async () => {
    await ctx.db.execute(sql`update orders set status = 'completed', created_at = '2026-03-02T06:00:00Z'`);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/reports/sales.csv?from=2026-03-01&to=2026-03-10&table=authors', headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(rowsOf(res.body)).toEqual([{ Author: 'Humayun Ahmed', Copies: '3', 'Book sales': '1050.00', Currency: 'BDT' }]);
  });
});
