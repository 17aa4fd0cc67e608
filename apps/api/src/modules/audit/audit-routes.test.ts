import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@boipoka/shared';
import { users } from '../../db/schema';
import { createBook, createSignedInUser, createUser, placeOrder, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const coversDir = mkdtempSync(join(tmpdir(), 'boipoka-audit-test-'));
afterAll(() => rmSync(coversDir, { recursive: true, force: true }));

/** Today in the shop's time zone (Asia/Dhaka, UTC+6), as YYYY-MM-DD; and the days either side. */
const dhakaDay = (offsetDays = 0) => new Date(Date.now() + 6 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

function multipart(file: Buffer) {
  const boundary = '----boipoka-audit-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cover"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the audit log', () => {
  const ctx = useTestApp({ coversDir });
  let admin: SignedIn;
  let otherAdmin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Nusrat Admin', email: 'nusrat@boipoka.test' });
    otherAdmin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Rafiq Admin', email: 'rafiq@boipoka.test' });
    customer = await createSignedInUser(ctx.app, ctx.db, { name: 'Karim Reader' });
  });

  const audit = async (query = '', as: SignedIn = admin) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/audit${query ? `?${query}` : ''}`, headers: as.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { entries: AuditEntry[]; nextCursor: string | null; admins: { _id: string; name: string }[] };
  };
  /** The entries about one target, newest first. */
  const about = async (targetId: string) => (await audit('limit=100')).entries.filter((e) => e.target?.id === targetId);

  it('records a book created, with who did it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: admin.auth,
      payload: { title: 'Padma Nadir Majhi', author: 'Manik Bandopadhyay', price: 8.5, quantity: 5, category: 'Fiction', description: 'A river and its fishermen.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [entry] = await about(res.json().data._id);
    expect(entry).toMatchObject({
      kind: 'book.created',
      actor: { _id: admin.user.id, name: 'Nusrat Admin', email: 'nusrat@boipoka.test' },
      target: { type: 'book', label: 'Padma Nadir Majhi' },
      changes: [],
    });
  });

  it('records an edit with exactly the fields it changed, before and after', async () => {
    const book = await createBook(ctx.db, { title: 'Aguner Poroshmoni', priceCents: 1200, quantity: 3 });
    // The whole book as read, with two fields changed: only those two are listed.
    const read = (await ctx.app.inject({ method: 'GET', url: `/api/books/${book.id}` })).json().data;
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/books/${book.id}`, headers: admin.auth, payload: { ...read, price: 14, quantity: 9 } });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await about(book.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'book.updated', target: { type: 'book', id: book.id, label: 'Aguner Poroshmoni' } });
    expect(entries[0]!.changes).toEqual([
      { field: 'price', before: 12, after: 14 },
      { field: 'quantity', before: 3, after: 9 },
    ]);
  });

  it('writes no entry for an edit refused with a 400, nor for an edit that changes nothing', async () => {
    const book = await createBook(ctx.db, { priceCents: 1000 });
    const bad = await ctx.app.inject({ method: 'PATCH', url: `/api/books/${book.id}`, headers: admin.auth, payload: { price: -3 } });
    expect(bad.statusCode).toBe(400);
    // Refused by the rule the service checks against the stored book (after the schema): a regular price below the price.
    const below = await ctx.app.inject({ method: 'PATCH', url: `/api/books/${book.id}`, headers: admin.auth, payload: { listPrice: 5 } });
    expect(below.statusCode, below.body).toBe(400);
    const same = await ctx.app.inject({ method: 'PATCH', url: `/api/books/${book.id}`, headers: admin.auth, payload: { price: 10 } });
    expect(same.statusCode).toBe(200);
    expect(await about(book.id)).toEqual([]);
  });

  it('rolls the change back when its entry cannot be written', async () => {
    const book = await createBook(ctx.db, { title: 'Before the fault', priceCents: 1000 });
    // A check that refuses every new entry stands in for an entry that cannot be written (a full disk, a lost connection).
    await ctx.db.execute(sql`alter table audit_log add constraint audit_log_refuse_for_test check (kind <> 'book.updated') not valid`);
    try {
      const res = await ctx.app.inject({ method: 'PATCH', url: `/api/books/${book.id}`, headers: admin.auth, payload: { title: 'After the fault' } });
      expect(res.statusCode).not.toBe(200);
    } finally {
      await ctx.db.execute(sql`alter table audit_log drop constraint audit_log_refuse_for_test`);
    }
    const read = await ctx.app.inject({ method: 'GET', url: `/api/books/${book.id}` });
    expect(read.json().data.title).toBe('Before the fault');
  });

  it('records an archive and a bulk action with its scope and count', async () => {
    const book = await createBook(ctx.db, { title: 'Shesher Kobita' });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/books/${book.id}`, headers: admin.auth })).statusCode).toBe(200);
    expect((await about(book.id))[0]).toMatchObject({ kind: 'book.archived', target: { label: 'Shesher Kobita' } });

    const shelf = await Promise.all([createBook(ctx.db), createBook(ctx.db), createBook(ctx.db)]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/books/bulk', headers: otherAdmin.auth, payload: { ids: shelf.map((b) => b.id), action: 'category', category: 'Poetry' } });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await audit('kind=books.bulk_changed')).entries;
    expect(entry).toMatchObject({ kind: 'books.bulk_changed', actor: { _id: otherAdmin.user.id }, target: null, details: { action: 'category', category: 'Poetry', scope: 'ids', count: 3 } });
  });

  it('records a cover replaced and removed', async () => {
    const book = await createBook(ctx.db, { title: 'Lalsalu' });
    const png = await sharp({ create: { width: 400, height: 600, channels: 3, background: { r: 10, g: 80, b: 40 } } })
      .png()
      .toBuffer();
    const form = multipart(png);
    const up = await ctx.app.inject({ method: 'POST', url: `/api/books/${book.id}/cover`, payload: form.payload, headers: { ...form.headers, ...admin.auth } });
    expect(up.statusCode, up.body).toBe(200);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/books/${book.id}/cover`, headers: admin.auth });
    expect(removed.statusCode).toBe(200);
    const [removal, replacement] = await about(book.id);
    expect(replacement).toMatchObject({ kind: 'book.cover_replaced', target: { label: 'Lalsalu' } });
    expect(replacement!.changes).toHaveLength(1);
    expect(replacement!.changes[0]).toMatchObject({ field: 'image', before: '' });
    expect(String(replacement!.changes[0]!.after)).toMatch(new RegExp(`/api/covers/${book.id}/[0-9a-f]{16}-400\\.webp$`));
    expect(removal).toMatchObject({ kind: 'book.cover_removed', changes: [{ field: 'image', after: '' }] });
  });

  it('records a block and an unblock, and keeps the admin after their account is deleted', async () => {
    const reader = await createUser(ctx.db, { email: 'blocked.reader@example.test' });
    const leaving = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Leaving Admin', email: 'leaving@boipoka.test' });
    const block = await ctx.app.inject({ method: 'PATCH', url: `/api/users/${reader.id}/status`, headers: leaving.auth, payload: { status: 'Blocked' } });
    expect(block.statusCode, block.body).toBe(200);
    const unblock = await ctx.app.inject({ method: 'PATCH', url: `/api/users/${reader.id}/status`, headers: admin.auth, payload: { status: 'user' } });
    expect(unblock.statusCode).toBe(200);
    await ctx.db.delete(users).where(eq(users.id, leaving.user.id));

    const [unblocked, blocked] = await about(reader.id);
    expect(unblocked).toMatchObject({
      kind: 'user.unblocked',
      actor: { _id: admin.user.id },
      target: { type: 'user', label: 'blocked.reader@example.test' },
      changes: [{ field: 'role', before: 'Blocked', after: 'user' }],
    });
    expect(blocked).toMatchObject({
      kind: 'user.blocked',
      actor: { _id: leaving.user.id, name: 'Leaving Admin', email: 'leaving@boipoka.test' },
      changes: [{ field: 'role', before: 'user', after: 'Blocked' }],
    });
    // Filtering by the deleted admin still finds their entry.
    expect((await audit(`actor=${leaving.user.id}`)).entries.map((e) => e.kind)).toEqual(['user.blocked']);
  });

  it("records an admin's order status change, not a customer's own cancel", async () => {
    const book = await createBook(ctx.db, { quantity: 10 });
    const moved = await placeOrder(ctx.app, customer, [{ book, quantity: 1 }]);
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${moved._id}/status`, headers: admin.auth, payload: { status: 'processing' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await about(moved._id)).toMatchObject([
      { kind: 'order.status_changed', target: { type: 'order', label: moved.orderNumber }, changes: [{ field: 'status', before: 'pending', after: 'processing' }] },
    ]);

    const cancelled = await placeOrder(ctx.app, customer, [{ book, quantity: 1 }]);
    const own = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${cancelled._id}/status`, headers: customer.auth, payload: { status: 'cancelled' } });
    expect(own.statusCode, own.body).toBe(200);
    expect(await about(cancelled._id)).toEqual([]);
  });

  it('records settings: the low-stock threshold, the sale end, a curated collection and a restock', async () => {
    const threshold = await ctx.app.inject({ method: 'PATCH', url: '/api/reports/low-stock/threshold', headers: admin.auth, payload: { threshold: 7 } });
    expect(threshold.statusCode, threshold.body).toBe(200);
    const endsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const sale = await ctx.app.inject({ method: 'PUT', url: '/api/admin/home/sale', headers: admin.auth, payload: { endsAt } });
    expect(sale.statusCode, sale.body).toBe(200);
    const book = await createBook(ctx.db, { title: 'Debdas', quantity: 1 });
    const pick = await ctx.app.inject({ method: 'PUT', url: `/api/admin/home/collections/staffPicks/${book.id}`, headers: admin.auth });
    expect(pick.statusCode, pick.body).toBe(200);
    const restock = await ctx.app.inject({ method: 'PATCH', url: `/api/reports/low-stock/${book.id}`, headers: admin.auth, payload: { quantity: 12 } });
    expect(restock.statusCode, restock.body).toBe(200);

    const settings = (await audit('kind=settings.changed')).entries;
    expect(settings.find((e) => e.target?.id === 'lowStockThreshold')!.changes).toEqual([{ field: 'lowStockThreshold', before: ctx.config.lowStockNotifyAt, after: 7 }]);
    expect(settings.find((e) => e.target?.id === 'saleEndsAt')!.changes).toEqual([{ field: 'saleEndsAt', before: null, after: endsAt }]);
    expect(await about(book.id)).toMatchObject([
      { kind: 'book.updated', changes: [{ field: 'quantity', before: 1, after: 12 }] },
      { kind: 'settings.changed', target: { type: 'book', label: 'Debdas' }, changes: [{ field: 'staffPicks', before: false, after: true }] },
    ]);
  });

  it('filters by admin, kind and date, newest first, in keyset pages', async () => {
    for (const title of ['First', 'Second', 'Third']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/books',
        headers: otherAdmin.auth,
        payload: { title: `Paged ${title}`, author: 'Pager', price: 5, quantity: 1, category: 'Fiction', description: 'A book made to be paged.' },
      });
      expect(res.statusCode).toBe(201);
    }
    const query = `actor=${otherAdmin.user.id}&kind=book.created`;
    const first = await audit(`${query}&limit=2`);
    expect(first.entries.map((e) => e.target?.label)).toEqual(['Paged Third', 'Paged Second']);
    expect(first.entries.every((e) => e.actor._id === otherAdmin.user.id && e.kind === 'book.created')).toBe(true);
    const second = await audit(`${query}&limit=2&cursor=${first.nextCursor}`);
    expect(second.entries.map((e) => e.target?.label)).toEqual(['Paged First']);
    expect(second.nextCursor).toBeNull();

    // The shop's day (Asia/Dhaka), both ends included.
    expect((await audit(`${query}&from=${dhakaDay()}&to=${dhakaDay()}`)).entries).toHaveLength(3);
    expect((await audit(`${query}&from=${dhakaDay(1)}`)).entries).toEqual([]);
    expect((await audit(`${query}&to=${dhakaDay(-1)}`)).entries).toEqual([]);
    // The filter offers the shop's admins.
    expect(first.admins.map((a) => a.name)).toEqual(expect.arrayContaining(['Nusrat Admin', 'Rafiq Admin']));
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['kind=book.deleted', 'kind'],
      ['actor=not-an-id', 'actor'],
      ['from=2026-02-30', 'from'],
      ['from=2026-03-10&to=2026-03-01', 'to'],
      ['limit=500', 'limit'],
      ['cursor=abc', 'cursor'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/audit?${query}`, headers: admin.auth });
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        query,
      ).toContain(field);
    }
  });

  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/audit', headers: customer.auth })).statusCode).toBe(403);
  });

  it('has no route that changes or deletes an entry, and the table refuses UPDATE, DELETE and TRUNCATE', async () => {
    const [entry] = (await audit()).entries;
    for (const method of ['DELETE', 'PATCH', 'PUT'] as const) {
      const res = await ctx.app.inject({ method, url: `/api/audit/${entry!._id}`, headers: admin.auth, payload: {} });
      expect(res.statusCode, method).toBe(404);
    }
    /** What the database answered: the refusal's message, or 'done'. */
    const attempt = (query: ReturnType<typeof sql>) =>
      ctx.db.execute(query).then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await attempt(sql`update audit_log set actor_name = 'Someone else' where id = ${Number(entry!._id)}`)).toMatch(/cannot be changed or deleted/);
    expect(await attempt(sql`delete from audit_log where id = ${Number(entry!._id)}`)).toMatch(/cannot be changed or deleted/);
    expect(await attempt(sql`truncate audit_log`)).toMatch(/cannot be changed or deleted/);
    expect((await audit()).entries[0]).toEqual(entry);
  });
});
