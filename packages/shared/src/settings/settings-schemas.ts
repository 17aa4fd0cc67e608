import { z } from 'zod';
import { EMAIL_SHAPE, MAX_EMAIL_LENGTH } from '../common/email';
import { findDistrict, normalizeBdMobile } from '../orders/bangladesh';

/**
 * The shop's settings (module `settings`, /dashboard/settings): its currency, delivery zones and charges, tax, cash on
 * delivery, who and where it is, and the texts of its policy pages. The defaults are SPEC's rules (dollars, $5.99
 * delivery, free over $50, 8% tax); SHOP_CURRENCY=BDT at first start makes a Taka shop with Bangladeshi defaults.
 */
export const CURRENCIES = ['USD', 'BDT'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currencySchema = z.enum(CURRENCIES, { error: 'Currency must be USD or BDT' });
export function isCurrency(value: unknown): value is Currency {
  return value === 'USD' || value === 'BDT';
}

/** Monday first, as ISO 8601; a shop in Bangladesh usually closes on Friday. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

/** A text the shop shows in both languages. */
export const localizedTextSchema = (label: string, max: number, required = true) =>
  z.object({ en: required ? requiredText(`${label} (English)`, max) : text(`${label} (English)`, max), bn: required ? requiredText(`${label} (Bangla)`, max) : text(`${label} (Bangla)`, max) });
export interface LocalizedText {
  en: string;
  bn: string;
}

/** An amount of money in integer minor units (cents, paisa), with its currency. */
export const moneySchema = z.object({
  amountMinor: z.number({ error: 'Amount must be a number' }).int('Amount must be whole minor units (cents or paisa)').min(0, 'Amount cannot be negative').max(100_000_000, 'Amount is too large'),
  currency: currencySchema,
});
export type Money = z.infer<typeof moneySchema>;

const ZONE_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** An upazila or thana as `district-slug/upazila-slug` (see orders/bangladesh-areas): dhaka/dhanmondi, gazipur/tongi. */
const UPAZILA_ID = /^[a-z0-9-]+\/[a-z0-9-]+$/;

export const deliveryZoneSchema = z.object({
  id: z.string({ error: 'Zone id is required' }).regex(ZONE_ID, 'Zone id must be lower-case letters, digits and hyphens'),
  name: localizedTextSchema('Zone name', 60),
  /** Districts by their English names ('Dhaka', 'Sylhet'); Bangla or old spellings are taken and stored in English. */
  districts: z
    .array(z.string().trim(), { error: 'Districts must be a list' })
    .max(64, 'A zone has at most 64 districts')
    .superRefine((names, ctx) => {
      for (const name of names) if (!findDistrict(name)) ctx.addIssue({ code: 'custom', message: `Unknown district: ${name}` });
    })
    // overwrite, not transform: the same schema describes the answers (a transform cannot be encoded).
    .overwrite((names) => names.map((name) => findDistrict(name)?.en ?? name)),
  /** Upazilas and city thanas (`dhaka/dhanmondi`), for a zone narrower than its district (Inside Dhaka city). */
  upazilas: z
    .array(z.string().trim().toLowerCase().regex(UPAZILA_ID, 'Upazila must be written district/upazila'), { error: 'Upazilas must be a list' })
    .max(600, 'A zone has at most 600 upazilas')
    .default([]),
  /** The zone of every address no other zone takes (exactly one zone is it). */
  everywhereElse: z.boolean().default(false),
  charge: moneySchema,
  /** The promise, in days from the order: 1–2, 3–5. */
  days: z
    .object({
      min: z.number().int('Days must be whole').min(0, 'Days cannot be negative').max(60, 'At most 60 days'),
      max: z.number().int('Days must be whole').min(0, 'Days cannot be negative').max(60, 'At most 60 days'),
    })
    .refine((d) => d.min <= d.max, { message: 'The fastest delivery cannot be slower than the slowest', path: ['max'] }),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const openingHoursSchema = z
  .object({ open: z.string().regex(TIME, 'Opening time must be HH:MM'), close: z.string().regex(TIME, 'Closing time must be HH:MM') })
  .refine((h) => h.open < h.close, { message: 'Closing must be after opening', path: ['close'] });
/** Each weekday: its hours, or null when the shop is closed that day. */
export const weeklyHoursSchema = z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, openingHoursSchema.nullable()])) as Record<Weekday, z.ZodNullable<typeof openingHoursSchema>>);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const POLICY_PAGES = ['terms', 'privacy', 'returns', 'delivery'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];
export const MAX_POLICY_PAGE_LENGTH = 20_000;

export const shopContactSchema = z.object({
  name: localizedTextSchema('Shop name', 80),
  address: localizedTextSchema('Shop address', 300, false),
  phones: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Phone is required')
        .max(30, 'Phone must be at most 30 characters')
        .overwrite(normalizeBdMobile)
        .refine((v) => /^\+?[0-9]{5,15}$/.test(v), 'Phone must be digits, like 01712345678'),
      { error: 'Phones must be a list' },
    )
    .max(5, 'At most 5 phone numbers'),
  email: z.union([z.literal(''), z.string().trim().max(MAX_EMAIL_LENGTH).regex(EMAIL_SHAPE, 'Please enter a valid email address')]),
  hours: weeklyHoursSchema,
});
export type ShopContact = z.infer<typeof shopContactSchema>;

export const MAX_NEW_MEMBER_DISCOUNT_PERCENT = 50;
const newMemberDiscountPercentSchema = z
  .number({ error: "The new member's discount must be a number" })
  .int("The new member's discount must be a whole percent")
  .min(0, "The new member's discount cannot be negative")
  .max(MAX_NEW_MEMBER_DISCOUNT_PERCENT, "The new member's discount must be at most 50%")
  .default(0);

/** Every setting. Money in the settings must be in the shop's currency (a threshold in another scale is refused). */
export const shopSettingsSchema = z
  .object({
    currency: currencySchema,
    zones: z.array(deliveryZoneSchema, { error: 'Zones must be a list' }).min(1, 'At least one delivery zone is required').max(20, 'At most 20 delivery zones'),
    /** Delivery is free when the subtotal is over this; null: never free. */
    freeDeliveryOver: moneySchema.nullable(),
    /** Percent of the subtotal, 0–100 with at most two decimals; 0 shows no tax line anywhere. */
    taxPercent: z
      .number({ error: 'Tax rate must be a number' })
      .min(0, 'Tax rate cannot be negative')
      .max(100, 'Tax rate must be at most 100')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'Tax rate has at most two decimals'),
    cashOnDelivery: z.boolean({ error: 'Cash on delivery must be true or false' }),
    /** The new member's discount (issue 35): percent off a new account's first order; 0 turns it (and its claim) off. */
    newMemberDiscountPercent: newMemberDiscountPercentSchema,
    shop: shopContactSchema,
    /** What the shop says of itself (home, About, footer): only what the owner writes here. Empty: nothing is claimed. */
    claims: localizedTextSchema('Claims', 500, false),
    pages: z.object(
      Object.fromEntries(POLICY_PAGES.map((page) => [page, localizedTextSchema(`${page} page`, MAX_POLICY_PAGE_LENGTH, false)])) as Record<PolicyPage, ReturnType<typeof localizedTextSchema>>,
    ),
  })
  .superRefine((settings, ctx) => {
    const ids = new Set<string>();
    settings.zones.forEach((zone, i) => {
      if (ids.has(zone.id)) ctx.addIssue({ code: 'custom', message: `Zone id ${zone.id} is used twice`, path: ['zones', i, 'id'] });
      ids.add(zone.id);
      if (zone.charge.currency !== settings.currency) ctx.addIssue({ code: 'custom', message: `The charge must be in ${settings.currency}`, path: ['zones', i, 'charge', 'currency'] });
    });
    if (settings.zones.filter((z) => z.everywhereElse).length !== 1) ctx.addIssue({ code: 'custom', message: 'Exactly one zone must take every address no other zone takes', path: ['zones'] });
    if (settings.freeDeliveryOver && settings.freeDeliveryOver.currency !== settings.currency)
      ctx.addIssue({ code: 'custom', message: `The free-delivery threshold must be in ${settings.currency}`, path: ['freeDeliveryOver', 'currency'] });
  });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;

/**
 * PATCH /api/admin/settings: any top-level part, each given whole (a zone list replaces the list). The merged result is
 * checked by shopSettingsSchema. The currency changes only through POST /api/admin/settings/currency (repricing).
 */
export const settingsPatchSchema = z
  .object({
    /** Refused unless unchanged: the currency changes through POST /api/admin/settings/currency. */
    currency: currencySchema,
    zones: z.array(z.unknown()),
    freeDeliveryOver: z.unknown(),
    taxPercent: z.unknown(),
    cashOnDelivery: z.unknown(),
    newMemberDiscountPercent: z.unknown(),
    shop: z.unknown(),
    claims: z.unknown(),
    pages: z.unknown(),
  })
  .partial()
  .strict();
export type SettingsPatch = z.input<typeof settingsPatchSchema>;

/** POST /api/admin/settings/currency: change the shop's currency, repricing every book in one step (only while it has no orders). */
export const ROUNDING_RULES = ['none', 'whole', 'ten'] as const;
export type RoundingRule = (typeof ROUNDING_RULES)[number];
export const currencyChangeSchema = z.object({
  currency: currencySchema,
  /** Units of the new currency for one unit of the old (1 USD = 120 BDT: 120). */
  rate: z.number({ error: 'Rate must be a number' }).positive('Rate must be more than 0').max(100_000, 'Rate is too large'),
  /** none: to the minor unit; whole: to a whole unit; ten: to the next 10 units (৳347 → ৳350). */
  rounding: z.enum(ROUNDING_RULES, { error: 'Rounding must be none, whole or ten' }),
});
export type CurrencyChange = z.infer<typeof currencyChangeSchema>;

/**
 * An amount converted at `rate` and rounded by the owner's rule: none (to the paisa or cent), whole units, or up to the
 * next ten (৳1,018.80 → ৳1,020). The server reprices by it (books in SQL by the same rule); the Settings page shows it.
 */
export function convertMinor(amountMinor: number, rate: number, rounding: RoundingRule): number {
  const exact = amountMinor * rate;
  if (rounding === 'none') return Math.round(exact);
  if (rounding === 'whole') return Math.round(exact / 100) * 100;
  return Math.ceil(Math.round(exact) / 1000) * 1000;
}

/** GET /api/settings: what the storefront shows (no page texts: GET /api/settings/pages/:page). */
export const publicSettingsSchema = z.object({
  currency: currencySchema,
  zones: z.array(deliveryZoneSchema.omit({ districts: true, upazilas: true }).extend({ districts: z.array(z.string()), upazilas: z.array(z.string()) })),
  freeDeliveryOver: moneySchema.nullable(),
  taxPercent: z.number(),
  cashOnDelivery: z.boolean(),
  /** Percent off a new account's first order; 0: none, and registration makes no such claim. */
  newMemberDiscountPercent: z.number().int(),
  shop: shopContactSchema,
  claims: z.object({ en: z.string(), bn: z.string() }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const policyPageSchema = z.object({ page: z.enum(POLICY_PAGES), text: z.object({ en: z.string(), bn: z.string() }) });
export type PolicyPageText = z.infer<typeof policyPageSchema>;

// Zone finding and pricing rules live in a zod-free module, so the storefront's cart prices without loading zod (decision 032).
export { districtSlug, pricingRulesFor, zoneFor } from './delivery-zones';
