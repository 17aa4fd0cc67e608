import { addressInput, findDistrict, isUuid, MAX_ADDRESSES, type AddressValues, type SavedAddress, type ShippingDetails, type UpdateAddressValues } from '@boipoka/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import type { AddressRow } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { WriteBatch } from '../../lib/write-batch';
import { AddressesRepository, type ComparableAddress } from './addresses-repository';

const ADDRESS_NOT_FOUND = 'Address not found';
const TOO_MANY_ADDRESSES = `You can keep at most ${MAX_ADDRESSES} addresses`;

function toAddress(row: AddressRow): SavedAddress {
  return {
    _id: row.id,
    label: row.label,
    name: row.name,
    phone: row.phone,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    // An address saved before the place (migration 0031) is its city's district, upazila not chosen.
    division: row.division ?? findDistrict(row.city)?.division ?? '',
    district: districtOf(row),
    upazila: row.upazila,
    area: row.area,
    landmark: row.landmark,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A reader's saved delivery addresses: at most MAX_ADDRESSES, exactly one of them the default whenever there is any (the
 * first one saved; the newest left when the default is deleted). Someone else's address does not exist (404).
 */
export interface AddressesServiceOptions {
  db: Db;
  now: () => Date;
}

/** What makes two addresses the same place for the same person: case, spacing and punctuation aside. */
function sameAddressKey(address: Pick<AddressValues, 'name' | 'phone' | 'address' | 'area' | 'district' | 'upazila' | 'postalCode'>): string {
  const tidy = (text: string | null | undefined) =>
    (text ?? '')
      .toLowerCase()
      .replace(/[\s,.;:#-]+/g, ' ')
      .trim();
  return [address.name, address.phone, address.address, address.area, address.district, address.upazila, address.postalCode].map(tidy).join('|');
}

/** The district an address is in: an address saved before the place (migration 0031) is its city's district. */
function districtOf(row: Pick<AddressRow, 'city' | 'district'>): string {
  return row.district ?? findDistrict(row.city)?.en ?? row.city;
}

/** The address book as other modules see it: orders remember where each one went (decision 039). */
export interface AddressBook {
  /**
   * The reader's saved addresses as one column (a scalar subquery) of a statement the caller runs under the account's
   * lock, to hand to rememberOrderAddress as `saved`: no round trip of their own.
   */
  savedAddressesColumn(userId: string): SQL;
  /**
   * In the order's transaction: the address an order went to becomes the reader's default, saved first when it is not
   * one of theirs yet (the same place twice is one address). An address that is no saved address's shape (a SPEC
   * client's free-text city) or one over the MAX_ADDRESSES cap is not saved; the order goes on either way. The writes
   * travel in `writes`, with the order's last statement. `saved`: what savedAddressesColumn read under the account's
   * lock; without it the account is locked and its addresses read here.
   */
  rememberOrderAddress(tx: Executor, writes: WriteBatch, userId: string, shipping: ShippingDetails, options?: { saved?: readonly ComparableAddress[] }): Promise<void>;
}

export class AddressesService implements AddressBook {
  private readonly repo: AddressesRepository;
  private readonly db: Db;
  private readonly now: () => Date;

  constructor({ db, now }: AddressesServiceOptions) {
    this.db = db;
    this.now = now;
    this.repo = new AddressesRepository(db);
  }

  async list(userId: string): Promise<SavedAddress[]> {
    return (await this.repo.list(userId)).map(toAddress);
  }

  async create(userId: string, input: AddressValues): Promise<SavedAddress> {
    return this.db.transaction(async (tx) => {
      await this.repo.lockAccount(userId, tx);
      const count = await this.repo.count(userId, tx);
      if (count >= MAX_ADDRESSES) throw new ConflictError(TOO_MANY_ADDRESSES);
      const isDefault = count === 0 || input.isDefault === true;
      if (isDefault) await this.repo.clearDefault(userId, tx);
      const { isDefault: _asked, ...fields } = input;
      return toAddress(await this.repo.insert(userId, { ...fields, isDefault }, tx));
    });
  }

  async update(userId: string, id: string, input: UpdateAddressValues): Promise<SavedAddress> {
    if (!isUuid(id)) throw new NotFoundError(ADDRESS_NOT_FOUND);
    const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const row = await this.repo.update(userId, id.toLowerCase(), values, this.now());
    if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND);
    return toAddress(row);
  }

  savedAddressesColumn(userId: string): SQL {
    return this.repo.savedAddressesColumn(userId);
  }

  async rememberOrderAddress(tx: Executor, writes: WriteBatch, userId: string, shipping: ShippingDetails, options: { saved?: readonly ComparableAddress[] } = {}): Promise<void> {
    const parsed = addressInput.safeParse({
      name: shipping.name,
      phone: shipping.phone,
      address: shipping.address,
      city: shipping.city,
      postalCode: shipping.postalCode,
      division: shipping.division,
      district: shipping.district,
      upazila: shipping.upazila,
      area: shipping.area,
      landmark: shipping.landmark,
    });
    if (!parsed.success) return;
    const { isDefault: _none, ...fields } = parsed.data;
    // One change to the account's addresses at a time: read under the account's lock (the caller's, with `saved`).
    let book = options.saved;
    if (!book) {
      await this.repo.lockAccount(userId, tx);
      book = await this.repo.list(userId, tx);
    }
    const key = sameAddressKey(fields);
    const saved = book.find((row) => sameAddressKey({ ...row, district: districtOf(row) }) === key);
    if (saved) {
      // The same place: it becomes the default, with the landmark and division as written this time (nothing written
      // when it is the default already, as written: a reader's every order to the same door).
      const asWritten = (saved.landmark ?? '') === (fields.landmark ?? '') && (saved.division ?? null) === (fields.division ?? null);
      if (saved.isDefault && asWritten) return;
      const isDefault = saved.isDefault || this.defaultAfterClearing(writes, userId, saved.id);
      writes.add(this.repo.updateStatement(userId, saved.id, { isDefault, landmark: fields.landmark, division: fields.division }, this.now()));
      return;
    }
    // The whole book was read under the account's lock: its length is the count.
    if (book.length >= MAX_ADDRESSES) return;
    writes.add(this.repo.insertStatement(userId, { ...fields, isDefault: this.defaultAfterClearing(writes, userId) }));
  }

  /**
   * `true`, written only after the reader's other default is cleared in the same batch: one reader has one default
   * (addresses_one_default_key), checked as each row is written, and the statements of one WITH run in no set order
   * unless one reads another — so the new default's value reads the clearing's rows, which runs it first.
   */
  private defaultAfterClearing(writes: WriteBatch, userId: string, except?: string): SQL {
    const cleared = writes.add(this.repo.clearDefaultStatement(userId, except));
    return sql`(select count(*) >= 0 from ${cleared})`;
  }

  async makeDefault(userId: string, id: string): Promise<SavedAddress> {
    if (!isUuid(id)) throw new NotFoundError(ADDRESS_NOT_FOUND);
    return this.db.transaction(async (tx) => {
      await this.repo.lockAccount(userId, tx);
      if (!(await this.repo.find(userId, id.toLowerCase(), tx))) throw new NotFoundError(ADDRESS_NOT_FOUND);
      await this.repo.clearDefault(userId, tx, id.toLowerCase());
      return toAddress((await this.repo.update(userId, id.toLowerCase(), { isDefault: true }, this.now(), tx))!);
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError(ADDRESS_NOT_FOUND);
    await this.db.transaction(async (tx) => {
      await this.repo.lockAccount(userId, tx);
      const removed = await this.repo.remove(userId, id.toLowerCase(), tx);
      if (!removed) throw new NotFoundError(ADDRESS_NOT_FOUND);
      if (!removed.isDefault) return;
      const next = await this.repo.newest(userId, tx);
      if (next) await this.repo.update(userId, next.id, { isDefault: true }, this.now(), tx);
    });
  }
}
