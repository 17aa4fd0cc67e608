import { MAX_NEW_MEMBER_DISCOUNT_PERCENT, ONLINE_PAYMENT_METHODS, type Currency, type OnlinePaymentMethod } from '@boipoka/shared';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PasswordHashingOptions {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  /** Failed sign-ins to one account from all addresses together; past it only addresses the account signed in from before get in. */
  loginMaxFailuresPerAccountAllIps: number;
  loginWindowMinutes: number;
  /** 0 disables the general rate limit. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  corsOrigins: string[];
  /** PUBLIC_URL: the shop's public address (origin, optional path); server-hosted image URLs in answers are absolute under it. */
  publicUrl?: string;
  /** Entries (a page in both languages) per sitemap file; only tests lower it from 25,000 (50,000 URLs). */
  sitemapEntriesPerFile?: number;
  /** SITEMAP_CACHE_MB: what the built sitemap files may take in memory together (gzip-compressed). */
  sitemapCacheBytes: number;
  /** Lifetime of an access token (the original client never refreshes; see the README). */
  accessTokenTtlMinutes: number;
  /** What one account may hold unconfirmed: pending orders, the copies in them and what they are worth (stock hoarding); 0 = no limit. */
  maxPendingOrdersPerAccount: number;
  maxPendingCopiesPerAccount: number;
  /** MAX_PENDING_VALUE_PER_ACCOUNT is in whole units of the shop's currency; kept in minor units. null: $1,000 or ৳1,00,000. */
  maxPendingValueCentsPerAccount: number | null;
  /** Orders placed, and orders cancelled by their customer, per hour: per account and per client IP; 0 turns one off. */
  ordersPerAccountPerHour: number;
  ordersPerIpPerHour: number;
  orderCancellationsPerAccountPerHour: number;
  orderCancellationsPerIpPerHour: number;
  /** Promo codes checked per hour, per account and per client IP (guessing is throttled); 0 turns one off. */
  promoChecksPerAccountPerHour: number;
  promoChecksPerIpPerHour: number;
  /** BOOK_REQUESTS_PER_IP_PER_HOUR: a visitor's book requests per client address per hour (issue 34); 0: no limit. */
  bookRequestsPerIpPerHour: number;
  /** TRACK_LOOKUPS_PER_IP_PER_HOUR: public order tracking (order number + phone) per client address; 0 = no limit. */
  trackLookupsPerIpPerHour: number;
  /**
   * PHONE_CHECK: a new phone confirms a code sent by SMS before its first cash-on-delivery order (decision 051). `auto`
   * (the default) asks it while the shop's currency is Taka; `on` and `off` whatever the currency.
   */
  phoneCheck: 'auto' | 'on' | 'off';
  /** PHONE_CODE_MINUTES: how long a code is good for. */
  phoneCodeMinutes: number;
  /** PHONE_CODE_ATTEMPTS: wrong codes tried against one code before it is spent. */
  phoneCodeAttempts: number;
  /** Codes sent per phone and per client address per hour; asking whether a phone needs one, per client address; 0 = no limit. */
  phoneCodesPerPhonePerHour: number;
  phoneCodesPerIpPerHour: number;
  phoneLookupsPerIpPerHour: number;
  /** SALES_RECONCILE_SECONDS: how often the sales worker starts and ends scheduled sales (decision 043); 0 = never. */
  salesReconcileSeconds: number;
  /** An order that leaves a book with this many copies or fewer (from more) notifies the admins' bells. */
  lowStockNotifyAt: number;
  /** How often the bell asks for news, in seconds (1 to 30); the answer of GET /api/notifications carries it. */
  notificationsPollSeconds: number;
  /** The delivery window the shop promises, in business days (DELIVERY_DAYS_MIN–DELIVERY_DAYS_MAX), shown on every order page. */
  deliveryDays: { min: number; max: number };
  /** SHOP_CURRENCY: the currency a shop is created in (USD, SPEC's shop; BDT, a Taka shop). Read once, when the shop has no settings yet. */
  shopCurrency: Currency;
  /** NEW_MEMBER_DISCOUNT_PERCENT: the new member's discount a shop created now starts with (10 in the demo, else 0). */
  newMemberDiscountPercent: number;
  /** Sign-in attempts of any outcome per client IP per minute (each costs an argon2 hash); 0 turns it off. */
  loginAttemptsPerIpPerMinute: number;
  /** Accounts registered per client IP per hour; 0 turns it off. */
  registrationsPerIpPerHour: number;
  /** Password resets and password changes of any outcome per client IP per minute; 0 turns it off. */
  passwordAttemptsPerIpPerMinute: number;
  /** A refresh token presented again within this many seconds of its rotation gets the same new pair (concurrent refreshes); later it is a stolen one. */
  refreshGraceSeconds: number;
  /** Live sessions per account; signing in beyond it ends the least recently used one. */
  maxSessionsPerAccount: number;
  /** Slow or stalled clients: the whole request must arrive within this; idle keep-alive sockets close after keepAliveTimeoutMs. */
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Every catalogue statement ends after this long (statement_timeout on PostgreSQL); 0 = no limit. */
  catalogueStatementTimeoutMs: number;
  /** Searches run at once at most (0 = no limit); unset: 2 on the embedded database, 8 with SEARCH_INDEX=inline, else no limit. */
  searchConcurrency: number | undefined;
  /** Where the index runs: a worker thread of its own (default), or the server's own thread (SEARCH_INDEX=inline). */
  searchIndexThread: 'worker' | 'inline';
  /** What the rows search pages show, kept beside the index, may take in bytes (SEARCH_ROW_CACHE_MB), their items and JSON included. */
  searchRowCacheBytes: number;
  /** Catalogue answers kept in memory (CATALOGUE_CACHE=off reads every one from the database; for measuring and debugging). */
  catalogueCache: boolean;
  /** What the catalogue cache's answers may take together, in bytes (CATALOGUE_CACHE_MB), their serialised JSON included. */
  catalogueCacheBytes: number;
  /** BULK_BATCH_MS: how long one batch of an admin's bulk work (an import and its preview, a bulk action) should hold the database. */
  bulkBatchMs: number;
  /**
   * Demo mode (DEMO): the demo accounts and orders are seeded, the login page offers their quick-fill and every page says it
   * is a demo shop. On by default for the embedded quick start, off with DATABASE_URL unless DEMO=true (SEED_DEMO=true is
   * the older name), always off with NODE_ENV=production.
   */
  demo: boolean;
  /** DEMO=true was asked for with NODE_ENV=production, where it is ignored (the server says so at start). */
  demoRefusedInProduction: boolean;
  redisUrl?: string;
  /** Prefix for every Redis key (REDIS_KEY_PREFIX), so several shops or test runs can share one Redis. */
  redisKeyPrefix?: string;
  webDistDir: string;
  /** Uploaded covers (COVERS_DIR, default DATA_DIR/covers); several instances share it as one volume. */
  coversDir: string;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-* to believe (TRUST_PROXY): none, 1 (one proxy in front, connecting from a private address;
   * the client is the address it saw) or the proxies' addresses and CIDRs. Never Fastify's `true`, which believes the
   * leftmost entry, written by the client (lib/trusted-proxy.ts).
   */
  trustProxy: false | 1 | string[];
  passwordHashing: PasswordHashingOptions;
  /** SMTP_URL: where mails are sent (nodemailer); without it every mail stays in the outbox, marked unsent. */
  smtpUrl?: string;
  /** MAIL_FROM: the From of every mail. */
  mailFrom: string;
  /** The outbox worker: how often it looks for due mails, the first retry delay (doubling), attempts before giving up. */
  mailPollMs: number;
  mailRetryBaseMs: number;
  mailMaxAttempts: number;
  /** Contact messages, newsletter sign-ups and password-reset requests per client IP per hour, each; 0 turns it off. */
  mailFormsPerIpPerHour: number;
  /** Online payments (issue 32): the providers on, their credentials, the simulators of the demo, the hold and the worker. */
  payments: PaymentsConfig;
  /** SMS (issue 33): the gateway, if any, its credentials, the demo's simulator and the outbox worker. */
  sms: SmsConfig;
  /** Couriers (issue 33): Steadfast's keys, if any, and the demo's simulator of it. */
  couriers: CouriersConfig;
  /** Injectable clock (login throttling windows, token expiry). */
  now: () => Date;
}

export interface SmsConfig {
  /**
   * SMS_PROVIDER: the gateway the outbox is sent through (`bulksmsbd`), with its SMS_API_KEY, SMS_SENDER_ID and SMS_API_URL.
   * Unset: no SMS leaves the machine; each is kept in the outbox as not sent.
   */
  gateway?: { provider: 'bulksmsbd'; apiUrl: string; apiKey: string; senderId: string };
  /** SMS_SIMULATOR: mount the local simulator of BulkSMSBD and send to it (the demo's; never in production). */
  simulator: boolean;
  /** The outbox worker: how often it looks for due SMS, the first retry delay (doubling), attempts before giving up. */
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
}

export interface CouriersConfig {
  /**
   * Steadfast's merchant API: STEADFAST_API_KEY, STEADFAST_SECRET_KEY and STEADFAST_WEBHOOK_SECRET (the Bearer token its
   * notices carry), STEADFAST_BASE_URL (https://portal.packzy.com/api/v1). Unset: the shop books with 'manual' only.
   */
  steadfast?: { baseUrl: string; apiKey: string; secretKey: string; webhookSecret: string };
  /** COURIER_SIMULATOR: mount the local simulator of Steadfast and book with it (the demo's; never in production). */
  simulator: boolean;
}

export interface PaymentsConfig {
  /** PAYMENT_PROVIDERS: the online providers offered (where the shop's currency allows); cash on delivery is the settings'. */
  providers: OnlinePaymentMethod[];
  /** PAYMENT_SIMULATORS: mount the local simulators of bKash and SSLCommerz and point the providers at them (never in production). */
  simulators: boolean;
  /** PAYMENT_HOLD_MINUTES: how long an online payment holds the order's copies. */
  holdMinutes: number;
  /** PAYMENT_SWEEP_SECONDS: how often the worker asks about waiting payments, releases holds and retries refunds; 0 = never. */
  sweepSeconds: number;
  bkash?: { baseUrl: string; appKey: string; appSecret: string; username: string; password: string };
  sslcommerz?: { baseUrl: string; storeId: string; storePassword: string; live: boolean };
}

export class ConfigError extends Error {}

/** The apps/api folder: the nearest ancestor of this file that holds drizzle/ (works from src/ under tsx and from the bundled dist/). */
export function findPackageRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new ConfigError(`Cannot find the drizzle/ migrations folder above ${start}`);
    dir = parent;
  }
}

/** PUBLIC_URL as `scheme://host[:port][/path]` without a trailing slash. */
function publicUrlFrom(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL such as https://shop.example (got "${raw}")`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL without query, fragment or credentials (got "${raw}")`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function demoFrom(env: NodeJS.ProcessEnv): Pick<AppConfig, 'demo' | 'demoRefusedInProduction'> {
  const flag = (value: string | undefined) => {
    const v = value?.trim().toLowerCase();
    if (!v) return undefined;
    if (['1', 'true', 'on', 'yes'].includes(v)) return true;
    if (['0', 'false', 'off', 'no'].includes(v)) return false;
    throw new ConfigError(`DEMO must be true or false (got "${value}")`);
  };
  const asked = flag(env.DEMO) ?? flag(env.SEED_DEMO);
  if (env.NODE_ENV === 'production') return { demo: false, demoRefusedInProduction: asked === true };
  return { demo: asked ?? !env.DATABASE_URL?.trim(), demoRefusedInProduction: false };
}

const BKASH_SANDBOX = 'https://tokenized.sandbox.bka.sh/v1.2.0-beta';
const BKASH_VARS = ['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'] as const;
const SSLCOMMERZ_VARS = ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD'] as const;

const SMS_VARS = ['SMS_API_KEY', 'SMS_SENDER_ID'] as const;
/** BulkSMSBD's single-SMS endpoint (https://bulksmsbd.com/bulksms-api-bangladesh.php). */
const BULKSMSBD_API_URL = 'https://bulksmsbd.net/api/smsapi';

/**
 * The SMS gateway's credentials come from the environment only. The simulator stands in for it in the demo (on by
 * default where the demo is), and never with NODE_ENV=production; a configured gateway wins over it.
 */
const STEADFAST_VARS = ['STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY', 'STEADFAST_WEBHOOK_SECRET'] as const;
/** Steadfast's merchant API (its public documentation's base). */
const STEADFAST_BASE_URL = 'https://portal.packzy.com/api/v1';

/**
 * The courier's credentials come from the environment only: all three or none. The simulator stands in for Steadfast in
 * the demo (on by default where the demo is), never with NODE_ENV=production; configured keys win over it.
 */
function couriersFrom(env: NodeJS.ProcessEnv, demo: boolean): CouriersConfig {
  const value = env.COURIER_SIMULATOR?.trim().toLowerCase();
  if (value && !['1', 'true', 'on', 'yes', '0', 'false', 'off', 'no'].includes(value)) throw new ConfigError(`COURIER_SIMULATOR must be true or false (got "${env.COURIER_SIMULATOR}")`);
  const asked = value ? ['1', 'true', 'on', 'yes'].includes(value) : undefined;
  if (asked && env.NODE_ENV === 'production') throw new ConfigError('COURIER_SIMULATOR cannot be on with NODE_ENV=production: its parcels reach nobody');
  const given = STEADFAST_VARS.filter((name) => env[name]?.trim());
  let steadfast: CouriersConfig['steadfast'];
  if (given.length) {
    const missing = STEADFAST_VARS.filter((name) => !env[name]?.trim());
    if (missing.length) throw new ConfigError(`Steadfast needs ${STEADFAST_VARS.join(', ')}: ${missing.join(', ')} not set`);
    steadfast = {
      baseUrl: env.STEADFAST_BASE_URL?.trim() || STEADFAST_BASE_URL,
      apiKey: env.STEADFAST_API_KEY!.trim(),
      secretKey: env.STEADFAST_SECRET_KEY!.trim(),
      webhookSecret: env.STEADFAST_WEBHOOK_SECRET!.trim(),
    };
  }
  return { steadfast, simulator: !steadfast && env.NODE_ENV !== 'production' && (asked ?? demo) };
}

function smsFrom(env: NodeJS.ProcessEnv, demo: boolean): SmsConfig {
  const value = env.SMS_SIMULATOR?.trim().toLowerCase();
  if (value && !['1', 'true', 'on', 'yes', '0', 'false', 'off', 'no'].includes(value)) throw new ConfigError(`SMS_SIMULATOR must be true or false (got "${env.SMS_SIMULATOR}")`);
  const asked = value ? ['1', 'true', 'on', 'yes'].includes(value) : undefined;
  if (asked && env.NODE_ENV === 'production') throw new ConfigError('SMS_SIMULATOR cannot be on with NODE_ENV=production: its SMS reach nobody');
  const provider = env.SMS_PROVIDER?.trim().toLowerCase();
  if (provider && provider !== 'bulksmsbd') throw new ConfigError(`SMS_PROVIDER may be bulksmsbd (got "${env.SMS_PROVIDER}")`);
  let gateway: SmsConfig['gateway'];
  if (provider) {
    const missing = SMS_VARS.filter((name) => !env[name]?.trim());
    if (missing.length) throw new ConfigError(`SMS_PROVIDER is ${provider} but ${missing.join(', ')} not set`);
    gateway = { provider: 'bulksmsbd', apiUrl: env.SMS_API_URL?.trim() || BULKSMSBD_API_URL, apiKey: env.SMS_API_KEY!.trim(), senderId: env.SMS_SENDER_ID!.trim() };
  }
  return {
    gateway,
    simulator: !gateway && env.NODE_ENV !== 'production' && (asked ?? demo),
    pollMs: intFrom(env, 'SMS_POLL_MS', 2_000, 10),
    retryBaseMs: intFrom(env, 'SMS_RETRY_BASE_MS', 30_000, 1),
    maxAttempts: intFrom(env, 'SMS_MAX_ATTEMPTS', 6, 1),
  };
}

/**
 * The providers' credentials come from the environment only. The simulators stand in for them in the demo and in
 * development (on by default where the demo is), and never with NODE_ENV=production.
 */
function paymentsFrom(env: NodeJS.ProcessEnv, demo: boolean): PaymentsConfig {
  const value = env.PAYMENT_SIMULATORS?.trim().toLowerCase();
  if (value && !['1', 'true', 'on', 'yes', '0', 'false', 'off', 'no'].includes(value)) throw new ConfigError(`PAYMENT_SIMULATORS must be true or false (got "${env.PAYMENT_SIMULATORS}")`);
  const asked = value ? ['1', 'true', 'on', 'yes'].includes(value) : undefined;
  if (asked && env.NODE_ENV === 'production') throw new ConfigError('PAYMENT_SIMULATORS cannot be on with NODE_ENV=production: a simulator takes no real money');
  const simulators = env.NODE_ENV !== 'production' && (asked ?? demo);
  const has = (names: readonly string[]) => names.every((name) => env[name]?.trim());
  const listed = env.PAYMENT_PROVIDERS?.trim();
  const providers = (
    listed !== undefined
      ? listed
          .split(',')
          .map((p) => p.trim().toLowerCase())
          .filter(Boolean)
      : [...(simulators || has(BKASH_VARS) ? ['bkash'] : []), ...(simulators || has(SSLCOMMERZ_VARS) ? ['sslcommerz'] : [])]
  ) as OnlinePaymentMethod[];
  for (const provider of providers) {
    if (!(ONLINE_PAYMENT_METHODS as readonly string[]).includes(provider)) throw new ConfigError(`PAYMENT_PROVIDERS may list bkash and sslcommerz (got "${provider}")`);
  }
  // The providers send the reader back to the shop's public address: in production it must be said, not guessed.
  if (env.NODE_ENV === 'production' && providers.length > 0 && !env.PUBLIC_URL?.trim()) {
    throw new ConfigError('PUBLIC_URL is required when online payments are on (PAYMENT_PROVIDERS): the providers send readers back to it');
  }
  const config: PaymentsConfig = {
    providers: [...new Set(providers)],
    simulators,
    holdMinutes: intFrom(env, 'PAYMENT_HOLD_MINUTES', 15, 1),
    sweepSeconds: intFrom(env, 'PAYMENT_SWEEP_SECONDS', 60),
  };
  if (config.providers.includes('bkash') && !simulators) {
    if (!has(BKASH_VARS)) throw new ConfigError(`bKash is in PAYMENT_PROVIDERS but ${BKASH_VARS.filter((n) => !env[n]?.trim()).join(', ')} not set`);
    config.bkash = {
      baseUrl: env.BKASH_BASE_URL?.trim() || BKASH_SANDBOX,
      appKey: env.BKASH_APP_KEY!.trim(),
      appSecret: env.BKASH_APP_SECRET!.trim(),
      username: env.BKASH_USERNAME!.trim(),
      password: env.BKASH_PASSWORD!.trim(),
    };
  }
  if (config.providers.includes('sslcommerz') && !simulators) {
    if (!has(SSLCOMMERZ_VARS)) throw new ConfigError(`SSLCommerz is in PAYMENT_PROVIDERS but ${SSLCOMMERZ_VARS.filter((n) => !env[n]?.trim()).join(', ')} not set`);
    const live = ['1', 'true', 'on', 'yes'].includes(env.SSLCOMMERZ_LIVE?.trim().toLowerCase() ?? '');
    config.sslcommerz = {
      baseUrl: env.SSLCOMMERZ_BASE_URL?.trim() || (live ? 'https://securepay.sslcommerz.com' : 'https://sandbox.sslcommerz.com'),
      storeId: env.SSLCOMMERZ_STORE_ID!.trim(),
      storePassword: env.SSLCOMMERZ_STORE_PASSWORD!.trim(),
      live,
    };
  }
  return config;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be a whole number >= ${min} (got "${raw}")`);
  return value;
}

/** The promised delivery window; by default 3–5 business days. */
function deliveryDaysFrom(env: NodeJS.ProcessEnv): { min: number; max: number } {
  const min = intFrom(env, 'DELIVERY_DAYS_MIN', 3, 1);
  const max = intFrom(env, 'DELIVERY_DAYS_MAX', Math.max(5, min), 1);
  if (max < min || max > 90) throw new ConfigError(`DELIVERY_DAYS_MAX must be between DELIVERY_DAYS_MIN (${min}) and 90 (got ${max})`);
  return { min, max };
}

/** The new member's discount of a new shop: on (10%) in the demo, as SPEC's registration claims; off otherwise. */
function newMemberDiscountFrom(env: NodeJS.ProcessEnv, demo: boolean): number {
  const percent = intFrom(env, 'NEW_MEMBER_DISCOUNT_PERCENT', demo ? 10 : 0);
  if (percent > MAX_NEW_MEMBER_DISCOUNT_PERCENT) throw new ConfigError(`NEW_MEMBER_DISCOUNT_PERCENT must be at most ${MAX_NEW_MEMBER_DISCOUNT_PERCENT} (got ${percent})`);
  return percent;
}

function shopCurrencyFrom(env: NodeJS.ProcessEnv): Currency {
  const value = (env.SHOP_CURRENCY ?? '').trim().toUpperCase();
  if (value === '' || value === 'USD') return 'USD';
  if (value === 'BDT') return 'BDT';
  throw new ConfigError(`SHOP_CURRENCY must be USD or BDT (got "${env.SHOP_CURRENCY}")`);
}

function phoneCheckFrom(env: NodeJS.ProcessEnv): 'auto' | 'on' | 'off' {
  const value = (env.PHONE_CHECK ?? '').trim().toLowerCase();
  if (value === '' || value === 'auto') return 'auto';
  if (['on', 'true', '1', 'yes'].includes(value)) return 'on';
  if (['off', 'false', '0', 'no'].includes(value)) return 'off';
  throw new ConfigError(`PHONE_CHECK must be auto, on or off (got "${env.PHONE_CHECK}")`);
}

/** proxy-addr's names for ranges, as Fastify accepts them in a list of trusted proxies. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_HELP = "TRUST_PROXY must be true (one proxy in front, on this machine or a private network) or a comma-separated list of the proxies' IP addresses or CIDRs such as 10.0.0.0/8";

/**
 * TRUST_PROXY: `true` (or `1`) means one proxy in front (the usual load balancer) that connects from this machine or a
 * private network and appends the address it saw to X-Forwarded-For: that last entry is the client, everything before it
 * is the client's own writing. A list names the proxies (a chain: a CDN and a load balancer); the client is then the last
 * address that is not one of them. A hop count alone is refused (as Fastify does): it cannot tell a proxy from a client
 * that connects directly.
 */
export function trustProxyFrom(raw: string | undefined): false | 1 | string[] {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', 'false', '0', 'off', 'no'].includes(value)) return false;
  if (['true', '1', 'on', 'yes'].includes(value)) return 1;
  if (/^\d+$/.test(value)) throw new ConfigError(`${TRUST_PROXY_HELP}; for a chain of ${value} proxies list their addresses (got "${raw}")`);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.has(entry)) continue;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 4 ? 32 : 128;
    if (!family || rest.length || (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits))) throw new ConfigError(`${TRUST_PROXY_HELP} (got "${entry}")`);
  }
  return entries;
}

/** Without JWT_SECRET a random secret is generated once and kept in DATA_DIR/jwt-secret. */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const given = env.JWT_SECRET?.trim();
  if (given) {
    if (given.length < 16) throw new ConfigError('JWT_SECRET must be at least 16 characters long');
    return given;
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production and DATABASE_URL is set. Set JWT_SECRET to a long random string (e.g. `openssl rand -base64 48`).');
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  // Relative paths mean what they mean where the command was typed: npm runs workspace scripts (db:seed, admin:create,
  // db:backup) in apps/api, and sets INIT_CWD to the directory `npm run …` was typed in, as for `npm start`.
  const base = env.INIT_CWD?.trim() || process.cwd();
  const dataDir = resolve(base, env.DATA_DIR?.trim() || './data');
  const root = findPackageRoot();
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    port: intFrom(env, 'PORT', 3000),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    jwtSecret: overrides.jwtSecret ?? resolveJwtSecret(env, dataDir),
    loginMaxFailuresPerAccount: intFrom(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 10, 1),
    loginMaxFailuresPerIp: intFrom(env, 'LOGIN_MAX_FAILURES_PER_IP', 50, 1),
    loginMaxFailuresPerAccountAllIps: intFrom(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_IPS', 100, 1),
    loginWindowMinutes: intFrom(env, 'LOGIN_WINDOW_MINUTES', 15, 1),
    rateLimitMax: intFrom(env, 'RATE_LIMIT_MAX', 1000),
    rateLimitWindowMs: intFrom(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    publicUrl: publicUrlFrom(env),
    sitemapCacheBytes: intFrom(env, 'SITEMAP_CACHE_MB', 64, 1) * 1024 * 1024,
    accessTokenTtlMinutes: intFrom(env, 'ACCESS_TOKEN_TTL_MINUTES', 15, 1),
    // Copies and value bound what one account holds; a count of orders would refuse a reader buying one book at a time.
    maxPendingOrdersPerAccount: intFrom(env, 'MAX_PENDING_ORDERS_PER_ACCOUNT', 0),
    maxPendingCopiesPerAccount: intFrom(env, 'MAX_PENDING_COPIES_PER_ACCOUNT', 20),
    maxPendingValueCentsPerAccount: env.MAX_PENDING_VALUE_PER_ACCOUNT?.trim() ? intFrom(env, 'MAX_PENDING_VALUE_PER_ACCOUNT', 0) * 100 : null,
    ordersPerAccountPerHour: intFrom(env, 'ORDERS_PER_ACCOUNT_PER_HOUR', 30),
    ordersPerIpPerHour: intFrom(env, 'ORDERS_PER_IP_PER_HOUR', 100),
    orderCancellationsPerAccountPerHour: intFrom(env, 'ORDER_CANCELLATIONS_PER_ACCOUNT_PER_HOUR', 10),
    orderCancellationsPerIpPerHour: intFrom(env, 'ORDER_CANCELLATIONS_PER_IP_PER_HOUR', 30),
    promoChecksPerAccountPerHour: intFrom(env, 'PROMO_CHECKS_PER_ACCOUNT_PER_HOUR', 20),
    promoChecksPerIpPerHour: intFrom(env, 'PROMO_CHECKS_PER_IP_PER_HOUR', 60),
    bookRequestsPerIpPerHour: intFrom(env, 'BOOK_REQUESTS_PER_IP_PER_HOUR', 10),
    trackLookupsPerIpPerHour: intFrom(env, 'TRACK_LOOKUPS_PER_IP_PER_HOUR', 30),
    phoneCheck: phoneCheckFrom(env),
    phoneCodeMinutes: intFrom(env, 'PHONE_CODE_MINUTES', 10, 1),
    phoneCodeAttempts: intFrom(env, 'PHONE_CODE_ATTEMPTS', 5, 1),
    phoneCodesPerPhonePerHour: intFrom(env, 'PHONE_CODES_PER_PHONE_PER_HOUR', 3),
    phoneCodesPerIpPerHour: intFrom(env, 'PHONE_CODES_PER_IP_PER_HOUR', 10),
    phoneLookupsPerIpPerHour: intFrom(env, 'PHONE_LOOKUPS_PER_IP_PER_HOUR', 60),
    salesReconcileSeconds: intFrom(env, 'SALES_RECONCILE_SECONDS', 30),
    lowStockNotifyAt: intFrom(env, 'LOW_STOCK_NOTIFY_AT', 5),
    notificationsPollSeconds: Math.min(30, Math.max(1, intFrom(env, 'NOTIFICATIONS_POLL_SECONDS', 30))),
    deliveryDays: deliveryDaysFrom(env),
    shopCurrency: shopCurrencyFrom(env),
    newMemberDiscountPercent: newMemberDiscountFrom(env, demoFrom(env).demo),
    loginAttemptsPerIpPerMinute: intFrom(env, 'LOGIN_ATTEMPTS_PER_IP_PER_MINUTE', 30),
    registrationsPerIpPerHour: intFrom(env, 'REGISTRATIONS_PER_IP_PER_HOUR', 10),
    passwordAttemptsPerIpPerMinute: intFrom(env, 'PASSWORD_ATTEMPTS_PER_IP_PER_MINUTE', 10),
    maxSessionsPerAccount: intFrom(env, 'MAX_SESSIONS_PER_ACCOUNT', 10, 1),
    refreshGraceSeconds: intFrom(env, 'REFRESH_GRACE_SECONDS', 20),
    requestTimeoutMs: intFrom(env, 'REQUEST_TIMEOUT_MS', 30_000, 100),
    keepAliveTimeoutMs: intFrom(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 100),
    catalogueStatementTimeoutMs: intFrom(env, 'CATALOGUE_STATEMENT_TIMEOUT_MS', 2_000),
    searchConcurrency: env.SEARCH_CONCURRENCY?.trim() ? intFrom(env, 'SEARCH_CONCURRENCY', 0) : undefined,
    searchIndexThread: env.SEARCH_INDEX?.trim().toLowerCase() === 'inline' ? 'inline' : 'worker',
    searchRowCacheBytes: intFrom(env, 'SEARCH_ROW_CACHE_MB', 256) * 1024 * 1024,
    catalogueCache: !['off', '0', 'false'].includes(env.CATALOGUE_CACHE?.trim().toLowerCase() ?? ''),
    catalogueCacheBytes: intFrom(env, 'CATALOGUE_CACHE_MB', 64, 1) * 1024 * 1024,
    bulkBatchMs: intFrom(env, 'BULK_BATCH_MS', 100, 5),
    ...demoFrom(env),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX?.trim() || undefined,
    webDistDir: env.WEB_DIST_DIR?.trim() ? resolve(base, env.WEB_DIST_DIR.trim()) : resolve(root, '..', 'web', 'dist'),
    coversDir: env.COVERS_DIR?.trim() ? resolve(base, env.COVERS_DIR.trim()) : join(dataDir, 'covers'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Boipoka <no-reply@boipoka.example>',
    mailPollMs: intFrom(env, 'MAIL_POLL_MS', 2_000, 10),
    mailRetryBaseMs: intFrom(env, 'MAIL_RETRY_BASE_MS', 30_000, 1),
    mailMaxAttempts: intFrom(env, 'MAIL_MAX_ATTEMPTS', 8, 1),
    mailFormsPerIpPerHour: intFrom(env, 'MAIL_FORMS_PER_IP_PER_HOUR', 10),
    passwordHashing: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
    payments: paymentsFrom(env, demoFrom(env).demo),
    sms: smsFrom(env, demoFrom(env).demo),
    couriers: couriersFrom(env, demoFrom(env).demo),
    now: () => new Date(),
    ...overrides,
  };
}
