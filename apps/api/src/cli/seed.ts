import { randomUUID } from 'node:crypto';
import { computeCheckoutTotals, defaultSettings, OWN_COVER_PREFIX, pricingRulesFor, toCents, type Currency, type OrderStatus } from '@boipoka/shared';
import { count, eq, isNull, and, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../lib/passwords';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_ADDRESSES, DEMO_REVIEWS, SEED_BOOK_DETAILS, SEED_BOOKS } from '../db/seed-data';
import { MORE_SEED_BOOKS, SEED_CATEGORIES, SEED_FACETS, SEED_PUBLISHERS, SEED_SERIES } from '../db/seed-catalogue';
import { seedCatalogue } from '../modules/catalogue';
import { insertBooks } from '../modules/search';
import { bookCollections } from '../db/migration-owned-tables';
import { books, orderEvents, orderItems, orders, reviews, users } from '../db/schema';

export interface SeedOptions {
  /** Demo accounts and orders as well as books. */
  demo: boolean;
  passwords: PasswordHasher;
  now?: Date;
  /**
   * SHOP_CURRENCY: the currency of the shop being created. In Taka the books get their Taka prices (seed-data's
   * priceBdt) and the demo orders are priced by the Taka zones; the dollar shop (SPEC's) is unchanged.
   */
  currency?: Currency;
  /** DELIVERY_DAYS_MIN/MAX: the promise of the dollar shop's one zone. */
  deliveryDays?: { min: number; max: number };
}

export interface SeedResult {
  seeded: boolean;
  books: number;
  users: number;
  orders: number;
}

const DAY = 24 * 60 * 60 * 1000;

const publisherName = (slug: string | null | undefined) => SEED_PUBLISHERS.find((p) => p.slug === slug)?.nameEn ?? '';

/** Staff Picks and Award Winners of the demo catalogue (the awards are real: Nobel 1913, Pulitzer 1961, Commonwealth Best First Book 2008, …). */
export const SEED_COLLECTIONS = {
  staffPicks: ['Pather Panchali', 'শেষের কবিতা', 'নন্দিত নরকে', 'Lalsalu', 'বনলতা সেন', 'Atomic Habits'],
  awardWinners: ['Gitanjali', 'To Kill a Mockingbird', 'A Golden Age', 'The Sealed Nectar', 'Thinking, Fast and Slow'],
} as const;

/** Seeds only a database with no books and no users, in one transaction. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  const [bookCount] = await db.select({ n: count() }).from(books);
  const [userCount] = await db.select({ n: count() }).from(users);
  if (bookCount!.n > 0 || userCount!.n > 0) return { seeded: false, books: 0, users: 0, orders: 0 };

  const now = options.now ?? new Date();
  const accounts = options.demo ? [DEMO_ACCOUNTS.reader, DEMO_ACCOUNTS.admin, ...DEMO_ACCOUNTS.customers] : [];
  const hashed = await Promise.all(accounts.map(async (a) => ({ ...a, passwordHash: await options.passwords.hash(a.password) })));

  const currency = options.currency ?? 'USD';
  // The rules a new shop in this currency starts with (the settings module stores the same at first start).
  const settings = defaultSettings(currency, options.deliveryDays);

  return db.transaction(async (tx) => {
    // A seed book's row: its names, its price in the shop's currency, its stock and text, a cover of its own.
    const rowOf = <T extends object>(book: (typeof SEED_BOOKS | typeof MORE_SEED_BOOKS)[number], fields: T) => {
      const id = randomUUID();
      const { title, author, altTitle, altAuthor, quantity, description } = book;
      const priceCents = toCents(currency === 'BDT' ? book.priceBdt : book.price);
      return { id, title, author, altTitle, altAuthor, priceCents, quantity, description, image: `${OWN_COVER_PREFIX}${id}.svg`, ...fields };
    };
    const bookRows = SEED_BOOKS.map((book, i) =>
      rowOf(book, {
        category: book.category,
        // Its publisher's English name, as a book write keeps it (the publisher itself is seeded below).
        publisher: SEED_BOOK_DETAILS[book.title]?.publisher ?? publisherName(SEED_FACETS[book.title]?.publisher),
        yearPublished: SEED_BOOK_DETAILS[book.title]?.yearPublished ?? null,
        language: SEED_BOOK_DETAILS[book.title]?.language,
        // Staggered so "featured" (newest first) has a stable order.
        createdAt: new Date(now.getTime() - (SEED_BOOKS.length - i) * 60_000 - 40 * DAY),
        updatedAt: new Date(now.getTime() - 40 * DAY),
      }),
    );
    // The rest of the catalogue (issue 34), added before the books above so the newest (the first pages) stay as they were.
    const moreRows = MORE_SEED_BOOKS.map((book, i) =>
      rowOf(book, {
        // SPEC's value (or the first category's slug) is derived from the categories below, in this transaction.
        category: '',
        publisher: publisherName(book.publisher),
        isbn: book.isbn ?? '',
        yearPublished: book.yearPublished,
        language: book.language,
        createdAt: new Date(now.getTime() - (SEED_BOOKS.length + MORE_SEED_BOOKS.length - i) * 60_000 - 41 * DAY),
        updatedAt: new Date(now.getTime() - 41 * DAY),
      }),
    );
    await insertBooks(tx, [...moreRows, ...bookRows]);
    await seedCatalogue(tx, { categories: SEED_CATEGORIES, publishers: SEED_PUBLISHERS, series: SEED_SERIES }, [
      ...bookRows.map((row) => ({ bookId: row.id, ...SEED_FACETS[row.title]! })),
      ...moreRows.map((row, i) => ({ bookId: row.id, ...MORE_SEED_BOOKS[i]! })),
    ]);
    // The home page's curated collections (an admin changes them in Book Management): the first listed shows first.
    const byTitle = new Map(bookRows.map((book) => [book.title, book.id]));
    const curated = Object.entries(SEED_COLLECTIONS).flatMap(([collection, titles]) =>
      titles.map((title, i) => ({ collection: collection as keyof typeof SEED_COLLECTIONS, bookId: byTitle.get(title)!, addedAt: new Date(now.getTime() - (i + 1) * 60_000 - 30 * DAY) })),
    );
    await tx.insert(bookCollections).values(curated.filter((row) => row.bookId));
    if (!options.demo) return { seeded: true, books: bookRows.length + moreRows.length, users: 0, orders: 0 };

    const userRows = await tx
      .insert(users)
      .values(hashed.map((a, i) => ({ name: a.name, email: a.email, passwordHash: a.passwordHash, role: a.role, createdAt: new Date(now.getTime() - (60 - i) * DAY) })))
      .returning();
    const customers = userRows.filter((u) => u.role === 'user');
    const shop = userRows.find((u) => u.role === 'admin');

    // A handful of orders in every status over the last 30 days, so the dashboards and the revenue chart have data.
    const statuses: OrderStatus[] = [
      'completed',
      'completed',
      'processing',
      'pending',
      'cancelled',
      'completed',
      'pending',
      'processing',
      'completed',
      'cancelled',
      'completed',
      'pending',
      'completed',
      'processing',
      'completed',
      'pending',
    ];
    const inStock = bookRows.filter((book) => book.quantity > 5);
    let orderCount = 0;
    /** Each customer reviews the books of their completed orders (once per book), a few days after delivery. */
    const demoReviews: (typeof reviews.$inferInsert)[] = [];
    for (const [i, status] of statuses.entries()) {
      const customer = customers[i % customers.length]!;
      const lines = [inStock[(i * 7) % inStock.length]!, ...(i % 3 === 0 ? [inStock[(i * 7 + 3) % inStock.length]!] : [])].map((book, j) => ({ book, quantity: 1 + ((i + j) % 3) }));
      const address = DEMO_ADDRESSES[i % DEMO_ADDRESSES.length]!;
      // Priced as the orders module prices a checkout: by the zone of the address (`district ?? city`, and the upazila).
      const { zone, ...rules } = pricingRulesFor(settings, { district: address.district ?? address.city, upazila: address.upazila });
      const totals = computeCheckoutTotals(
        lines.map((l) => ({ unitPriceCents: l.book.priceCents, quantity: l.quantity })),
        rules,
      );
      const createdAt = new Date(now.getTime() - Math.round(((statuses.length - i) * 29 * DAY) / statuses.length) - (i % 5) * 3_600_000);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: customer.id,
          status,
          subtotalCents: totals.subtotalCents,
          shippingCents: totals.shippingCents,
          taxCents: totals.taxCents,
          totalCents: totals.totalCents,
          shippingDetails: { name: customer.name, email: customer.email, ...address },
          paymentMethod: 'cod',
          currency,
          deliveryZone: { id: zone.id, name: zone.name, days: zone.days },
          createdAt,
          updatedAt: new Date(createdAt.getTime() + (status === 'pending' ? 0 : DAY)),
        })
        .returning();
      await tx
        .insert(orderItems)
        .values(lines.map((l) => ({ orderId: order!.id, bookId: l.book.id, title: l.book.title, image: l.book.image, unitPriceCents: l.book.priceCents, quantity: l.quantity })));
      // Its history, as the shop would have written it: placed by the customer, moved by the shop (every other cancellation by the customer).
      const at = (hours: number) => new Date(createdAt.getTime() + hours * 3_600_000);
      const history: (typeof orderEvents.$inferInsert)[] = [{ orderId: order!.id, kind: 'placed', actorId: customer.id, actorRole: 'user', createdAt }];
      const byShop = { actorId: shop?.id ?? null, actorRole: 'admin' as const };
      if (status === 'processing' || status === 'completed') history.push({ orderId: order!.id, kind: 'status_changed', fromStatus: 'pending', toStatus: 'processing', ...byShop, createdAt: at(3) });
      if (status === 'completed') history.push({ orderId: order!.id, kind: 'status_changed', fromStatus: 'processing', toStatus: 'completed', ...byShop, createdAt: at(24) });
      if (status === 'cancelled') {
        const by = i % 2 === 0 ? { actorId: customer.id, actorRole: 'user' as const } : byShop;
        history.push({ orderId: order!.id, kind: 'status_changed', fromStatus: 'pending', toStatus: 'cancelled', ...by, createdAt: at(24) });
      }
      await tx.insert(orderEvents).values(history);
      if (status === 'completed') {
        for (const line of lines) {
          if (demoReviews.some((r) => r.bookId === line.book.id && r.userId === customer.id)) continue;
          const { rating, text } = DEMO_REVIEWS[demoReviews.length % DEMO_REVIEWS.length]!;
          const writtenAt = new Date(Math.min(at(24 * (2 + (demoReviews.length % 3))).getTime(), now.getTime() - 3_600_000));
          demoReviews.push({ bookId: line.book.id, userId: customer.id, rating, body: text, createdAt: writtenAt, updatedAt: writtenAt });
        }
      }
      orderCount++;
    }
    if (demoReviews.length) {
      await tx.insert(reviews).values(demoReviews);
      // The books' ratings, as every review write keeps them (modules/reviews): count and mean of the visible reviews.
      const visible = and(eq(reviews.bookId, books.id), isNull(reviews.hiddenAt));
      await tx
        .update(books)
        .set({
          ratingCount: sql`(select count(*)::int from ${reviews} where ${visible})`,
          ratingAverage: sql`(select round(avg(${reviews.rating}), 2)::float8 from ${reviews} where ${visible})`,
        })
        .where(sql`exists (select 1 from ${reviews} where ${reviews.bookId} = ${books.id})`);
    }
    return { seeded: true, books: bookRows.length, users: userRows.length, orders: orderCount };
  });
}
