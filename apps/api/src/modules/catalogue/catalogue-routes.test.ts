import type { BookDetail, Category, Publisher, Series } from '@boipoka/shared';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, books } from '../../db/schema';
import { createBook, createSignedInUser, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

/** Issue 34: categories, publishers and series are data, on both databases (the pg suite runs this file on PostgreSQL). */

describe('categories, publishers and series', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let reader: SignedIn;
  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Nusrat Admin' });
    reader = await createSignedInUser(ctx.app, ctx.db, { name: 'Karim Reader' });
  });

  const post = (url: string, payload: object, as: SignedIn = admin) => ctx.app.inject({ method: 'POST', url, headers: as.auth, payload });
  const patch = (url: string, payload: object, as: SignedIn = admin) => ctx.app.inject({ method: 'PATCH', url, headers: as.auth, payload });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const tree = async (): Promise<Category[]> => (await get('/api/categories')).json().data.categories;
  const made = async <T>(url: string, payload: object): Promise<T> => {
    const res = await post(url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const titlesOf = async (query: string): Promise<string[]> => {
    const res = await get(`/api/books?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.map((book: BookDetail) => book.title);
  };
  const addBook = async (payload: object): Promise<BookDetail> => {
    const res = await post('/api/books', { author: 'Test Author', price: 5, quantity: 3, description: 'A book used by the tests.', ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  it("starts with SPEC's five as the tree's roots, and SPEC's client still files books by them", async () => {
    const roots = (await tree()).filter((c) => c.parentId === null);
    expect(roots.map((c) => [c.slug, c.specValue])).toEqual(
      expect.arrayContaining([
        ['fiction', 'Fiction'],
        ['religious', 'Religious'],
        ['poetry', 'Poetry'],
        ['self-development', 'SelfDevelopment'],
        ['science', 'Science'],
      ]),
    );
    const book = await addBook({ title: 'Spec Client Poems', category: 'Poetry' });
    expect(book.category).toBe('Poetry');
    expect(book.categories!.map((c) => c.slug)).toEqual(['poetry']);
    expect(await titlesOf('categorySlug=poetry')).toContain('Spec Client Poems');
    expect(await titlesOf('category=Poetry')).toContain('Spec Client Poems');
  });

  it('files a book in a category under a seed and in a category of its own; SPEC answers keep its SPEC value', async () => {
    const fiction = (await tree()).find((c) => c.slug === 'fiction')!;
    const novel = await made<Category>('/api/categories', { nameEn: 'Novel', nameBn: 'উপন্যাস', parentId: fiction.id });
    expect(novel.slug).toBe('novel');
    const children = await made<Category>('/api/categories', { nameEn: 'Children', nameBn: 'শিশু-কিশোর' });
    const book = await addBook({ title: 'Dipu Number Two', categoryIds: [children.id, novel.id] });
    // The first category is its primary one; SPEC's value comes from the first that lies under one of SPEC's five.
    expect(book.category).toBe('Fiction');
    expect(book.categories!.map((c) => c.slug)).toEqual(['children', 'novel']);
    expect(await titlesOf('categorySlug=children')).toContain('Dipu Number Two');
    expect(await titlesOf('categorySlug=novel')).toContain('Dipu Number Two');
    // A category's filter holds the books of the categories under it.
    expect(await titlesOf('categorySlug=fiction')).toContain('Dipu Number Two');
    expect(await titlesOf('category=Fiction')).toContain('Dipu Number Two');

    const onlyChildren = await addBook({ title: 'Thakurmar Jhuli', categoryIds: [children.id] });
    expect(onlyChildren.category).toBe('children');
    expect(await titlesOf('categorySlug=fiction')).not.toContain('Thakurmar Jhuli');
  });

  it("answers a category's page with its path and children, and counts books in it and under it", async () => {
    const science = (await tree()).find((c) => c.slug === 'science')!;
    const physics = await made<Category>('/api/categories', { nameEn: 'Physics', nameBn: 'পদার্থবিজ্ঞান', parentId: science.id });
    const quantum = await made<Category>('/api/categories', { nameEn: 'Quantum Physics', nameBn: 'কোয়ান্টাম পদার্থবিজ্ঞান', parentId: physics.id });
    await addBook({ title: 'Quantum for Kids', categoryIds: [quantum.id] });
    const page = (await get('/api/categories/quantum-physics')).json().data;
    expect(page.category.nameBn).toBe('কোয়ান্টাম পদার্থবিজ্ঞান');
    expect(page.ancestors.map((c: Category) => c.slug)).toEqual(['science', 'physics']);
    const physicsPage = (await get('/api/categories/physics')).json().data;
    expect(physicsPage.children.map((c: Category) => c.slug)).toEqual(['quantum-physics']);
    expect(physicsPage.category.bookCount).toBeGreaterThanOrEqual(1);
    expect((await get('/api/categories/no-such-shelf')).statusCode).toBe(404);
  });

  it('moves, renames and merges categories, each audited, and the books follow in the same step', async () => {
    const religious = (await tree()).find((c) => c.slug === 'religious')!;
    const islamic = await made<Category>('/api/categories', { nameEn: 'Islamic', nameBn: 'ইসলামি বই' });
    const tafsir = await made<Category>('/api/categories', { nameEn: 'Tafsir', nameBn: 'তাফসীর', parentId: islamic.id });
    const book = await addBook({ title: 'Tafsir Ibn Kathir', categoryIds: [tafsir.id] });
    expect(book.category).toBe('tafsir');

    // Moved under SPEC's Religious: the book's SPEC value follows.
    const moved = await patch(`/api/categories/${islamic.id}`, { parentId: religious.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = (await get(`/api/books/${book._id}`)).json().data;
    expect(afterMove.category).toBe('Religious');
    expect(await titlesOf('categorySlug=religious')).toContain('Tafsir Ibn Kathir');

    // A move under itself or a category inside it is refused, naming the field.
    const cycle = await patch(`/api/categories/${islamic.id}`, { parentId: tafsir.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errors[0].path).toBe('parentId');

    const renamed = await patch(`/api/categories/${tafsir.id}`, { nameEn: 'Quran and Tafsir', nameBn: 'কুরআন ও তাফসীর' });
    expect(renamed.json().data.nameBn).toBe('কুরআন ও তাফসীর');
    const [stored] = await ctx.db.select({ facetText: books.facetText }).from(books).where(eq(books.id, book._id));
    expect(stored!.facetText).toContain('কুরআন ও তাফসীর');

    const duplicate = await made<Category>('/api/categories', { nameEn: 'Quran Tafsir', nameBn: 'তাফসির' });
    const other = await addBook({ title: 'Tafhimul Quran', categoryIds: [duplicate.id] });
    const merged = await post(`/api/categories/${duplicate.id}/merge`, { into: tafsir.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await get(`/api/books/${other._id}`)).json().data.categories.map((c: Category) => c.id)).toEqual([tafsir.id]);
    const gone = (await get(`/api/categories/${duplicate.slug}`)).json().data;
    expect(gone.redirectTo).toBe(tafsir.slug);
    expect((await tree()).map((c) => c.id)).not.toContain(duplicate.id);

    const kinds = (await ctx.db.select({ kind: auditLog.kind, targetId: auditLog.targetId }).from(auditLog)).filter((e) => [islamic.id, tafsir.id, duplicate.id].includes(e.targetId!));
    expect(kinds.map((e) => e.kind)).toEqual(expect.arrayContaining(['category.created', 'category.updated', 'category.merged']));
  });

  it("keeps SPEC's five: they cannot be archived or merged", async () => {
    const poetry = (await tree()).find((c) => c.slug === 'poetry')!;
    const archived = await patch(`/api/categories/${poetry.id}`, { archived: true });
    expect(archived.statusCode).toBe(400);
    expect(archived.json().errors[0].path).toBe('archived');
    const science = (await tree()).find((c) => c.slug === 'science')!;
    expect((await post(`/api/categories/${poetry.id}/merge`, { into: science.id })).statusCode).toBe(400);
  });

  it('archives a category: gone from the tree and its page, its books kept', async () => {
    const comics = await made<Category>('/api/categories', { nameEn: 'Comics', nameBn: 'কমিকস' });
    await addBook({ title: 'Tintin in Tibet', categoryIds: [comics.id] });
    expect((await patch(`/api/categories/${comics.id}`, { archived: true })).statusCode).toBe(200);
    expect((await tree()).map((c) => c.slug)).not.toContain('comics');
    expect((await get('/api/categories/comics')).statusCode).toBe(404);
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/admin/categories', headers: admin.auth })).json().data.categories;
    expect(all.find((c: Category) => c.id === comics.id).archived).toBe(true);
    // A book cannot be filed in an archived category.
    const res = await post('/api/books', { title: 'X', author: 'Y', price: 1, quantity: 1, description: 'Long enough text.', categoryIds: [comics.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('categoryIds.0');
  });

  it.each([
    ['/api/categories', { nameBn: 'নাম' }, 'nameEn'],
    ['/api/categories', { nameEn: 'Name' }, 'nameBn'],
    ['/api/categories', { nameEn: 'Name', nameBn: 'নাম', slug: 'Not A Slug!' }, 'slug'],
    ['/api/categories', { nameEn: 'Name', nameBn: 'নাম', parentId: '00000000-0000-4000-8000-000000000000' }, 'parentId'],
    ['/api/publishers', { nameEn: 'Name' }, 'nameBn'],
    ['/api/series', { nameEn: 'Name', nameBn: 'নাম', publisherId: '00000000-0000-4000-8000-000000000000' }, 'publisherId'],
  ])('POST %s %j is a 400 naming %s', async (url, payload, field) => {
    const res = await post(url, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('gives a name in Bangla letters only an address spelt out in Latin letters, and a second one its own', async () => {
    const first = (await post('/api/categories', { nameEn: 'নদীর উপন্যাস', nameBn: 'নদীর উপন্যাস' })).json().data;
    expect(first.slug).toMatch(/^nod[a-z]*-upon[a-z]*$/);
    const second = (await post('/api/categories', { nameEn: 'নদীর উপন্যাস!', nameBn: 'নদীর উপন্যাস!' })).json().data;
    expect(second.slug).toBe(`${first.slug}-2`);
    expect((await get(`/api/categories/${first.slug}`)).json().data.category.nameBn).toBe('নদীর উপন্যাস');
    // Nothing to spell out (only signs): the kind of thing names its address.
    expect((await post('/api/publishers', { nameEn: '৭১', nameBn: '৭১' })).json().data.slug).toMatch(/^(publisher|71)(-\d+)?$/);
  });

  it('is changed by admins only', async () => {
    expect((await post('/api/categories', { nameEn: 'Mine', nameBn: 'আমার' }, reader)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/publishers', payload: { nameEn: 'Mine', nameBn: 'আমার' } })).statusCode).toBe(401);
    expect((await post('/api/series', { nameEn: 'Mine', nameBn: 'আমার' }, reader)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/categories', headers: reader.auth })).statusCode).toBe(403);
  });

  it('lists a series in its order on its page, and a publisher its books; a book answers both', async () => {
    const sheba = await made<Publisher>('/api/publishers', { nameEn: 'Sheba Prokashoni', nameBn: 'সেবা প্রকাশনী' });
    const masudRana = await made<Series>('/api/series', { nameEn: 'Masud Rana', nameBn: 'মাসুদ রানা', publisherId: sheba.id });
    expect(masudRana.slug).toBe('masud-rana');
    const second = await addBook({ title: 'Bharatnatyam', category: 'Fiction', publisherId: sheba.id, seriesId: masudRana.id, seriesNumber: 2 });
    await addBook({ title: 'Dhongsho Pahar', category: 'Fiction', publisherId: sheba.id, seriesId: masudRana.id, seriesNumber: 1 });
    expect(second.publisher).toBe('Sheba Prokashoni');
    expect(second.publisherRef).toMatchObject({ slug: 'sheba-prokashoni', nameBn: 'সেবা প্রকাশনী' });
    expect(second.series).toMatchObject({ slug: 'masud-rana', nameBn: 'মাসুদ রানা', number: 2 });
    expect(await titlesOf('seriesSlug=masud-rana')).toEqual(['Dhongsho Pahar', 'Bharatnatyam']);
    // Each list item carries its number in the series (a series page numbers its cards from the list), in the database's
    // list and in the search index's alike; a book in no series carries none.
    for (const query of ['seriesSlug=masud-rana', 'q=masud%20rana']) {
      const items = (await get(`/api/books?${query}`)).json().data as BookDetail[];
      expect(items.filter((item) => item.title !== 'Ma').map((item) => [item.title, item.seriesNumber])).toEqual(
        expect.arrayContaining([
          ['Dhongsho Pahar', 1],
          ['Bharatnatyam', 2],
        ]),
      );
    }
    await addBook({ title: 'Standalone Qwertyuiop', category: 'Fiction', publisherId: sheba.id });
    const unnumbered = (await get('/api/books?q=Qwertyuiop')).json().data as BookDetail[];
    expect(unnumbered.map((item) => item.title)).toEqual(['Standalone Qwertyuiop']);
    expect(unnumbered[0]).not.toHaveProperty('seriesNumber');
    expect(await titlesOf('publisherSlug=sheba-prokashoni')).toEqual(expect.arrayContaining(['Dhongsho Pahar', 'Bharatnatyam']));
    expect((await get('/api/series/masud-rana')).json().data.bookCount).toBe(2);
    expect((await get('/api/publishers?q=সেবা')).json().data.publishers.map((p: Publisher) => p.slug)).toEqual(['sheba-prokashoni']);

    // Renamed: the books' searchable names follow.
    await patch(`/api/series/${masudRana.id}`, { nameEn: 'Masud Rana (Sheba)' });
    const [stored] = await ctx.db.select({ facetText: books.facetText }).from(books).where(eq(books.id, second._id));
    expect(stored!.facetText).toContain('Masud Rana (Sheba)');
  });

  it('refuses a number without a series, and unknown ids, naming the field; a filter by an unknown slug is a 400', async () => {
    const book = await addBook({ title: 'Lonely Volume', category: 'Fiction' });
    const res = await patch(`/api/books/${book._id}`, { seriesNumber: 3 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].path).toBe('seriesNumber');
    const unknown = await patch(`/api/books/${book._id}`, { publisherId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('publisherId');
    const filter = await get('/api/books?seriesSlug=no-such-series');
    expect(filter.statusCode).toBe(400);
    expect(filter.json().errors[0].path).toBe('seriesSlug');
  });

  it('a publisher given by name alone (SPEC-era clients) is found in either script, or added', async () => {
    const prothoma = await made<Publisher>('/api/publishers', { nameEn: 'Prothoma Prokashon', nameBn: 'প্রথমা প্রকাশন' });
    const a = await addBook({ title: 'Ma', category: 'Fiction', publisher: 'প্রথমা প্রকাশন' });
    expect(a.publisherRef?.id).toBe(prothoma.id);
    const b = await addBook({ title: 'Unknown Press Book', category: 'Fiction', publisher: 'Brand New Press' });
    expect(b.publisherRef).toMatchObject({ nameEn: 'Brand New Press', slug: 'brand-new-press' });
  });

  it("SPEC's client's edit of `category` keeps the book's own categories outside SPEC's five", async () => {
    const kids = await made<Category>('/api/categories', { nameEn: 'Kids Corner', nameBn: 'ছোটদের কোণ' });
    const fiction = (await tree()).find((c) => c.slug === 'fiction')!;
    const book = await addBook({ title: 'Abol Tabol', categoryIds: [kids.id, fiction.id] });
    const res = await patch(`/api/books/${book._id}`, { category: 'Poetry' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.category).toBe('Poetry');
    expect(res.json().data.categories.map((c: Category) => c.slug)).toEqual(['poetry', 'kids-corner']);
    // The bulk action does the same for many books at once.
    const bulk = await post('/api/books/bulk', { ids: [book._id], action: 'category', category: 'Science' });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await get(`/api/books/${book._id}`)).json().data.categories.map((c: Category) => c.slug)).toEqual(['science', 'kids-corner']);
  });

  it("Book Management's bulk move to a category of the tree makes it each book's only one; SPEC's value, the category's page and the audit follow", async () => {
    const religious = (await tree()).find((c) => c.slug === 'religious')!;
    const tafsir = await made<Category>('/api/categories', { nameEn: 'Tafsir', nameBn: 'তাফসির', parentId: religious.id });
    const kids = await made<Category>('/api/categories', { nameEn: 'Young Readers', nameBn: 'কিশোর পাঠক' });
    const fiction = (await tree()).find((c) => c.slug === 'fiction')!;
    const one = await addBook({ title: 'Tafsir Volume One', categoryIds: [kids.id, fiction.id] });
    const two = await addBook({ title: 'Tafsir Volume Two', category: 'Poetry' });
    const res = await post('/api/books/bulk', { ids: [one._id, two._id], action: 'category', categoryId: tafsir.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ updated: 2 });
    for (const id of [one._id, two._id]) {
      const book = (await get(`/api/books/${id}`)).json().data as BookDetail;
      expect(book.categories!.map((c) => c.id)).toEqual([tafsir.id]);
      expect(book.category).toBe('Religious');
    }
    expect(await titlesOf(`categorySlug=${tafsir.slug}`)).toEqual(expect.arrayContaining(['Tafsir Volume One', 'Tafsir Volume Two']));
    expect(await titlesOf(`categorySlug=${kids.slug}`)).not.toContain('Tafsir Volume One');
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.kind, 'books.bulk_changed')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry!.details).toMatchObject({ action: 'category', categoryId: tafsir.id, categoryName: { en: 'Tafsir', bn: 'তাফসির' }, count: 2 });
  });

  it('refuses a bulk move to an unknown or archived category, or to both kinds at once, naming the field and changing nothing', async () => {
    const gone = await made<Category>('/api/categories', { nameEn: 'Closed Shelf', nameBn: 'বন্ধ তাক' });
    expect((await patch(`/api/categories/${gone.id}`, { archived: true })).statusCode).toBe(200);
    const book = await addBook({ title: 'Stays Where It Is', category: 'Science' });
    for (const [payload, field] of [
      [{ categoryId: gone.id }, 'categoryId'],
      [{ categoryId: '00000000-0000-4000-8000-000000000000' }, 'categoryId'],
      [{ categoryId: 'not-an-id' }, 'categoryId'],
      [{ categoryId: gone.id, category: 'Fiction' }, 'categoryId'],
    ] as const) {
      const res = await post('/api/books/bulk', { ids: [book._id], action: 'category', ...payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    const after = (await get(`/api/books/${book._id}`)).json().data as BookDetail;
    expect(after.categories!.map((c) => c.slug)).toEqual(['science']);
  });

  it('files books the tests add by SQL in the seed of their SPEC category', async () => {
    const row = await createBook(ctx.db, { title: 'Inserted By SQL', category: 'Science' });
    expect((await get(`/api/books/${row.id}`)).json().data.categories.map((c: Category) => c.slug)).toEqual(['science']);
  });
});
