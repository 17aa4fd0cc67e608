import { eq, sql } from 'drizzle-orm';
import { books } from '../../db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBook, createSignedInUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

describe('GET /api/authors/:slug', () => {
  const ctx = useTestApp();
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    const base = Date.now() - 100_000;
    // One author in both scripts: a book stored with the Latin name, another stored in Bangla with the Latin as its other form.
    await createBook(ctx.db, { title: 'Deyal', author: 'Humayun Ahmed', altAuthor: 'হুমায়ূন আহমেদ', createdAt: new Date(base) });
    await createBook(ctx.db, { title: 'হিমু', altTitle: 'Himu', author: 'হুমায়ূন আহমেদ', altAuthor: 'Humayun Ahmed', createdAt: new Date(base + 1000) });
    await createBook(ctx.db, { title: 'Archived', author: 'Humayun Ahmed', archivedAt: new Date() });
    await createBook(ctx.db, { title: 'Ikigai', author: 'Héctor García' });
    await createBook(ctx.db, { title: 'Bhagavad Gita As It Is', author: 'A. C. Bhaktivedanta Swami Prabhupada' });
    await createBook(ctx.db, { title: 'নামহীন', author: 'অচেনা লেখক' });
  });

  it("lists the author's books in either script, newest first, with the name in both scripts", async () => {
    const res = await get('/api/authors/humayun-ahmed');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ slug: 'humayun-ahmed', author: 'হুমায়ূন আহমেদ', altAuthor: 'Humayun Ahmed', total: 2 });
    expect(page.books.map((b: { title: string }) => b.title)).toEqual(['হিমু', 'Deyal']);
    expect(page.books.every((b: { authorSlug: string }) => b.authorSlug === 'humayun-ahmed')).toBe(true);
    expect(res.headers['content-language']).toBe('en');
  });

  it('derives stable slugs from the Latin form: accents folded, initials and spaces joined, a Bangla-only name kept in Bangla', async () => {
    const list = (await get('/api/books?limit=50')).json().data as { author: string; authorSlug: string }[];
    const slugs = Object.fromEntries(list.map((b) => [b.author, b.authorSlug]));
    expect(slugs).toMatchObject({ 'Héctor García': 'hector-garcia', 'A. C. Bhaktivedanta Swami Prabhupada': 'a-c-bhaktivedanta-swami-prabhupada', 'অচেনা লেখক': 'অচেনা-লেখক' });
    expect((await get(`/api/authors/${encodeURIComponent('অচেনা-লেখক')}`)).json().data.books).toHaveLength(1);
    expect((await get('/api/authors/hector-garcia')).json().data.author).toBe('Héctor García');
  });

  it('follows an edit of the name, and a name set by SQL by hand', async () => {
    const admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    const book = await createBook(ctx.db, { author: 'Jane Austen' });
    await ctx.app.inject({ method: 'PATCH', url: `/api/books/${book.id}`, headers: admin.auth, payload: { author: 'Jane  Austen!' } });
    expect((await get('/api/authors/jane-austen')).json().data.total).toBe(1);
    await ctx.db.execute(sql`update books set author = 'Charlotte Brontë' where id = ${book.id}`);
    const [row] = await ctx.db.select({ slug: books.authorSlug }).from(books).where(eq(books.id, book.id));
    expect(row!.slug).toBe('charlotte-bronte');
  });

  it('answers 404 for an author with no listed book, and limits the books it lists', async () => {
    const res = await get('/api/authors/nobody-at-all');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Author not found' });
    const limited = (await get('/api/authors/humayun-ahmed?limit=1')).json().data;
    expect(limited.books).toHaveLength(1);
    expect(limited.total).toBe(2);
    expect((await get('/api/authors/humayun-ahmed?limit=0')).statusCode).toBe(400);
  });
});
