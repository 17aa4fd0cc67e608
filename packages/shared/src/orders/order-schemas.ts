import { z } from 'zod';
import { ORDER_STATUSES } from './order-status-machine';
import { fulfilmentEventSchema } from './fulfilment-schemas';
import { MAX_ORDER_QUANTITY } from '../books/stock';
import { isoDateTimeSchema } from '../common/api-envelope';
import { EMAIL_SHAPE, MAX_EMAIL_LENGTH } from '../common/email';
import { BD_MOBILE, normalizeBdMobile } from './bangladesh';
import { checkPlace, placeFields, toPlace } from './delivery-address';
import { orderPaymentSchema, paymentMethodSchema, paymentStateSchema, PAYMENT_METHODS } from '../payments/payment-schemas';

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Status must be pending, processing, completed or cancelled' });

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Checkout's fields, each checked alone; shippingDetailsSchema adds the rules between them (the place of the address). */
export const shippingDetailsFields = z.object({
  name: required('Full Name', 100),
  // The shop's one rule for addresses (common/email.ts), as every other e-mail field.
  email: required('Email', MAX_EMAIL_LENGTH).regex(EMAIL_SHAPE, 'Please enter a valid email address'),
  /** Stored normalised (01712345678); `+880 1712-345678` is the same number. Orders placed before this rule keep what they had. */
  phone: required('Phone', 30)
    .transform(normalizeBdMobile)
    .refine((v) => BD_MOBILE.test(v), 'Please enter a Bangladeshi mobile number, like 01712345678'),
  /** The house and road (SPEC's street address). */
  address: required('Street Address', 300),
  /**
   * SPEC's city. Without a district it is required: one of the 64 districts from an older web form (stored by its
   * English name) or free text from other clients (kept as given). With a district it is the district's English name.
   */
  city: z.string({ error: 'City is required' }).trim().max(100, 'City must be at most 100 characters').optional(),
  /** Required without a district (SPEC §5: the original client sends it); with one, optional and 4 digits when given. */
  postalCode: z.string({ error: 'Postal Code is required' }).trim().max(20, 'Postal Code must be at most 20 characters').optional(),
  ...placeFields,
});

/**
 * Where an order goes: SPEC's six fields, and the place a courier finds (division → district → upazila or city thana,
 * area, landmark). A district must be one of the 64 and the upazila one of its own; an API client that sends only SPEC's
 * fields places its order as it always did, and its shipping details are stored exactly as before.
 */
export const shippingDetailsSchema = shippingDetailsFields
  .superRefine((value, ctx) => checkPlace(value, ctx, { kind: 'order' }), { when: () => true })
  .transform(({ city, postalCode, division, district, upazila, area, landmark, ...contact }) => ({
    ...contact,
    ...toPlace({ city, postalCode, division, district, upazila, area, landmark }, { kind: 'order' }),
  }));
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;

export const orderLineInput = z.object({
  // Ids are UUIDs, which are case-insensitive: 'ABC…' and 'abc…' name the same book.
  book: z
    .string({ error: 'Book id is required' })
    .min(1, 'Book id is required')
    .max(100, 'Book id is too long')
    .transform((id) => id.toLowerCase()),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_ORDER_QUANTITY, `Quantity must be at most ${MAX_ORDER_QUANTITY}`),
});

export const createOrderInput = z.object({
  books: z.array(orderLineInput, { error: 'Books are required' }).min(1, 'An order needs at least one book').max(20, 'An order can hold at most 20 books'),
  shippingDetails: shippingDetailsSchema,
  /** SPEC's client sends 'cod'; bKash and the card gateway are offered where the shop takes them (GET /api/payments/methods). */
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Payment method must be cod, bkash or sslcommerz' }),
  /**
   * What the shopper saw. Any finite number is taken and rounded half up to cents before it is compared with the
   * server's own total: the original client sends its floating-point sum as is (21.6392 for $21.64).
   */
  totalAmount: z.number({ error: 'Total amount must be a number' }).min(0, 'Total amount cannot be negative').max(10_000_000, 'Total amount is too large'),
  /** A promo code (issue 35); the total must then be the discounted one. SPEC's client sends none. */
  promoCode: z
    .string({ error: 'Promo code must be text' })
    .trim()
    .max(32, 'Promo code must be at most 32 characters')
    .transform((code) => code.toUpperCase())
    .optional()
    .transform((code) => code || undefined),
  /**
   * The new member's discount (issue 35): true when the client showed it (a first order, the shop offering it); the total
   * must then be the discounted one. SPEC's client sends nothing and is charged as SPEC prices, never refused for it.
   */
  newMemberDiscount: z.boolean({ error: "New member's discount must be true or false" }).optional(),
});
export type CreateOrderInput = z.input<typeof createOrderInput>;

export const updateOrderStatusInput = z.object({
  status: orderStatusSchema,
  /** Why the shop cancels an order it had confirmed (needsReason); the customer is shown it. */
  reason: z.string().trim().min(1, 'Reason is required').max(500, 'Reason must be at most 500 characters').optional(),
});
export type UpdateOrderStatusInput = z.input<typeof updateOrderStatusInput>;

export const ORDER_SORT_FIELDS = ['createdAt', 'totalPrice', 'status'] as const;
export const DEFAULT_ORDER_PAGE_SIZE = 10;

/** Dates the shop can have orders on; anything else is refused here rather than by the database (or by Date arithmetic). */
const EARLIEST_DATE = Date.UTC(1970, 0, 1);
const LATEST_DATE = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** 2024-02-30 is no day (Date.parse would roll it over to March 1). */
function isCalendarDay(ymd: string): boolean {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
const dateParam = z
  .string()
  .max(40, 'Must be a date (YYYY-MM-DD or ISO 8601)')
  .refine((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)) && isCalendarDay(v.slice(0, 10)), 'Must be a date (YYYY-MM-DD or ISO 8601)')
  .refine((v) => {
    const time = Date.parse(v);
    return time >= EARLIEST_DATE && time <= LATEST_DATE;
  }, 'Must be a date between 1970-01-01 and 9999-12-31');

/** Readable order numbers: BP- and at least six digits (BP-000123). The database keeps the integer. */
export const ORDER_NUMBER_PREFIX = 'BP-';
export function formatOrderNumber(n: number): string {
  return `${ORDER_NUMBER_PREFIX}${String(n).padStart(6, '0')}`;
}
/** 'BP-000123', 'bp123', '#123' and '000123' all name order 123; anything else is no order number. */
export function parseOrderNumber(text: string): number | undefined {
  const match = /^#?(?:bp-?\s*)?0*(\d{1,15})$/i.exec(text.trim());
  if (!match) return undefined;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** What the admin types into the order search: an order number, a customer's e-mail or a phone number. */
export const orderSearchSchema = z.string().trim().max(254, 'q must be at most 254 characters');

export const adminOrdersQuery = z.object({
  /** An order number (BP-000123), the customer's e-mail (account or delivery) or phone (any spelling of the same digits). */
  q: orderSearchSchema.optional(),
  status: orderStatusSchema.optional(),
  /** Where the orders' money stands (issue 32). */
  paymentState: paymentStateSchema.optional(),
  startDate: dateParam.optional(),
  endDate: dateParam.optional(),
  sortBy: z.enum(ORDER_SORT_FIELDS).optional().default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).optional().default('desc'),
  /** Without page and limit the whole list comes, newest first, up to ADMIN_ORDERS_UNPAGED_CAP (the original client pages in the browser). */
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').max(1_000_000, 'page is too large').optional(),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').optional(),
});
/** The most orders one answer without paging holds (`GET /api/orders/all` with neither page nor limit). */
export const ADMIN_ORDERS_UNPAGED_CAP = 1_000;
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;

export const revenueSeriesQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).optional().default(30),
});

/**
 * Shipping details as stored with an order. Plain strings: an answer must never fail because an input rule was
 * tightened after the order was placed (the input schema above validates what comes in).
 */
export const storedShippingDetailsSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  /** '' when the reader gave none (a structured address). */
  postalCode: z.string(),
  /** The place, on orders placed with one (English names; the upazila by its id, `dhaka/dhanmondi`). */
  division: z.string().optional(),
  district: z.string().optional(),
  upazila: z.string().optional(),
  area: z.string().optional(),
  landmark: z.string().optional(),
});

/** The delivery zone an order was charged for and the days it promised (issue 31); null on orders from before zones. */
export const orderDeliveryZoneSchema = z.object({
  id: z.string(),
  name: z.object({ en: z.string(), bn: z.string() }),
  days: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type OrderDeliveryZone = z.infer<typeof orderDeliveryZoneSchema>;

/** An order as read (SPEC §3), money in major units of its currency (dollars in SPEC’s shop); lines keep the title, image and price of the moment of ordering. */
export const orderSchema = z.object({
  _id: z.string(),
  /** The readable number, BP-000123. */
  orderNumber: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  books: z.array(
    z.object({
      book: z.object({ _id: z.string(), title: z.string(), image: z.string(), price: z.number() }),
      quantity: z.number().int(),
    }),
  ),
  shippingDetails: storedShippingDetailsSchema,
  paymentMethod: paymentMethodSchema,
  subtotal: z.number(),
  /** What a promo code took off the books (issue 35); 0 without one. */
  discount: z.number(),
  /** The promo code the order was placed with, or null. */
  promoCode: z.string().nullable(),
  /** What the new member's discount took off a first order (issue 35); 0 without it. */
  memberDiscount: z.number(),
  shippingCost: z.number(),
  tax: z.number(),
  totalPrice: z.number(),
  /** The currency of every amount of the order (issue 31): the shop's when it was placed; SPEC's orders are USD. */
  currency: z.enum(['USD', 'BDT']),
  /** The zone charged and the days promised; null for orders from before delivery zones. */
  delivery: orderDeliveryZoneSchema.nullable(),
  status: orderStatusSchema,
  /** Where the order's money stands (issue 32), beside SPEC's status. */
  payment: orderPaymentSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const ORDER_EVENT_KINDS = ['placed', 'status_changed', 'note', 'payment'] as const;
/** What happened to an order's money, as its timeline says it (kind 'payment'). */
export const ORDER_PAYMENT_EVENTS = ['started', 'paid', 'failed', 'cancelled', 'expired', 'switched_to_cod', 'reinstated', 'refunded', 'refund_due', 'refunded_by_hand', 'collected'] as const;
export type OrderPaymentEventKind = (typeof ORDER_PAYMENT_EVENTS)[number];
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/**
 * One thing that happened to an order. actorRole: 'user' = the customer, 'admin' = the shop, null = not recorded (history
 * from before events were kept). Notes reach admins only; so does `actor` (who on the staff did it).
 */
export const orderEventSchema = z.object({
  _id: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema.nullable(),
  actorRole: z.enum(['user', 'admin']).nullable(),
  actor: z.object({ _id: z.string(), name: z.string() }).nullable().optional(),
  note: z.string().optional(),
  /** Kind 'payment': what happened to the money, by which method, and how much (major units of the order's currency). */
  payment: z.object({ event: z.enum(ORDER_PAYMENT_EVENTS), method: paymentMethodSchema, amount: z.number().nullable() }).optional(),
  createdAt: isoDateTimeSchema,
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** GET /api/orders/:id: the order with its events, oldest first. */
export const orderDetailSchema = orderSchema.extend({
  events: z.array(orderEventSchema),
  /** The fulfilment track (issue 33), oldest first: packed, with the courier, out for delivery, delivered or returned. */
  fulfilment: z.array(fulfilmentEventSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const MAX_ORDER_NOTE_LENGTH = 2000;
/** POST /api/orders/:id/notes: a private note of the shop on an order. */
export const orderNoteInput = z.object({
  note: z.string({ error: 'Note is required' }).trim().min(1, 'Note is required').max(MAX_ORDER_NOTE_LENGTH, 'Note must be at most 2000 characters'),
});
export type OrderNoteInput = z.input<typeof orderNoteInput>;

export const adminOrdersPageSchema = z.object({
  orders: z.array(orderSchema),
  pagination: z.object({ currentPage: z.number().int(), totalPages: z.number().int(), totalOrders: z.number().int(), limit: z.number().int() }),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

/** Revenue counts completed orders only: cash on delivery is collected when the order completes. */
export const revenueSummarySchema = z.object({ totalRevenue: z.number(), totalOrders: z.number().int() });
export type RevenueSummary = z.infer<typeof revenueSummarySchema>;

export const revenueDaySchema = z.object({ date: z.iso.date(), revenue: z.number(), orders: z.number().int() });
export type RevenueDay = z.infer<typeof revenueDaySchema>;

export const revenueSeriesSchema = z.object({
  days: z.array(revenueDaySchema),
  /** Every status, 0 included. */
  byStatus: z.record(orderStatusSchema, z.number().int()),
});
export type RevenueSeries = z.infer<typeof revenueSeriesSchema>;

/** Admins get the shop's tiles, customers their own; the other role's fields are absent. */
export const dashboardStatsSchema = z.object({
  role: z.enum(['admin', 'user']),
  totalBooks: z.number().int().optional(),
  activeUsers: z.number().int().optional(),
  ordersToday: z.number().int().optional(),
  myOrders: z.number().int().optional(),
  pendingOrders: z.number().int().optional(),
  totalSpent: z.number().optional(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
