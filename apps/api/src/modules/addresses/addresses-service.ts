import { isUuid, MAX_ADDRESSES, type SavedAddress, type addressInput, type updateAddressInput } from '@boipoka/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AddressRow } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { AddressesRepository } from './addresses-repository';

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

export class AddressesService {
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

  async create(userId: string, input: z.output<typeof addressInput>): Promise<SavedAddress> {
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

  async update(userId: string, id: string, input: z.output<typeof updateAddressInput>): Promise<SavedAddress> {
    if (!isUuid(id)) throw new NotFoundError(ADDRESS_NOT_FOUND);
    const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const row = await this.repo.update(userId, id.toLowerCase(), values, this.now());
    if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND);
    return toAddress(row);
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
