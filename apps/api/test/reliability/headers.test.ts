/**
 * Security headers: a strict Content-Security-Policy on the web app's pages, HSTS only for requests that came over
 * TLS, no X-Powered-By, CORS closed by default and opened only to CORS_ORIGINS.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { createBook } from '../factories';
import { TestClock, testConfig } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';

let webDir: string;
let testDb: TestDatabase;
let checked = 0;
beforeAll(async () => {
  testDb = await createTestDatabase();
  // A stand-in for the built web app (apps/web/dist): the server only needs index.html and assets/.
  webDir = mkdtempSync(join(tmpdir(), 'boipoka-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><title>Boipoka</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log("app")');
});
afterAll(async () => {
  await testDb?.cleanup();
  rmSync(webDir, { recursive: true, force: true });
  console.log(`headers: ${checked} answers checked (CSP, HSTS, X-Powered-By, CORS)`);
});

function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

async function withApp(overrides: Partial<AppConfig>, fn: (app: FastifyInstance) => Promise<void>) {
  // One database for the file; each configuration gets its own app on it.
  const app = await buildApp({ db: testDb.database, config: testConfig(new TestClock(), { webDistDir: webDir, ...overrides }) });
  try {
    await fn(app);
  } finally {
    await app.close();
  }
}

describe('Content-Security-Policy on the web app', () => {
  it('pages (/, client routes) and the API get a strict policy: no inline script, images from self, data: and https:', async () => {
    await withApp({}, async (app) => {
      for (const url of ['/', '/product-details/123', '/dashboard/order-dashboard', '/api/health', '/api/books']) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/json' } });
        expect(res.statusCode, url).toBe(200);
        const csp = directives(res.headers['content-security-policy'] as string);
        const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
        expect(scriptSrc, url).toBeDefined();
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        expect(scriptSrc).not.toContain("'unsafe-eval'");
        expect(scriptSrc).not.toContain('*');
        expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']));
        expect(csp.get('object-src')).toEqual(["'none'"]);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(csp.get('base-uri')).toEqual(["'self'"]);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-powered-by']).toBeUndefined();
        checked++;
      }
      const page = await app.inject({ method: 'GET', url: '/product-details/abc', headers: { accept: 'text/html' } });
      expect(page.body).toContain('<div id="root">');
    });
  });

  it('generated covers (SVG) may not run scripts at all', async () => {
    await withApp({}, async (app) => {
      const book = await createBook(testDb.database.db, { title: '<script>alert(1)</script> & "quotes"' });
      const res = await app.inject({ method: 'GET', url: `/api/covers/${book.id}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(directives(res.headers['content-security-policy'] as string).get('default-src')).toEqual(["'none'"]);
      expect(res.body).not.toContain('<script>');
      checked++;
    });
  });
});

describe('HSTS', () => {
  it('absent over plain HTTP, present when the request came over TLS (X-Forwarded-Proto: https), with or without TRUST_PROXY', async () => {
    for (const trustProxy of [false, 1] as const) {
      await withApp({ trustProxy }, async (app) => {
        const plain = await app.inject({ method: 'GET', url: '/api/health' });
        expect(plain.headers['strict-transport-security']).toBeUndefined();
        const forwardedHttp = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
        expect(forwardedHttp.headers['strict-transport-security']).toBeUndefined();
        const tls = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https', accept: 'text/html' } });
        expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
        checked += 3;
      });
    }
  });
});

describe('CORS', () => {
  it('closed by default: no Access-Control-Allow-Origin for a foreign origin, on simple requests or preflights', async () => {
    await withApp({}, async (app) => {
      const simple = await app.inject({ method: 'GET', url: '/api/books', headers: { origin: 'https://evil.example' } });
      expect(simple.statusCode).toBe(200);
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/orders',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      checked += 2;
    });
  });

  it('opened by CORS_ORIGINS to exactly the listed origins', async () => {
    await withApp({ corsOrigins: ['https://shop.example', 'https://admin.example'] }, async (app) => {
      for (const origin of ['https://shop.example', 'https://admin.example']) {
        const res = await app.inject({ method: 'GET', url: '/api/books', headers: { origin } });
        expect(res.headers['access-control-allow-origin']).toBe(origin);
        const preflight = await app.inject({ method: 'OPTIONS', url: '/api/orders', headers: { origin, 'access-control-request-method': 'POST' } });
        expect(preflight.statusCode).toBeLessThan(300);
        expect(preflight.headers['access-control-allow-origin']).toBe(origin);
        checked += 2;
      }
      for (const origin of ['https://evil.example', 'https://shop.example.evil.example', 'http://shop.example', 'null']) {
        const res = await app.inject({ method: 'GET', url: '/api/books', headers: { origin } });
        expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
        checked++;
      }
    });
  });
});
