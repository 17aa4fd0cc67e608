import { z } from 'zod';
import { bookListItemSchema } from '../books/book-schemas';
import { MAX_ORDER_QUANTITY } from '../books/stock';
import { isoDateTimeSchema } from '../common/api-envelope';
import { findDistrict } from '../orders/bangladesh';
import { orderLineInput, shippingDetailsSchema } from '../orders/order-schemas';

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

const checkout = shippingDetailsSchema.shape;
/** Saved addresses name a district (the checkout form's choice); any other text is no district a courier serves. */
const district = z
  .string({ error: 'City is required' })
  .trim()
  .min(1, 'City is required')
  .max(100, 'City must be at most 100 characters')
  .refine((city) => findDistrict(city) !== undefined, 'Please choose one of the 64 districts')
  .transform((city) => findDistrict(city)!.en);

/** The same rules as checkout's shipping details (a Bangladeshi mobile, a district); the e-mail is the account's. */
export const addressInput = z.object({
  label: z.string().trim().max(40, 'Label must be at most 40 characters').optional().default(''),
  name: checkout.name,
  phone: checkout.phone,
  address: checkout.address,
  city: district,
  postalCode: checkout.postalCode,
  /** Make this the default address (the first address always is). */
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
});
export type AddressInput = z.input<typeof addressInput>;

export const updateAddressInput = addressInput
  .omit({ isDefault: true })
  .extend({ label: z.string().trim().max(40, 'Label must be at most 40 characters').optional() })
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), 'Nothing to update');
export type UpdateAddressInput = z.input<typeof updateAddressInput>;

export const addressSchema = z.object({
  _id: z.string(),
  label: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type SavedAddress = z.infer<typeof addressSchema>;
