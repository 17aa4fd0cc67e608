import { z } from 'zod';
import { isoDateTimeSchema } from '../common/api-envelope';
import { hasAtMostTwoDecimals } from '../common/money';
import { FULFILMENT_STEPS, RETURN_REASONS } from './fulfilment-machine';

export const fulfilmentStepSchema = z.enum(FULFILMENT_STEPS, { error: 'Step must be packed, with_courier, out_for_delivery, delivered or returned' });
export const returnReasonSchema = z.enum(RETURN_REASONS, { error: 'Reason must be refused, unreachable, wrong_address or other' });

export const MAX_FULFILMENT_NOTE_LENGTH = 500;
const note = z.string().trim().max(MAX_FULFILMENT_NOTE_LENGTH, 'Note must be at most 500 characters').optional();

/** A courier's name as the admin types it (the shop's own rider, or any courier), or a provider's id. */
export const courierNameSchema = z.string({ error: 'Courier is required' }).trim().min(1, 'Courier is required').max(60, 'Courier must be at most 60 characters');
export const consignmentIdSchema = z.string({ error: 'Consignment id is required' }).trim().min(1, 'Consignment id is required').max(100, 'Consignment id must be at most 100 characters');
export const trackingUrlSchema = z
  .string()
  .trim()
  .max(500, 'Tracking link must be at most 500 characters')
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'Tracking link must be an http or https address');

/** The cash the rider collected, in major units of the order's currency (Taka), at most two decimals. */
export const cashCollectedSchema = z
  .number({ error: 'Cash collected must be a number' })
  .min(0, 'Cash collected cannot be negative')
  .max(100_000_000, 'Cash collected is too large')
  .refine(hasAtMostTwoDecimals, 'Cash collected must have at most two decimals');

/** POST /api/orders/:id/fulfilment: the shop moves an order along its fulfilment track (admin). */
export const fulfilmentStepInput = z.discriminatedUnion(
  'step',
  [
    z.object({ step: z.literal('packed'), note }),
    z.object({ step: z.literal('with_courier'), courier: courierNameSchema, consignmentId: consignmentIdSchema, trackingUrl: trackingUrlSchema.optional(), note }),
    z.object({ step: z.literal('out_for_delivery'), note }),
    z.object({ step: z.literal('delivered'), cashCollected: cashCollectedSchema.optional(), note }),
    z.object({ step: z.literal('returned'), reason: returnReasonSchema, note }),
  ],
  { error: 'Step must be packed, with_courier, out_for_delivery, delivered or returned' },
);
export type FulfilmentStepInput = z.output<typeof fulfilmentStepInput>;

/**
 * One step of an order's fulfilment track. actorRole: 'admin' = the shop, null = the courier's notice. `actor` (who on the
 * staff) and `note` reach admins only. cashCollected: major units of the order's currency.
 */
export const fulfilmentEventSchema = z.object({
  _id: z.string(),
  step: fulfilmentStepSchema,
  actorRole: z.enum(['admin']).nullable(),
  actor: z.object({ _id: z.string(), name: z.string() }).nullable().optional(),
  courier: z.string().nullable(),
  consignmentId: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  cashCollected: z.number().nullable(),
  returnReason: returnReasonSchema.nullable(),
  note: z.string().optional(),
  createdAt: isoDateTimeSchema,
});
export type FulfilmentEvent = z.infer<typeof fulfilmentEventSchema>;

/** GET /api/track: an order number and the phone it was placed with (either script's digits). */
export const trackQuery = z.object({
  number: z.string({ error: 'Order number is required' }).trim().min(1, 'Order number is required').max(30, 'Order number must be at most 30 characters'),
  phone: z.string({ error: 'Phone is required' }).trim().min(1, 'Phone is required').max(30, 'Phone must be at most 30 characters'),
});
export type TrackQuery = z.input<typeof trackQuery>;

/** What public tracking shows of an order: its number, status and track — no name, no address, no money. */
export const trackedOrderSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(['pending', 'processing', 'completed', 'cancelled']),
  placedAt: isoDateTimeSchema,
  fulfilment: z.array(
    z.object({
      step: fulfilmentStepSchema,
      courier: z.string().nullable(),
      consignmentId: z.string().nullable(),
      trackingUrl: z.string().nullable(),
      returnReason: returnReasonSchema.nullable(),
      createdAt: isoDateTimeSchema,
    }),
  ),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;
