import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './cli/seed';
import { PasswordHasher } from './lib/passwords';
import { DEMO_ACCOUNTS } from './db/seed-data';
import { accountsWithDemoPassword } from './modules/users';
import { backfillSearchKeys } from './modules/search';

async function main() {
  const config = loadConfig();
  const database = await createDatabase(config);
  await runMigrations(database);
  const passwords = new PasswordHasher(config.passwordHashing);
  // An empty database gets the catalogue, priced in SHOP_CURRENCY's currency; in demo mode (DEMO) also the demo accounts and orders.
  const seeded = await seedIfEmpty(database.db, { demo: config.demo, passwords, currency: config.shopCurrency, deliveryDays: config.deliveryDays });
  // Books with no search keys or older ones (a database from before migration 0011, books written by hand in SQL) get
  // them before the first search is answered; with nothing to do this is one indexed query (decision 012).
  const keyed = await backfillSearchKeys(database.db, {
    onBatch: (done) => console.log(`search keys: ${done} books keyed`),
  });
  if (config.nodeEnv === 'production') {
    // A shop open to the world must not keep an account anyone can read the password of in this repository.
    const exposed = await accountsWithDemoPassword(database.db, passwords, [DEMO_ACCOUNTS.reader, DEMO_ACCOUNTS.admin, ...DEMO_ACCOUNTS.customers]);
    if (exposed.length) {
      await database.close();
      throw new ConfigError(
        `refusing to start with NODE_ENV=production: ${exposed.join(', ')} still ${exposed.length === 1 ? 'has' : 'have'} a demo password. ` +
          'Change the password (Update Password in the dashboard) or delete the account, then start again.',
      );
    }
  }

  const app = await buildApp({ db: database, config, logger: true });
  if (seeded.seeded) app.log.info(seeded, 'seeded an empty database');
  if (keyed > 0) app.log.info({ books: keyed }, 'computed missing search keys');
  if (config.demoRefusedInProduction) app.log.warn('DEMO=true is ignored with NODE_ENV=production: no demo accounts, no quick-fill, no demo notice');
  if (config.demo) app.log.info('demo mode: demo accounts, quick-fill on the login page and a demo notice (DEMO=false turns it off)');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      // Keep-alive connections whose request finishes during the close would otherwise hold it open until the 10 s timer.
      const sweeper = setInterval(() => app.server.closeIdleConnections(), 50).unref();
      await app.close(); // stops accepting connections, lets in-flight requests finish
      clearInterval(sweeper);
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(`Boipoka is running at http://localhost:${port}`);
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
