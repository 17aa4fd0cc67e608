import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { PasswordHasher } from './lib/passwords';
import { PublicUrls } from './lib/public-url';
import { TokenService } from './lib/tokens';
import { BooksService } from './modules/books/books-service';
import { booksRoutes, coversRoutes } from './modules/books/books-routes';
import { CATALOGUE_CHANNEL, CatalogueCache, parseCatalogueNotification } from './modules/books/catalogue-cache';
import { healthRoutes } from './modules/health/health-routes';
import { siteRoutes } from './modules/site/site-routes';
import { OrdersService } from './modules/orders/orders-service';
import { ordersRoutes } from './modules/orders/orders-routes';
import { StatsService } from './modules/stats/stats-service';
import { statsRoutes } from './modules/stats/stats-routes';
import { LoginThrottle, MemoryFailureStore, RedisFailureStore } from './modules/users/login-throttle';
import { UsersService } from './modules/users/users-service';
import { usersRoutes } from './modules/users/users-routes';
import { i18nPlugin } from './i18n/i18n-plugin';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin, send } from './plugins/error-handler';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { staticWebPlugin } from './plugins/static-web';
import { textInputPlugin } from './plugins/text-input';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /** false in tests; the server passes pino options. */
  logger?: boolean | Record<string, unknown>;
}

export const BODY_LIMIT_BYTES = 100 * 1024;

/** Never log secrets: tokens, passwords and hashes are redacted wherever they appear in a logged object. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.refreshToken',
  '*.accessToken',
  'body.password',
  'body.currentPassword',
  'body.newPassword',
  'body.refreshToken',
];

export async function buildApp({ db, config, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === true ? { level: config.logLevel, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } } : logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    // Slow or stalled clients (partial headers or bodies, idle keep-alive) cannot hold sockets open.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
      // Node looks for requests past their time this often (30 s by default, which would double a short timeout).
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(config.requestTimeoutMs / 2))),
    },
    // Malformed URLs and over-long path parameters are refused before routing; keep the error envelope for them too.
    frameworkErrors: (error, _request, reply) => {
      send(reply, 400, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Path parameter is too long' : 'Malformed URL');
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: any other body type is a 415.
  app.removeContentTypeParser('text/plain');

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, ...(config.redisKeyPrefix ? { keyPrefix: config.redisKeyPrefix } : {}) }) : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }

  const now = config.now;
  const tokens = new TokenService(config.jwtSecret, now, config.accessTokenTtlMinutes * 60);
  const urls = new PublicUrls(config.publicUrl);
  const passwords = new PasswordHasher(config.passwordHashing);
  const throttle = new LoginThrottle(redis ? new RedisFailureStore(redis) : new MemoryFailureStore(), {
    maxFailuresPerAccount: config.loginMaxFailuresPerAccount,
    maxFailuresPerIp: config.loginMaxFailuresPerIp,
    maxFailuresPerAccountAllIps: config.loginMaxFailuresPerAccountAllIps,
    windowMinutes: config.loginWindowMinutes,
    attemptsPerIpPerMinute: config.loginAttemptsPerIpPerMinute,
    registrationsPerIpPerHour: config.registrationsPerIpPerHour,
    now,
  });
  const users = new UsersService({ db: db.db, passwords, tokens, throttle, now, maxSessionsPerAccount: config.maxSessionsPerAccount, refreshGraceMs: config.refreshGraceSeconds * 1000 });
  const catalogue = config.catalogueCache ? await catalogueCacheFor(app, db) : undefined;
  const books = new BooksService(db.db, catalogue, urls, db.catalogue, db.driver === 'pglite' ? config.catalogueStatementTimeoutMs : 0);
  const orders = new OrdersService(
    db.db,
    now,
    (bookIds) => catalogue?.changed({ kind: 'stock', bookIds }),
    urls,
    { maxPendingOrders: config.maxPendingOrdersPerAccount, maxPendingCopies: config.maxPendingCopiesPerAccount },
  );
  const stats = new StatsService(db.db, now);

  await app.register(errorHandlerPlugin);
  // Before CORS and compression, whose Vary values are added to its `Vary: Accept-Language`.
  await app.register(i18nPlugin);
  // The rate limit first: its route hook then covers every route registered after it, CORS preflights included.
  await app.register(rateLimitPlugin, { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs, redis });
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(textInputPlugin);
  await app.register(authPlugin, { authenticate: (token) => users.authenticate(token) });
  await app.register(openapiPlugin);

  await app.register(healthRoutes, { prefix: '/api/health', database: db });
  await app.register(siteRoutes, { prefix: '/api/site', demo: config.demo, deliveryDays: config.deliveryDays });
  await app.register(usersRoutes, { prefix: '/api/users', service: users });
  await app.register(booksRoutes, { prefix: '/api/books', service: books });
  await app.register(coversRoutes, { prefix: '/api/covers', service: books });
  await app.register(ordersRoutes, { prefix: '/api/orders', service: orders });
  await app.register(statsRoutes, { prefix: '/api/stats', service: stats, users });

  await app.register(staticWebPlugin, { webDistDir: config.webDistDir, publicUrl: config.publicUrl });
  return app;
}

/**
 * The catalogue cache of this process, kept coherent with every other process on the database through the books
 * table's `catalogue_changed` notifications; off whenever they cannot be received.
 */
async function catalogueCacheFor(app: FastifyInstance, db: Database): Promise<CatalogueCache> {
  const cache = new CatalogueCache();
  cache.setEnabled(false);
  const stop = await db.listen(CATALOGUE_CHANNEL, {
    message: (payload) => cache.changed(parseCatalogueNotification(payload)),
    connected: (up) => {
      cache.setEnabled(up);
      if (!up) app.log.warn('catalogue change notifications lost: catalogue cache off until they are back');
    },
  });
  app.addHook('onClose', async () => {
    await stop();
  });
  return cache;
}
