import { z } from 'zod';
import { consignmentIdSchema, courierNameSchema, trackingUrlSchema } from '../orders/fulfilment-schemas';

/** The couriers the shop can book with (issue 33, decision 047): Steadfast over its merchant API, or 'manual' (the shop's own rider, any courier whose number the admin types). */
export const COURIERS = ['steadfast', 'manual'] as const;
export type CourierId = (typeof COURIERS)[number];
export const courierIdSchema = z.enum(COURIERS, { error: 'Courier must be steadfast or manual' });

/** At most this many orders are booked in one request (each in its own transaction). */
export const MAX_BOOKINGS_PER_REQUEST = 50;

const orderIdSchema = z.uuid({ error: 'Order id must be a UUID' });

/** POST /api/admin/couriers/bookings: book processing orders with a courier, one or a batch. */
export const courierBookingInput = z
  .object({
    courier: courierIdSchema,
    /** manual: the name the timeline shows ("Own rider", "Pathao"); Steadfast's own name otherwise. */
    courierName: courierNameSchema.optional(),
    parcels: z
      .array(
        z.object({
          orderId: orderIdSchema,
          /** manual: the tracking number the admin types (required there); Steadfast gives its own. */
          consignmentId: consignmentIdSchema.optional(),
          trackingUrl: trackingUrlSchema.optional(),
          note: z.string().trim().max(250, 'Note must be at most 250 characters').optional(),
        }),
        { error: 'Parcels must be a list' },
      )
      .min(1, 'Choose at least one order')
      .max(MAX_BOOKINGS_PER_REQUEST, 'At most 50 orders can be booked at once'),
  })
  .superRefine((input, context) => {
    if (input.courier !== 'manual') return;
    if (!input.courierName) context.addIssue({ code: 'custom', path: ['courierName'], message: 'Courier is required' });
    input.parcels.forEach((parcel, index) => {
      if (!parcel.consignmentId) context.addIssue({ code: 'custom', path: ['parcels', index, 'consignmentId'], message: 'Consignment id is required' });
    });
  });
export type CourierBookingInput = z.input<typeof courierBookingInput>;

/** POST /api/admin/couriers/handed-over: the parcels of these booked orders went to the courier. */
export const handedOverInput = z.object({
  orderIds: z.array(orderIdSchema, { error: 'Order ids must be a list' }).min(1, 'Choose at least one order').max(MAX_BOOKINGS_PER_REQUEST, 'At most 50 orders can be booked at once'),
});

export const consignmentSchema = z.object({
  orderId: z.string(),
  courier: courierIdSchema,
  courierName: z.string(),
  consignmentId: z.string(),
  trackingCode: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** The courier's own last word on the parcel (Steadfast: in_review, pending, delivered, cancelled…). */
  courierStatus: z.string(),
  /** What the courier collects at the door, in Taka. */
  cashToCollect: z.number(),
});
export type Consignment = z.infer<typeof consignmentSchema>;

/** One order's outcome in a batch: booked (or handed over), or why not. */
export const courierResultSchema = z.object({
  orderId: z.string(),
  ok: z.boolean(),
  message: z.string().optional(),
  consignment: consignmentSchema.optional(),
});
export const courierResultsSchema = z.object({ results: z.array(courierResultSchema) });
export type CourierResults = z.infer<typeof courierResultsSchema>;

/**
 * A courier's status notice as Steadfast posts it to the shop's callback (Authorization: Bearer <the shop's secret>). Only
 * the consignment is read from it: the status is asked of Steadfast before anything changes.
 */
export const steadfastNoticeInput = z.looseObject({
  notification_type: z.string().max(50).optional(),
  consignment_id: z.union([z.number().int().nonnegative(), z.string().trim().min(1).max(100)], { error: 'consignment_id is required' }),
  invoice: z.string().max(100).optional(),
  status: z.string().max(50).optional(),
});
