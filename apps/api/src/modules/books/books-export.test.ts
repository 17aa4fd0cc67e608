import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBooks } from '../search';
import { createSignedInUser, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

type Row = Record<string, string>;
const rowsOf = (body: string): Row[] => parse(body, { bom: true, columns: true, skip_empty_lines: true }) as Row[];

describe('GET /api/books/export.csv', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;
  const exportCsv = (query = '', auth = admin.auth) => ctx.app.inject({ method: 'GET', url: `/api/books/export.csv${query}`, headers: auth });

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    customer = await createSignedInUser(ctx.app, ctx.db);
  });

  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/books/export.csv' })).statusCode).toBe(401);
    expect((await exportCsv('', customer.auth)).statusCode).toBe(403);
  });

  it('writes every field of a book, Bangla as UTF-8 with a BOM, and escapes a cell a spreadsheet would run as a formula', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: admin.auth,
      payload: {
        title: 'শেষের কবিতা',
        altTitle: 'Shesher Kobita',
        author: 'রবীন্দ্রনাথ ঠাকুর',
        altAuthor: 'Rabindranath Tagore',
        category: 'Fiction',
        price: 8.49,
        listPrice: 10,
        quantity: 7,
        isbn: '978-984-8888-00-1',
        publisher: '=HYPERLINK("http://evil.example","Click")',
        pages: 128,
        yearPublished: 1929,
        image: 'https://covers.example/shesher-kobita.jpg',
        description: 'A novel of love, told in verse and prose.',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;

    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="boipoka-books-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const row = rowsOf(res.body).find((r) => r.id === id);
    expect(row).toEqual({
      title: 'শেষের কবিতা',
      author: 'রবীন্দ্রনাথ ঠাকুর',
      altTitle: 'Shesher Kobita',
      altAuthor: 'Rabindranath Tagore',
      category: 'Fiction',
      language: 'bn',
      price: '8.49',
      listPrice: '10.00',
      quantity: '7',
      isbn: created.json().data.isbn,
      publisher: `'=HYPERLINK("http://evil.example","Click")`,
      pages: '128',
      yearPublished: '1929',
      image: 'https://covers.example/shesher-kobita.jpg',
      description: 'A novel of love, told in verse and prose.',
      id,
      // Issue 34: the categories by slug (the first the primary one), the series by slug, and the number in it.
      categories: 'fiction',
      series: '',
      seriesNumber: '',
      // Issue 31: the currency of the prices, the shop's (SPEC's dollar shop here).
      currency: 'USD',
    });
  });

  it('streams the whole catalogue across batches, each active book once, archived books left out', async () => {
    await insertBooks(
      ctx.db,
      Array.from({ length: 2_345 }, (_, i) => ({
        title: `Export Batch ${i}`,
        author: 'Batch Author',
        category: 'Fiction',
        priceCents: 500 + i,
        quantity: i % 5,
        description: 'Many books.',
        image: '',
      })),
    );
    const archived = await ctx.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: admin.auth,
      payload: { title: 'Gone Book', author: 'Nobody', category: 'Fiction', price: 5, quantity: 1, image: 'https://covers.example/gone.jpg', description: 'Archived before the export.' },
    });
    const goneId = archived.json().data._id as string;
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/books/${goneId}`, headers: admin.auth })).statusCode).toBe(200);

    const rows = rowsOf((await exportCsv()).body);
    const total = (await ctx.app.inject({ method: 'GET', url: '/api/books?limit=1' })).json().meta.total as number;
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
    expect(rows.filter((r) => r.title.startsWith('Export Batch '))).toHaveLength(2_345);
    expect(rows.some((r) => r.id === goneId)).toBe(false);
    expect(rows.find((r) => r.title === 'Export Batch 17')).toMatchObject({ price: '5.17', quantity: '2', listPrice: '', isbn: '', pages: '' });
  });

  it('with q, exports what Book Management finds for it, in its order; a q over 200 characters is a 400 naming q', async () => {
    for (const title of ['Gitanjali', 'The Home and the World']) {
      const made = await ctx.app.inject({
        method: 'POST',
        url: '/api/books',
        headers: admin.auth,
        payload: { title, author: 'Rabindranath Tagore', category: 'Poetry', price: 9, quantity: 3, image: 'https://covers.example/t.jpg', description: 'A book by Tagore.' },
      });
      expect(made.statusCode).toBe(201);
    }
    const search = (await ctx.app.inject({ method: 'GET', url: '/api/books?q=tagore&limit=50' })).json().data.map((b: { _id: string }) => b._id);
    expect(search.length).toBe(3);
    const rows = rowsOf((await exportCsv('?q=tagore')).body);
    expect(rows.map((r) => r.id)).toEqual(search);

    const tooLong = await exportCsv(`?q=${'a'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toContainEqual(expect.objectContaining({ path: 'q' }));
  });
});
