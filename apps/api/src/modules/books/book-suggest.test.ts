/**
 * The reader-facing side of search (issue 13): suggestions as you type, the searchable author filter, the language and
 * in-stock filters, and a book's language. Over the seeded catalogue, through the API as the shop front asks it; on PGlite,
 * and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema';
import { seedIfEmpty } from '../../cli/seed';
import { SEED_BOOKS } from '../../db/seed-data';
import { MORE_SEED_BOOKS } from '../../db/seed-catalogue';

/** Humayun Ahmed's books in the seed. */
const HUMAYUN_BOOKS = [...SEED_BOOKS, ...MORE_SEED_BOOKS].filter((book) => book.author === 'Humayun Ahmed').length;
import { PasswordHasher } from '../../lib/passwords';
import { createSignedInUser, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

describe('suggestions, author search and the language and stock filters', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    await seedIfEmpty(ctx.db, { demo: false, passwords: new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }) });
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
  }, 120_000);

  describe('GET /api/books/suggest', () => {
    it('himu and হিমু suggest the Himu book first, with what the header shows', async () => {
      for (const q of ['himu', 'হিমু']) {
        const res = await get(`/api/books/suggest?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, q).toBe(200);
        const { data } = res.json();
        expect(data.books[0], q).toEqual({
          _id: expect.any(String),
          title: 'হিমু',
          author: 'Humayun Ahmed',
          altTitle: 'Himu',
          altAuthor: 'হুমায়ূন আহমেদ',
          price: 8.49,
          image: expect.stringContaining('/api/covers/'),
          inStock: true,
        });
      }
    });

    it('suggests an author in stored form with the other-script form and the number of books, from either script and spelling', async () => {
      // (`ahmd` is no typo any more: it is the key of আহমদ, Ahmed Sofa, in the catalogue since issue 34.)
      for (const q of ['humayun', 'হুমায়ুন', 'humaiun ahmed']) {
        const { data } = (await get(`/api/books/suggest?q=${encodeURIComponent(q)}`)).json();
        expect(data.authors, q).toContainEqual({ author: 'Humayun Ahmed', altAuthor: 'হুমায়ূন আহমেদ', count: HUMAYUN_BOOKS });
        expect(data.books.length, q).toBeGreaterThan(0);
        for (const book of data.books) expect(book.author, q).toBe('Humayun Ahmed');
      }
    });

    it("completes a word typed half-way before correcting it: `hum` and `হুমা` are Humayun Ahmed's, not Hurry's", async () => {
      for (const q of ['hum', 'huma', 'হুমা', 'humayun ahm']) {
        const { data } = (await get(`/api/books/suggest?q=${encodeURIComponent(q)}`)).json();
        expect(data.books.length, q).toBeGreaterThan(0);
        for (const book of data.books) expect(book.author, q).toBe('Humayun Ahmed');
        expect(data.authors[0], q).toMatchObject({ author: 'Humayun Ahmed' });
      }
    });

    it('finds misspelt and transliterated books: sapeins, gitanjli, রবীন্দ্রনাথ', async () => {
      const titles = async (q: string) => (await get(`/api/books/suggest?q=${encodeURIComponent(q)}`)).json().data.books.map((b: { title: string }) => b.title);
      expect(await titles('sapeins')).toContain('Sapiens');
      expect((await titles('gitanjli'))[0]).toBe('Gitanjali');
      expect(await titles('রবীন্দ্রনাথ')).toContain('Gitanjali');
    });

    it('holds at most 6 books and 4 authors', async () => {
      const { data } = (await get('/api/books/suggest?q=the')).json();
      expect(data.books.length).toBeLessThanOrEqual(6);
      expect(data.books.length).toBeGreaterThan(0);
      expect(data.authors.length).toBeLessThanOrEqual(4);
    });

    it('answers a query of no letter or digit with empty lists, and one that finds nothing too', async () => {
      for (const q of ['🙂🙂', '!!', 'zzqxv']) {
        const res = await get(`/api/books/suggest?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, q).toBe(200);
        expect(res.json().data, q).toEqual({ books: [], authors: [], match: 'none', didYouMean: [] });
      }
    });

    it('refuses a missing or too long q with a 400 naming q', async () => {
      for (const url of ['/api/books/suggest', `/api/books/suggest?q=${'a'.repeat(201)}`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors[0].path, url).toBe('q');
      }
    });

    it("is cacheable like the catalogue: an ETag and 304 on revalidation, in the caller's language", async () => {
      const first = await get('/api/books/suggest?q=tagore');
      expect(first.headers.etag).toBeDefined();
      const again = await get('/api/books/suggest?q=tagore', { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      const bn = await get('/api/books/suggest?q=tagore', { 'accept-language': 'bn' });
      expect(bn.json().message).toBe('খোঁজের পরামর্শ পাওয়া গেছে');
      expect(bn.json().data).toEqual(first.json().data);
    });
  });

  describe('GET /api/books/authors?q=', () => {
    it('finds any author of the catalogue, not only the 50 with most books: Harari, Whitman, Frankl', async () => {
      const all = (await get('/api/books/authors')).json().data;
      expect(all.length).toBeLessThanOrEqual(50);
      for (const [q, author] of [
        ['harari', 'Yuval Noah Harari'],
        ['Whitman', 'Walt Whitman'],
        ['frankl', 'Viktor E. Frankl'],
        ['hariri', 'Yuval Noah Harari'],
      ] as const) {
        const res = await get(`/api/books/authors?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, q).toBe(200);
        expect(
          res.json().data.map((a: { author: string }) => a.author),
          q,
        ).toContain(author);
      }
    });

    it('finds an author in either script, with the other form', async () => {
      for (const q of ['নজরুল', 'nazrul', 'Kazi Naz']) {
        const { data } = (await get(`/api/books/authors?q=${encodeURIComponent(q)}`)).json();
        expect(data[0], q).toEqual({ author: 'Kazi Nazrul Islam', altAuthor: 'কাজী নজরুল ইসলাম', count: expect.any(Number) });
      }
    });
  });

  describe('language and in-stock filters of GET /api/books', () => {
    it('language=bn lists only Bangla books, language=en only English ones; together they are the catalogue', async () => {
      const bn = (await get('/api/books?language=bn&limit=100')).json();
      const en = (await get('/api/books?language=en&limit=100')).json();
      const all = (await get('/api/books?limit=1')).json();
      expect(bn.data.length).toBeGreaterThan(5);
      for (const book of bn.data) expect(book.language).toBe('bn');
      for (const book of en.data) expect(book.language).toBe('en');
      expect(bn.data.map((b: { title: string }) => b.title)).toContain('হিমু');
      // A Latin title of a Bangla book (Deyal, দেয়াল) is a Bangla book.
      expect(bn.data.map((b: { title: string }) => b.title)).toContain('Deyal');
      expect(en.data.map((b: { title: string }) => b.title)).toContain('Sapiens');
      // An English book by an author the shop also names in Bangla is an English book.
      expect(en.data.map((b: { title: string }) => b.title)).toContain('The Gene: An Intimate History');
      expect(bn.meta.total + en.meta.total).toBe(all.meta.total);
    });

    it('inStock=true leaves out sold-out books and counts only the others', async () => {
      // Unpaged: the whole catalogue (up to 2,000 books) in one answer.
      const res = (await get('/api/books?inStock=true')).json();
      const all = (await get('/api/books')).json();
      expect(res.data.every((b: { inStock: boolean }) => b.inStock)).toBe(true);
      const soldOut = all.data.filter((b: { inStock: boolean }) => !b.inStock).length;
      expect(soldOut).toBeGreaterThan(0);
      expect(res.meta.total).toBe(all.meta.total - soldOut);
      expect((await get('/api/books?inStock=true&q=deyal')).json().data.map((b: { title: string }) => b.title)).not.toContain('Deyal');
    });

    it('combines with search: language=en&q=tagore lists his English-titled books only', async () => {
      const { data } = (await get('/api/books?q=tagore&language=bn')).json();
      expect(data.length).toBeGreaterThan(0);
      for (const book of data) expect(book.language).toBe('bn');
    });

    it('refuses a bad language or inStock with a 400 naming the field', async () => {
      for (const [url, path] of [
        ['/api/books?language=fr', 'language'],
        ['/api/books?inStock=yes', 'inStock'],
      ]) {
        const res = await get(url!);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors[0].path, url).toBe(path);
      }
    });
  });

  describe("a book's language", () => {
    const book = { price: 5, quantity: 2, category: 'Fiction', description: 'A book for the language tests.' };

    it('is derived from the texts when the admin gives none, kept when given, and can be edited', async () => {
      const bangla = await ctx.app.inject({ method: 'POST', url: '/api/books', headers: admin.auth, payload: { ...book, title: 'Lily', author: 'A. Writer', altTitle: 'লিলি' } });
      const englishByBanglaName = await ctx.app.inject({ method: 'POST', url: '/api/books', headers: admin.auth, payload: { ...book, title: 'Tulip', author: 'A. Writer', altAuthor: 'এ. রাইটার' } });
      expect(englishByBanglaName.json().data.language).toBe('en');
      expect(bangla.statusCode).toBe(201);
      expect(bangla.json().data.language).toBe('bn');
      const english = await ctx.app.inject({ method: 'POST', url: '/api/books', headers: admin.auth, payload: { ...book, title: 'Rose', author: 'A. Writer' } });
      expect(english.json().data.language).toBe('en');
      const given = await ctx.app.inject({ method: 'POST', url: '/api/books', headers: admin.auth, payload: { ...book, title: 'Bela', author: 'A. Writer', language: 'bn' } });
      expect(given.json().data.language).toBe('bn');
      const edited = await ctx.app.inject({ method: 'PATCH', url: `/api/books/${given.json().data._id}`, headers: admin.auth, payload: { language: 'en' } });
      expect(edited.json().data.language).toBe('en');
      const [row] = await ctx.db.select({ language: books.language }).from(books).where(eq(books.id, given.json().data._id));
      expect(row!.language).toBe('en');
      const bad = await ctx.app.inject({ method: 'POST', url: '/api/books', headers: admin.auth, payload: { ...book, title: 'X', author: 'Y', language: 'fr' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].path).toBe('language');
    });
  });

  describe('substring search covers the other-script forms', () => {
    it('a piece of a Latin alt title finds the Bangla book (Shankhanil Karag…)', async () => {
      const { data } = (await get(`/api/books?q=${encodeURIComponent('nkhanil kara')}`)).json();
      expect(data.map((b: { title: string }) => b.title)).toContain('শঙ্খনীল কারাগার');
    });
  });
});
