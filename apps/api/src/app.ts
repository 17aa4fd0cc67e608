import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { PasswordHasher } from './lib/passwords';
import { fastifyTrustProxy } from './lib/trusted-proxy';
import { PublicUrls } from './lib/public-url';
import { TokenService } from './lib/tokens';
import { bookImportsRoutes } from './modules/book-imports/book-imports-routes';
import { BookImportsService } from './modules/book-imports/book-imports-service';
import { sitemapRoutes } from './modules/sitemap/sitemap-routes';
import { SitemapFiles } from './modules/sitemap/sitemap-files';
import { SitemapService } from './modules/sitemap/sitemap-service';
import { DirectoryCoverStorage } from './modules/covers/cover-storage';
import { coverFileRoutes, coverUploadRoutes } from './modules/covers/covers-routes';
import { CoversService } from './modules/covers/covers-service';
import { booksPlugin, CATALOGUE_CHANNEL, CatalogueCache, type CatalogueChange, parseCatalogueNotification } from './modules/books';
import { searchPlugin } from './modules/search';
import { healthRoutes } from './modules/health/health-routes';
import { siteRoutes } from './modules/site/site-routes';
import { OrderRateLimits } from './modules/orders/order-rate-limits';
import { OrdersService } from './modules/orders/orders-service';
import { ordersRoutes } from './modules/orders/orders-routes';
import { ReviewsService } from './modules/reviews/reviews-service';
import { reviewsRoutes } from './modules/reviews/reviews-routes';
import { NotificationsService } from './modules/notifications/notifications-service';
import { notificationsRoutes } from './modules/notifications/notifications-routes';
import { createTransport } from 'nodemailer';
import { HourlyLimit } from './lib/hourly-limit';
import { contactAdminRoutes, contactRoutes } from './modules/contact/contact-routes';
import { ContactService } from './modules/contact/contact-service';
import { mailRoutes } from './modules/mail/mail-routes';
import { MailSeal } from './modules/mail/mail-seal';
import { MailService } from './modules/mail/mail-service';
import { MailWorker } from './modules/mail/mail-worker';
import { newsletterRoutes } from './modules/newsletter/newsletter-routes';
import { NewsletterService } from './modules/newsletter/newsletter-service';
import { addressesRoutes } from './modules/addresses/addresses-routes';
import { AddressesService } from './modules/addresses/addresses-service';
import { cartRoutes } from './modules/cart/cart-routes';
import { CartService } from './modules/cart/cart-service';
import { wishlistRoutes } from './modules/wishlist/wishlist-routes';
import { WishlistService } from './modules/wishlist/wishlist-service';
import { ReportsService } from './modules/reports/reports-service';
import { reportsRoutes } from './modules/reports/reports-routes';
import { AuditService } from './modules/audit/audit-service';
import { auditRoutes } from './modules/audit/audit-routes';
import { StatsService } from './modules/stats/stats-service';
import { homeAdminRoutes, homeRoutes } from './modules/home/home-routes';
import { HomeService } from './modules/home/home-service';
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
    trustProxy: fastifyTrustProxy(config.trustProxy),
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
  const limitStore = redis ? new RedisFailureStore(redis) : new MemoryFailureStore();
  const formLimit = new HourlyLimit(redis ? new RedisFailureStore(redis, 'boipoka:forms:') : new MemoryFailureStore(), config.mailFormsPerIpPerHour, now);
  // Links in mails lead to PUBLIC_URL (never to a request's Host header, which a caller chooses).
  // Reset links are sealed for the worker (decision 016): the outbox, which every admin reads, never shows one.
  const mailSeal = new MailSeal(config.jwtSecret);
  const mail = new MailService(db.db, { base: config.publicUrl ?? `http://localhost:${config.port}` }, Boolean(config.smtpUrl), now, mailSeal);
  const throttle = new LoginThrottle(limitStore, {
    maxFailuresPerAccount: config.loginMaxFailuresPerAccount,
    maxFailuresPerIp: config.loginMaxFailuresPerIp,
    maxFailuresPerAccountAllIps: config.loginMaxFailuresPerAccountAllIps,
    windowMinutes: config.loginWindowMinutes,
    attemptsPerIpPerMinute: config.loginAttemptsPerIpPerMinute,
    registrationsPerIpPerHour: config.registrationsPerIpPerHour,
    passwordAttemptsPerIpPerMinute: config.passwordAttemptsPerIpPerMinute,
    now,
  });
  const users = new UsersService({ db: db.db, passwords, tokens, throttle, now, maxSessionsPerAccount: config.maxSessionsPerAccount, refreshGraceMs: config.refreshGraceSeconds * 1000, mail, limits: formLimit });
  // Others that must hear of every change to the books, from any process (the sitemap's files), added below.
  const catalogueListeners: CatalogueListener[] = [];
  const catalogue = await catalogueCacheFor(app, db, config.catalogueCache, catalogueListeners, config.catalogueCacheBytes);
  const notifications = new NotificationsService(db.db, now, { lowStockAt: config.lowStockNotifyAt, pollSeconds: config.notificationsPollSeconds });
  const wishlist = new WishlistService(db.db, notifications, urls);
  // The embedded database cannot cancel a statement: the catalogue's reads stop waiting for one instead.
  const readTimeLimitMs = db.driver === 'pglite' ? config.catalogueStatementTimeoutMs : 0;
  const imports = new BookImportsService(db.db, {
    urls,
    catalogueChanged: () => catalogue?.changed({ kind: 'all' }),
    restock: wishlist,
    imageChanged: (id, image) => covers.imageChanged(id, image),
    onError: (error, importId) => app.log.error({ err: error, importId }, 'book import stopped'),
    now,
    batchMs: config.bulkBatchMs,
  });
  startImportRunner(app, imports);
  const orderRates = new OrderRateLimits(new HourlyLimit(redis ? new RedisFailureStore(redis, 'boipoka:orders:') : new MemoryFailureStore(), 0, now), {
    ordersPerAccountPerHour: config.ordersPerAccountPerHour,
    ordersPerIpPerHour: config.ordersPerIpPerHour,
    cancellationsPerAccountPerHour: config.orderCancellationsPerAccountPerHour,
    cancellationsPerIpPerHour: config.orderCancellationsPerIpPerHour,
  });
  const orders = new OrdersService(
    db.db,
    now,
    (bookIds) => catalogue?.changed({ kind: 'stock', bookIds }),
    urls,
    { maxPendingOrders: config.maxPendingOrdersPerAccount, maxPendingCopies: config.maxPendingCopiesPerAccount, maxPendingValueCents: config.maxPendingValueCentsPerAccount },
    notifications,
    mail,
    wishlist,
    orderRates,
  );
  // A review write changes a book's rating, which lists show and sort=rating orders by: every cached answer may be wrong.
  const reviews = new ReviewsService(db.db, now, () => catalogue?.changed({ kind: 'all' }));
  const contact = new ContactService(db.db, mail, now);
  const newsletter = new NewsletterService(db.db, mail, config.jwtSecret, now);
  if (config.smtpUrl) startMailWorker(app, db, config, mailSeal);
  const stats = new StatsService(db.db, now);
  // A sitemap's URLs are absolute: PUBLIC_URL, as the links in mails (never the request's Host header).
  const sitemap = new SitemapService(db.db, config.publicUrl ?? `http://localhost:${config.port}`, config.sitemapEntriesPerFile);
  // Built once per change to what they list, one build at a time, kept compressed within SITEMAP_CACHE_MB (issue 29).
  const sitemapFiles = new SitemapFiles(sitemap, config.sitemapCacheBytes);
  catalogueListeners.push({ changed: (change) => change.kind === 'all' && sitemapFiles.changed(), setEnabled: (up) => sitemapFiles.setEnabled(up) });
  const reports = new ReportsService(db.db, now, config.lowStockNotifyAt, (bookIds) => catalogue?.changed({ kind: 'stock', bookIds }));

  await app.register(errorHandlerPlugin);
  // Before CORS and compression, whose Vary values are added to its `Vary: Accept-Language`.
  await app.register(i18nPlugin);
  // The rate limit first: its route hook then covers every route registered after it, CORS preflights included.
  await app.register(rateLimitPlugin, { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs, redis });
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(textInputPlugin);
  await app.register(authPlugin, { authenticate: (token) => users.authenticate(token) });
  await app.register(openapiPlugin);
  // Searches are answered by the search module's index (decisions 028, 033), PostgreSQL's plain match while it loads.
  await app.register(searchPlugin, { database: db, thread: config.searchIndexThread, concurrency: config.searchConcurrency, maxWaitMs: readTimeLimitMs, rowCacheBytes: config.searchRowCacheBytes });

  await app.register(healthRoutes, {
    prefix: '/api/health',
    database: db,
    search: () => app.searchEngine.health(),
  });
  await app.register(siteRoutes, { prefix: '/api/site', demo: config.demo, deliveryDays: config.deliveryDays });
  await app.register(usersRoutes, { prefix: '/api/users', service: users, formLimit });
  await app.register(contactRoutes, { prefix: '/api/contact', service: contact, formLimit });
  await app.register(contactAdminRoutes, { prefix: '/api/admin/messages', service: contact });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter', service: newsletter, formLimit });
  await app.register(mailRoutes, { prefix: '/api/admin/outbox', service: mail });
  await app.register(booksPlugin, { db: db.db, reads: db.catalogue, cache: catalogue, urls, readTimeLimitMs, restock: wishlist, bulkBatchMs: config.bulkBatchMs });
  const books = app.books;
  const covers = new CoversService(new DirectoryCoverStorage(config.coversDir), books);
  books.onImageChanged = (id, image) => covers.imageChanged(id, image);
  await app.register(coverFileRoutes, { prefix: '/api/covers', service: covers });
  await app.register(coverUploadRoutes, { prefix: '/api/books', service: covers });
  await app.register(bookImportsRoutes, { prefix: '/api/books/imports', service: imports });
  await app.register(ordersRoutes, { prefix: '/api/orders', service: orders });
  await app.register(reviewsRoutes, { prefix: '/api', service: reviews });
  await app.register(notificationsRoutes, { prefix: '/api/notifications', service: notifications });
  await app.register(wishlistRoutes, { prefix: '/api/wishlist', service: wishlist });
  await app.register(cartRoutes, { prefix: '/api/cart', service: new CartService(db.db, urls) });
  await app.register(addressesRoutes, { prefix: '/api/addresses', service: new AddressesService(db.db, now) });
  await app.register(statsRoutes, { prefix: '/api/stats', service: stats, users });
  await app.register(reportsRoutes, { prefix: '/api/reports', service: reports });
  await app.register(auditRoutes, { prefix: '/api/audit', service: new AuditService(db.db) });
  const home = new HomeService(db.db, now, catalogue, urls, db.catalogue);
  await app.register(homeRoutes, { prefix: '/api', service: home });
  await app.register(homeAdminRoutes, { prefix: '/api/admin/home', service: home });

  await app.register(sitemapRoutes, { service: sitemap, files: sitemapFiles });
  await app.register(staticWebPlugin, { webDistDir: config.webDistDir, publicUrl: config.publicUrl });
  return app;
}

/**
 * Imports run in the process that started them; an import whose process stopped is taken over by the first process to
 * look (at start-up, then every minute). Closing waits for the batch in progress.
 */
function startImportRunner(app: FastifyInstance, imports: BookImportsService): void {
  const resume = () =>
    imports
      .resumeStalled()
      .then(() => imports.clearUp())
      .catch((error) => app.log.warn({ err: error }, 'book imports: could not look for stalled imports or clear up'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void resume();
    timer = setInterval(resume, 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await imports.stop();
  });
}

/** Delivers the outbox through SMTP_URL while the app runs (one worker per process; several processes share the work). */
function startMailWorker(app: FastifyInstance, db: Database, config: AppConfig, seal: MailSeal): void {
  const transport = createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  const worker = new MailWorker(db.db, {
    transport,
    from: config.mailFrom,
    now: config.now,
    pollMs: config.mailPollMs,
    retryBaseMs: config.mailRetryBaseMs,
    maxDelayMs: 60 * 60 * 1000,
    maxAttempts: config.mailMaxAttempts,
    leaseMs: 5 * 60 * 1000,
    batchSize: 20,
    seal,
    onError: (error, mail) => app.log.warn({ err: error, mailId: mail?.id }, mail ? 'mail not delivered, will retry' : 'mail outbox worker error'),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });
}

/** Something besides the catalogue cache that must hear of every change to the books (the sitemap's files). */
interface CatalogueListener {
  changed(change: CatalogueChange): void;
  /** false while changes cannot be heard of (nothing may be kept meanwhile), true again when they can. */
  setEnabled(up: boolean): void;
}

/**
 * The catalogue cache of this process (undefined with CATALOGUE_CACHE=off), kept coherent with every other process on
 * the database through the books table's `catalogue_changed` notifications, which `listeners` hear too; off whenever
 * they cannot be received.
 */
async function catalogueCacheFor(app: FastifyInstance, db: Database, cached: boolean, listeners: readonly CatalogueListener[], maxBytes: number): Promise<CatalogueCache | undefined> {
  const cache = cached ? new CatalogueCache({ maxBytes }) : undefined;
  cache?.setEnabled(false);
  const stop = await db.listen(CATALOGUE_CHANNEL, {
    message: (payload) => {
      const change = parseCatalogueNotification(payload);
      cache?.changed(change);
      for (const listener of listeners) listener.changed(change);
    },
    connected: (up) => {
      cache?.setEnabled(up);
      for (const listener of listeners) listener.setEnabled(up);
      if (!up) app.log.warn('catalogue change notifications lost: catalogue cache off until they are back');
    },
  });
  app.addHook('onClose', async () => {
    await stop();
  });
  return cache;
}

