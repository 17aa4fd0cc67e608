/**
 * Backups of the embedded database (PGlite under DATA_DIR):
 *   npm run db:backup -- --out FILE      a consistent copy (tar.gz), also while the server runs
 *   npm run db:restore -- FILE           replaces the database with the copy (the server must be stopped)
 * While a server runs, the backup is taken by its database worker between transactions (db/pglite-worker.ts, through
 * DATA_DIR/pglite/pglite.control.sock); otherwise this command opens the data directory itself. PostgreSQL
 * (DATABASE_URL) is backed up with its own tools, pg_dump and pg_restore.
 */
import { createConnection } from 'node:net';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { loadConfig } from '../config';
import { controlSocketPath } from './client';

const USAGE = 'Usage: npm run db:backup -- --out FILE | npm run db:restore -- FILE';

/** One JSON request to a running server's database worker; null when no server answers on that socket. */
function askRunningServer(socket: string, request: object, timeoutMs: number): Promise<{ ok: boolean; bytes?: number; error?: string } | null> {
  if (!existsSync(socket)) return Promise.resolve(null);
  return new Promise((done) => {
    const connection = createConnection(socket);
    let text = '';
    const timer = setTimeout(() => {
      connection.destroy();
      done({ ok: false, error: `no answer from the running server within ${timeoutMs / 1000} s` });
    }, timeoutMs);
    connection.on('connect', () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on('data', (data) => (text += data.toString('utf8')));
    connection.on('end', () => {
      clearTimeout(timer);
      done(JSON.parse(text || '{"ok":false,"error":"empty answer"}'));
    });
    // A socket file left by a server that is gone: nobody runs there.
    connection.on('error', () => {
      clearTimeout(timer);
      done(null);
    });
  });
}

async function backup(dataDir: string, out: string) {
  const viaServer = await askRunningServer(controlSocketPath(dataDir), { op: 'backup', file: out }, 120_000);
  if (viaServer) {
    if (!viaServer.ok) throw new Error(`the running server could not take the backup: ${viaServer.error}`);
    console.log(`Backed up the running shop's database to ${out} (${Math.round((viaServer.bytes ?? 0) / 1024)} KB).`);
    return;
  }
  if (!existsSync(dataDir)) throw new Error(`no embedded database in ${dataDir} (DATA_DIR)`);
  const db = new PGlite(dataDir, { extensions: { pg_trgm } });
  try {
    const tarball = await db.dumpDataDir('gzip');
    const bytes = Buffer.from(await tarball.arrayBuffer());
    writeFileSync(out, bytes, { mode: 0o600 });
    console.log(`Backed up ${dataDir} to ${out} (${Math.round(bytes.length / 1024)} KB).`);
  } finally {
    await db.close();
  }
}

async function restore(dataDir: string, file: string) {
  if (await askRunningServer(controlSocketPath(dataDir), { op: 'ping' }, 5_000)) {
    throw new Error(`a server is running on ${dataDir}: stop it first, then restore`);
  }
  const bytes = readFileSync(file);
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new Error(`${file} is not a backup made by npm run db:backup (not gzip)`);
  // The current database stays aside until the restored one has opened and answered.
  const aside = `${dataDir}.before-restore-${Date.now()}`;
  if (existsSync(dataDir)) renameSync(dataDir, aside);
  // A new machine (disaster recovery): DATA_DIR need not exist yet; PGlite makes only its own folder.
  else mkdirSync(dirname(dataDir), { recursive: true });
  try {
    const db = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir: new Blob([new Uint8Array(bytes)]) });
    try {
      const { rows } = await db.query<{ books: number; users: number; orders: number }>(
        'select (select count(*) from books)::int as books, (select count(*) from users)::int as users, (select count(*) from orders)::int as orders',
      );
      console.log(`Restored ${file} into ${dataDir}: ${rows[0]!.books} books, ${rows[0]!.users} accounts, ${rows[0]!.orders} orders.`);
    } finally {
      await db.close();
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    if (existsSync(aside)) renameSync(aside, dataDir);
    throw error;
  }
  rmSync(aside, { recursive: true, force: true });
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig(process.env, { jwtSecret: 'backups-do-not-sign-tokens' });
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with its own tools, e.g. `pg_dump --format=custom -f shop.dump "$DATABASE_URL"` and `pg_restore --clean -d "$DATABASE_URL" shop.dump`.');
  }
  const dataDir = `${config.dataDir}/pglite`;
  if (command === 'backup') {
    const at = args.indexOf('--out');
    const out = at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
    if (!out) throw new Error(USAGE);
    await backup(dataDir, resolve(process.env.INIT_CWD || process.cwd(), out));
  } else if (command === 'restore') {
    const file = args.find((arg) => !arg.startsWith('--'));
    if (!file) throw new Error(USAGE);
    await restore(dataDir, resolve(process.env.INIT_CWD || process.cwd(), file));
  } else {
    throw new Error(USAGE);
  }
}

main().catch((error: unknown) => {
  console.error(`db:backup/restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
