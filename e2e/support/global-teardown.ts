import { type StartedShop, stopShop } from './global-setup';

/** Stops the shops global setup started, their mail catchers, and removes their temporary DATA_DIRs. */
export default async function globalTeardown(): Promise<void> {
  for (const shop of (globalThis as { e2eShops?: StartedShop[] }).e2eShops ?? []) await stopShop(shop);
  delete process.env.E2E_SERVER_PID;
  delete process.env.E2E_DATA_DIR;
  delete process.env.E2E_TAKA_SERVER_PID;
  delete process.env.E2E_TAKA_DATA_DIR;
}
