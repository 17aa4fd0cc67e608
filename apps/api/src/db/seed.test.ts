import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PasswordHasher } from '../lib/passwords';
import { createTestDatabase } from '../test/test-database';
import { books, orders, users } from './schema';
import { seedIfEmpty } from './seed';
import { generatedBook } from './seed-cli-data';

const passwords = new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

describe('seed', () => {
  it('fills an empty database once: real books, demo accounts, orders in every status', async () => {
    const { database, cleanup } = await createTestDatabase();
    try {
      const result = await seedIfEmpty(database.db, { demo: true, passwords });
      expect(result.seeded).toBe(true);
      const rows = await database.db.select().from(books);
      expect(rows.length).toBeGreaterThanOrEqual(60);
      expect(new Set(rows.map((b) => b.category))).toEqual(new Set(['Fiction', 'Religious', 'Poetry', 'SelfDevelopment', 'Science']));
      for (const author of ['Rabindranath Tagore', 'Kazi Nazrul Islam', 'Humayun Ahmed', 'Muhammed Zafar Iqbal']) expect(rows.some((b) => b.author === author)).toBe(true);
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
      expect((await seedIfEmpty(database.db, { demo: true, passwords })).seeded).toBe(false);
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
  });
});
