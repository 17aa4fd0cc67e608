import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export interface RateLimitPluginOptions {
  /** 0 disables it. */
  max: number;
  windowMs: number;
  redis?: Redis;
}

/**
 * The general per-IP limit (generous by default so tests and benchmarks are not throttled). Sign-in failures have their
 * own limiter. Every request counts: routes through the plugin's route hook, unknown paths through the not-found handler
 * (plugins/static-web.ts), and CORS preflights here, because @fastify/cors answers them in its own onRequest hook
 * before any route hook runs.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { max, windowMs, redis }) => {
    if (max <= 0) return;
    // OPTIONS routes are counted by the hook below instead (registered first, so it runs before the plugin's onRoute).
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.includes('OPTIONS')) route.config = { ...(route.config ?? {}), rateLimit: false } as typeof route.config;
    });
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: windowMs,
      ...(redis ? { redis, nameSpace: 'boipoka:rl:' } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        success: false,
        message: `Too many requests, please try again in ${context.after}.`,
      }),
    });
    const limit = app.rateLimit();
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'OPTIONS') await limit.call(app, request, reply);
    });
  },
  { name: 'rate-limit' },
);
