import {
  convertMinor,
  currencyChangeSchema,
  defaultSettings,
  isCurrency,
  policyPageText,
  type Currency,
  type CurrencyChange,
  type PolicyPage,
  type PolicyPageText,
  type PublicSettings,
  type RoundingRule,
  type SettingsPatch,
  type ShopSettings,
  shopSettingsSchema,
} from '@boipoka/shared';
import type { Db, Executor } from '../../db/client';
import type { NotificationHandlers } from '../../db/client';
import { ConflictError, ValidationError } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit } from '../audit';
import { SETTINGS_CHANNEL, SettingsRepository } from './settings-repository';

export interface SettingsServiceOptions {
  db: Db;
  now: () => Date;
  /** SHOP_CURRENCY: the currency of a shop created now. */
  currency: Currency;
  /** DELIVERY_DAYS_MIN/MAX: the dollar shop's one zone promises this window. */
  deliveryDays: { min: number; max: number };
  /** NEW_MEMBER_DISCOUNT_PERCENT: the new member's discount of a shop created now (the owner changes it in Settings). */
  newMemberDiscountPercent?: number;
  /** The database's notifications: every process drops its copy when any of them changes the settings. */
  listen?: (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;
  /** Whether the shop has taken any order (its currency is then fixed), asked of the orders module. */
  hasOrders: (tx: Executor, otherThan?: Currency) => Promise<boolean>;
  /** Reprices every book in `tx` (books module) at the rate, by the rounding rule of convertMinor; returns how many. */
  repriceBooks: (tx: Executor, rate: number, rounding: RoundingRule) => Promise<number>;
  log?: { warn: (obj: unknown, msg: string) => void };
}

const TOP_LEVEL: readonly (keyof ShopSettings)[] = ['currency', 'zones', 'freeDeliveryOver', 'taxPercent', 'cashOnDelivery', 'newMemberDiscountPercent', 'shop', 'claims', 'pages'];

/** The rule of a currency change's amounts (shared: the Settings page shows the same figures). */
export { convertMinor };

/**
 * The shop's settings (issue 31): read through a copy in memory that every process drops when any of them changes the
 * settings (the database's notification, sent in the changing transaction), and read from the database each time while
 * the notifications cannot be heard. Every change is audited with its before and after.
 */
export class SettingsService {
  private readonly repo: SettingsRepository;
  private cached: Promise<ShopSettings> | undefined;
  private caching = false;
  private stopListening: (() => Promise<void>) | undefined;
  /** The settings are known to be stored (createIfNew did, or found them). */
  private created = false;

  constructor(private readonly options: SettingsServiceOptions) {
    this.repo = new SettingsRepository(options.db);
  }

  /** Starts hearing of changes made by any process. */
  async start(): Promise<void> {
    if (this.options.listen)
      this.stopListening = await this.options.listen(SETTINGS_CHANNEL, {
        message: () => {
          this.cached = undefined;
        },
        connected: (up) => {
          this.caching = up;
          this.cached = undefined;
        },
      });
  }

  /**
   * Stores the first settings of a new shop (SHOP_CURRENCY's), once every module is there (the orders are asked). A
   * database that is down at start does not stop the server: the settings in force are then the defaults of
   * SHOP_CURRENCY, and they are stored at the first read that finds the database back.
   */
  async createIfNew(): Promise<void> {
    try {
      if ((await this.repo.read()) !== undefined) {
        this.created = true;
        return;
      }
      // A shop that took orders before settings existed took them in dollars: it stays a dollar shop. (A Taka demo's
      // seeded orders are in Taka already.)
      const currency = this.options.currency === 'BDT' && (await this.options.db.transaction((tx) => this.options.hasOrders(tx, 'BDT'))) ? 'USD' : this.options.currency;
      if (currency !== this.options.currency) this.options.log?.warn({ currency: this.options.currency }, 'SHOP_CURRENCY ignored: the shop already has orders in dollars');
      await this.repo.create(defaultSettings(currency, this.options.deliveryDays, this.options.newMemberDiscountPercent), this.options.now());
      this.created = true;
    } catch (error) {
      this.options.log?.warn({ err: error }, 'shop settings not stored yet (database unavailable); using the defaults');
    }
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  /**
   * The settings in force. `tx`: a transaction the caller holds, read through when nothing is cached (on the embedded
   * database, a read beside a held transaction would wait for it for ever).
   */
  current(tx?: Executor): Promise<ShopSettings> {
    if (this.caching && this.cached) return this.cached;
    // Not kept: a transaction's snapshot may be older than a change that dropped the cache meanwhile.
    if (tx) return this.load(tx);
    const read = this.load();
    if (this.caching) {
      this.cached = read;
      read.catch(() => {
        if (this.cached === read) this.cached = undefined;
      });
    }
    return read;
  }

  private async load(tx?: Executor): Promise<ShopSettings> {
    const stored = await this.repo.read(tx);
    if (stored === undefined && !this.created) await this.createIfNew();
    else this.created = true;
    return this.parseStored(stored === undefined ? await this.repo.read(tx) : stored);
  }

  /** What is stored, over the defaults of its currency (a setting added later takes its default); unreadable: the defaults. */
  private parseStored(stored: unknown): ShopSettings {
    const value = (stored && typeof stored === 'object' ? stored : {}) as Partial<ShopSettings>;
    const base = defaultSettings(isCurrency(value.currency) ? value.currency : this.options.currency, this.options.deliveryDays);
    const parsed = shopSettingsSchema.safeParse({ ...base, ...value });
    if (parsed.success) return parsed.data;
    this.options.log?.warn({ issues: parsed.error.issues.slice(0, 3) }, 'stored shop settings unreadable: using the defaults');
    return base;
  }

  async publicSettings(): Promise<PublicSettings> {
    const { pages: _pages, ...rest } = await this.current();
    return rest;
  }

  /** The owner's text, or the shop's default when the owner left both languages empty (policyPageText's rule). */
  async page(page: PolicyPage): Promise<PolicyPageText> {
    return { page, text: policyPageText(page, (await this.current()).pages[page]) };
  }

  /** PATCH: each part given replaces that part; the whole is checked again, and nothing changes when any of it is wrong. */
  async update(admin: AuthUser, patch: SettingsPatch): Promise<ShopSettings> {
    const result = await this.options.db.transaction(async (tx) => {
      const before = this.parseStored(await this.repo.lock(tx));
      if (patch.currency !== undefined && patch.currency !== before.currency) {
        throw new ValidationError('The currency changes only with its repricing (POST /api/admin/settings/currency)', [
          { path: 'currency', message: 'The currency changes only with its repricing (POST /api/admin/settings/currency)' },
        ]);
      }
      const parsed = shopSettingsSchema.safeParse({ ...before, ...patch });
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        throw new ValidationError(errors[0]!.message, errors);
      }
      const after = parsed.data;
      await this.save(tx, admin, before, after);
      return after;
    });
    this.cached = undefined;
    return result;
  }

  /**
   * The currency of a shop without orders changes in one step: every book's price, every zone's charge and the
   * free-delivery threshold converted at the owner's rate and rounding, in one transaction, audited.
   */
  async changeCurrency(admin: AuthUser, change: CurrencyChange): Promise<ShopSettings & { booksRepriced: number }> {
    const { currency, rate, rounding } = currencyChangeSchema.parse(change);
    const result = await this.options.db.transaction(async (tx) => {
      const before = this.parseStored(await this.repo.lock(tx));
      if (before.currency === currency) throw new ValidationError(`The shop is already in ${currency}`, [{ path: 'currency', message: `The shop is already in ${currency}` }]);
      if (await this.options.hasOrders(tx))
        throw new ConflictError(`The shop has orders in ${before.currency}: its currency can no longer change`, [{ path: 'currency', message: `The shop has orders in ${before.currency}` }]);
      const convert = (amountMinor: number) => convertMinor(amountMinor, rate, rounding);
      const after = shopSettingsSchema.parse({
        ...before,
        currency,
        zones: before.zones.map((zone) => ({ ...zone, charge: { amountMinor: convert(zone.charge.amountMinor), currency } })),
        freeDeliveryOver: before.freeDeliveryOver && { amountMinor: convert(before.freeDeliveryOver.amountMinor), currency },
      });
      const booksRepriced = await this.options.repriceBooks(tx, rate, rounding);
      await this.save(tx, admin, before, after, { rate, rounding, booksRepriced });
      return { ...after, booksRepriced };
    });
    this.cached = undefined;
    return result;
  }

  private async save(tx: Executor, admin: AuthUser, before: ShopSettings, after: ShopSettings, details?: Record<string, unknown>): Promise<void> {
    const changes = TOP_LEVEL.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])).map((field) => ({ field, before: before[field], after: after[field] }));
    if (changes.length === 0) return;
    await this.repo.write(after, admin.id, this.options.now(), tx);
    await recordAudit(tx, { actor: admin, kind: 'settings.changed', target: { type: 'setting', id: 'shop', label: 'shop' }, changes, ...(details ? { details } : {}) });
  }
}
