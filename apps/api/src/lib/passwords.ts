import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolatedModules cannot read). */
const ARGON2ID = 2;
import type { PasswordHashingOptions } from '../config';

/** argon2id; the cost comes from config so tests can run it cheaply. */
export class PasswordHasher {
  private dummyHash?: Promise<string>;
  constructor(private readonly options: PasswordHashingOptions) {}

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, ...this.options });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Spend the same time as a real check when the email is unknown, so timing does not reveal accounts. */
  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash('boipoka-dummy-password');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
