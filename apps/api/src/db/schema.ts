import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  BookCategory,
  AuditChange,
  AuditKind,
  AuditTargetType,
  FulfilmentStep,
  ReturnReason,
  OrderDeliveryZone,
  OrderPaymentEventKind,
  ShippingDetails,
  Currency,
  PaymentMethod,
  PaymentState,
  OnlinePaymentMethod,
} from '@boipoka/shared';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin', 'Blocked'] })
      .notNull()
      .default('user'),
    /** The language the person chose in the web app (0009_user-locale). */
    locale: text('locale', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt.desc(), t.id),
    index('users_role_idx').on(t.role),
    check('users_role_check', sql`${t.role} in ('user', 'admin', 'Blocked')`),
    check('users_locale_check', sql`${t.locale} in ('en', 'bn')`),
  ],
);

/** One row per refresh token; a login starts a family (the session), each rotation adds a row to it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_key'),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Search and sort indexes (trigram GIN, lower(title), partial on non-archived) live in the custom migration `search-indexes`. */
export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    /** Title and author in the other script (Bangla for a Latin title, Latin for a Bangla one); '' when none (migration 0010). */
    altTitle: text('alt_title').notNull().default(''),
    altAuthor: text('alt_author').notNull().default(''),
    category: text('category').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull().default(0),
    image: text('image').notNull().default(''),
    description: text('description').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Search keys of title, author, altTitle and altAuthor, computed by packages/shared's searchKeys on every write
     * (modules/search/search-keys.ts); NULL version = to be (re)computed by the start-up backfill (migration 0011).
     */
    searchKeys: text('search_keys').array(),
    searchTitleForms: text('search_title_forms').array(),
    searchKeysVersion: smallint('search_keys_version'),
    /**
     * 'bn' or 'en' (migration 0012). Written by the server on every insert (given, or derived from the texts by
     * deriveBookLanguage); a row inserted by SQL without one gets it from a trigger by the same rule. Declared with a
     * default here only so inserts may leave it out: insertBooks always sets it.
     */
    language: text('language', { enum: ['bn', 'en'] })
      .notNull()
      .default(sql`null`),
    /** Count and mean (2 decimals, NULL without any) of the VISIBLE reviews, kept by modules/reviews in each review write (0016). */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingAverage: doublePrecision('rating_average'),
    /** The regular price a sale is measured against; NULL when the book is not on sale (migration 0017). */
    listPriceCents: integer('list_price_cents'),
    /** '' when not known. */
    publisher: text('publisher').notNull().default(''),
    /** ISBN-13 digits (an ISBN-10 is stored as its ISBN-13); '' when none; unique among listed books. */
    isbn: text('isbn').notNull().default(''),
    pages: integer('pages'),
    yearPublished: smallint('year_published'),
    /** The author page's slug, set by a trigger from author and alt_author on every write (migration 0017). */
    authorSlug: text('author_slug')
      .notNull()
      .default(sql`null`),
    /**
     * The scheduled sale that sets `priceCents` now, with the regular price and list price it replaced and its end
     * (migration 0034, decision 043): written only by the sales service's reconcile (and cleared by an admin's price edit).
     */
    saleId: uuid('sale_id').references((): AnyPgColumn => sales.id, { onDelete: 'set null' }),
    regularPriceCents: integer('regular_price_cents'),
    regularListPriceCents: integer('regular_list_price_cents'),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /**
     * The book's publisher and series (with its number in the series), and, derived by the catalogue module in the
     * transaction of every change that moves them (migration 0038, decision 048): the ids of its categories and all
     * their ancestors (the category filter), and the names of those, the publisher and the series (the search).
     */
    publisherId: uuid('publisher_id').references((): AnyPgColumn => publishers.id, { onDelete: 'set null' }),
    seriesId: uuid('series_id').references((): AnyPgColumn => series.id, { onDelete: 'set null' }),
    seriesNumber: integer('series_number'),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    facetText: text('facet_text').notNull().default(''),
  },
  (t) => [
    check('books_quantity_check', sql`${t.quantity} >= 0`),
    check('books_series_number_check', sql`${t.seriesNumber} IS NULL OR (${t.seriesNumber} > 0 AND ${t.seriesId} IS NOT NULL)`),
    index('books_category_ids_idx').using('gin', t.categoryIds),
    index('books_publisher_idx')
      .on(t.publisherId)
      .where(sql`${t.publisherId} IS NOT NULL`),
    index('books_series_idx')
      .on(t.seriesId, t.seriesNumber)
      .where(sql`${t.seriesId} IS NOT NULL`),
    check('books_price_check', sql`${t.priceCents} >= 0`),
    check(
      'books_sale_check',
      sql`(${t.saleId} IS NULL AND ${t.regularPriceCents} IS NULL AND ${t.regularListPriceCents} IS NULL AND ${t.saleEndsAt} IS NULL) OR (${t.saleId} IS NOT NULL AND ${t.regularPriceCents} IS NOT NULL AND ${t.saleEndsAt} IS NOT NULL)`,
    ),
    index('books_sale_id_idx')
      .on(t.saleId)
      .where(sql`${t.saleId} IS NOT NULL`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The readable number (BP-000123), from orders_order_number_seq: never reused (migration 0013). */
    orderNumber: bigint('order_number', { mode: 'number' })
      .notNull()
      .default(sql`nextval('orders_order_number_seq')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'cancelled'] })
      .notNull()
      .default('pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    shippingDetails: jsonb('shipping_details').$type<ShippingDetails>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('cod'),
    /** Where the order's money stands, beside its status (migration 0032, decision 041). */
    paymentState: text('payment_state').$type<PaymentState>().notNull().default('unpaid'),
    /** Until when an online payment holds the order's copies; null for cash on delivery and once paid. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** What the provider confirmed taken and what went back, in minor units of the order's currency. */
    paidMinor: integer('paid_minor').notNull().default(0),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    paymentTransactionId: text('payment_transaction_id'),
    /** What a promo code took off the books, and the code (migration 0033, decision 042). */
    discountCents: integer('discount_cents').notNull().default(0),
    promoCode: text('promo_code'),
    /** What the new member's discount took off a first order (migration 0035, decision 044). */
    memberDiscountCents: integer('member_discount_cents').notNull().default(0),
    /** The currency the order was placed in (migration 0030); its amounts are minor units of it. */
    currency: text('currency').$type<Currency>().notNull().default('USD'),
    /** The delivery zone the order was charged for, and the days promised; null on orders from before zones. */
    deliveryZone: jsonb('delivery_zone').$type<OrderDeliveryZone>(),
    hiddenByOwnerAt: timestamp('hidden_by_owner_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the order as asked for under that key: the key reused for a different order is refused (422). */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    // What an account holds unconfirmed, counted on every order (the hoarding limits): only its pending orders are read.
    index('orders_user_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    check('orders_currency_check', sql`${t.currency} in ('USD', 'BDT')`),
    check('orders_status_check', sql`${t.status} in ('pending', 'processing', 'completed', 'cancelled')`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('cod', 'bkash', 'sslcommerz')`),
    check('orders_payment_state_check', sql`${t.paymentState} in ('unpaid', 'awaiting', 'failed', 'paid', 'refunded', 'partly_refunded', 'refund_due')`),
    check('orders_refunded_check', sql`${t.refundedMinor} >= 0 AND ${t.refundedMinor} <= ${t.paidMinor}`),
    check('orders_discount_check', sql`${t.discountCents} >= 0 AND ${t.memberDiscountCents} >= 0 AND ${t.discountCents} + ${t.memberDiscountCents} <= ${t.subtotalCents}`),
    // The worker's sweep of online payments whose hold has run out.
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.paymentState} in ('awaiting', 'failed')`),
    index('orders_payment_state_created_idx').on(t.paymentState, t.createdAt.desc()),
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    // The admin's search by phone (last ten digits) and by delivery e-mail (migration 0013).
    index('orders_phone_digits_idx').on(sql`(right(regexp_replace(${t.shippingDetails}->>'phone', '[^0-9]', '', 'g'), 10))`),
    index('orders_shipping_email_idx').on(sql`(lower(${t.shippingDetails}->>'email'))`),
  ],
);

/** What happened to an order, and who did it: placed, every status change (same transaction), the shop's private notes. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['placed', 'status_changed', 'note', 'payment'] }).notNull(),
    fromStatus: text('from_status', { enum: ['pending', 'processing', 'completed', 'cancelled'] }),
    toStatus: text('to_status', { enum: ['pending', 'processing', 'completed', 'cancelled'] }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The role when acting: user (the customer) or admin (the shop); NULL for backfilled history whose actor is unknown. */
    actorRole: text('actor_role', { enum: ['user', 'admin'] }),
    note: text('note'),
    /** Kind 'payment' (migration 0032): what happened to the money (paid, failed, refunded…), by which method, how much. */
    paymentEvent: text('payment_event').$type<OrderPaymentEventKind>(),
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    amountMinor: integer('amount_minor'),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_events_payment_check', sql`(${t.kind} = 'payment') = (${t.paymentEvent} IS NOT NULL)`),
    index('order_events_order_idx').on(t.orderId, t.createdAt, t.id),
    index('order_events_actor_idx').on(t.actorId),
    check('order_events_kind_check', sql`${t.kind} in ('placed', 'status_changed', 'note', 'payment')`),
    check('order_events_actor_role_check', sql`${t.actorRole} in ('user', 'admin')`),
    // A note is the shop's private note, or the reason it gave for a status change (migration 0039).
    check('order_events_note_check', sql`(${t.kind} <> 'note' OR ${t.note} IS NOT NULL) AND (${t.note} IS NULL OR ${t.kind} in ('note', 'status_changed'))`),
  ],
);

/** Each step of an order from the shelf to the door (migration 0039, decision 047), at most once per order. */
export const fulfilmentEvents = pgTable(
  'fulfilment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    step: text('step').$type<FulfilmentStep>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'admin' = the shop; null = the courier's notice. */
    actorRole: text('actor_role', { enum: ['admin'] }),
    courier: text('courier'),
    consignmentId: text('consignment_id'),
    trackingUrl: text('tracking_url'),
    /** Delivered: the cash the rider collected, in minor units of the order's currency. */
    cashCollectedMinor: integer('cash_collected_minor'),
    returnReason: text('return_reason').$type<ReturnReason>(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('fulfilment_events_order_step_key').on(t.orderId, t.step),
    index('fulfilment_events_order_idx').on(t.orderId, t.createdAt, t.id),
    index('fulfilment_events_actor_idx').on(t.actorId),
    check('fulfilment_events_step_check', sql`${t.step} in ('packed', 'with_courier', 'out_for_delivery', 'delivered', 'returned')`),
    check('fulfilment_events_actor_role_check', sql`${t.actorRole} in ('admin')`),
    check('fulfilment_events_cash_check', sql`${t.cashCollectedMinor} IS NULL OR (${t.step} = 'delivered' AND ${t.cashCollectedMinor} >= 0)`),
    check(
      'fulfilment_events_reason_check',
      sql`(${t.step} = 'returned') = (${t.returnReason} IS NOT NULL) AND (${t.returnReason} IS NULL OR ${t.returnReason} in ('refused', 'unreachable', 'wrong_address', 'other'))`,
    ),
  ],
);
export type FulfilmentEventRow = typeof fulfilmentEvents.$inferSelect;

/** An order booked with a courier (migration 0039, decision 047): one per order, its consignment unique per courier. */
export const consignments = pgTable(
  'consignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier', { enum: ['steadfast', 'manual'] }).notNull(),
    /** The name the timeline shows: Steadfast, or the shop's own rider as the admin typed it. */
    courierName: text('courier_name').notNull(),
    consignmentId: text('consignment_id').notNull(),
    /** What the courier was asked to collect at the door, in minor units (Taka paisa). */
    cashToCollectMinor: integer('cash_to_collect_minor').notNull(),
    /** Our order number, as the courier keeps it. */
    invoice: text('invoice').notNull(),
    trackingCode: text('tracking_code'),
    trackingUrl: text('tracking_url'),
    /** The courier's own last word on the parcel (Steadfast: pending, in_review, delivered, cancelled…). */
    courierStatus: text('courier_status').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('consignments_order_key').on(t.orderId),
    unique('consignments_courier_consignment_key').on(t.courier, t.consignmentId),
    index('consignments_invoice_idx').on(t.courier, t.invoice),
    check('consignments_courier_check', sql`${t.courier} in ('steadfast', 'manual')`),
    check('consignments_cash_check', sql`${t.cashToCollectMinor} >= 0`),
  ],
);
export type ConsignmentRow = typeof consignments.$inferSelect;

/**
 * Authenticated courier notices the shop could not match (migration 0043): one row per courier, consignment and status,
 * so the admins hear of each once however often it comes. `status` is '' when the notice named none; `order_id` is the
 * settled order of a known consignment.
 */
export const courierNoticeMisses = pgTable(
  'courier_notice_misses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courier: text('courier', { enum: ['steadfast', 'manual'] }).notNull(),
    consignmentId: text('consignment_id').notNull(),
    status: text('status').notNull().default(''),
    invoice: text('invoice'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('courier_notice_misses_key').on(t.courier, t.consignmentId, t.status),
    index('courier_notice_misses_order_idx').on(t.orderId),
    check('courier_notice_misses_courier_check', sql`${t.courier} in ('steadfast', 'manual')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_book_idx').on(t.bookId), check('order_items_quantity_check', sql`${t.quantity} > 0`)],
);

/** The bell (migration 0015): what happened, as a kind and its data; the web writes the sentence in the reader's language. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The bell's count, asked every poll: only the unread rows of one user are read.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Reviews and ratings (migration 0016): one per book and customer; hidden_at set by an admin hides it everywhere. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull().default(''),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('reviews_book_user_key').on(t.bookId, t.userId),
    index('reviews_book_visible_created_idx')
      .on(t.bookId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    index('reviews_user_idx').on(t.userId),
    index('reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;

export type NotificationRow = typeof notifications.$inferSelect;
/** Every mail the shop sends, rendered, in the transaction of its cause (0014; modules/mail, decision 016). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale', { enum: ['en', 'bn'] }).notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'unsent'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The deliverable body of a mail with a secret link (a password reset), sealed for the worker (modules/mail/mail-seal.ts;
     * 0027); html and text hold the copy with the link hidden. NULL once the mail is sent or given up, and for every other mail.
     */
    sealed: text('sealed'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id),
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed', 'unsent')`),
    check('mail_outbox_locale_check', sql`${t.locale} in ('en', 'bn')`),
  ],
);

/** A password reset link: only the sha256 of its token, single use, until expires_at. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    inquiryType: text('inquiry_type', { enum: ['general', 'order', 'return', 'bulk'] })
      .notNull()
      .default('general'),
    locale: text('locale', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ['new', 'handled'] })
      .notNull()
      .default('new'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc(), t.id),
    check('contact_messages_status_check', sql`${t.status} in ('new', 'handled')`),
    check('contact_messages_inquiry_type_check', sql`${t.inquiryType} in ('general', 'order', 'return', 'bulk')`),
  ],
);

export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId)],
);

/** Double opt-in: pending until the mailed link is followed; the unsubscribe link is an HMAC of the id. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    locale: text('locale', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscribers_confirm_key').on(t.confirmTokenHash),
    check('newsletter_subscribers_status_check', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/** Settings an admin changes in the web app (migration 0020), one row per key; a key with no row takes its default from the environment. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export type UserRow = typeof users.$inferSelect;
export type BookRow = typeof books.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/** The SMS outbox (migration 0037, decision 046): every SMS the shop sends or would send, rendered, with its billing. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A Bangladeshi mobile number as the shop keeps them (01712345678). */
    toPhone: text('to_phone').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale', { enum: ['en', 'bn'] }).notNull(),
    body: text('body').notNull(),
    encoding: text('encoding', { enum: ['GSM-7', 'UCS-2'] }).notNull(),
    segments: integer('segments').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'unsent'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('sms_outbox_created_idx').on(t.createdAt.desc(), t.id),
    check('sms_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed', 'unsent')`),
    check('sms_outbox_locale_check', sql`${t.locale} in ('en', 'bn')`),
    check('sms_outbox_encoding_check', sql`${t.encoding} in ('GSM-7', 'UCS-2')`),
    check('sms_outbox_segments_check', sql`${t.segments} >= 1`),
  ],
);
export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

// ---- Accounts that keep things (migration 0018, decision 020): the wishlist, the cart and saved addresses.

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] }), index('wishlist_items_book_idx').on(t.bookId)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] }), check('cart_lines_quantity_check', sql`${t.quantity} BETWEEN 1 AND 10`)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /** A district's English name (SPEC's city). */
    city: text('city').notNull(),
    /** '' when none was given (migration 0031). */
    postalCode: text('postal_code').notNull().default(''),
    /** The place (migration 0031): English names, NULL on an address saved before (read from `city`). */
    division: text('division'),
    district: text('district'),
    /** An upazila or city thana id (`dhaka/dhanmondi`), NULL when not chosen. */
    upazila: text('upazila'),
    area: text('area').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;

/**
 * The audit log (migration 0021, decision 025): one row per admin change, written in the change's transaction
 * (modules/audit). No foreign key on the actor: an entry keeps who it was after their account is gone. The database
 * refuses UPDATE, DELETE and TRUNCATE on it (a trigger of the migration).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    kind: text('kind').$type<AuditKind>().notNull(),
    targetType: text('target_type').$type<AuditTargetType>(),
    targetId: text('target_id'),
    targetLabel: text('target_label').notNull().default(''),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_kind_created_idx').on(t.kind, t.createdAt.desc(), t.id.desc()),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
/** A CSV import of the catalogue (migration 0022, decision 026): its preview, the valid rows waiting, its progress. */
export const bookImports = pgTable(
  'book_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who started it, as the audit log names them (its summary entry is theirs). */
    startedBy: uuid('started_by'),
    startedByName: text('started_by_name'),
    startedByEmail: text('started_by_email'),
    fileName: text('file_name').notNull(),
    /** `checking` while a preview's rows are being written (not yet startable, listed or readable). */
    status: text('status', { enum: ['checking', 'previewed', 'importing', 'done', 'failed'] }).notNull(),
    rows: integer('rows').notNull(),
    valid: integer('valid').notNull(),
    rejected: integer('rejected').notNull(),
    toCreate: integer('to_create').notNull().default(0),
    toUpdate: integer('to_update').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    issues: jsonb('issues').$type<{ line: number; field: string; message: string }[]>().notNull().default([]),
    /** The columns the file had (a column it lacks keeps the stored value). Its valid rows wait in book_import_rows. */
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    /** The categories the file names that the shop lacks, with the rows naming each (migration 0041, issue 34). */
    missingCategories: jsonb('missing_categories').$type<{ name: string; rows: number }[]>().notNull().default([]),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('book_imports_created_idx').on(t.createdAt.desc(), t.id),
    index('book_imports_importing_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'importing'`),
    check('book_imports_status_check', sql`${t.status} in ('checking', 'previewed', 'importing', 'done', 'failed')`),
  ],
);
export type BookImportRow = typeof bookImports.$inferSelect;

/** The valid rows of an import not imported yet, one per book, in file order (migration 0028); a batch deletes those it did. */
export const bookImportRows = pgTable(
  'book_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => bookImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    book: jsonb('book').notNull(),
  },
  (t) => [primaryKey({ name: 'book_import_rows_pkey', columns: [t.importId, t.line] })],
);

/**
 * Each try to pay an order online (migration 0032, decision 041): our reference (bKash's merchantInvoiceNumber,
 * SSLCommerz's tran_id), the provider's id, the amount asked, and what the provider confirmed. 'duplicate': the provider
 * took money for an order another payment had already paid; it is refunded.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<OnlinePaymentMethod>().notNull(),
    reference: text('reference').notNull(),
    providerRef: text('provider_ref'),
    state: text('state', { enum: ['started', 'paid', 'failed', 'cancelled', 'duplicate'] })
      .notNull()
      .default('started'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    transactionId: text('transaction_id'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** Owed back but refused by the provider: the shop pays it by hand and marks it. */
    refundDueMinor: integer('refund_due_minor').notNull().default(0),
    failure: text('failure'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_provider_check', sql`${t.provider} in ('bkash', 'sslcommerz')`),
    check('payments_state_check', sql`${t.state} in ('started', 'paid', 'failed', 'cancelled', 'duplicate')`),
    check('payments_currency_check', sql`${t.currency} in ('USD', 'BDT')`),
    check('payments_amount_check', sql`${t.amountMinor} > 0`),
    check('payments_refunded_check', sql`${t.refundedMinor} >= 0 AND ${t.refundDueMinor} >= 0`),
    uniqueIndex('payments_reference_key').on(t.reference),
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId, t.createdAt.desc()),
    index('payments_started_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'started'`),
    index('payments_refund_due_idx')
      .on(t.updatedAt)
      .where(sql`${t.refundDueMinor} > 0`),
    // An order is paid once: a second payment the provider took is 'duplicate', and refunded.
    uniqueIndex('payments_one_paid_per_order')
      .on(t.orderId)
      .where(sql`${t.state} = 'paid'`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/**
 * Promo codes (migration 0033, decision 042): what a code takes off, when, for which books, and how often. `uses` counts
 * the orders holding a use now; an order takes one under the code's row lock and a cancelled order gives it back.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount', 'free_delivery'] }).notNull(),
    percent: integer('percent'),
    amountMinor: integer('amount_minor'),
    currency: text('currency').$type<Currency>().notNull(),
    minSubtotalMinor: integer('min_subtotal_minor'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    publishers: text('publishers')
      .array()
      .notNull()
      .default(sql`'{}'`),
    bookIds: uuid('book_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    check('promo_codes_code_check', sql`${t.code} = upper(${t.code}) AND ${t.code} ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'`),
    check('promo_codes_kind_check', sql`(${t.kind} = 'percent' AND ${t.percent} BETWEEN 1 AND 100) OR (${t.kind} = 'amount' AND ${t.amountMinor} > 0) OR ${t.kind} = 'free_delivery'`),
    check('promo_codes_currency_check', sql`${t.currency} in ('USD', 'BDT')`),
    check('promo_codes_uses_check', sql`${t.uses} >= 0 AND (${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses})`),
    check('promo_codes_dates_check', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** An order's use of a code; released_at once the order is cancelled (the use goes back to the code). */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    codeId: uuid('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('promo_code_uses_code_user_idx')
      .on(t.codeId, t.userId)
      .where(sql`${t.releasedAt} IS NULL`),
  ],
);

/**
 * Scheduled sales (migration 0034, decision 043): a percent or an amount off the books of some categories, publishers,
 * authors or a list, from `startsAt` to `endsAt`; applied to the books' stored prices by the sales service's reconcile.
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    percent: integer('percent'),
    amountMinor: integer('amount_minor'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    publishers: text('publishers')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Categories of the tree (their books and those under them) and series, by id (migration 0038, issue 35). */
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    seriesIds: uuid('series_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    authors: text('authors')
      .array()
      .notNull()
      .default(sql`'{}'`),
    bookIds: uuid('book_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sales_ends_at_idx').on(t.endsAt),
    check('sales_kind_check', sql`(${t.kind} = 'percent' AND ${t.percent} BETWEEN 1 AND 90) OR (${t.kind} = 'amount' AND ${t.amountMinor} > 0)`),
    check('sales_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type SaleRow = typeof sales.$inferSelect;

/**
 * A reader's request for a book the shop does not have (migration 0036, issue 34): grouped and matched by the keys of its
 * title and author (shared bookRequestKey; author_key '' when none was given); fulfilled once, by a book.
 */
export const bookRequests = pgTable(
  'book_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    author: text('author'),
    titleKey: text('title_key').notNull(),
    authorKey: text('author_key').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    locale: text('locale', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    fulfilledBookId: uuid('fulfilled_book_id').references(() => books.id, { onDelete: 'set null' }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [
    index('book_requests_open_title_idx')
      .on(t.titleKey)
      .where(sql`${t.fulfilledAt} is null`),
    index('book_requests_group_idx').on(t.titleKey, t.authorKey),
    uniqueIndex('book_requests_open_user_key')
      .on(t.userId, t.titleKey, t.authorKey)
      .where(sql`${t.fulfilledAt} is null and ${t.userId} is not null`),
    check('book_requests_locale_check', sql`${t.locale} in ('en', 'bn')`),
  ],
);
export type BookRequestRow = typeof bookRequests.$inferSelect;

/** The category tree (migration 0038, decision 048): SPEC's five are its seeds and carry SPEC's value. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id),
    position: integer('position').notNull().default(0),
    /** One of SPEC's five categories for its seeds; NULL for every category the admin adds. */
    specValue: text('spec_value').$type<BookCategory>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Set when merged into another category (then archived): its page sends readers there. */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => categories.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    uniqueIndex('categories_spec_value_key')
      .on(t.specValue)
      .where(sql`${t.specValue} IS NOT NULL`),
    index('categories_parent_idx').on(t.parentId),
    check('categories_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('categories_spec_value_check', sql`${t.specValue} IN ('Fiction', 'Religious', 'Poetry', 'SelfDevelopment', 'Science')`),
    check('categories_parent_check', sql`${t.parentId} IS NULL OR ${t.parentId} <> ${t.id}`),
  ],
);
export type CategoryRow = typeof categories.$inferSelect;

/** Publishers (প্রকাশনী), migration 0038. */
export const publishers = pgTable(
  'publishers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('publishers_slug_key').on(t.slug), check('publishers_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);
export type PublisherRow = typeof publishers.$inferSelect;

/** Series (Feluda, Masud Rana, Himu…), migration 0038. */
export const series = pgTable(
  'series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    publisherId: uuid('publisher_id').references((): AnyPgColumn => publishers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('series_slug_key').on(t.slug), check('series_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);
export type SeriesRow = typeof series.$inferSelect;

/** A book's categories, in the order given (position 0 is its primary one), migration 0038. */
export const bookCategories = pgTable(
  'book_categories',
  {
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'book_categories_pkey', columns: [t.bookId, t.categoryId] }), index('book_categories_category_idx').on(t.categoryId)],
);

// ---- Phone checks (migration 0042, decision 051): a new phone confirms a one-time code before its first cash-on-delivery order.

/**
 * A one-time code sent by SMS to a phone (01712345678): only its keyed hash is kept (HMAC-SHA256 with the server's
 * secret), never the code. Live while unused, unexpired and under the wrong-attempt limit; a new code ends the older ones.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The account that asked for it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried against this one. */
    attempts: integer('attempts').notNull().default(0),
    /** Confirmed with it, or replaced by a newer code. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.createdAt.desc()), check('phone_codes_attempts_check', sql`${t.attempts} >= 0`)],
);
export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

/** A phone that confirmed a code once: it stays confirmed (no code again, whoever orders with it). */
export const confirmedPhones = pgTable('confirmed_phones', {
  phone: text('phone').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
});
