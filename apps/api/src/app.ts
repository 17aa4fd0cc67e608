import type { OnlinePaymentMethod } from '@boipoka/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { PasswordHasher } from './lib/passwords';
import { fastifyTrustProxy } from './lib/trusted-proxy';
import { PublicUrls } from './lib/public-url';
import { TokenService } from './lib/tokens';
import { HourlyLimit } from './lib/hourly-limit';
import { MemoryFailureStore, RedisFailureStore } from './lib/failure-store';
import { booksPlugin, CATALOGUE_CHANNEL, CatalogueCache, parseCatalogueNotification } from './modules/books';
import { searchPlugin } from './modules/search';
import { addressesPlugin } from './modules/addresses';
import { auditPlugin } from './modules/audit';
import { bookImportsPlugin } from './modules/book-imports';
import { bookRequestsPlugin } from './modules/book-requests';
import { cataloguePlugin } from './modules/catalogue';
import { cartPlugin } from './modules/cart';
import { contactPlugin } from './modules/contact';
import { coversPlugin } from './modules/covers';
import { healthPlugin } from './modules/health';
import { homePlugin } from './modules/home';
import { mailPlugin } from './modules/mail';
import { BulkSmsBdProvider, SMS_SIMULATOR_CREDENTIALS, smsPlugin, type SmsProvider } from './modules/sms';
import { newsletterPlugin } from './modules/newsletter';
import { notificationsPlugin } from './modules/notifications';
import { ordersPlugin } from './modules/orders';
import { phoneChecksPlugin } from './modules/phone-checks';
import { promotionsPlugin } from './modules/promotions';
import { salesPlugin } from './modules/sales';
import { paymentProviders, paymentsPlugin, SIMULATOR_CREDENTIALS, type PaymentProvider } from './modules/payments';
import { bkashSimulator } from './simulators/bkash-simulator';
import { sslcommerzSimulator } from './simulators/sslcommerz-simulator';
import { bulksmsbdSimulator } from './simulators/bulksmsbd-simulator';
import { steadfastSimulator } from './simulators/steadfast-simulator';
import { COURIER_SIMULATOR_CREDENTIALS, courierProviders, couriersPlugin, type CourierProvider } from './modules/couriers';
import type { CourierId } from '@boipoka/shared';
import { reportsPlugin } from './modules/reports';
import { reviewsPlugin } from './modules/reviews';
import { settingsPlugin } from './modules/settings';
import { sitePlugin } from './modules/site';
import { type CatalogueListener, sitemapPlugin } from './modules/sitemap';
import { statsPlugin } from './modules/stats';
import { usersPlugin } from './modules/users';
import { wishlistPlugin } from './modules/wishlist';
import { createTransport } from 'nodemailer';
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
  /** Tests: the payment providers, pointed at simulators they started (else built from config.payments). */
  paymentProviders?: ReadonlyMap<OnlinePaymentMethod, PaymentProvider>;
  /** Tests: the SMS gateway, pointed at a simulator they started (else built from config.sms). */
  smsProvider?: SmsProvider;
  /** Tests: the couriers, pointed at a simulator they started (else built from config.couriers). */
  courierProviders?: ReadonlyMap<CourierId, CourierProvider>;
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
  // A phone check's one-time code (decision 051).
  'body.code',
];

export async function buildApp({
  db,
  config,
  logger = false,
  paymentProviders: givenProviders,
  smsProvider: givenSmsProvider,
  courierProviders: givenCouriers,
}: BuildAppOptions): Promise<FastifyInstance> {
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

  // Shared infrastructure: the clock, tokens, public links, password hashing, the counters of the rate limits, the mailer.
  const now = config.now;
  const tokens = new TokenService(config.jwtSecret, now, config.accessTokenTtlMinutes * 60);
  const urls = new PublicUrls(config.publicUrl);
  const passwords = new PasswordHasher(config.passwordHashing);
  const counters = (prefix?: string) => (redis ? new RedisFailureStore(redis, prefix) : new MemoryFailureStore());
  const formLimit = new HourlyLimit(counters('boipoka:forms:'), config.mailFormsPerIpPerHour, now);
  // Links in mails and sitemaps lead to PUBLIC_URL (never to a request's Host header, which a caller chooses).
  const publicBase = config.publicUrl ?? `http://localhost:${config.port}`;
  const transport = config.smtpUrl ? createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }) : undefined;

  // The server asks the simulators it mounts over loopback. The reader's browser is sent to the providers' pages and back
  // at the address it browses: PUBLIC_URL, else the one the server prints (localhost), or the one interface it listens on.
  const wildcardHost = config.host === '0.0.0.0' || config.host === '::';
  const loopbackBase = `http://${wildcardHost ? '127.0.0.1' : config.host}:${config.port}`;
  const paymentsBase = config.publicUrl ?? (wildcardHost ? publicBase : `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`);
  const paymentProviderMap = givenProviders ?? paymentProviders(config.payments, loopbackBase);
  // The SMS gateway: the one configured (SMS_PROVIDER), else the demo's simulator this server mounts, else none.
  const smsProvider =
    givenSmsProvider ??
    (config.sms.gateway
      ? new BulkSmsBdProvider(config.sms.gateway)
      : config.sms.simulator
        ? new BulkSmsBdProvider({ apiUrl: `${loopbackBase}/simulators/bulksmsbd/api/smsapi`, ...SMS_SIMULATOR_CREDENTIALS })
        : undefined);

  // Others that must hear of every change to the books, from any process (the sitemap's files).
  const catalogueListeners: CatalogueListener[] = [];
  const catalogue = await catalogueCacheFor(app, db, config.catalogueCache, catalogueListeners, config.catalogueCacheBytes);
  const stockChanged = (bookIds: string[]) => catalogue?.changed({ kind: 'stock', bookIds });
  const catalogueChanged = () => catalogue?.changed({ kind: 'all' });

  await app.register(errorHandlerPlugin);
  // Before CORS and compression, whose Vary values are added to its `Vary: Accept-Language`.
  await app.register(i18nPlugin);
  // The rate limit first: its route hook then covers every route registered after it, CORS preflights included.
  await app.register(rateLimitPlugin, { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs, redis });
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(textInputPlugin);
  // Asks the users module (registered below) who holds a token, at each request.
  await app.register(authPlugin, { authenticate: (token) => app.users.authenticate(token) });
  await app.register(openapiPlugin);

  // The embedded database cannot cancel a statement: the catalogue's reads stop waiting for one instead.
  const readTimeLimitMs = db.driver === 'pglite' ? config.catalogueStatementTimeoutMs : 0;
  // Searches are answered by the search module's index (decisions 028, 033), PostgreSQL's plain match while it loads.
  await app.register(searchPlugin, { database: db, thread: config.searchIndexThread, concurrency: config.searchConcurrency, maxWaitMs: readTimeLimitMs, rowCacheBytes: config.searchRowCacheBytes });

  // The modules, each a plugin given what it needs; a module another one uses is registered before it.
  await app.register(healthPlugin, {
    database: db,
    search: () => app.searchEngine.health(),
  });
  await app.register(sitePlugin, { demo: config.demo, deliveryDays: config.deliveryDays });
  // The shop's settings (issue 31): the orders price by them; a currency change reprices the books (registered below).
  await app.register(settingsPlugin, {
    db: db.db,
    now,
    currency: config.shopCurrency,
    deliveryDays: config.deliveryDays,
    newMemberDiscountPercent: config.newMemberDiscountPercent,
    listen: (channel, handlers) => db.listen(channel, handlers),
    hasOrders: (tx, otherThan) => app.ordersPort.hasOrders(tx, otherThan),
    repriceBooks: (tx, rate, rounding) => app.books.repriceAll(tx, rate, rounding),
  });
  await app.register(mailPlugin, {
    db: db.db,
    links: { base: publicBase },
    now,
    secret: config.jwtSecret,
    shopName: async (tx) => (await app.settings.current(tx)).shop.name,
    delivery: transport && { transport, from: config.mailFrom, pollMs: config.mailPollMs, retryBaseMs: config.mailRetryBaseMs, maxAttempts: config.mailMaxAttempts },
  });
  // SMS (issue 33, decision 046): queued like the mails; without a gateway every SMS stays in the outbox, not sent.
  await app.register(smsPlugin, {
    db: db.db,
    now,
    shopName: async (tx) => (await app.settings.current(tx)).shop.name,
    delivery: smsProvider && { provider: smsProvider, pollMs: config.sms.pollMs, retryBaseMs: config.sms.retryBaseMs, maxAttempts: config.sms.maxAttempts },
  });
  await app.register(usersPlugin, {
    db: db.db,
    passwords,
    tokens,
    now,
    failureStore: counters(),
    throttle: {
      maxFailuresPerAccount: config.loginMaxFailuresPerAccount,
      maxFailuresPerIp: config.loginMaxFailuresPerIp,
      maxFailuresPerAccountAllIps: config.loginMaxFailuresPerAccountAllIps,
      windowMinutes: config.loginWindowMinutes,
      attemptsPerIpPerMinute: config.loginAttemptsPerIpPerMinute,
      registrationsPerIpPerHour: config.registrationsPerIpPerHour,
      passwordAttemptsPerIpPerMinute: config.passwordAttemptsPerIpPerMinute,
    },
    maxSessionsPerAccount: config.maxSessionsPerAccount,
    refreshGraceMs: config.refreshGraceSeconds * 1000,
    formLimit,
  });
  await app.register(contactPlugin, { db: db.db, now, formLimit });
  await app.register(newsletterPlugin, { db: db.db, now, secret: config.jwtSecret, formLimit });
  await app.register(notificationsPlugin, { db: db.db, now, lowStockAt: config.lowStockNotifyAt, pollSeconds: config.notificationsPollSeconds });
  await app.register(wishlistPlugin, { db: db.db, urls });

  // Categories, publishers and series (issue 34): before the books, whose writes, pages and filters ask them.
  await app.register(cataloguePlugin, { db: db.db, now });
  await app.register(booksPlugin, {
    db: db.db,
    facets: app.catalogue,
    reads: db.catalogue,
    cache: catalogue,
    urls,
    readTimeLimitMs,
    restock: app.wishlist,
    bulkBatchMs: config.bulkBatchMs,
    // A new book, or an admin's edit of one, is priced by the scheduled sales at once (registered next).
    salePricing: { reconcile: (bookIds) => app.sales.reconcile(bookIds) },
    // A new book fulfils the readers' requests it answers, in its own transaction (registered below).
    arrivals: { booksAdded: (tx, added) => app.bookRequests.booksAdded(tx, added) },
  });
  // Scheduled sales (decision 043): the books' stored prices follow them; the worker starts and ends them on time.
  await app.register(salesPlugin, {
    db: db.db,
    now,
    catalogueChanged,
    reconcileSeconds: config.salesReconcileSeconds,
    unknownScope: (categoryIds, seriesIds) => app.catalogue.unknownIds(categoryIds, seriesIds),
  });
  const books = app.books;
  books.onImageChanged = (id, image) => app.covers.imageChanged(id, image);

  await app.register(coversPlugin, { coversDir: config.coversDir, books });
  await app.register(bookImportsPlugin, {
    db: db.db,
    urls,
    now,
    catalogueChanged,
    batchMs: config.bulkBatchMs,
    arrivals: { booksAdded: (tx, added) => app.bookRequests.booksAdded(tx, added) },
    // The rows' categories, publishers and series (issue 34).
    facets: app.catalogue,
  });
  // Readers ask for books the shop lacks (issue 34); the books and the import tell it of each book they add.
  await app.register(bookRequestsPlugin, { db: db.db, now, perIpPerHour: config.bookRequestsPerIpPerHour, rateStore: counters('boipoka:book-requests:') });
  // Before orders: an order tells the reader's address book where it went (app.addressBook).
  await app.register(addressesPlugin, { db: db.db, now });
  // Before orders: an order redeems its promo code in its own transaction (app.promotions).
  await app.register(promotionsPlugin, {
    db: db.db,
    now,
    limits: { perAccountPerHour: config.promoChecksPerAccountPerHour, perIpPerHour: config.promoChecksPerIpPerHour },
    rateStore: counters('boipoka:promotions:'),
    hasOrdered: (userId, tx) => app.ordersPort.hasOrdered(userId, tx),
  });
  // Before orders: a new phone confirms a code before its first cash-on-delivery order (decision 051, app.phoneChecks).
  await app.register(phoneChecksPlugin, {
    db: db.db,
    now,
    mode: config.phoneCheck,
    smsDelivered: smsProvider !== undefined,
    secret: config.jwtSecret,
    limits: {
      codeMinutes: config.phoneCodeMinutes,
      maxAttempts: config.phoneCodeAttempts,
      codesPerPhonePerHour: config.phoneCodesPerPhonePerHour,
      codesPerIpPerHour: config.phoneCodesPerIpPerHour,
      lookupsPerIpPerHour: config.phoneLookupsPerIpPerHour,
    },
    rateStore: counters('boipoka:phone-checks:'),
    hasCompletedOrderTo: (phone) => app.ordersPort.hasCompletedOrderTo(phone),
  });
  await app.register(ordersPlugin, {
    db: db.db,
    now,
    urls,
    limits: { maxPendingOrders: config.maxPendingOrdersPerAccount, maxPendingCopies: config.maxPendingCopiesPerAccount, maxPendingValueCents: config.maxPendingValueCentsPerAccount },
    rates: {
      ordersPerAccountPerHour: config.ordersPerAccountPerHour,
      ordersPerIpPerHour: config.ordersPerIpPerHour,
      cancellationsPerAccountPerHour: config.orderCancellationsPerAccountPerHour,
      cancellationsPerIpPerHour: config.orderCancellationsPerIpPerHour,
    },
    rateStore: counters('boipoka:orders:'),
    onStockChanged: stockChanged,
    payments: { online: [...paymentProviderMap.keys()], holdMinutes: config.payments.holdMinutes },
    trackPerIpPerHour: config.trackLookupsPerIpPerHour,
  });
  await app.register(paymentsPlugin, { db: db.db, now, providers: paymentProviderMap, publicBase: paymentsBase, holdMinutes: config.payments.holdMinutes, sweepSeconds: config.payments.sweepSeconds });
  // The demo's stand-ins for bKash and SSLCommerz (never in production: config refuses it, and each simulator checks).
  if (config.payments.simulators && !givenProviders) {
    await app.register(bkashSimulator, { prefix: '/simulators/bkash', ...SIMULATOR_CREDENTIALS.bkash, publicUrl: `${paymentsBase}/simulators/bkash` });
    await app.register(sslcommerzSimulator, { prefix: '/simulators/sslcommerz', ...SIMULATOR_CREDENTIALS.sslcommerz, publicUrl: `${paymentsBase}/simulators/sslcommerz` });
  }
  // Couriers (issue 33, decision 047): booking parcels and the couriers' notices, on the orders' fulfilment track.
  await app.register(couriersPlugin, { db: db.db, now, providers: givenCouriers ?? courierProviders(config.couriers, loopbackBase) });
  // The demo's stand-in for Steadfast (never in production: config refuses it, and the simulator checks); its notices come back to this server.
  if (config.couriers.simulator && !givenCouriers && !config.couriers.steadfast) {
    await app.register(steadfastSimulator, { prefix: '/simulators/steadfast', ...COURIER_SIMULATOR_CREDENTIALS, webhookUrl: `${loopbackBase}/api/couriers/steadfast/notice` });
  }
  // The demo's stand-in for the SMS gateway (never in production: config refuses it, and the simulator checks).
  if (config.sms.simulator && !givenSmsProvider && !config.sms.gateway) {
    await app.register(bulksmsbdSimulator, { prefix: '/simulators/bulksmsbd', ...SMS_SIMULATOR_CREDENTIALS });
  }
  // A review write changes a book's rating, which lists show and sort=rating orders by: every cached answer may be wrong.
  await app.register(reviewsPlugin, { db: db.db, now, onRatingChanged: catalogueChanged });
  await app.register(cartPlugin, { db: db.db, urls });
  await app.register(statsPlugin, { db: db.db, now });
  await app.register(reportsPlugin, { db: db.db, now, defaultLowStockThreshold: config.lowStockNotifyAt, onStockChanged: stockChanged });
  await app.register(auditPlugin, { db: db.db });
  await app.register(homePlugin, { db: db.db, now, cache: catalogue, urls, reads: db.catalogue, bannerSales: () => app.sales.bannerSales() });
  // A sitemap's URLs are absolute; its files are kept compressed within SITEMAP_CACHE_MB (issue 29).
  await app.register(sitemapPlugin, {
    reads: db.db,
    base: publicBase,
    entriesPerFile: config.sitemapEntriesPerFile,
    cacheBytes: config.sitemapCacheBytes,
    listen: (listener) => catalogueListeners.push(listener),
  });

  await app.register(staticWebPlugin, { webDistDir: config.webDistDir, publicUrl: config.publicUrl });
  return app;
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
