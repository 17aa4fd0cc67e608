import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export interface RateLimitPluginOptions {
  /** 0 disables it. */
  max: number;
  windowMs: number;
  redis?: Redis;
}

/** The general per-IP limit (generous by default so tests and benchmarks are not throttled). Sign-in failures have their own limiter. */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { max, windowMs, redis }) => {
    if (max <= 0) return;
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
  },
  { name: 'rate-limit' },
);
