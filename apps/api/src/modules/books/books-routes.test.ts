import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema';
import { createBook, createSignedInUser, placeOrder, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const validBook = {
  title: 'Agnibeena',
  author: 'Kazi Nazrul Islam',
  price: 7.99,
  quantity: 5,
  category: 'Poetry',
  description: 'The first collection of poems by the rebel poet.',
  image: 'https://example.com/a.jpg',
};

describe('books', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    customer = await createSignedInUser(ctx.app, ctx.db);
  });

  describe('GET /api/books', () => {
    beforeAll(async () => {
      const base = Date.now() - 100_000;
      const fixtures = [
        { title: 'Gitanjali', author: 'Rabindranath Tagore', category: 'Poetry', priceCents: 1099, quantity: 3 },
        { title: 'Chokher Bali', author: 'Rabindranath Tagore', category: 'Fiction', priceCents: 1199, quantity: 0 },
        { title: 'Agnibeena', author: 'Kazi Nazrul Islam', category: 'Poetry', priceCents: 799, quantity: 9 },
        { title: 'A Brief History of Time', author: 'Stephen Hawking', category: 'Science', priceCents: 1599, quantity: 12 },
        { title: 'atomic Habits', author: 'James Clear', category: 'SelfDevelopment', priceCents: 1899, quantity: 40 },
        { title: 'The Sealed Nectar', author: 'Safiur Rahman Mubarakpuri', category: 'Religious', priceCents: 2499, quantity: 1 },
      ];
      for (const [i, f] of fixtures.entries()) await createBook(ctx.db, { ...f, createdAt: new Date(base + i * 1000) });
      await createBook(ctx.db, { title: 'Archived Gitanjali', author: 'Nobody', archivedAt: new Date() });
    });

    it('lists list items with an exact meta total, newest first, with their description, no archived books', async () => {
      const res = await get('/api/books?limit=4');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.meta).toEqual({ page: 1, limit: 4, total: 6, totalPages: 2 });
      expect(body.data).toHaveLength(4);
      expect(body.data[0]).toEqual({
        _id: expect.any(String),
        title: 'The Sealed Nectar',
        author: 'Safiur Rahman Mubarakpuri',
        altTitle: '',
        altAuthor: '',
        category: 'Religious',
        price: 24.99,
        quantity: 1,
        image: '',
        description: 'A book used by the tests.',
        inStock: true,
        language: 'en',
        rating: { average: null, count: 0 },
        listPrice: null,
        publisher: '',
        isbn: '',
        pages: null,
        yearPublished: null,
        authorSlug: 'safiur-rahman-mubarakpuri',
        // On no scheduled sale (decision 043).
        saleEndsAt: null,
      });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
      const page2 = await get('/api/books?limit=4&page=2');
      expect(page2.json().data).toHaveLength(2);
      expect(JSON.stringify(body.data) + JSON.stringify(page2.json().data)).not.toContain('Archived');
    });

    it('without page or limit answers the whole list (the original client pages in the browser), with the true total', async () => {
      const bare = await get('/api/books');
      expect(bare.json().data).toHaveLength(6);
      expect(bare.json().meta).toEqual({ page: 1, limit: 2000, total: 6, totalPages: 1 });
      // Either one of them asks for a page as before.
      expect((await get('/api/books?page=1')).json().meta).toEqual({ page: 1, limit: 24, total: 6, totalPages: 1 });
      expect((await get('/api/books?limit=2')).json().meta).toEqual({ page: 1, limit: 2, total: 6, totalPages: 3 });
      // Filters and sorts still apply.
      const poetry = await get('/api/books?category=Poetry&sort=price-low');
      expect(poetry.json().data.map((b: { title: string }) => b.title)).toEqual(['Agnibeena', 'Gitanjali']);
      expect(poetry.json().meta).toMatchObject({ total: 2, limit: 2000 });
    });

    it('a search no index can serve (emoji, punctuation) never scans: it finds nothing at once', async () => {
      for (const q of ['🙂'.repeat(99) + '🔥', '!!!???', '%%%', '___', '🙂 - 🙂']) {
        const res = await get(`/api/books?q=${encodeURIComponent(q)}&limit=100&page=2`);
        expect(res.statusCode, q).toBe(200);
        expect(res.json().data).toEqual([]);
        expect(res.json().meta).toEqual({ page: 2, limit: 100, total: 0, totalPages: 0 });
      }
      // A real word beside the emoji still searches.
      expect((await get(`/api/books?q=${encodeURIComponent('🙂 gitanjali 🙂')}`)).json().data.map((b: { title: string }) => b.title)).toContain('Gitanjali');
      // Short words find whole words.
      expect((await get('/api/books?q=of')).json().data.map((b: { title: string }) => b.title)).toEqual(['A Brief History of Time']);
    });

    it('a NUL character in a search or a filter is a 400 naming the field (the database cannot hold one)', async () => {
      for (const url of ['/api/books/authors?q=%00', '/api/books?q=ab%00cd', '/api/books?author=Tag%00ore']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors[0].message).toBe('Must not contain a NUL character');
      }
      const res = await ctx.app.inject({ method: 'POST', url: '/api/books', headers: admin.auth, payload: { ...validBook, title: 'Agni\u0000beena' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'title', message: 'Must not contain a NUL character' }]);
    });

    it('answers 304 on revalidation with the same ETag', async () => {
      const first = await get('/api/books');
      const again = await get('/api/books', { 'if-none-match': first.headers.etag as string });
      expect(again.statusCode).toBe(304);
    });

    it('finds a book despite a typo', async () => {
      const res = await get('/api/books?q=Gitanjli');
      expect(res.json().data.map((b: { title: string }) => b.title)).toContain('Gitanjali');
      expect(res.json().data[0].title).toBe('Gitanjali');
    });

    it('corrects every word of a search with typos, across title and author, and counts exactly', async () => {
      const res = await get('/api/books?q=' + encodeURIComponent('rabindranat tagor chokher'));
      expect(res.json().data.map((b: { title: string }) => b.title)).toEqual(['Chokher Bali']);
      expect(res.json().meta.total).toBe(1);
    });

    it('finds Bangla titles, also with a misspelt word', async () => {
      const himu = await createBook(ctx.db, { title: 'হিমুর হাতে কয়েকটি নীলপদ্ম', author: 'হুমায়ূন আহমেদ', category: 'Fiction' });
      const exact = await get('/api/books?q=' + encodeURIComponent('হুমায়ূন'));
      expect(exact.json().data.map((b: { author: string }) => b.author)).toEqual(['হুমায়ূন আহমেদ']);
      const misspelt = await get('/api/books?q=' + encodeURIComponent('হুমায়ুন'));
      expect(misspelt.json().data.map((b: { author: string }) => b.author)).toEqual(['হুমায়ূন আহমেদ']);
      // Leave the shared fixtures as the other tests of this block expect them.
      await ctx.app.inject({ method: 'DELETE', url: `/api/books/${himu.id}`, headers: admin.auth });
    });

    it('finds a renamed book by the words of its new title', async () => {
      const created = await ctx.app.inject({ method: 'POST', url: '/api/books', headers: admin.auth, payload: { ...validBook, title: 'Placeholder Name' } });
      const id = created.json().data._id as string;
      await ctx.app.inject({ method: 'PATCH', url: `/api/books/${id}`, headers: admin.auth, payload: { title: 'Byomkesh Samagra' } });
      const res = await get('/api/books?q=Byomkesh%20Samgra');
      expect(res.json().data.map((b: { _id: string }) => b._id)).toEqual([id]);
      await ctx.app.inject({ method: 'DELETE', url: `/api/books/${id}`, headers: admin.auth });
    });

    it('searches title, author and category case-insensitively', async () => {
      const titles = async (q: string) => (await get(`/api/books?q=${encodeURIComponent(q)}`)).json().data.map((b: { title: string }) => b.title);
      expect(await titles('tagore')).toEqual(expect.arrayContaining(['Gitanjali', 'Chokher Bali']));
      expect(await titles('HISTORY')).toContain('A Brief History of Time');
      expect(await titles('science')).toEqual(['A Brief History of Time']);
      expect(await titles('%')).toEqual([]);
      expect(await titles('zzzzqqq')).toEqual([]);
    });

    it('filters by category, author and price (dollars)', async () => {
      const res = await get('/api/books?category=Poetry');
      expect(res.json().meta.total).toBe(2);
      const byAuthor = await get('/api/books?author=rabindranath%20tagore');
      expect(byAuthor.json().meta.total).toBe(2);
      const priced = await get('/api/books?minPrice=10.99&maxPrice=15.99');
      expect(
        priced
          .json()
          .data.map((b: { price: number }) => b.price)
          .sort(),
      ).toEqual([10.99, 11.99, 15.99]);
    });

    it('sorts by price, name and admin columns', async () => {
      const prices = (await get('/api/books?sort=price-low')).json().data.map((b: { price: number }) => b.price);
      expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
      const high = (await get('/api/books?sort=price-high')).json().data.map((b: { price: number }) => b.price);
      expect(high).toEqual([...prices].reverse());
      const names = (await get('/api/books?sort=name')).json().data.map((b: { title: string }) => b.title);
      expect(names).toEqual(['A Brief History of Time', 'Agnibeena', 'atomic Habits', 'Chokher Bali', 'Gitanjali', 'The Sealed Nectar']);
      const stock = (await get('/api/books?sortBy=quantity&sortOrder=desc&sort=price-low')).json().data.map((b: { quantity: number }) => b.quantity);
      expect(stock).toEqual([40, 12, 9, 3, 1, 0]);
      const authors = (await get('/api/books?sortBy=author')).json().data.map((b: { author: string }) => b.author);
      expect(authors[0]).toBe('James Clear');
    });

    it.each([
      ['limit=101', 'limit', 'limit must be at most 100'],
      ['page=0', 'page', 'page must be at least 1'],
      ['minPrice=-1', 'minPrice', 'minPrice cannot be negative'],
      ['minPrice=abc', 'minPrice', 'Must be a number'],
      ['category=Comics', 'category', 'Category must be one of Fiction, Religious, Poetry, SelfDevelopment, Science'],
      ['sort=random', 'sort', undefined],
    ])('validates the query %s', async (query, path, message) => {
      const res = await get(`/api/books?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().errors[0].path).toBe(path);
      if (message) expect(res.json().message).toBe(message);
    });

    it('lists authors by number of books', async () => {
      const res = await get('/api/books/authors');
      expect(res.json().data[0]).toEqual({ author: 'Rabindranath Tagore', altAuthor: '', count: 2 });
      const filtered = await get('/api/books/authors?q=nazrul');
      expect(filtered.json().data).toEqual([{ author: 'Kazi Nazrul Islam', altAuthor: '', count: 1 }]);
    });
  });

  describe('GET /api/books/:id', () => {
    it('returns the book with description and inStock', async () => {
      const book = await createBook(ctx.db, { quantity: 0, description: 'A long description.' });
      const res = await get(`/api/books/${book.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ _id: book.id, description: 'A long description.', inStock: false, price: 10 });
      expect(res.headers.etag).toBeDefined();
    });

    it('answers 404 for unknown, malformed and archived ids', async () => {
      const archived = await createBook(ctx.db, { archivedAt: new Date() });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1", archived.id]) {
        const res = await get(`/api/books/${encodeURIComponent(id)}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message: 'Book not found' });
      }
    });
  });

  describe('admin writes', () => {
    it('creates a book (201) for admins only', async () => {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/books', payload: validBook })).statusCode).toBe(401);
      const forbidden = await ctx.app.inject({ method: 'POST', url: '/api/books', headers: customer.auth, payload: validBook });
      expect(forbidden.statusCode).toBe(403);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/books', headers: admin.auth, payload: { ...validBook, _id: 'x', inStock: false, archivedAt: '2020-01-01' } });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ ...validBook, inStock: true });
      const [row] = await ctx.db.select().from(books).where(eq(books.id, res.json().data._id));
      expect(row!.priceCents).toBe(799);
      expect(row!.archivedAt).toBeNull();
    });

    it.each([
      [{ ...validBook, title: '' }, 'title', 'Title is required'],
      [{ ...validBook, price: 0 }, 'price', 'Price must be at least 0.01'],
      [{ ...validBook, price: 1.005 }, 'price', 'Price must have at most 2 decimals'],
      [{ ...validBook, price: '12' }, 'price', 'Price must be a number'],
      [{ ...validBook, quantity: -1 }, 'quantity', 'Quantity cannot be negative'],
      [{ ...validBook, quantity: 1.5 }, 'quantity', 'Quantity must be a whole number'],
      [{ ...validBook, description: 'short' }, 'description', 'Description must be at least 10 characters'],
      [{ ...validBook, image: 'javascript:alert(1)' }, 'image', 'Image must be an https URL'],
      [{ ...validBook, category: 'Comics' }, 'category', 'Category must be one of Fiction, Religious, Poetry, SelfDevelopment, Science'],
    ])('validates %#', async (payload, path, message) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/books', headers: admin.auth, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors).toContainEqual({ path, message });
    });

    it('updates partially or with the whole book as read', async () => {
      const book = await createBook(ctx.db);
      const partial = await ctx.app.inject({ method: 'PATCH', url: `/api/books/${book.id}`, headers: admin.auth, payload: { price: 12.5 } });
      expect(partial.statusCode).toBe(200);
      expect(partial.json().data).toMatchObject({ price: 12.5, title: book.title });
      const asRead = (await get(`/api/books/${book.id}`)).json().data;
      const whole = await ctx.app.inject({ method: 'PATCH', url: `/api/books/${book.id}`, headers: admin.auth, payload: { ...asRead, title: 'Renamed', quantity: 0 } });
      expect(whole.statusCode).toBe(200);
      expect(whole.json().data).toMatchObject({ title: 'Renamed', quantity: 0, inStock: false, _id: book.id });
      expect((await ctx.app.inject({ method: 'PATCH', url: `/api/books/${book.id}`, headers: customer.auth, payload: { price: 1 } })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'PATCH', url: `/api/books/nope`, headers: admin.auth, payload: { price: 1 } })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'PATCH', url: `/api/books/${book.id}`, headers: admin.auth, payload: { price: -1 } })).statusCode).toBe(400);
    });

    describe('title and author in the other script', () => {
      const bangla = { ...validBook, title: 'অগ্নিবীণা', altTitle: 'Agnibeena', author: 'Kazi Nazrul Islam', altAuthor: 'কাজী নজরুল ইসলাম' };
      const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/books', headers: admin.auth, payload });
      const patch = (id: string, payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/books/${id}`, headers: admin.auth, payload });

      it('are stored on create and come back in the answer, the list and the detail; absent, they are empty', async () => {
        const res = await post(bangla);
        expect(res.statusCode, res.body).toBe(201);
        const id = res.json().data._id;
        expect(res.json().data).toMatchObject({ title: 'অগ্নিবীণা', altTitle: 'Agnibeena', author: 'Kazi Nazrul Islam', altAuthor: 'কাজী নজরুল ইসলাম' });
        expect((await get(`/api/books/${id}`)).json().data).toMatchObject({ title: 'অগ্নিবীণা', altTitle: 'Agnibeena', altAuthor: 'কাজী নজরুল ইসলাম' });
        const listed = (await get('/api/books?limit=100')).json().data.find((b: { _id: string }) => b._id === id);
        expect(listed).toMatchObject({ title: 'অগ্নিবীণা', altTitle: 'Agnibeena', author: 'Kazi Nazrul Islam', altAuthor: 'কাজী নজরুল ইসলাম' });
        const plain = await post({ ...validBook, title: 'No Other Form' });
        expect(plain.json().data).toMatchObject({ title: 'No Other Form', altTitle: '', altAuthor: '' });
      });

      it.each([
        [{ ...bangla, altTitle: 'অগ্নিবীণা কাব্য' }, 'altTitle', 'Title in the other script must be written in Latin letters, as the title is in Bangla letters'],
        [{ ...bangla, altAuthor: 'Nazrul' }, 'altAuthor', 'Author in the other script must be written in Bangla letters, as the author is in Latin letters'],
        [{ ...validBook, title: '1984', altTitle: '!!!' }, 'altTitle', 'Title in the other script must be written in Bangla or Latin letters'],
        [{ ...bangla, altTitle: 'A'.repeat(301) }, 'altTitle', 'Title in the other script must be at most 300 characters'],
        [{ ...bangla, altAuthor: 'ক'.repeat(201) }, 'altAuthor', 'Author in the other script must be at most 200 characters'],
        [{ ...bangla, altTitle: 5 }, 'altTitle', 'Title in the other script must be text'],
      ])('a wrong other-script form is a 400 naming its field, and nothing is stored (%#)', async (payload, path, message) => {
        const before = (await get('/api/books?limit=1')).json().meta.total;
        const res = await post(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
        expect(res.json().errors).toContainEqual({ path, message });
        expect((await get('/api/books?limit=1')).json().meta.total).toBe(before);
      });

      it('a number-only title takes a form in either script', async () => {
        expect((await post({ ...validBook, title: '1984', altTitle: 'উনিশশো চুরাশি' })).statusCode).toBe(201);
      });

      it('an edit is checked against the stored other half; a 400 changes nothing; the pair can be changed or cleared together', async () => {
        const book = await createBook(ctx.db, { title: 'শেষের কবিতা', altTitle: 'Shesher Kobita', author: 'Rabindranath Tagore', altAuthor: 'রবীন্দ্রনাথ ঠাকুর' });
        const wrongAlt = await patch(book.id, { altTitle: 'শেষের কবিতা ২' });
        expect(wrongAlt.statusCode).toBe(400);
        expect(wrongAlt.json().errors).toEqual([{ path: 'altTitle', message: 'Title in the other script must be written in Latin letters, as the title is in Bangla letters' }]);
        // Renaming the title into the script of the stored other form is caught too, on that other form.
        const wrongTitle = await patch(book.id, { title: 'The Last Poem', price: 1 });
        expect(wrongTitle.statusCode).toBe(400);
        expect(wrongTitle.json().errors).toEqual([{ path: 'altTitle', message: 'Title in the other script must be written in Bangla letters, as the title is in Latin letters' }]);
        const wrongAuthor = await patch(book.id, { altAuthor: 'Tagore' });
        expect(wrongAuthor.statusCode).toBe(400);
        expect(wrongAuthor.json().errors).toEqual([{ path: 'altAuthor', message: 'Author in the other script must be written in Bangla letters, as the author is in Latin letters' }]);
        expect((await get(`/api/books/${book.id}`)).json().data).toMatchObject({ title: 'শেষের কবিতা', altTitle: 'Shesher Kobita', altAuthor: 'রবীন্দ্রনাথ ঠাকুর', price: 10 });

        const swapped = await patch(book.id, { title: 'Shesher Kobita', altTitle: 'শেষের কবিতা' });
        expect(swapped.statusCode, swapped.body).toBe(200);
        expect(swapped.json().data).toMatchObject({ title: 'Shesher Kobita', altTitle: 'শেষের কবিতা' });
        const cleared = await patch(book.id, { altAuthor: '' });
        expect(cleared.json().data).toMatchObject({ author: 'Rabindranath Tagore', altAuthor: '' });
        expect((await patch('00000000-0000-4000-8000-000000000000', { altTitle: 'x' })).statusCode).toBe(404);
      });
    });

    it('delete archives the book; past orders keep their snapshot', async () => {
      const book = await createBook(ctx.db, { title: 'Soon Gone', priceCents: 2000, quantity: 5 });
      const order = await placeOrder(ctx.app, customer, [{ book, quantity: 2 }]);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/books/${book.id}`, headers: customer.auth })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/books/${book.id}` })).statusCode).toBe(401);
      const res = await ctx.app.inject({ method: 'DELETE', url: `/api/books/${book.id}`, headers: admin.auth });
      expect(res.statusCode).toBe(200);
      expect((await get(`/api/books/${book.id}`)).statusCode).toBe(404);
      expect((await get('/api/books?q=Soon%20Gone')).json().data).toEqual([]);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/books/${book.id}`, headers: admin.auth })).statusCode).toBe(404);
      const mine = await ctx.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: customer.auth });
      const kept = mine.json().data.find((o: { _id: string }) => o._id === order._id);
      expect(kept.books).toEqual([{ book: { _id: book.id, title: 'Soon Gone', image: '', price: 20 }, quantity: 2 }]);
    });
  });

  describe('GET /api/covers/:id.svg', () => {
    it('draws an escaped SVG cover with long caching; 404 for unknown', async () => {
      const book = await createBook(ctx.db, { title: '<script>alert("x")</script> গীতাঞ্জলি and a very long title that needs wrapping', author: 'Tom & Jerry' });
      const res = await get(`/api/covers/${book.id}.svg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('max-age=86400');
      expect(res.body).not.toContain('<script>');
      expect(res.body).toContain('&lt;script&gt;');
      expect(res.body).toContain('Tom &amp; Jerry');
      expect(res.body).toContain('গীতাঞ্জলি');
      expect(res.body).toContain('sans-serif');
      expect((await get(`/api/covers/${book.id}.svg`)).body).toBe(res.body);
      expect((await get('/api/covers/00000000-0000-4000-8000-000000000000.svg')).statusCode).toBe(404);
      expect((await get('/api/covers/garbage.svg')).statusCode).toBe(404);
      expect((await get(`/api/covers/${book.id}.png`)).statusCode).toBe(404);
    });
  });
});
