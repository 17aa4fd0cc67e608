import { z } from 'zod';
import { bookListItemSchema } from '../books/book-schemas';
import { MAX_ORDER_QUANTITY } from '../books/stock';
import { isoDateTimeSchema } from '../common/api-envelope';
import { checkPlace, checkPostalCode, normalizePostalCode, placeFields, toPlace, type PlaceInput } from '../orders/delivery-address';
import { orderLineInput, shippingDetailsFields } from '../orders/order-schemas';

/**
 * What a signed-in reader keeps with their account (issue 15, decision 020): the wishlist, the cart and saved addresses.
 */

// ---- Wishlist

/** More hearts than anyone keeps by hand; a bound so one account cannot fill the table. */
export const MAX_WISHLIST_ITEMS = 200;

export const wishlistItemSchema = z.object({ book: bookListItemSchema, addedAt: isoDateTimeSchema });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** The reader's wished books still in the catalogue, newest first. */
export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;

/** The answer of PUT and DELETE /api/wishlist/:bookId: whether the book is wished now, and how many are. */
export const wishlistChangeSchema = z.object({ bookId: z.string(), wished: z.boolean(), count: z.number().int() });
export type WishlistChange = z.infer<typeof wishlistChangeSchema>;

export const bookIdParamSchema = z.object({ bookId: z.string().max(100) });

// ---- Cart

/** As many lines as one order can hold: a cart is ordered whole. */
export const MAX_CART_LINES = 20;

export const cartInput = z.object({
  lines: z
    .array(orderLineInput, { error: 'Lines are required' })
    .max(MAX_CART_LINES, `A cart can hold at most ${MAX_CART_LINES} books`)
    .refine((lines) => new Set(lines.map((line) => line.book)).size === lines.length, 'Each book can be in the cart only once'),
});
export type CartInput = z.input<typeof cartInput>;

export const cartLineSchema = z.object({ book: bookListItemSchema, quantity: z.number().int().min(1).max(MAX_ORDER_QUANTITY) });
export type CartLineAnswer = z.infer<typeof cartLineSchema>;

/**
 * Why a line sent in was not kept as sent: its book is sold out or no longer sold (dropped), or fewer copies are left than
 * asked (kept at what one order can take: the stock, at most 10).
 */
export const CART_ADJUSTMENTS = ['soldOut', 'gone', 'limited'] as const;
export const cartAdjustmentSchema = z.object({
  bookId: z.string(),
  /** The book's title when the shop still knows it. */
  title: z.string().optional(),
  reason: z.enum(CART_ADJUSTMENTS),
  /** What the cart keeps (0 when dropped). */
  quantity: z.number().int(),
});
export type CartAdjustment = z.infer<typeof cartAdjustmentSchema>;

export const cartSchema = z.object({ lines: z.array(cartLineSchema), adjustments: z.array(cartAdjustmentSchema) });
export type CartAnswer = z.infer<typeof cartSchema>;

// ---- Saved addresses

/** A reader keeps at most this many addresses. */
export const MAX_ADDRESSES = 10;

const checkout = shippingDetailsFields.shape;
const label = z.string().trim().max(40, 'Label must be at most 40 characters');

/**
 * A saved address: checkout's fields (a Bangladeshi mobile) and its place, which names a district (the web form's
 * choice; an address from before the place had only `city`, a district's name). The e-mail is the account's.
 */
const addressFields = z.object({
  label: label.optional().default(''),
  name: checkout.name,
  phone: checkout.phone,
  address: checkout.address,
  city: checkout.city,
  postalCode: checkout.postalCode,
  ...placeFields,
  /** Make this the default address (the first address always is). */
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
});

/** The place of a saved address as stored: every part named, the upazila null when not chosen. */
export interface SavedPlace {
  city: string;
  division: string;
  district: string;
  upazila: string | null;
}
function savedPlace(value: PlaceInput): SavedPlace {
  const place = toPlace(value, { kind: 'saved' });
  return { city: place.city, division: place.division ?? '', district: place.district ?? place.city, upazila: place.upazila ?? null };
}

export const addressInput = addressFields
  .superRefine((value, ctx) => checkPlace(value, ctx, { kind: 'saved' }), { when: () => true })
  .transform(({ city, postalCode, division, district, upazila, area, landmark, ...rest }) => ({
    ...rest,
    ...savedPlace({ city, division, district, upazila }),
    postalCode: normalizePostalCode(postalCode ?? ''),
    area: area ?? '',
    landmark: landmark ?? '',
  }));
export type AddressInput = z.input<typeof addressInput>;
export type AddressValues = z.output<typeof addressInput>;

const PLACE_KEYS = ['city', 'division', 'district', 'upazila'] as const;
/**
 * A change to a saved address: any of its fields. The place goes as a whole: a change naming any of city, division,
 * district or upazila replaces all four (a new district without an upazila clears the old district's upazila).
 */
export const updateAddressInput = addressFields
  .omit({ isDefault: true })
  .extend({ label: label.optional() })
  .partial()
  .superRefine(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null) return;
      if (Object.values(value).every((v) => v === undefined)) ctx.addIssue({ code: 'custom', message: 'Nothing to update', path: [] });
      else if (PLACE_KEYS.some((key) => value[key] !== undefined)) checkPlace(value, ctx, { kind: 'saved' });
      else checkPostalCode(value.postalCode, ctx);
    },
    { when: () => true },
  )
  .transform(({ city, postalCode, division, district, upazila, area, landmark, ...rest }) => ({
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    ...(PLACE_KEYS.some((key) => ({ city, division, district, upazila })[key] !== undefined) ? savedPlace({ city, division, district, upazila }) : {}),
    ...(postalCode !== undefined ? { postalCode: normalizePostalCode(postalCode) } : {}),
    ...(area !== undefined ? { area } : {}),
    ...(landmark !== undefined ? { landmark } : {}),
  }));
export type UpdateAddressInput = z.input<typeof updateAddressInput>;
export type UpdateAddressValues = Partial<Omit<AddressValues, 'isDefault'>>;

export const addressSchema = z.object({
  _id: z.string(),
  label: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  /** The district's English name (SPEC's city, as checkout sends it). */
  city: z.string(),
  /** '' when none was given. */
  postalCode: z.string(),
  /** The place: English names, the upazila or city thana by its id (`dhaka/dhanmondi`), null when not chosen. */
  division: z.string(),
  district: z.string(),
  upazila: z.string().nullable(),
  area: z.string(),
  landmark: z.string(),
  isDefault: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type SavedAddress = z.infer<typeof addressSchema>;
