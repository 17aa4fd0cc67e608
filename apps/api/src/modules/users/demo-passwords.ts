import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { PasswordHasher } from '../../lib/passwords';

/**
 * The accounts that still sign in with a demo password: the demo e-mails and every admin, checked against each demo
 * password (a handful of argon2 verifications at start-up; checking every customer would cost one per account).
 */
export async function accountsWithDemoPassword(db: Db, passwords: PasswordHasher, demo: readonly { email: string; password: string }[]): Promise<string[]> {
  const emails = demo.map((account) => account.email.toLowerCase());
  const candidates = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      sql`lower(${users.email}) in (${sql.join(
        emails.map((email) => sql`${email}`),
        sql`, `,
      )}) or ${users.role} = 'admin'`,
    );
  const found: string[] = [];
  for (const account of candidates) {
    for (const { password } of demo) {
      if (await passwords.verify(account.passwordHash, password)) {
        found.push(account.email);
        break;
      }
    }
  }
  return found;
}
