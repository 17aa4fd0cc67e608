/**
 * Adds generated books for load tests: `npm run db:seed -- --books 100000 [--reset]`.
 * Writes to DATABASE_URL when set, otherwise to the embedded database under DATA_DIR.
 */
import { SingleBar, Presets } from 'cli-progress';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { insertBooks } from '../modules/search';
import { generatedCatalogueBook } from '../db/seed-cli-data';

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

async function main() {
  const { count, reset } = parseArgs(process.argv.slice(2));
  const config = loadConfig(process.env, { jwtSecret: 'seed-cli-does-not-sign-tokens' });
  const database = await createDatabase(config);
  try {
    await runMigrations(database);
    const { db } = database;
    if (reset) {
      // CASCADE: everything that points at a book goes with it (reviews, wishlists, carts, sales counts, collections).
      await db.execute(sql`truncate table order_events, order_items, orders, books cascade`);
      console.log('Removed all books and orders.');
    }
    // On stderr, and also when it is not a terminal (a CI log, the bench): then a line every 5 seconds.
    const bar = new SingleBar(
      {
        format: 'Seeding books [{bar}] {percentage}% | {value}/{total} | {duration_formatted} | eta {eta_formatted}',
        stream: process.stderr,
        noTTYOutput: true,
        notTTYSchedule: 5_000,
        etaBuffer: 50,
      },
      Presets.shades_classic,
    );
    // Priced in the shop's currency: its stored settings', else SHOP_CURRENCY's for a shop not yet started.
    const stored = (await db.execute(sql`select value->>'currency' as currency from shop_settings where key = 'shop'`)) as unknown as { rows: { currency: string | null }[] };
    const currency = (stored.rows[0]?.currency ?? config.shopCurrency) === 'BDT' ? 'BDT' : 'USD';
    const started = performance.now();
    bar.start(count, 0);
    const batchSize = 1000;
    const now = Date.now();
    for (let start = 0; start < count; start += batchSize) {
      const rows = [];
      for (let i = start; i < Math.min(count, start + batchSize); i++) rows.push(generatedCatalogueBook(i, now, currency));
      await insertBooks(db, rows);
      bar.update(Math.min(count, start + batchSize));
    }
    bar.stop();
    await db.execute(sql`analyze books`);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Added ${count} books priced in ${currency} to ${config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/pglite`} in ${seconds.toFixed(0)} s ` +
        `(${Math.round(count / Math.max(seconds, 0.001))} books/s; peak memory of this process ${Math.round(process.resourceUsage().maxRSS / 1024)} MB).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
