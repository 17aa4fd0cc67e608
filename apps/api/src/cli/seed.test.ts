import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptOf } from '@boipoka/shared';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PasswordHasher } from '../lib/passwords';
import { createTestDatabase } from '../../test/test-database';
import { books, orderItems, orders, reviews, users } from '../db/schema';
import { migrationsFolder } from '../db/migrate';
import { HomeService } from '../modules/home/home-service';
import { SEED_COLLECTIONS, seedIfEmpty } from './seed';
import { SEED_BOOK_DETAILS, SEED_BOOKS } from '../db/seed-data';
import { SEED_CATEGORIES } from '../db/seed-catalogue';
import { buildApp } from '../app';
import { TestClock, testConfig } from '../../test/test-app';
import { generatedBook, generatedCatalogueBook } from '../db/seed-cli-data';

const passwords = new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

describe('seed', () => {
  it('creates a Taka demo shop when SHOP_CURRENCY=BDT: Taka prices a Bangladeshi reader knows, orders priced by the Taka zones, and the shop stays in Taka', async () => {
    const { database, cleanup } = await createTestDatabase();
    try {
      expect((await seedIfEmpty(database.db, { demo: true, passwords, currency: 'BDT' })).seeded).toBe(true);
      const rows = await database.db.select().from(books);
      const taka = (title: string) => rows.find((b) => b.title === title)!.priceCents / 100;
      // Every price in whole tens of Taka, each book's Taka price kept next to its dollar price in the data.
      expect(rows.every((b) => b.priceCents % 1000 === 0)).toBe(true);
      expect(SEED_BOOKS.every((b) => b.priceBdt > 0 && b.priceBdt % 10 === 0)).toBe(true);
      // A Humayun Ahmed paperback ৳150–500 (his long novels of the war and history more).
      const original = new Set(SEED_BOOKS.map((b) => b.title));
      for (const book of rows.filter((b) => b.author === 'Humayun Ahmed' && b.title !== 'Deyal')) expect(taka(book.title)).toBeGreaterThanOrEqual(150);
      for (const book of rows.filter((b) => b.author === 'Humayun Ahmed' && original.has(b.title))) expect(taka(book.title)).toBeLessThanOrEqual(500);
      expect(taka('হিমু')).toBe(300);
      expect(taka('সঞ্চয়িতা')).toBeGreaterThanOrEqual(400);
      expect(taka('সঞ্চয়িতা')).toBeLessThanOrEqual(900);
      for (const title of ['Atomic Habits', 'Sapiens', 'The Kite Runner', 'Nineteen Eighty-Four']) {
        expect(taka(title)).toBeGreaterThanOrEqual(600);
        expect(taka(title)).toBeLessThanOrEqual(1500);
      }
      // The demo orders: in Taka, charged by their zone (Dhanmondi inside Dhaka ৳60, elsewhere ৳120, free over ৳1,500), no tax.
      const placed = await database.db.select().from(orders);
      expect(placed.length).toBeGreaterThan(10);
      for (const order of placed) {
        expect(order.currency).toBe('BDT');
        expect(order.taxCents).toBe(0);
        const dhanmondi = order.shippingDetails.upazila === 'dhaka/dhanmondi';
        expect(order.deliveryZone?.id).toBe(dhanmondi ? 'inside-dhaka' : 'outside-dhaka');
        expect(order.shippingCents).toBe(order.subtotalCents > 150000 ? 0 : dhanmondi ? 6000 : 12000);
        expect(order.totalCents).toBe(order.subtotalCents + order.shippingCents);
      }
      // The app started on it is a Taka shop (its orders are in Taka, not dollars from before settings).
      const app = await buildApp({ db: database, config: testConfig(new TestClock(), { shopCurrency: 'BDT' }) });
      try {
        await app.ready();
        const settings = (await app.inject({ method: 'GET', url: '/api/settings' })).json().data;
        expect(settings).toMatchObject({ currency: 'BDT', taxPercent: 0, freeDeliveryOver: { amountMinor: 150000, currency: 'BDT' } });
      } finally {
        await app.close();
      }
    } finally {
      await cleanup();
    }
  });

  it('fills an empty database once: real books, demo accounts, orders in every status', async () => {
    const { database, cleanup } = await createTestDatabase();
    try {
      const result = await seedIfEmpty(database.db, { demo: true, passwords });
      expect(result.seeded).toBe(true);
      const rows = await database.db.select().from(books);
      // Issue 34: at least 300 real books across at least 15 categories, with the authors a Bangladeshi reader looks for first.
      expect(rows.length).toBeGreaterThanOrEqual(300);
      const shelves = new Set(rows.flatMap((b) => b.categoryIds));
      expect(shelves.size).toBeGreaterThanOrEqual(15);
      // SPEC's category where a book has one; else the slug of its first category.
      const slugs = new Set(SEED_CATEGORIES.map((c) => c.slug));
      for (const value of ['Fiction', 'Religious', 'Poetry', 'SelfDevelopment', 'Science']) expect(rows.some((b) => b.category === value)).toBe(true);
      expect(rows.every((b) => ['Fiction', 'Religious', 'Poetry', 'SelfDevelopment', 'Science'].includes(b.category) || slugs.has(b.category))).toBe(true);
      expect(rows.some((b) => b.category === 'children')).toBe(true);
      for (const author of [
        'Rabindranath Tagore',
        'Kazi Nazrul Islam',
        'Humayun Ahmed',
        'Muhammed Zafar Iqbal',
        'Sunil Gangopadhyay',
        'Samaresh Majumdar',
        'Satyajit Ray',
        'Kazi Anwar Hossain',
        'Rakib Hassan',
        'Begum Rokeya',
        'Sheikh Mujibur Rahman',
      ]) {
        expect(rows.some((b) => b.author === author)).toBe(true);
      }
      // A series in its order, with its publisher.
      const feluda = rows.filter((b) => b.seriesId !== null && b.seriesId === rows.find((r) => r.title === 'Sonar Kella')!.seriesId);
      expect(feluda.length).toBeGreaterThanOrEqual(3);
      expect(rows.find((b) => b.title === 'Sonar Kella')!.facetText).toContain('ফেলুদা');
      expect(rows.filter((b) => b.quantity === 0).length).toBeGreaterThanOrEqual(2);
      expect(rows.filter((b) => b.quantity >= 1 && b.quantity <= 4).length).toBeGreaterThanOrEqual(2);
      expect(rows.every((b) => b.image === `/api/covers/${b.id}.svg` && b.description.length >= 10)).toBe(true);
      const accounts = await database.db.select().from(users);
      expect(accounts.find((u) => u.email === 'reader@boipoka.test')).toMatchObject({ name: 'Demo Reader', role: 'user' });
      expect(accounts.find((u) => u.email === 'admin@boipoka.test')).toMatchObject({ name: 'Boipoka Admin', role: 'admin' });
      expect(await passwords.verify(accounts.find((u) => u.email === 'admin@boipoka.test')!.passwordHash, 'admin123')).toBe(true);
      const statuses = await database.db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
      expect(statuses.map((s) => s.status).sort()).toEqual(['cancelled', 'completed', 'pending', 'processing']);
      const [oldest] = await database.db.select({ days: sql<number>`extract(day from now() - min(${orders.createdAt}))::int` }).from(orders);
      expect(oldest!.days).toBeLessThanOrEqual(30);
      // Reviews by the demo customers, each on a book they bought in a completed order; the books' ratings agree with them.
      const written = await database.db.select().from(reviews);
      expect(written.length).toBeGreaterThanOrEqual(5);
      for (const review of written) {
        const [bought] = await database.db
          .select({ n: count() })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(sql`${orderItems.bookId} = ${review.bookId} and ${orders.userId} = ${review.userId} and ${orders.status} = 'completed'`);
        expect(bought!.n).toBeGreaterThan(0);
        expect(review.createdAt.getTime()).toBeLessThan(Date.now());
      }
      for (const book of rows.filter((b) => written.some((r) => r.bookId === b.id))) {
        const mine = written.filter((r) => r.bookId === book.id);
        const [stored] = await database.db.select({ count: books.ratingCount, average: books.ratingAverage }).from(books).where(eq(books.id, book.id));
        expect(stored).toEqual({ count: mine.length, average: Math.round((mine.reduce((s, r) => s + r.rating, 0) / mine.length) * 100) / 100 });
      }
      expect((await seedIfEmpty(database.db, { demo: true, passwords })).seeded).toBe(false);
    } finally {
      await cleanup();
    }
  });

  it('makes every section of the home page real: best sellers from the demo orders, staff picks and award winners', async () => {
    const { database, cleanup } = await createTestDatabase();
    try {
      await seedIfEmpty(database.db, { demo: true, passwords });
      const service = new HomeService({ db: database.db, now: () => new Date() });
      const home = await service.home();
      expect(home.collections.bestsellers.length).toBeGreaterThanOrEqual(3);
      expect(home.collections.newArrivals).toHaveLength(6);
      expect(home.collections.staffPicks.map((b) => b.title)).toEqual([...SEED_COLLECTIONS.staffPicks]);
      expect(home.collections.awardWinners.map((b) => b.title)).toEqual([...SEED_COLLECTIONS.awardWinners]);
      expect(home.hero).toHaveLength(3);
      expect(home.spotlight?.title).toBe(SEED_COLLECTIONS.staffPicks[0]);
      // Best sellers are the copies of the demo orders that are not cancelled, counted from the orders themselves.
      const { rows } = (await database.db.execute(sql`
        select i.book_id, sum(i.quantity)::int as copies from order_items i join orders o on o.id = i.order_id
        where o.status <> 'cancelled' group by i.book_id order by copies desc`)) as unknown as { rows: { book_id: string; copies: number }[] };
      expect(home.collections.bestsellers.map((b) => b._id)).toEqual(expect.arrayContaining([rows[0]!.book_id]));
      expect(home.collections.bestsellers).toHaveLength(Math.min(6, rows.length));
      expect(home.stats.ordersDelivered).toBeGreaterThan(0);
    } finally {
      await cleanup();
    }
  });

  it('every Bangla title has its Latin form, and every Bangladeshi and Bengali author a Bangla one, in the other script', async () => {
    const { database, cleanup } = await createTestDatabase();
    try {
      await seedIfEmpty(database.db, { demo: false, passwords });
      const rows = await database.db.select().from(books);
      const banglaTitles = rows.filter((book) => scriptOf(book.title) === 'bn');
      expect(banglaTitles.length).toBeGreaterThanOrEqual(15);
      for (const book of banglaTitles) expect(scriptOf(book.altTitle), book.title).toBe('en');
      const byTitle = (title: string) => rows.find((book) => book.title === title)!;
      expect(byTitle('শেষের কবিতা')).toMatchObject({ altTitle: 'Shesher Kobita', author: 'Rabindranath Tagore', altAuthor: 'রবীন্দ্রনাথ ঠাকুর' });
      expect(byTitle('অগ্নিবীণা')).toMatchObject({ altTitle: 'Agnibeena', altAuthor: 'কাজী নজরুল ইসলাম' });
      expect(byTitle('নন্দিত নরকে')).toMatchObject({ altTitle: 'Nondito Noroke', altAuthor: 'হুমায়ূন আহমেদ' });
      expect(byTitle('ময়ূরাক্ষী')).toMatchObject({ altTitle: 'Mayurakshi' });
      expect(byTitle('Pather Panchali')).toMatchObject({ altTitle: 'পথের পাঁচালী', altAuthor: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়' });
      expect(byTitle('Gitanjali')).toMatchObject({ altTitle: 'গীতাঞ্জলি' });
      expect(byTitle('Devdas')).toMatchObject({ altTitle: 'দেবদাস', altAuthor: 'শরৎচন্দ্র চট্টোপাধ্যায়' });
      const authors: Record<string, string> = {
        'Humayun Ahmed': 'হুমায়ূন আহমেদ',
        'Rabindranath Tagore': 'রবীন্দ্রনাথ ঠাকুর',
        'Kazi Nazrul Islam': 'কাজী নজরুল ইসলাম',
        'Muhammed Zafar Iqbal': 'মুহম্মদ জাফর ইকবাল',
        'Sarat Chandra Chattopadhyay': 'শরৎচন্দ্র চট্টোপাধ্যায়',
        'Bibhutibhushan Bandyopadhyay': 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
        'Manik Bandopadhyay': 'মানিক বন্দ্যোপাধ্যায়',
        'Syed Waliullah': 'সৈয়দ ওয়ালীউল্লাহ',
        'Satyajit Ray': 'সত্যজিৎ রায়',
        'Jibanananda Das': 'জীবনানন্দ দাশ',
      };
      for (const [author, bangla] of Object.entries(authors)) {
        const theirs = rows.filter((book) => book.author === author);
        expect(theirs.length, author).toBeGreaterThan(0);
        for (const book of theirs) expect(book.altAuthor, `${book.title} by ${author}`).toBe(bangla);
      }
      // Whatever is filled is in the other script (the rule the API enforces on admins).
      for (const book of rows) {
        if (book.altTitle) expect(scriptOf(book.altTitle), book.title).not.toBe(scriptOf(book.title));
        if (book.altAuthor) expect(scriptOf(book.altAuthor), book.author).not.toBe(scriptOf(book.author));
      }
    } finally {
      await cleanup();
    }
  });

  it('a database seeded before migration 0010 gets the same other-script forms from it, keeping forms an admin gave since', async () => {
    const { database, cleanup } = await createTestDatabase();
    try {
      await seedIfEmpty(database.db, { demo: false, passwords });
      // As it was before 0010: no other-script forms; one an admin has set by hand since.
      await database.db.execute(sql`update books set alt_title = '', alt_author = ''`);
      await database.db.execute(sql`update books set alt_title = 'Shesher Kobita (Amit o Labanya)' where title = 'শেষের কবিতা'`);
      const migration = readFileSync(join(migrationsFolder(), '0010_book-other-script.sql'), 'utf8');
      const backfill = migration
        .split('--> statement-breakpoint')
        .map((part) => part.replace(/^\s*--.*$/gm, '').trim())
        .find((part) => part.startsWith('UPDATE'));
      expect(backfill).toBeDefined();
      await database.db.execute(sql.raw(backfill!));
      const rows = await database.db.select().from(books);
      // The books of the seed when 0010 was written (হিমু / Himu joined the seed later, with both forms from the start).
      const known = SEED_BOOKS.filter((seeded) => (!seeded.altTitle && !seeded.altAuthor) || backfill!.includes(seeded.title.replace(/'/g, "''")));
      expect(known.length).toBeGreaterThanOrEqual(SEED_BOOKS.length - 1);
      for (const seeded of known) {
        const row = rows.find((book) => book.title === seeded.title && book.author === seeded.author)!;
        const altTitle = seeded.title === 'শেষের কবিতা' ? 'Shesher Kobita (Amit o Labanya)' : seeded.altTitle;
        expect({ title: row.title, altTitle: row.altTitle, altAuthor: row.altAuthor }).toEqual({ title: seeded.title, altTitle, altAuthor: seeded.altAuthor });
      }
    } finally {
      await cleanup();
    }
  });

  it('every seeded book has its true language and the publisher and year the seed knows; migration 0017 gives an older database the same', async () => {
    const { database, cleanup } = await createTestDatabase();
    try {
      await seedIfEmpty(database.db, { demo: false, passwords });
      const seeded = await database.db.select().from(books);
      const language = (title: string) => seeded.find((book) => book.title === title)!.language;
      // Humayun Ahmed's novels are Bangla, whichever script their title is stored in; Tagore's own English translations English.
      expect(['নন্দিত নরকে', 'হিমু', 'Deyal', 'শেষের কবিতা', 'Pather Panchali'].map(language)).toEqual(['bn', 'bn', 'bn', 'bn', 'bn']);
      expect(['The Home and the World', 'Gitanjali', 'Atomic Habits', 'A Golden Age'].map(language)).toEqual(['en', 'en', 'en', 'en']);
      expect(seeded.find((book) => book.title === 'Atomic Habits')).toMatchObject({ publisher: 'Avery', yearPublished: 2018, isbn: '' });

      // As before 0017: no details, the languages derived from the titles alone.
      await database.db.execute(sql`update books set publisher = '', year_published = null, language = case when (title || ' ' || alt_title) ~ '[\u0980-\u09FF]' then 'bn' else 'en' end`);
      await database.db.execute(sql`update books set publisher = 'Penguin Classics' where title = 'Pride and Prejudice'`);
      const migration = readFileSync(join(migrationsFolder(), '0017_book-details-and-authors.sql'), 'utf8');
      const updates = migration
        .split('--> statement-breakpoint')
        .map((part) => part.replace(/^\s*--.*$/gm, '').trim())
        .filter((part) => part.startsWith('UPDATE "books" SET "language"') || part.startsWith('UPDATE "books" SET\n'));
      expect(updates).toHaveLength(2);
      for (const update of updates) await database.db.execute(sql.raw(update));
      const migrated = await database.db.select().from(books);
      // The books migration 0017 knew (the seed before issue 34), with the publishers it knew.
      for (const book of seeded.filter((row) => SEED_BOOKS.some((known) => known.title === row.title))) {
        const after = migrated.find((row) => row.id === book.id)!;
        const publisher = book.title === 'Pride and Prejudice' ? 'Penguin Classics' : (SEED_BOOK_DETAILS[book.title]?.publisher ?? '');
        expect({ title: after.title, language: after.language, publisher: after.publisher, year: after.yearPublished }).toEqual({
          title: book.title,
          language: book.language,
          publisher,
          year: book.yearPublished,
        });
      }
    } finally {
      await cleanup();
    }
  });

  it('seeds books only when demo data is off', async () => {
    const { database, cleanup } = await createTestDatabase();
    try {
      await seedIfEmpty(database.db, { demo: false, passwords });
      const [u] = await database.db.select({ n: count() }).from(users);
      expect(u!.n).toBe(0);
      const [b] = await database.db.select({ n: count() }).from(books).where(eq(books.category, 'Poetry'));
      expect(b!.n).toBeGreaterThan(0);
    } finally {
      await cleanup();
    }
  });

  it('generates varied, valid books for load tests', () => {
    const generated = Array.from({ length: 500 }, (_, i) => generatedBook(i, Date.now()));
    expect(new Set(generated.map((b) => b.title)).size).toBeGreaterThan(100);
    expect(new Set(generated.map((b) => b.author)).size).toBeGreaterThan(50);
    expect(generated.every((b) => b.priceCents >= 499 && b.priceCents <= 5999 && b.quantity >= 0)).toBe(true);
    // Made-up titles have no other-script form: the columns' default ('') fills them.
    expect(generated.every((b) => !('altTitle' in b) && !('altAuthor' in b))).toBe(true);
  });

  it("the seed CLI's books in a Taka shop cost whole Taka from ৳150 to ৳1,500; a dollar shop's stay in dollars", () => {
    const now = Date.now();
    const taka = Array.from({ length: 300 }, (_, i) => generatedCatalogueBook(i, now, 'BDT'));
    expect(taka.every((b) => b.priceCents % 100 === 0 && b.priceCents >= 15_000 && b.priceCents <= 150_000)).toBe(true);
    // Spread over the range, not one price.
    expect(new Set(taka.map((b) => b.priceCents)).size).toBeGreaterThan(100);
    const dollars = Array.from({ length: 300 }, (_, i) => generatedCatalogueBook(i, now));
    expect(dollars.every((b) => b.priceCents >= 499 && b.priceCents <= 5999)).toBe(true);
  });
});
