import { maxOrderQuantity, toCents, type Book } from '@boipoka/shared';
import { useSyncExternalStore } from 'react';

/**
 * The cart lives in this browser (local storage, shared by its tabs): no account is needed to fill it, and the server
 * prices every line again when the order is placed. A line keeps what the cart shows without asking the server: the
 * title, cover and price as they were when added, and the stock then, which bounds its quantity until the cart page
 * reads the book again.
 */
export interface CartLine {
  bookId: string;
  title: string;
  author: string;
  /** The title and author in the other script (absent in a cart kept from before they existed, until the line is refreshed). */
  altTitle?: string;
  altAuthor?: string;
  image: string;
  price: number;
  quantity: number;
  stock: number;
}

export type CartBook = Pick<Book, '_id' | 'title' | 'author' | 'altTitle' | 'altAuthor' | 'image' | 'price' | 'quantity'>;

export const CART_STORAGE_KEY = 'boipoka:cart';

type Listener = () => void;
const listeners = new Set<Listener>();
const EMPTY: readonly CartLine[] = Object.freeze([]);
let lines: readonly CartLine[] = readStoredCart();

function isCartLine(value: unknown): value is CartLine {
  const line = value as Partial<CartLine> | null;
  return (
    !!line &&
    typeof line.bookId === 'string' &&
    typeof line.title === 'string' &&
    typeof line.price === 'number' &&
    Number.isInteger(line.quantity) &&
    (line.quantity ?? 0) > 0 &&
    Number.isInteger(line.stock)
  );
}

function readStoredCart(): readonly CartLine[] {
  try {
    const raw = globalThis.localStorage?.getItem(CART_STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartLine).map((line) => ({ ...line, author: line.author ?? '', image: line.image ?? '' })) : EMPTY;
  } catch {
    return EMPTY;
  }
}

function save(next: readonly CartLine[]): void {
  lines = next.length ? next : EMPTY;
  try {
    if (lines.length) localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
    else localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the cart still works in this tab.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    lines = readStoredCart();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getCartLines(): readonly CartLine[] {
  return lines;
}

/** The cart's lines; empty while the page is rendered on the server and hydrated, then this browser's cart. */
export function useCartLines(): readonly CartLine[] {
  return useSyncExternalStore(subscribe, getCartLines, () => EMPTY);
}

/** What a line costs, in cents, at the price it shows. */
export function lineTotalCents(line: Pick<CartLine, 'price' | 'quantity'>): number {
  return toCents(line.price) * line.quantity;
}

/** Copies in the cart (what the cart badge counts). */
export function cartCount(cart: readonly CartLine[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

export type AddToCartResult = { status: 'added'; quantity: number } | { status: 'limited'; quantity: number } | { status: 'unavailable' };

/**
 * Adds `quantity` copies (to what the cart already holds), never more than the shop lets one order take (the stock,
 * at most 10). 'limited' when fewer were added than asked.
 */
export function addToCart(book: CartBook, quantity = 1): AddToCartResult {
  const max = maxOrderQuantity(book.quantity);
  if (max === 0) return { status: 'unavailable' };
  const existing = lines.find((line) => line.bookId === book._id);
  const wanted = (existing?.quantity ?? 0) + Math.max(1, Math.floor(quantity));
  const next = Math.min(wanted, max);
  const line: CartLine = {
    bookId: book._id,
    title: book.title,
    author: book.author,
    altTitle: book.altTitle ?? '',
    altAuthor: book.altAuthor ?? '',
    image: book.image,
    price: book.price,
    quantity: next,
    stock: book.quantity,
  };
  save(existing ? lines.map((l) => (l.bookId === book._id ? line : l)) : [...lines, line]);
  return next < wanted ? { status: 'limited', quantity: next } : { status: 'added', quantity: next };
}

export function setCartQuantity(bookId: string, quantity: number): void {
  save(lines.map((line) => (line.bookId === bookId ? { ...line, quantity: Math.max(1, Math.min(Math.floor(quantity), Math.max(1, maxOrderQuantity(line.stock)))) } : line)));
}

/** What the server says now about a line's book: its price, title and stock (the quantity is clamped to the stock). */
export function refreshCartLine(book: CartBook): void {
  const line = lines.find((l) => l.bookId === book._id);
  if (!line) return;
  const max = maxOrderQuantity(book.quantity);
  const quantity = max > 0 ? Math.min(line.quantity, max) : line.quantity;
  const altTitle = book.altTitle ?? line.altTitle ?? '';
  const altAuthor = book.altAuthor ?? line.altAuthor ?? '';
  if (
    line.price === book.price &&
    line.stock === book.quantity &&
    line.title === book.title &&
    line.altTitle === altTitle &&
    line.altAuthor === altAuthor &&
    line.image === book.image &&
    line.quantity === quantity
  )
    return;
  save(lines.map((l) => (l.bookId === book._id ? { ...l, title: book.title, author: book.author, altTitle, altAuthor, image: book.image, price: book.price, stock: book.quantity, quantity } : l)));
}

export function removeFromCart(bookId: string): void {
  save(lines.filter((line) => line.bookId !== bookId));
}

export function clearCart(): void {
  save(EMPTY);
}

// ---- The cart in the account (features/account-sync): a signed-in reader's cart is kept on the server too.

/** The account whose cart this browser's copy is (absent: a signed-out cart, merged into the account on sign-in). */
export const CART_OWNER_KEY = 'boipoka:cart:owner';

export function getCartOwner(): string | null {
  try {
    return globalThis.localStorage?.getItem(CART_OWNER_KEY) ?? null;
  } catch {
    return null;
  }
}

export function setCartOwner(userId: string | null): void {
  try {
    if (userId) localStorage.setItem(CART_OWNER_KEY, userId);
    else localStorage.removeItem(CART_OWNER_KEY);
  } catch {
    // Storage blocked: the cart is still kept in the account.
  }
}

/** The whole cart at once (the account's, as the server keeps it). */
export function replaceCart(next: readonly CartLine[]): void {
  save(next);
}

/** Told after every change of the cart in this tab. */
export function onCartChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
