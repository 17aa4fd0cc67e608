/**
 * Adds generated books for load tests: `npm run db:seed -- --books 100000 [--reset]`.
 * Writes to DATABASE_URL when set, otherwise to the embedded database under DATA_DIR.
 */
import { BOOK_CATEGORIES, OWN_COVER_PREFIX } from '@boipoka/shared';
import { SingleBar, Presets } from 'cli-progress';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { createDatabase } from './client';
import { runMigrations } from './migrate';
import { books } from './schema';

const ADJECTIVES = ['Silent', 'Golden', 'Hidden', 'Forgotten', 'Crimson', 'Endless', 'Quiet', 'Wandering', 'Broken', 'Bright', 'Distant', 'Secret', 'Ancient', 'Burning', 'Gentle', 'Restless', 'Midnight', 'Monsoon', 'River', 'Paper', 'Last', 'First', 'Little', 'Wild', 'Hollow'];
const NOUNS = ['River', 'Garden', 'Kingdom', 'Lantern', 'Harbour', 'Village', 'Mirror', 'Song', 'Journey', 'Letters', 'Season', 'Island', 'Promise', 'Shadow', 'Horizon', 'Orchard', 'Compass', 'Monsoon', 'Bridge', 'Festival', 'Boatman', 'Market', 'Tide', 'Memory', 'Sky'];
const PATTERNS = ['The {a} {n}', '{a} {n}', 'A {n} of {n2}', 'The {n} and the {n2}', 'Beyond the {a} {n}', 'Notes on the {n}', 'When the {n} Sings', 'The {n} Keeper', 'Tales of the {a} {n}', 'The Art of {n}'];
const FIRST = ['Anisul', 'Rafiq', 'Selina', 'Tahmina', 'Imran', 'Sadia', 'Arif', 'Nadia', 'Kamal', 'Shirin', 'Farid', 'Rumana', 'Zahid', 'Laila', 'Mahbub', 'Sumaiya', 'Emma', 'Oliver', 'Priya', 'Daniel', 'Hannah', 'Omar', 'Grace', 'Leo', 'Maya'];
const LAST = ['Hossain', 'Rahman', 'Chowdhury', 'Ahmed', 'Islam', 'Karim', 'Begum', 'Haque', 'Sarkar', 'Das', 'Roy', 'Khan', 'Miah', 'Uddin', 'Siddiqui', 'Smith', 'Patel', 'Walker', 'Nguyen', 'Brown', 'Kapoor', 'Evans', 'Ali', 'Sen', 'Bose'];
const SUBJECTS = ['a family', 'two friends', 'a young teacher', 'a fisherman', 'a scientist', 'a poet', 'an old city', 'a lost letter', 'a river village', 'a daring student'];
const THEMES = ['love and loss', 'courage', 'the meaning of home', 'faith and doubt', 'discovery', 'a changing country', 'memory', 'ambition', 'forgiveness', 'the stars'];

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length]!;
}

function parseArgs(argv: string[]) {
  let count = 1000;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--reset') reset = true;
    else if (arg === '--books') count = Number(argv[++i]);
    else if (arg.startsWith('--books=')) count = Number(arg.slice('--books='.length));
    else if (arg === '--help' || arg === '-h') {
      console.log('Usage: npm run db:seed -- [--books N] [--reset]');
      process.exit(0);
    }
  }
  if (!Number.isInteger(count) || count < 0) throw new Error('--books must be a whole number');
  return { count, reset };
}

export function generatedBook(i: number, now: number) {
  const r = (k: number) => Math.abs(Math.imul(i + 1, 2654435761) ^ Math.imul(k + 7, 40503)) >>> 0;
  const title = pick(PATTERNS, r(1))
    .replace('{a}', pick(ADJECTIVES, r(2)))
    .replace('{n2}', pick(NOUNS, r(4)))
    .replace('{n}', pick(NOUNS, r(3)));
  const author = `${pick(FIRST, r(5))} ${pick(LAST, r(6))}`;
  const id = randomUUID();
  return {
    id,
    title: r(9) % 7 === 0 ? `${title} ${(i % 9) + 2}` : title,
    author,
    category: pick(BOOK_CATEGORIES, r(7)),
    priceCents: 499 + (r(8) % 5500),
    quantity: r(10) % 10 === 0 ? 0 : r(10) % 60,
    image: `${OWN_COVER_PREFIX}${id}.svg`,
    description: `A story about ${pick(SUBJECTS, r(11))} and ${pick(THEMES, r(12))}.`,
    createdAt: new Date(now - i * 1000),
    updatedAt: new Date(now),
  };
}

async function main() {
  const { count, reset } = parseArgs(process.argv.slice(2));
  const config = loadConfig(process.env, { jwtSecret: 'seed-cli-does-not-sign-tokens' });
  const database = await createDatabase(config);
  try {
    await runMigrations(database);
    const { db } = database;
    if (reset) {
      await db.execute(sql`truncate table order_items, orders, books`);
      console.log('Removed all books and orders.');
    }
    const bar = new SingleBar({ format: 'Seeding books [{bar}] {percentage}% | {value}/{total} | {duration_formatted}' }, Presets.shades_classic);
    bar.start(count, 0);
    const batchSize = 1000;
    const now = Date.now();
    for (let start = 0; start < count; start += batchSize) {
      const rows = [];
      for (let i = start; i < Math.min(count, start + batchSize); i++) rows.push(generatedBook(i, now));
      await db.insert(books).values(rows);
      bar.update(Math.min(count, start + batchSize));
    }
    bar.stop();
    await db.execute(sql`analyze books`);
    console.log(`Added ${count} books to ${config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/pglite`}.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
