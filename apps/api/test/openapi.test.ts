import {
  adminOrdersPageSchema,
  apiFailureSchema,
  apiPageSchema,
  apiSuccessSchema,
  authorCountSchema,
  bookListItemSchema,
  bookSchema,
  loginResultSchema,
  orderSchema,
  revenueSeriesSchema,
  revenueSummarySchema,
  userSchema,
} from '@boipoka/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { catalogueResponses } from '../src/modules/books/books-routes';
import { createBook, createSignedInUser, orderPayload, PASSWORD, type SignedIn } from './factories';
import { TestClock, testConfig } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: { type?: string; properties?: Record<string, unknown>; anyOf?: unknown[] } }>;
}
interface OpenApiOperation {
  security?: unknown[];
  responses?: Record<string, OpenApiResponse>;
}

let testDb: TestDatabase;
let app: FastifyInstance;
/** The payload each JSON answer had before the response serialiser ran (JSON round trip), by request id. */
const unserialised = new Map<string, unknown>();

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp({ db: testDb.database, config: testConfig(new TestClock()) });
  // Lets the contract tests prove the zod serialiser dropped nothing the handlers returned.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    unserialised.set(request.id, JSON.parse(JSON.stringify(payload)));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-test-request-id', request.id);
    return payload;
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testDb?.cleanup();
});

describe('the OpenAPI document (/api/docs/json)', () => {
  let operations: [string, OpenApiOperation][];

  beforeAll(async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, OpenApiOperation]));
  });

  it('covers the API', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  it('documents the title and author in the other script on the book bodies and answers', () => {
    const find = (route: string) => operations.find(([name]) => name === route)![1] as unknown as Record<string, any>;
    const json = (node: Record<string, any>) => JSON.stringify(node);
    for (const route of ['POST /api/books', 'PATCH /api/books/{id}']) {
      const body = find(route).requestBody.content['application/json'].schema;
      expect(body.properties.altTitle.description, route).toMatch(/other script/);
      expect(body.properties.altAuthor.maxLength, route).toBe(200);
      expect(body.required ?? [], route).not.toContain('altTitle');
    }
    expect(json(find('GET /api/books').responses['200'])).toContain('altTitle');
    expect(json(find('GET /api/books/{id}').responses['200'])).toContain('altAuthor');
  });

  it('documents a 2xx answer with its schema for every route (the SVG cover as image/svg+xml, an uploaded cover as image/webp, the order export as text/csv, the rest as the JSON envelope)', () => {
    const undocumented: string[] = [];
    for (const [route, op] of operations) {
      const ok = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      // A provider's return sends the reader on to their order (303); nothing else answers without a 2xx.
      if (ok.length === 0 && !(route.startsWith('GET /api/payments/return/') || route.startsWith('POST /api/payments/return/'))) undocumented.push(`${route}: no 2xx answer`);
      if (ok.length === 0 && !op.responses?.['303'] && route.includes('/api/payments/return/')) undocumented.push(`${route}: no 303 answer`);
      for (const [status, response] of ok) {
        if (route === 'GET /api/covers/{file}') {
          if (response.content?.['image/svg+xml']?.schema?.type !== 'string') undocumented.push(`${route} ${status}: not image/svg+xml`);
          continue;
        }
        if (route === 'GET /api/covers/{bookId}/{file}') {
          if (!response.content?.['image/webp']) undocumented.push(`${route} ${status}: not image/webp`);
          continue;
        }
        // A provider's notice is answered as the provider expects: plain text.
        if (route === 'POST /api/payments/notice/{method}') {
          if (response.content?.['text/plain']?.schema?.type !== 'string') undocumented.push(`${route} ${status}: not text/plain`);
          continue;
        }
        if (route.endsWith('.csv')) {
          if (response.content?.['text/csv']?.schema?.type !== 'string') undocumented.push(`${route} ${status}: not text/csv`);
          continue;
        }
        const schema = response.content?.['application/json']?.schema;
        if (!schema?.properties?.success || !schema.properties.message || !schema.properties.data) undocumented.push(`${route} ${status}: no success envelope`);
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('documents the error envelope under 400, 429 and 503 everywhere, and 401 and 403 on routes that need a token', () => {
    const missing: string[] = [];
    for (const [route, op] of operations) {
      const needed = ['400', '429', '503', ...(op.security?.length ? ['401', '403'] : [])];
      for (const status of needed) {
        const schema = op.responses?.[status]?.content?.['application/json']?.schema;
        // Health's 503 is its own `data.database: down` answer or the envelope (anyOf); every other one is the envelope.
        const envelope = schema?.anyOf ? schema.anyOf.some((s) => (s as { properties?: Record<string, unknown> }).properties?.success) : schema?.properties?.success && schema.properties.message;
        if (!envelope) missing.push(`${route} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('real answers match the shared response schemas', () => {
  let customer: SignedIn;
  let admin: SignedIn;
  let bookId: string;

  /** Parsing strips unknown keys, so equality also proves the answer has no field the schema leaves out. */
  function expectConforms(res: LightMyRequestResponse, schema: z.ZodType, status = 200) {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    const parsed = schema.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(body);
    return body;
  }

  /** The answer is exactly what the handler returned: the serialiser stripped nothing by accident. */
  function expectNothingStripped(res: LightMyRequestResponse) {
    const id = res.headers['x-test-request-id'] as string;
    expect(unserialised.has(id)).toBe(true);
    expect(res.json()).toEqual(unserialised.get(id));
  }

  beforeEach(() => unserialised.clear());

  beforeAll(async () => {
    customer = await createSignedInUser(app, testDb.database.db);
    admin = await createSignedInUser(app, testDb.database.db, { role: 'admin' });
    const [a, b] = [
      await createBook(testDb.database.db, { title: 'Gitanjali', author: 'Rabindranath Tagore', priceCents: 1099, quantity: 20 }),
      await createBook(testDb.database.db, { quantity: 20 }),
    ];
    bookId = a!.id;
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.auth,
      payload: orderPayload([
        { book: a!, quantity: 2 },
        { book: b!, quantity: 1 },
      ]),
    });
    expect(res.statusCode).toBe(201);
  });

  describe('catalogue answers (sent pre-serialised, so their schemas are documentation only)', () => {
    it('GET /api/books', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/books?limit=5' });
      const body = expectConforms(res, catalogueResponses.list[200]);
      expectConforms(res, apiPageSchema(bookListItemSchema));
      expect(body.data.length).toBeGreaterThan(0);
      // Pre-serialised: the serialiser never saw it.
      expect(unserialised.size).toBe(0);
    });

    it('GET /api/books/:id', async () => {
      const res = await app.inject({ method: 'GET', url: `/api/books/${bookId}` });
      expectConforms(res, catalogueResponses.book[200]);
      expectConforms(res, apiSuccessSchema(bookSchema));
    });

    it('GET /api/books/authors', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/books/authors' });
      const body = expectConforms(res, catalogueResponses.authors[200]);
      expectConforms(res, apiSuccessSchema(z.array(authorCountSchema)));
      expect(body.data).toContainEqual({ author: 'Rabindranath Tagore', altAuthor: '', count: 1 });
    });

    it('GET /api/books/suggest', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/books/suggest?q=tagore' });
      const body = expectConforms(res, catalogueResponses.suggest[200]);
      expect(body.data.authors).toContainEqual({ author: 'Rabindranath Tagore', altAuthor: '', count: 1 });
    });

    it('GET /api/books/:id of an unknown book: the error envelope', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/books/00000000-0000-4000-8000-000000000000' });
      expectConforms(res, apiFailureSchema, 404);
      expectNothingStripped(res);
    });
  });

  it('POST /api/orders (201, and 200 for a repeated Idempotency-Key)', async () => {
    const book = await createBook(testDb.database.db, { priceCents: 2500, quantity: 5 });
    const headers = { ...customer.auth, 'idempotency-key': 'contract-1' };
    const created = await app.inject({ method: 'POST', url: '/api/orders', headers, payload: orderPayload([{ book, quantity: 2 }]) });
    const body = expectConforms(created, apiSuccessSchema(orderSchema), 201);
    expectNothingStripped(created);
    expect(body.data.user).toEqual({ _id: customer.user.id, name: customer.user.name, email: customer.user.email });
    const again = await app.inject({ method: 'POST', url: '/api/orders', headers, payload: orderPayload([{ book, quantity: 2 }]) });
    expectConforms(again, apiSuccessSchema(orderSchema), 200);
    expectNothingStripped(again);
  });

  it('POST /api/orders refused: the error envelope with field errors', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/orders', headers: customer.auth, payload: { books: [] } });
    const body = expectConforms(res, apiFailureSchema, 400);
    expectNothingStripped(res);
    expect(body.errors.length).toBeGreaterThan(0);
  });

  it('GET /api/orders/my-orders', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: customer.auth });
    const body = expectConforms(res, apiSuccessSchema(z.array(orderSchema)));
    expectNothingStripped(res);
    expect(body.data.length).toBeGreaterThanOrEqual(2);
  });

  it('GET /api/orders/all (the admin page with its pagination)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/orders/all?limit=1', headers: admin.auth });
    const body = expectConforms(res, apiSuccessSchema(adminOrdersPageSchema));
    expectNothingStripped(res);
    expect(body.data.pagination).toMatchObject({ currentPage: 1, limit: 1 });
    expect(body.data.pagination.totalOrders).toBeGreaterThanOrEqual(2);
  });

  it('GET /api/orders/revenue and /revenue-series', async () => {
    const revenue = await app.inject({ method: 'GET', url: '/api/orders/revenue', headers: admin.auth });
    expectConforms(revenue, apiSuccessSchema(revenueSummarySchema));
    expectNothingStripped(revenue);
    const series = await app.inject({ method: 'GET', url: '/api/orders/revenue-series?days=7', headers: admin.auth });
    const body = expectConforms(series, apiSuccessSchema(revenueSeriesSchema));
    expectNothingStripped(series);
    expect(body.data.days).toHaveLength(7);
  });

  it('POST /api/users/login', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: customer.user.email, password: PASSWORD } });
    const body = expectConforms(res, apiSuccessSchema(loginResultSchema));
    expectNothingStripped(res);
    expect(body.data.user._id).toBe(customer.user.id);
  });

  it('GET /api/users/all keeps `meta` when paged', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/all?page=1&limit=1', headers: admin.auth });
    const body = expectConforms(res, apiPageSchema(userSchema));
    expectNothingStripped(res);
    expect(body.meta).toMatchObject({ page: 1, limit: 1 });
  });

  it('401 without a token: the error envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/orders/my-orders' });
    expectConforms(res, apiFailureSchema, 401);
    expectNothingStripped(res);
  });
});
