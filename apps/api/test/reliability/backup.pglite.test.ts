/**
 * Backups of the embedded database, as a shop on the default setup takes them: `npm run db:backup` while the real server
 * takes orders, `npm run db:restore` into a DATA_DIR that does not exist yet (a new machine), a server started on it. Every order acknowledged before the
 * backup began is there, whole, and so is every account and book; stock adds up with the orders it holds.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeCheckoutTotals, fromCents } from '@boipoka/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { call, REPO_ROOT, startServer } from './support';
import { SHIPPING } from './fault-scenarios';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'boipoka-backup-'));
  dirs.push(dir);
  return dir;
};

function cli(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/db/backup-cli.ts'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', TEST_DATABASE_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
/** The CLI as a child process that does not block this test's event loop (the orders go on meanwhile). */
function cliAsync(dataDir: string, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/db/backup-cli.ts'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', TEST_DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('backups of the embedded database', () => {
  it('a backup taken while orders are placed restores every acknowledged order, account and book', async () => {
    const live = tempDir();
    const server = await startServer({ DATA_DIR: live });
    const backupFile = join(tempDir(), 'shop.tar.gz');
    let acknowledgedBeforeBackup: string[] = [];
    const acknowledged: string[] = [];
    try {
      const admin = (await call(server.url, 'POST', '/api/users/login', { body: { email: 'admin@boipoka.test', password: 'admin123' } })).body.data.accessToken as string;
      const book = (
        await call(server.url, 'POST', '/api/books', {
          token: admin,
          body: { title: 'Backup Bestseller', author: 'Archivist', price: 4.5, quantity: 10_000, category: 'Science', description: 'Sold while the backup is taken.' },
        })
      ).body.data;
      const buyers: string[] = [];
      for (let i = 0; i < 4; i++) {
        const email = `buyer-${i}-${Date.now()}@example.test`;
        expect((await call(server.url, 'POST', '/api/users/register', { body: { name: `Buyer ${i}`, email, password: 'buyer-pass-1' } })).status).toBe(201);
        buyers.push((await call(server.url, 'POST', '/api/users/login', { body: { email, password: 'buyer-pass-1' } })).body.data.accessToken);
      }
      const body = {
        books: [{ book: book._id, quantity: 1 }],
        shippingDetails: SHIPPING,
        paymentMethod: 'cod',
        totalAmount: fromCents(computeCheckoutTotals([{ unitPriceCents: 450, quantity: 1 }]).totalCents),
      };
      let streaming = true;
      const workers = buyers.map(async (token) => {
        while (streaming) {
          const res = await call(server.url, 'POST', '/api/orders', { token, body });
          if (res.status === 201) acknowledged.push(res.body.data._id);
        }
      });
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
      acknowledgedBeforeBackup = [...acknowledged];
      const taken = await cliAsync(live, 'backup', '--out', backupFile);
      const afterBackup = acknowledged.length;
      streaming = false;
      await Promise.all(workers);
      expect(taken.status, taken.stderr).toBe(0);
      expect(taken.stdout).toContain("Backed up the running shop's database");
      // Orders went on while the backup was taken.
      expect(afterBackup).toBeGreaterThan(acknowledgedBeforeBackup.length);
      // A restore while the server runs is refused, and changes nothing.
      const refused = cli(live, 'restore', backupFile);
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toContain('a server is running');
    } finally {
      await server.kill('SIGTERM');
    }

    // A new machine: DATA_DIR does not exist yet (nor its parent).
    const fresh = join(tempDir(), 'new', 'place');
    const restored = cli(fresh, 'restore', backupFile);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restored .* books, .* accounts, .* orders/);
    const again = await startServer({ DATA_DIR: fresh });
    try {
      const admin = (await call(again.url, 'POST', '/api/users/login', { body: { email: 'admin@boipoka.test', password: 'admin123' } })).body.data.accessToken as string;
      const orders = (await call(again.url, 'GET', '/api/orders/all', { token: admin })).body.data.orders as { _id: string; books: { book: { title: string }; quantity: number }[] }[];
      const ids = new Set(orders.map((o) => o._id));
      for (const id of acknowledgedBeforeBackup) expect(ids.has(id), `order ${id} acknowledged before the backup`).toBe(true);
      // Whole: every order has its line and its total.
      for (const order of orders) expect(order.books.length).toBeGreaterThan(0);
      const users = (await call(again.url, 'GET', '/api/users/all', { token: admin })).body.data as { email: string }[];
      expect(users.filter((u) => u.email.startsWith('buyer-'))).toHaveLength(4);
      expect(users.map((u) => u.email)).toContain('reader@boipoka.test');
      const catalogue = (await call(again.url, 'GET', '/api/books')).body;
      const sold = catalogue.data.find((b: { title: string }) => b.title === 'Backup Bestseller');
      expect(catalogue.meta.total).toBeGreaterThan(70);
      const copiesInOrders = orders
        .flatMap((o) => o.books)
        .filter((line) => line.book.title === 'Backup Bestseller')
        .reduce((sum, line) => sum + line.quantity, 0);
      expect(copiesInOrders).toBeGreaterThanOrEqual(acknowledgedBeforeBackup.length);
      expect(sold.quantity).toBe(10_000 - copiesInOrders);
      console.log(
        `backup: ${acknowledgedBeforeBackup.length} orders acknowledged before the backup began, ${copiesInOrders} in the backup, all restored with their accounts and books; stock ${sold.quantity} = 10,000 − ${copiesInOrders}`,
      );
    } finally {
      await again.kill('SIGTERM');
    }
  }, 240_000);

  it('refuses what is not a backup, changing nothing, and sends PostgreSQL users to pg_dump', async () => {
    const dir = tempDir();
    const server = await startServer({ DATA_DIR: dir });
    await server.kill('SIGTERM');
    const junk = join(tempDir(), 'junk.tar.gz');
    writeFileSync(junk, 'not a backup at all');
    const refused = cli(dir, 'restore', junk);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('is not a backup');
    expect(existsSync(join(dir, 'pglite'))).toBe(true);
    const offline = cli(dir, 'backup', '--out', join(tempDir(), 'offline.tar.gz'));
    expect(offline.status, offline.stderr).toBe(0);
    const pgUser = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/db/backup-cli.ts'), 'backup', '--out', 'x'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/nothing' },
      encoding: 'utf8',
    });
    expect(pgUser.status).not.toBe(0);
    expect(pgUser.stderr).toContain('pg_dump');
  }, 120_000);
});
