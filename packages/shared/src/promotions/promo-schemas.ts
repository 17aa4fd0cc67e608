import { z } from 'zod';
import { isoDateTimeSchema } from '../common/api-envelope';
import { BOOK_CATEGORIES } from '../books/categories';
import { orderLineInput } from '../orders/order-schemas';
import type { PromoTerms } from '../orders/pricing';
import { currencySchema } from '../settings/settings-schemas';

/**
 * Promo codes (issue 35): an admin's code takes a percent or an amount off the books it is for, or the delivery charge,
 * within its dates, limits and conditions. The server decides whether a code applies and what it takes off; the browser
 * prices the cart with the same function (orders/pricing.ts) from the terms the server answered.
 */
export const PROMO_KINDS = ['percent', 'amount', 'free_delivery'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** Letters, digits, '-' and '_', 3 to 32 of them; case does not matter (BOIMELA25 and boimela25 are one code). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
export const promoCodeText = z
  .string({ error: 'Promo code is required' })
  .trim()
  .min(1, 'Promo code is required')
  .max(32, 'Promo code must be at most 32 characters')
  .transform((code) => code.toUpperCase())
  .refine((code) => PROMO_CODE_PATTERN.test(code), 'Promo code must be 3 to 32 letters, digits, - or _');

const percentSchema = z
  .number({ error: 'Percent must be a number' })
  .int('Percent must be a whole number from 1 to 100')
  .min(1, 'Percent must be a whole number from 1 to 100')
  .max(100, 'Percent must be a whole number from 1 to 100');
const amountSchema = z
  .number({ error: 'Amount must be a number' })
  .int('Amount must be whole minor units (cents or paisa)')
  .min(1, 'Amount must be more than 0')
  .max(100_000_000, 'Amount is too large');
const minSubtotalSchema = z
  .number({ error: 'Minimum subtotal must be a number' })
  .int('Minimum subtotal must be whole minor units (cents or paisa)')
  .min(0, 'Minimum subtotal cannot be negative')
  .max(100_000_000, 'Minimum subtotal is too large');
const usesSchema = z
  .number({ error: 'Uses in all must be a number' })
  .int('Uses in all must be a whole number of at least 1')
  .min(1, 'Uses in all must be a whole number of at least 1')
  .max(10_000_000, 'Uses in all is too large');
const usesPerCustomerSchema = z
  .number({ error: 'Uses per customer must be a number' })
  .int('Uses per customer must be a whole number of at least 1')
  .min(1, 'Uses per customer must be a whole number of at least 1')
  .max(1_000, 'Uses per customer is too large');
const firstOrderSchema = z.boolean({ error: 'First order only must be true or false' });
const activeSchema = z.boolean({ error: 'Active must be true or false' });

/** Amounts in minor units (cents, paisa) of the shop's currency; the server refuses a code in another currency. */
const promoFields = z.object({
  code: promoCodeText,
  kind: z.enum(PROMO_KINDS, { error: 'Kind must be percent, amount or free_delivery' }),
  /** For kind percent: 1 to 100. */
  percent: percentSchema.nullable().optional().default(null),
  /** For kind amount: what it takes off, in minor units. */
  amountMinor: amountSchema.nullable().optional().default(null),
  currency: currencySchema,
  /** The books' subtotal the cart must reach, in minor units; null: none. */
  minSubtotalMinor: minSubtotalSchema.nullable().optional().default(null),
  startsAt: isoDateTimeSchema.nullable().optional().default(null),
  endsAt: isoDateTimeSchema.nullable().optional().default(null),
  /** Uses in all; null: no limit. */
  maxUses: usesSchema.nullable().optional().default(null),
  /** Uses by one account; null: no limit. */
  maxUsesPerCustomer: usesPerCustomerSchema.nullable().optional().default(1),
  /** Only an account's first order (one that has no other order, cancelled ones aside). */
  firstOrderOnly: firstOrderSchema.optional().default(false),
  /** The books it is for: any of these categories, publishers or books; all empty: every book. */
  categories: z
    .array(z.enum(BOOK_CATEGORIES, { error: 'Category must be one of Fiction, Religious, Poetry, SelfDevelopment, Science' }))
    .max(20)
    .optional()
    .default([]),
  publishers: z.array(z.string().trim().min(1, 'Publisher is required').max(200, 'Publisher must be at most 200 characters')).max(50, 'At most 50 publishers').optional().default([]),
  bookIds: z
    .array(
      z
        .string()
        .uuid('Book id must be a UUID')
        .transform((id) => id.toLowerCase()),
    )
    .max(500, 'At most 500 books')
    .optional()
    .default([]),
  active: activeSchema.optional().default(true),
});

function checkTerms(input: { kind?: PromoKind; percent?: number | null; amountMinor?: number | null; startsAt?: string | null; endsAt?: string | null }, ctx: z.RefinementCtx): void {
  if (input.kind === 'percent' && input.percent == null) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Percent is required for a percent code' });
  if (input.kind === 'amount' && input.amountMinor == null) ctx.addIssue({ code: 'custom', path: ['amountMinor'], message: 'Amount is required for an amount code' });
  if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
}

export const promoCodeInput = promoFields.superRefine(checkTerms);
export type PromoCodeInput = z.input<typeof promoCodeInput>;

/** A change to a code: any field but the code itself, which readers may already have. */
export const promoCodePatch = promoFields
  .omit({ code: true })
  .partial()
  .extend({
    // No defaults on a patch: a field left out stays as it is.
    percent: percentSchema.nullable().optional(),
    amountMinor: amountSchema.nullable().optional(),
    minSubtotalMinor: minSubtotalSchema.nullable().optional(),
    startsAt: isoDateTimeSchema.nullable().optional(),
    endsAt: isoDateTimeSchema.nullable().optional(),
    maxUses: usesSchema.nullable().optional(),
    maxUsesPerCustomer: usesPerCustomerSchema.nullable().optional(),
    firstOrderOnly: firstOrderSchema.optional(),
    categories: promoFields.shape.categories.unwrap().unwrap().optional(),
    publishers: promoFields.shape.publishers.unwrap().unwrap().optional(),
    bookIds: promoFields.shape.bookIds.unwrap().unwrap().optional(),
    active: activeSchema.optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change' });
export type PromoCodePatch = z.input<typeof promoCodePatch>;

/** A code as the admin sees it. */
export const promoCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  percent: z.number().int().nullable(),
  amountMinor: z.number().int().nullable(),
  currency: currencySchema,
  minSubtotalMinor: z.number().int().nullable(),
  startsAt: isoDateTimeSchema.nullable(),
  endsAt: isoDateTimeSchema.nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  categories: z.array(z.enum(BOOK_CATEGORIES)),
  publishers: z.array(z.string()),
  bookIds: z.array(z.string()),
  active: z.boolean(),
  /** Orders that hold a use now (a cancelled order gave its use back). */
  uses: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** A shopper's question: does this code apply to these books, and what does it take off? */
export const promoCheckInput = z.object({
  code: promoCodeText,
  books: z.array(orderLineInput, { error: 'Books are required' }).min(1, 'An order needs at least one book').max(20, 'An order can hold at most 20 books'),
});
export type PromoCheckInput = z.input<typeof promoCheckInput>;

/** The answer: the terms to price the cart with (orders/pricing.ts) and the books they apply to. */
export const promoCheckSchema = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  percent: z.number().int().nullable(),
  amountMinor: z.number().int().nullable(),
  currency: currencySchema,
  /** The cart's books the code is for (all of them for a code without limits). */
  eligibleBookIds: z.array(z.string()),
  /** What it takes off these books, in major units of the currency (0 for free delivery). */
  discount: z.number(),
});
export type PromoCheck = z.infer<typeof promoCheckSchema>;

/** The pricing terms of a code, for computeCheckoutTotals. */
export function promoTermsOf(code: { kind: PromoKind; percent: number | null; amountMinor: number | null }): PromoTerms {
  if (code.kind === 'percent') return { kind: 'percent', percent: code.percent ?? 0 };
  if (code.kind === 'amount') return { kind: 'amount', amountMinor: code.amountMinor ?? 0 };
  return { kind: 'free_delivery' };
}

/** GET /api/promotions/member-offer: the new member's discount this account's next order gets (issue 35). */
export const memberOfferSchema = z.object({
  /** The shop's percent; 0 when it offers none. */
  percent: z.number().int(),
  /** Whether the account's next order takes it: it has no order that is not cancelled, and the shop offers it. */
  eligible: z.boolean(),
});
export type MemberOffer = z.infer<typeof memberOfferSchema>;
