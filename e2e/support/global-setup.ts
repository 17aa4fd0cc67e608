import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NO_CHROMIUM_MESSAGE, chooseChromium } from './browser';
import { startMailCatcher } from './mailbox';
import { confirmPhone, JOURNEY_PHONE } from './phone-check';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = join(repoRoot, 'apps/api/dist/server.js');
export const SERVER_LOG = join(repoRoot, 'e2e/artifacts/server.log');
export const TAKA_SERVER_LOG = join(repoRoot, 'e2e/artifacts/server-taka.log');
export const BOIMELA_SERVER_LOG = join(repoRoot, 'e2e/artifacts/server-boimela.log');
const HEALTH_TIMEOUT_MS = 60_000;

/** A port nobody listens on right now: bind port 0, read what the OS gave, let it go. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

function logTail(logFile: string, lines = 40): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

async function waitForHealth(baseURL: string, isAlive: () => string | null, logFile: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    const death = isAlive();
    if (death) throw new Error(`The server exited before it was healthy (${death}). Server log:\n${logTail(logFile)}`);
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server at ${baseURL} was not healthy within ${HEALTH_TIMEOUT_MS / 1000}s (${lastProblem}). Server log:\n${logTail(logFile)}`);
}

export function stopServer(pid: number | undefined, dataDir: string | undefined): Promise<void> {
  return new Promise((done) => {
    const finish = () => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      done();
    };
    if (!pid || !isRunning(pid)) return finish();
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    const timer = setInterval(() => {
      if (!isRunning(pid) || Date.now() > deadline) {
        clearInterval(timer);
        if (isRunning(pid)) process.kill(pid, 'SIGKILL');
        finish();
      }
    }, 100);
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the real built server for the browser suite: fresh temporary DATA_DIR (embedded PGlite with the
 * demo data), a free port, rate limits out of the way, and waits for GET /api/health to answer 200.
 * Set E2E_BASE_URL beforehand to run the suite against a server you started yourself instead.
 */
export default async function globalSetup(): Promise<void> {
  const browser = chooseChromium();
  if (!browser.found) throw new Error(`${NO_CHROMIUM_MESSAGE} (${browser.description})`);
  console.log(`[e2e] Browser: ${browser.description}`);

  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] Using the server already running at ${process.env.E2E_BASE_URL}`);
    return;
  }
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} does not exist: run \`npm run build\` first (\`npm test\` does).`);
  }

  // Three shops: SPEC's dollar shop, where almost every journey runs; a Taka shop (SHOP_CURRENCY=BDT, issue 31); and a
  // Taka shop as the demo starts it, with the new member's discount, where the Boi Mela journey runs its sale and codes
  // without changing the prices the other journeys see (issue 35).
  const started = await Promise.allSettled([
    startShop(SERVER_LOG, {}),
    startShop(TAKA_SERVER_LOG, { SHOP_CURRENCY: 'BDT' }),
    startShop(BOIMELA_SERVER_LOG, { SHOP_CURRENCY: 'BDT', NEW_MEMBER_DISCOUNT_PERCENT: '' }),
  ]);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // The one that did start goes too.
    for (const result of started) if (result.status === 'fulfilled') await stopShop(result.value);
    throw failed.reason;
  }
  const [shop, taka, boimela] = started.map((result) => (result as PromiseFulfilledResult<StartedShop>).value) as [StartedShop, StartedShop, StartedShop];
  (globalThis as { e2eShops?: StartedShop[] }).e2eShops = [shop, taka, boimela];
  // The Taka shops ask a new phone for a code before its first cash-on-delivery order (PHONE_CHECK's default, decision
  // 051). The journeys' phone confirms it once here, so only a journey about the phone check meets the code box.
  try {
    await Promise.all([taka, boimela].map((takaShop) => confirmPhone(takaShop.baseURL, JOURNEY_PHONE)));
  } catch (error) {
    for (const each of [shop, taka, boimela]) await stopShop(each);
    throw error;
  }
  // Workers are started after global setup and inherit these.
  process.env.E2E_BASE_URL = shop.baseURL;
  process.env.E2E_SERVER_PID = String(shop.pid);
  process.env.E2E_DATA_DIR = shop.dataDir;
  process.env.E2E_MAIL_DIR = shop.mailDir;
  process.env.E2E_TAKA_URL = taka.baseURL;
  process.env.E2E_TAKA_SERVER_PID = String(taka.pid);
  process.env.E2E_TAKA_DATA_DIR = taka.dataDir;
  process.env.E2E_TAKA_MAIL_DIR = taka.mailDir;
  process.env.E2E_BOIMELA_URL = boimela.baseURL;
  process.env.E2E_BOIMELA_MAIL_DIR = boimela.mailDir;
}

export interface StartedShop {
  baseURL: string;
  pid: number | undefined;
  dataDir: string;
  mailDir: string;
  catcher: { close: () => Promise<void> };
}

export async function stopShop(shop: StartedShop): Promise<void> {
  await stopServer(shop.pid, shop.dataDir);
  await shop.catcher.close();
}

/** One demo shop of the built server: its own DATA_DIR, port, SMTP catcher and log; healthy when this resolves. */
async function startShop(logFile: string, extraEnv: NodeJS.ProcessEnv): Promise<StartedShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'boipoka-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  mkdirSync(dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // As `npm start` runs it: a demo shop (demo accounts, quick-fill), which NODE_ENV=production would always turn off.
    NODE_ENV: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO: 'true',
    JWT_SECRET: 'e2e-only-secret-that-is-long-enough-for-hs256-signing',
    RATE_LIMIT_MAX: '0',
    // Every journey's browser comes from 127.0.0.1: the per-address limits of a real shop would stop the suite.
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '0',
    REGISTRATIONS_PER_IP_PER_HOUR: '0',
    PASSWORD_ATTEMPTS_PER_IP_PER_MINUTE: '0',
    MAIL_FORMS_PER_IP_PER_HOUR: '0',
    // The journeys' customers (the demo reader most) place and cancel more orders an hour than a person would.
    ORDERS_PER_ACCOUNT_PER_HOUR: '0',
    ORDERS_PER_IP_PER_HOUR: '0',
    ORDER_CANCELLATIONS_PER_ACCOUNT_PER_HOUR: '0',
    ORDER_CANCELLATIONS_PER_IP_PER_HOUR: '0',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    // The bell asks every 2 s instead of 30 s, so the bell journey sees a status change arrive without waiting.
    NOTIFICATIONS_POLL_SECONDS: '2',
    // The payments worker asks about a reader's closed tab after two rounds (10 s at least), so that journey waits seconds, not minutes.
    PAYMENT_SWEEP_SECONDS: '2',
    // The journeys' new readers pay SPEC's prices: the demo's new member's discount is the Boi Mela journey's own shop's.
    NEW_MEMBER_DISCOUNT_PERCENT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...extraEnv,
  };
  // The browser suite always runs on its own embedded database, never on a shared server or cache.
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  delete env.REDIS_URL;
  // The shop delivers to an SMTP server of this process (127.0.0.1): nothing leaves the machine, every mail is still in
  // the outbox, and the journeys read a password-reset link where its recipient would, since the outbox hides it.
  const mailDir = join(dataDir, 'mailbox');
  const catcher = await startMailCatcher(mailDir);
  env.SMTP_URL = catcher.url;
  env.MAIL_POLL_MS = '200';

  // Not detached: if the test runner's process group is stopped, the server goes with it.
  const server = spawn(process.execPath, [SERVER_ENTRY], { cwd: repoRoot, env, stdio: ['ignore', log, log] });
  let exited: string | null = null;
  server.on('exit', (code, signal) => {
    exited = signal ? `signal ${signal}` : `exit ${code}`;
  });
  server.on('error', (error) => {
    exited = error.message;
  });

  const startedAt = Date.now();
  try {
    await waitForHealth(baseURL, () => exited, logFile);
  } catch (error) {
    await stopServer(server.pid, dataDir);
    await catcher.close();
    throw error;
  }

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`[e2e] Server ${baseURL} healthy after ${seconds}s (pid ${server.pid}, DATA_DIR ${dataDir}, log ${logFile.replace(`${repoRoot}/`, '')})`);
  return { baseURL, pid: server.pid, dataDir, mailDir, catcher };
}
