import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopSettings } from '../../db/schema';

/** The shop's settings in shop_settings under one key, as the JSON of ShopSettings (migration 0030). */
export const SHOP_SETTINGS_KEY = 'shop';
/** Every process listens here; a change notifies it in the changing transaction, so others hear of it at commit. */
export const SETTINGS_CHANNEL = 'shop_settings_changed';

export class SettingsRepository {
  constructor(private readonly db: Executor) {}

  async read(tx: Executor = this.db): Promise<unknown> {
    const [row] = await tx.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, SHOP_SETTINGS_KEY)).limit(1);
    return row?.value;
  }

  /** The stored settings, their row locked until `tx` ends (undefined when the shop has none yet). */
  async lock(tx: Executor): Promise<unknown> {
    const [row] = await tx.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, SHOP_SETTINGS_KEY)).for('update');
    return row?.value;
  }

  /** Stores the shop's first settings unless another process did first; true when these were stored. */
  async create(value: unknown, now: Date): Promise<boolean> {
    const rows = await this.db.insert(shopSettings).values({ key: SHOP_SETTINGS_KEY, value, updatedAt: now }).onConflictDoNothing().returning({ key: shopSettings.key });
    return rows.length > 0;
  }

  async write(value: unknown, by: string, now: Date, tx: Executor): Promise<void> {
    await tx
      .insert(shopSettings)
      .values({ key: SHOP_SETTINGS_KEY, value, updatedBy: by, updatedAt: now })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedBy: by, updatedAt: now } });
    await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, '')`);
  }
}
