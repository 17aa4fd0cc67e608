import { randomUUID } from 'node:crypto';
import { Algorithm, hash } from '@node-rs/argon2';
import { computeCheckoutTotals, fromCents, type BookCategory } from '@boipoka/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { books, orderItems, orders, reviews, users, type BookRow, type ReviewRow, type UserRow } from '../src/db/schema';
import { insertBooks } from '../src/modules/search';

export const PASSWORD = 'secret123';

export async function createUser(db: Db, overrides: Partial<{ name: string; email: string; password: string; role: UserRow['role'] }> = {}): Promise<UserRow> {
  const passwordHash = await hash(overrides.password ?? PASSWORD, { algorithm: 2 as Algorithm, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const [row] = await db
    .insert(users)
    .values({ name: overrides.name ?? 'Test User', email: overrides.email ?? `user-${randomUUID()}@example.test`, passwordHash, role: overrides.role ?? 'user' })
    .returning();
  return row!;
}

export async function createBook(db: Db, overrides: Partial<typeof books.$inferInsert> = {}): Promise<BookRow> {
  const [row] = await insertBooks(db, [
    {
      title: `Book ${randomUUID().slice(0, 8)}`,
      author: 'Test Author',
      category: 'Fiction' satisfies BookCategory,
      priceCents: 1000,
      quantity: 10,
      description: 'A book used by the tests.',
      image: '',
      ...overrides,
    },
  ]);
  return row!;
}

export interface SignedIn {
  user: UserRow;
  accessToken: string;
  refreshToken: string;
  auth: { authorization: string };
}

export async function signIn(app: FastifyInstance, user: UserRow, password = PASSWORD): Promise<SignedIn> {
  const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const { accessToken, refreshToken } = res.json().data;
  return { user, accessToken, refreshToken, auth: { authorization: `Bearer ${accessToken}` } };
}

export async function createSignedInUser(app: FastifyInstance, db: Db, overrides: Parameters<typeof createUser>[1] = {}): Promise<SignedIn> {
  return signIn(app, await createUser(db, overrides), overrides.password ?? PASSWORD);
}

export const SHIPPING = { name: 'Rahim Uddin', email: 'rahim@example.test', phone: '01711000000', address: '12 Road 5, Dhanmondi', city: 'Dhaka', postalCode: '1205' };

export function orderPayload(lines: { book: BookRow; quantity: number }[]) {
  const totals = computeCheckoutTotals(lines.map((l) => ({ unitPriceCents: l.book.priceCents, quantity: l.quantity })));
  return {
    books: lines.map((l) => ({ book: l.book.id, quantity: l.quantity })),
    shippingDetails: SHIPPING,
    paymentMethod: 'cod' as const,
    totalAmount: fromCents(totals.totalCents),
  };
}

export async function placeOrder(app: FastifyInstance, signedIn: SignedIn, lines: { book: BookRow; quantity: number }[], headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/orders', headers: { ...signedIn.auth, ...headers }, payload: orderPayload(lines) });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string; orderNumber: string; status: string };
}

/** A completed order of one copy of `book` by the user and their review of it, written directly (no HTTP round trips). */
export async function createCompletedPurchaseReview(db: Db, userId: string, book: BookRow, rating = 4): Promise<ReviewRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({ userId, status: 'completed', subtotalCents: book.priceCents, shippingCents: 0, taxCents: 0, totalCents: book.priceCents, shippingDetails: SHIPPING, paymentMethod: 'cod' })
      .returning();
    await tx.insert(orderItems).values({ orderId: order!.id, bookId: book.id, title: book.title, image: book.image, unitPriceCents: book.priceCents, quantity: 1 });
    const [review] = await tx.insert(reviews).values({ bookId: book.id, userId, rating, body: 'Written by the test factory' }).returning();
    await tx.update(books).set({ ratingCount: 1, ratingAverage: rating }).where(eq(books.id, book.id));
    return review!;
  });
}
