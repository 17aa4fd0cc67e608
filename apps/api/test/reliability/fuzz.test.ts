/**
 * Fuzz / property suite: every API route gets generated bodies, query strings and path ids (wrong types, missing
 * and extra fields, huge and unicode strings, bad numbers, SQL/HTML fragments, prototype-pollution keys,
 * malformed JSON, wrong content types, bodies over the limit). For every answer: no 5xx; a 4xx is the JSON
 * envelope `{ success: false, message }`; a refused write leaves the database exactly as it was.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/app';
import type { BookRow, UserRow } from '../../src/db/schema';
import { createBook, createUser, PASSWORD, placeOrder, SHIPPING, signIn, type SignedIn } from '../factories';
import { useTestApp } from '../test-app';
import { dbFingerprint, expectErrorEnvelope, isJsonResponse } from './support';

/** Runs per route; ~25 routes. Tuned so the file stays well under two minutes on two cores. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE) || 320;

const ctx = useTestApp({ loginMaxFailuresPerAccount: 1_000_000, loginMaxFailuresPerIp: 1_000_000 });

let admin: SignedIn;
let customer: SignedIn;
let blocked: SignedIn;
let otherUser: UserRow;
let bookA: BookRow;
let bookB: BookRow;
let orderId: string;
let fingerprint: string;
let requests = 0;
let refusedWrites = 0;
let acceptedWrites = 0;
const statusCounts = new Map<number, number>();

beforeAll(async () => {
  const adminRow = await createUser(ctx.db, { role: 'admin', email: 'fuzz-admin@example.test' });
  const customerRow = await createUser(ctx.db, { email: 'fuzz-customer@example.test' });
  const blockedRow = await createUser(ctx.db, { email: 'fuzz-blocked@example.test' });
  otherUser = await createUser(ctx.db, { email: 'fuzz-other@example.test' });
  admin = await signIn(ctx.app, adminRow);
  customer = await signIn(ctx.app, customerRow);
  blocked = await signIn(ctx.app, blockedRow);
  await ctx.app.inject({ method: 'PATCH', url: `/api/users/${blockedRow.id}/status`, headers: admin.auth, payload: { status: 'Blocked' } });
  bookA = await createBook(ctx.db, { quantity: 1_000, priceCents: 1999 });
  bookB = await createBook(ctx.db, { quantity: 1_000, priceCents: 250 });
  orderId = (await placeOrder(ctx.app, customer, [{ book: bookA, quantity: 1 }]))._id;
  fingerprint = await dbFingerprint(ctx.db);
}, 120_000);

afterAll(() => {
  const byStatus = [...statusCounts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}:${n}`)
    .join(' ');
  console.log(
    `fuzz: ${requests.toLocaleString('en-US')} requests, 0 server errors, ${refusedWrites.toLocaleString('en-US')} refused writes left the database unchanged, ${acceptedWrites} accepted writes (statuses ${byStatus})`,
  );
});

// ---------------------------------------------------------------------------------------------- generators

const BIG = 'x'.repeat(BODY_LIMIT_BYTES + 10_000);
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\n\r',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '١٢٣',
  'বইপোকা — বাংলা বই',
  'আমার সোনার বাংলা',
  '📚🔥👍🏽‍🦰',
  '\u202Eevil\u202C',
  '\u200F\u200Eمرحبا',
  '\uFEFF',
  '\uD800',
  "' OR 1=1 --",
  "'; DROP TABLE books; --",
  '" OR ""="',
  '%',
  '_',
  '\\',
  '$1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  'javascript:alert(1)',
  'https://example.com/x.png',
  'a'.repeat(301),
  'b'.repeat(5_001),
  'c'.repeat(20_000),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '__proto__',
  'constructor',
  'pending',
  'cancelled',
  'admin',
  'Blocked',
  'cod',
  'Fiction',
  'user@example.test',
  'FUZZ-CUSTOMER@EXAMPLE.TEST',
  // Dates at and past the edges of what JavaScript and PostgreSQL can hold.
  '275760-09-13',
  '+275760-09-13',
  '-271821-04-20',
  '0000-01-01',
  '1969-12-31',
  '9999-12-31',
  '9999-12-31T23:59:59.999Z',
  '2024-02-30',
  '1e300',
  '-1e300',
];
const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  1.5,
  -1.5,
  0.001,
  0.009,
  1.005,
  19.999,
  12.345,
  10.1,
  99.99,
  1e-7,
  1e21,
  1e300,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  11,
  100_000.01,
  10_000_001,
  8.64e15,
  -8.64e15,
];

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }) },
);
const nastyNumber = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 4, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
/** encodeURIComponent throws on lone surrogates; send those as raw percent-encoded UTF-16 junk instead. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const EXTRA_KEYS = ['role', '_id', 'id', 'userId', 'user', 'totalPrice', 'status', 'archivedAt', 'passwordHash', 'quantity', 'isAdmin', '$where', 'toString', 'valueOf', 'hasOwnProperty'];
const extraKey = fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 }));

/** Raw JSON fragments that a JS object literal cannot hold: prototype-pollution keys as own properties. */
const POLLUTION = ['"__proto__":{"role":"admin","isAdmin":true}', '"constructor":{"prototype":{"role":"admin"}}', '"__proto__":null', '"prototype":{"polluted":1}'];

const MALFORMED_JSON = [
  '{',
  '}',
  '[',
  '{"a":',
  '{"title":"x",}',
  "{'a':1}",
  'nul',
  'tru',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"a":"\\x00"}',
  '"unterminated',
  '{"a":1e99999}',
  '{"a":01}',
  '[1,2',
  '{"a":NaN}',
  '{"a":Infinity}',
  ' ',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  'application/jsonx',
];

type Template = Record<string, unknown>;

/** A request body: the route's valid body mutated (fields kept, dropped or replaced; extra fields), or junk. */
function bodyArb(template: Template): fc.Arbitrary<{ payload: string; contentType?: string }> {
  const keys = Object.keys(template);
  const mutated = fc
    .tuple(
      fc.array(fc.constantFrom<'keep' | 'drop' | 'nasty'>('keep', 'keep', 'drop', 'nasty'), { minLength: keys.length, maxLength: keys.length }),
      fc.array(nastyValue, { minLength: keys.length, maxLength: keys.length }),
      fc.dictionary(extraKey, nastyValue, { maxKeys: 3 }),
      fc.option(fc.constantFrom(...POLLUTION), { freq: 6 }),
    )
    .map(([plan, values, extras, pollution]) => {
      const body: Record<string, unknown> = {};
      keys.forEach((key, i) => {
        if (plan[i] === 'keep') body[key] = template[key];
        else if (plan[i] === 'nasty') body[key] = values[i];
      });
      for (const [k, v] of Object.entries(extras)) if (k !== '__proto__') body[k] = v;
      let text = JSON.stringify(body);
      if (pollution) text = text === '{}' ? `{${pollution}}` : `{${pollution},${text.slice(1)}`;
      return { payload: text };
    });
  const nestedJunk = fc.jsonValue({ maxDepth: 3 }).map((v) => ({ payload: JSON.stringify(v) ?? 'null' }));
  const malformed = fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ payload }));
  const wrongType = fc.tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(fc.constant(JSON.stringify(template)), nastyString)).map(([contentType, payload]) => ({ payload, contentType }));
  const tooBig = fc.constantFrom(JSON.stringify({ ...template, description: BIG }), JSON.stringify({ junk: BIG })).map((payload) => ({ payload }));
  return fc.oneof({ weight: 12, arbitrary: mutated }, { weight: 2, arbitrary: nestedJunk }, { weight: 2, arbitrary: malformed }, { weight: 2, arbitrary: wrongType }, { weight: 1, arbitrary: tooBig });
}

/** Query strings: the route's own keys and strangers, odd values, repeated keys, bad percent-encoding. */
function queryArb(keys: string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    nastyString,
    nastyNumber.map(String),
    fc.constantFrom(
      '1',
      '2',
      '100',
      '101',
      '0',
      '-1',
      '1.5',
      '1e3',
      '1e300',
      '99999999999',
      'asc',
      'desc',
      'price-low',
      'Fiction',
      '2024-01-01',
      'not-a-date',
      '9999-99-99',
      '275760-09-13',
      '0001-01-01T00:00:00Z',
    ),
  );
  const pair = fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys, '__proto__', 'constructor') }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }), value);
  return fc.tuple(fc.array(pair, { maxLength: 5 }), fc.option(fc.constantFrom('%', '%zz', '&&', '=', 'a=%E0%A4%A', '[]=1', 'page[]=1&page[]=2'), { freq: 5 })).map(([pairs, raw]) => {
    const parts = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`);
    if (raw) parts.push(raw);
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

/** Path ids: real ones (so validation and rules run, not just 404), random UUIDs, junk, traversal, very long. */
function idArb(real: () => string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(0, 1, 2).map((i) => real()[i % real().length]!) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(0).map(() => real()[0]!.toUpperCase()) },
    { weight: 3, arbitrary: nastyString.map((s) => encode(s) || '%20') },
    { weight: 1, arbitrary: fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%00', '%zz', 'x'.repeat(300), '1;DROP TABLE books', '$ne', '[object Object]', '-1', '0', '1.5') },
  );
}

type Auth = 'none' | 'admin' | 'customer' | 'blocked' | 'garbage';
/** Half of the requests carry a valid admin or customer token so validation runs, not only the auth check. */
const authArb = fc.constantFrom<Auth>('admin', 'admin', 'customer', 'customer', 'none', 'blocked', 'garbage');
const GARBAGE_AUTH = ['Bearer ', 'Bearer x.y.z', 'Basic YWRtaW46YWRtaW4=', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.', 'bearer  ', 'Bearer ' + 'a'.repeat(5000), 'Bearer 📚'];

function headersFor(auth: Auth, garbageIndex: number): Record<string, string> {
  switch (auth) {
    case 'admin':
      return admin.auth;
    case 'customer':
      return customer.auth;
    case 'blocked':
      return blocked.auth;
    case 'garbage':
      return { authorization: GARBAGE_AUTH[garbageIndex % GARBAGE_AUTH.length]! };
    default:
      return {};
  }
}

// ---------------------------------------------------------------------------------------------- the routes

interface RouteSpec {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  /** Told apart in the test name when one route has several templates. */
  variant?: string;
  /** `:id` in path takes generated ids from these real ones. */
  ids?: () => string[];
  query?: string[];
  body?: () => Template;
}

const bookIds = () => [bookA.id, bookB.id, orderId];
const orderIds = () => [orderId, bookA.id, customer.user.id];
const userIds = () => [customer.user.id, otherUser.id, admin.user.id];

const ROUTES: RouteSpec[] = [
  { method: 'POST', path: '/api/users/register', body: () => ({ name: 'Fuzz Reader', email: 'new-reader@example.test', password: 'secret123', role: 'user' }) },
  { method: 'POST', path: '/api/users/login', body: () => ({ email: customer.user.email, password: PASSWORD }) },
  { method: 'POST', path: '/api/users/refresh-token', body: () => ({ refreshToken: 'not-a-real-token' }) },
  { method: 'POST', path: '/api/users/logout', body: () => ({ refreshToken: 'not-a-real-token' }) },
  { method: 'GET', path: '/api/users/profile' },
  { method: 'PATCH', path: '/api/users/profile', body: () => ({ name: 'Renamed Reader' }) },
  { method: 'PATCH', path: '/api/users/update-password', body: () => ({ currentPassword: 'wrong-password', newPassword: 'another123' }) },
  { method: 'GET', path: '/api/users/all', query: ['page', 'limit', 'q'] },
  { method: 'PATCH', path: '/api/users/:id/status', ids: userIds, body: () => ({ status: 'Blocked' }) },
  { method: 'GET', path: '/api/books', query: ['q', 'category', 'author', 'minPrice', 'maxPrice', 'sort', 'sortBy', 'sortOrder', 'page', 'limit'] },
  { method: 'GET', path: '/api/books/authors', query: ['q'] },
  { method: 'GET', path: '/api/books/:id', ids: bookIds },
  {
    method: 'POST',
    path: '/api/books',
    body: () => ({ title: 'Fuzz Book', author: 'Fuzz Author', price: 12.5, quantity: 3, category: 'Poetry', description: 'A generated description.', image: 'https://example.com/c.png' }),
  },
  { method: 'PATCH', path: '/api/books/:id', ids: bookIds, body: () => ({ title: 'Edited', price: 19.99, quantity: 1000, category: 'Science', description: 'Edited description.' }) },
  { method: 'DELETE', path: '/api/books/:id', ids: bookIds },
  { method: 'GET', path: '/api/covers/:id', ids: () => [`${bookA.id}.svg`, `${bookB.id}.svg`, bookA.id] },
  {
    method: 'POST',
    path: '/api/orders',
    body: () => ({ books: [{ book: bookB.id, quantity: 2 }], shippingDetails: SHIPPING, paymentMethod: 'cod', totalAmount: 11.39 }),
  },
  {
    method: 'POST',
    path: '/api/orders',
    variant: 'upper-case and mixed-case book ids',
    body: () => ({
      books: [
        { book: bookB.id.toUpperCase(), quantity: 1 },
        { book: bookA.id.replace(/[a-f]/g, (c, i: number) => (i % 2 ? c.toUpperCase() : c)), quantity: 1 },
      ],
      shippingDetails: SHIPPING,
      paymentMethod: 'cod',
      totalAmount: 29.01,
    }),
  },
  { method: 'GET', path: '/api/orders/my-orders' },
  { method: 'GET', path: '/api/orders/all', query: ['status', 'startDate', 'endDate', 'sortBy', 'sortOrder', 'page', 'limit'] },
  { method: 'GET', path: '/api/orders/revenue' },
  { method: 'GET', path: '/api/orders/revenue-series', query: ['days'] },
  { method: 'PATCH', path: '/api/orders/:id/status', ids: orderIds, body: () => ({ status: 'processing' }) },
  { method: 'DELETE', path: '/api/orders/:id', ids: orderIds },
  { method: 'GET', path: '/api/stats/dashboard' },
  { method: 'GET', path: '/api/health' },
];

/** After an accepted write, put back what the next requests rely on (books live with stock, accounts with their roles). */
async function repair() {
  await ctx.db.execute(sql`update books set archived_at = null, quantity = greatest(quantity, 1000) where id in (${bookA.id}, ${bookB.id})`);
  await ctx.db.execute(sql`update users set role = 'user' where id in (${customer.user.id}, ${otherUser.id})`);
  await ctx.db.execute(sql`update users set role = 'Blocked' where id = ${blocked.user.id}`);
}

async function send(route: RouteSpec, options: InjectOptions) {
  const isWrite = route.method !== 'GET';
  const res = await ctx.app.inject(options);
  requests++;
  statusCounts.set(res.statusCode, (statusCounts.get(res.statusCode) ?? 0) + 1);
  const label = `${options.method} ${String(options.url).slice(0, 200)} [${String(options.payload ?? '').slice(0, 120)}]`;
  expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expectErrorEnvelope(res, label);
    // The database's own refusal (an out-of-range value that validation let through) names no field: validation must catch it first.
    expect(res.json().message, `${label}: refused by the database, not by validation`).not.toBe('Invalid input');
  } else if (route.path !== '/api/covers/:id') expect(isJsonResponse(res) && res.json().success, label).toBe(true);
  if (isWrite) {
    const after = await dbFingerprint(ctx.db);
    if (res.statusCode >= 400) {
      refusedWrites++;
      expect(after, `refused write changed the database: ${label} → ${res.statusCode}`).toBe(fingerprint);
    } else {
      acceptedWrites++;
      await repair();
      fingerprint = await dbFingerprint(ctx.db);
    }
  }
  return res;
}

describe('fuzz: every route, generated inputs', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path}${route.variant ? ` (${route.variant})` : ''}`, async () => {
      const pathArb = route.ids ? idArb(route.ids).map((id) => route.path.replace(':id', id)) : fc.constant(route.path);
      const arb = fc.record({
        path: pathArb,
        query: route.query ? queryArb(route.query) : fc.option(queryArb(['x']), { freq: 4 }).map((q) => q ?? ''),
        body: route.body ? bodyArb(route.body()).map((b) => b as { payload: string; contentType?: string } | null) : fc.constant(null),
        auth: authArb,
        garbage: fc.nat(),
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ path, query, body, auth, garbage }) => {
          const headers: Record<string, string> = { ...headersFor(auth, garbage) };
          const options: InjectOptions = { method: route.method, url: path + query, headers };
          if (body) {
            headers['content-type'] = body.contentType ?? 'application/json';
            options.payload = body.payload;
          }
          await send(route, options);
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }, 120_000);
  }

  it('bodies over the limit are refused with 413 on every write route, database unchanged', async () => {
    for (const route of ROUTES.filter((r) => r.body)) {
      const url = route.path.replace(':id', route.ids?.()[0] ?? '');
      for (const headers of [admin.auth, customer.auth, {}]) {
        const res = await send(route, { method: route.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ ...route.body!(), filler: BIG }) });
        expect(res.statusCode).toBe(413);
      }
    }
  });

  it('prototype-pollution keys never reach an object prototype', async () => {
    for (const pollution of POLLUTION) {
      await send(ROUTES[0]!, { method: 'POST', url: '/api/books', headers: { ...admin.auth, 'content-type': 'application/json' }, payload: `{${pollution},"title":"P"}` });
    }
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
