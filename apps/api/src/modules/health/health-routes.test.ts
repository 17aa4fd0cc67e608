import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase } from '../../../test/test-database';
import { TestClock, testConfig, useTestApp } from '../../../test/test-app';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('answers ok when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // Searches are answered by the in-process index once it has loaded (the test app waits for it).
    expect(res.json()).toEqual({ success: true, message: expect.any(String), data: { database: 'ok', search: 'index' } });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("SEARCH_INDEX=inline: the index answers searches from the server's own thread; unset, from its worker thread", async () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) })).toMatchObject({ searchIndexThread: 'worker' });
    const inline = loadConfig({ JWT_SECRET: 'x'.repeat(32), SEARCH_INDEX: 'inline' });
    expect(inline).toMatchObject({ searchIndexThread: 'inline' });
    const testDb = await createTestDatabase();
    const app = await buildApp({ db: testDb.database, config: testConfig(new TestClock(), { searchIndexThread: inline.searchIndexThread }) });
    try {
      await app.searchEngine.start();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json().data).toEqual({ database: 'ok', search: 'index' });
      const found = await app.inject({ method: 'GET', url: '/api/books?q=gitanjli' });
      expect(found.statusCode).toBe(200);
    } finally {
      await app.close();
      await testDb.cleanup();
    }
  });

  it('unknown /api routes answer the 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('without a built web app, / says how to build it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
  });

  it('serves the OpenAPI document and docs page', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toEqual(expect.arrayContaining(['/api/books', '/api/orders', '/api/users/login']));
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('sets HSTS only for requests that came over TLS', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('GET /api/health with the database gone', () => {
  it('answers 503 database down', async () => {
    const testDb = await createTestDatabase();
    const app = await buildApp({ db: testDb.database, config: testConfig(new TestClock()) });
    await testDb.cleanup();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: 'Database unavailable', data: { database: 'down' } });
    await app.close();
  });
});
