import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createBook, createSignedInUser } from '../../test/factories';
import { buildApp, LOG_REDACT_PATHS } from '../app';
import { createTestDatabase } from '../../test/test-database';
import { TestClock, testConfig, withFreshApp } from '../../test/test-app';

// Each test starts one or two fresh databases; give them room on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

describe('general rate limit', () => {
  it('answers 429 with Retry-After and the envelope past RATE_LIMIT_MAX', async () => {
    await withFreshApp(
      async ({ app }) => {
        for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/api/books' })).statusCode).toBe(200);
        const res = await app.inject({ method: 'GET', url: '/api/books' });
        expect(res.statusCode).toBe(429);
        expect(res.headers['retry-after']).toBeDefined();
        expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('Too many requests') });
      },
      { rateLimitMax: 3, rateLimitWindowMs: 60_000 },
    );
  });

  it('counts unknown paths and CORS preflights too: a scan of made-up URLs or a flood of OPTIONS is limited like any request', async () => {
    await withFreshApp(
      async ({ app }) => {
        for (let i = 0; i < 2; i++) expect((await app.inject({ method: 'GET', url: `/api/no-such-thing-${i}` })).statusCode).toBe(404);
        const preflight = await app.inject({ method: 'OPTIONS', url: '/api/books', headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' } });
        expect(preflight.statusCode).toBe(204);
        const limited = await app.inject({ method: 'GET', url: '/api/no-such-thing-3' });
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toMatchObject({ success: false, message: expect.stringContaining('Too many requests') });
        expect((await app.inject({ method: 'OPTIONS', url: '/api/books', headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' } })).statusCode).toBe(429);
        expect((await app.inject({ method: 'GET', url: '/api/books' })).statusCode).toBe(429);
      },
      { rateLimitMax: 3, rateLimitWindowMs: 60_000, corsOrigins: ['https://shop.example'] },
    );
  });
});

describe('Cache-Control', () => {
  it('answers to a signed-in caller are private, no-store; public catalogue answers are revalidated (no-cache)', async () => {
    await withFreshApp(async ({ app, db }) => {
      const session = await createSignedInUser(app, db);
      for (const url of ['/api/users/profile', '/api/orders/my-orders', '/api/stats/dashboard']) {
        const res = await app.inject({ method: 'GET', url, headers: session.auth });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('private, no-store');
      }
      expect((await app.inject({ method: 'GET', url: '/api/books' })).headers['cache-control']).toBe('no-cache');
      const book = await createBook(db);
      expect((await app.inject({ method: 'GET', url: `/api/books/${book.id}` })).headers['cache-control']).toBe('no-cache');
    });
  });
});

describe('slow clients', () => {
  it('20 sockets that send part of a body and stop are answered 408 and closed at REQUEST_TIMEOUT_MS; keep-alive is KEEP_ALIVE_TIMEOUT_MS', async () => {
    await withFreshApp(
      async ({ app }) => {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = app.server.address() as AddressInfo;
        const partial = async () => {
          const socket = connect(port, '127.0.0.1');
          await new Promise((resolve) => socket.once('connect', resolve));
          socket.write('POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":');
          const started = Date.now();
          const answer = await new Promise<string>((resolve) => {
            let text = '';
            socket.on('data', (chunk) => (text += String(chunk)));
            socket.on('close', () => resolve(text));
          });
          return { answer, seconds: (Date.now() - started) / 1000 };
        };
        const results = await Promise.all(Array.from({ length: 20 }, partial));
        for (const { answer, seconds } of results) {
          expect(answer.startsWith('HTTP/1.1 408')).toBe(true);
          expect(seconds).toBeLessThan(10);
        }
        // Idle keep-alive sockets are let go after KEEP_ALIVE_TIMEOUT_MS (Node's default keeps them 5 s, Fastify's 72 s).
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(res.headers.get('keep-alive')).toBe('timeout=1');
      },
      { requestTimeoutMs: 1_000, keepAliveTimeoutMs: 1_000 },
    );
  });
});

describe('CORS', () => {
  it('is closed by default and opened by CORS_ORIGINS', async () => {
    await withFreshApp(async ({ app }) => {
      const res = await app.inject({ method: 'GET', url: '/api/books', headers: { origin: 'https://evil.example' } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
    await withFreshApp(
      async ({ app }) => {
        const ok = await app.inject({ method: 'GET', url: '/api/books', headers: { origin: 'https://shop.example' } });
        expect(ok.headers['access-control-allow-origin']).toBe('https://shop.example');
        const other = await app.inject({ method: 'GET', url: '/api/books', headers: { origin: 'https://evil.example' } });
        expect(other.headers['access-control-allow-origin']).toBeUndefined();
      },
      { corsOrigins: ['https://shop.example'] },
    );
  });
});

describe('static web app', () => {
  it('serves hashed assets immutable, index.html no-cache, and falls back to index.html for client routes', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'boipoka-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Boipoka</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("boipoka")');
    await withFreshApp(
      async ({ app }) => {
        const index = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
        expect(index.statusCode).toBe(200);
        expect(index.body).toContain('Boipoka');
        expect(index.headers['cache-control']).toBe('no-cache');
        const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const deep = await app.inject({ method: 'GET', url: '/product-details/123', headers: { accept: 'text/html,application/xhtml+xml' } });
        expect(deep.statusCode).toBe(200);
        expect(deep.body).toContain('<div id="root">');
        const api = await app.inject({ method: 'GET', url: '/api/does-not-exist', headers: { accept: 'text/html' } });
        expect(api.statusCode).toBe(404);
        expect(api.json().success).toBe(false);
        const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
        expect(missingAsset.statusCode).toBe(404);
      },
      { webDistDir: dist },
    );
  });
});

describe('database outage', () => {
  it('answers 503 Service temporarily unavailable when the database is gone', async () => {
    const testDb = await createTestDatabase();
    const app = await buildApp({ db: testDb.database, config: testConfig(new TestClock()) });
    await testDb.cleanup();
    const res = await app.inject({ method: 'GET', url: '/api/books' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: 'Service temporarily unavailable' });
    await app.close();
  });
});

describe('logging', () => {
  it('never logs passwords, tokens or the authorization header', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const testDb = await createTestDatabase();
    const app = await buildApp({
      db: testDb.database,
      config: testConfig(new TestClock()),
      logger: { level: 'trace', stream, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
    });
    app.addHook('preHandler', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'request body');
    });
    await app.inject({ method: 'POST', url: '/api/users/register', payload: { name: 'Log', email: 'log@example.test', password: 'super-secret-pw' } });
    await app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: 'Bearer very-secret-token' } });
    await app.close();
    await testDb.cleanup();
    const output = lines.join('');
    expect(output).toContain('request body');
    expect(output).not.toContain('super-secret-pw');
    expect(output).not.toContain('very-secret-token');
  });
});
