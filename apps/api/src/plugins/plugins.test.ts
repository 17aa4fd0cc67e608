import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { buildApp, LOG_REDACT_PATHS } from '../app';
import { createTestDatabase } from '../test/test-database';
import { TestClock, testConfig, withFreshApp } from '../test/test-app';

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
