import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { PasswordHasher } from './lib/passwords';

async function main() {
  const config = loadConfig();
  const database = await createDatabase(config);
  await runMigrations(database);
  // Embedded database: books and demo accounts on first start. PostgreSQL: books on an empty DB, demo data only with SEED_DEMO=1.
  const seeded = await seedIfEmpty(database.db, { demo: !config.databaseUrl || config.seedDemo, passwords: new PasswordHasher(config.passwordHashing) });

  const app = await buildApp({ db: database, config, logger: true });
  if (seeded.seeded) app.log.info(seeded, 'seeded an empty database');

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
