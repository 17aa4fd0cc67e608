/**
 * Makes an admin account, the way a real shop gets its first one (outside demo mode there are no demo accounts):
 *   npm run admin:create -- --email owner@shop.example --password '…' [--name 'Shop Owner']
 * Without the flags it asks (when run in a terminal). Writes to DATABASE_URL when set, otherwise to the embedded
 * database under DATA_DIR (stop the server first: the embedded database belongs to one process).
 */
import { createInterface } from 'node:readline/promises';
import { registerInput } from '@boipoka/shared';
import { loadConfig } from '../config';
import { PasswordHasher } from '../lib/passwords';
import { createAdminAccount } from '../modules/users';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { DEMO_ACCOUNTS } from '../db/seed-data';

const USAGE = "Usage: npm run admin:create -- --email EMAIL --password PASSWORD [--name 'NAME']";

function flags(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const match = /^--(email|password|name)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument ${arg}\n${USAGE}`);
    out[match[1]!] = match[2] ?? argv[++i] ?? '';
  }
  return out;
}

/** Asks in a terminal; a password is not echoed. */
async function ask(question: string, secret = false): Promise<string> {
  if (!process.stdin.isTTY) throw new Error(`${question.replace(/: $/, '')} is needed (no terminal to ask in)\n${USAGE}`);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (secret) {
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput.bind(rl);
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => write(s.startsWith(question) ? s : '');
  }
  try {
    return await rl.question(question);
  } finally {
    rl.close();
    if (secret) process.stdout.write('\n');
  }
}

async function main() {
  const given = flags(process.argv.slice(2));
  const email = given.email ?? (await ask('E-mail: '));
  const password = given.password ?? (await ask('Password: ', true));
  const name = given.name ?? 'Shop Admin';
  const parsed = registerInput.safeParse({ name, email, password });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  if (
    Object.values(DEMO_ACCOUNTS)
      .flat()
      .some((demo) => demo.password === password)
  )
    throw new Error('That is a demo password: choose another.');

  const config = loadConfig(process.env, { jwtSecret: 'admin-create-does-not-sign-tokens' });
  const database = await createDatabase(config);
  try {
    await runMigrations(database);
    const row = await createAdminAccount({ db: database.db, passwords: new PasswordHasher(config.passwordHashing) }, parsed.data);
    if (!row) throw new Error(`An account with ${parsed.data.email} exists already; choose another e-mail.`);
    console.log(`Admin ${row.email} created (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}). Sign in at /login.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`admin:create: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
