import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart, CART_STORAGE_KEY, cartCount, clearCart, getCartLines, refreshCartLine, removeFromCart, setCartQuantity, useCartLines, type CartBook } from './cart-store';

const HIMU: CartBook = { _id: 'b1', title: 'Himu', author: 'Humayun Ahmed', image: '/api/covers/b1.svg', price: 12.5, quantity: 4 };
const GITANJALI: CartBook = { _id: 'b2', title: 'Gitanjali', author: 'Rabindranath Tagore', image: '', price: 9.99, quantity: 50 };

afterEach(() => clearCart());

describe('cart store', () => {
  it('adds a book, adds more of it to the same line, and keeps it in local storage', () => {
    expect(addToCart(HIMU)).toEqual({ status: 'added', quantity: 1 });
    expect(addToCart(HIMU, 2)).toEqual({ status: 'added', quantity: 3 });
    addToCart(GITANJALI, 2);
    expect(getCartLines().map((l) => [l.title, l.quantity])).toEqual([
      ['Himu', 3],
      ['Gitanjali', 2],
    ]);
    expect(cartCount(getCartLines())).toBe(5);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toHaveLength(2);
  });

  it('never holds more than the stock, or 10 of a book', () => {
    addToCart(HIMU, 3);
    expect(addToCart(HIMU, 3)).toEqual({ status: 'limited', quantity: 4 });
    expect(addToCart(GITANJALI, 25)).toEqual({ status: 'limited', quantity: 10 });
    setCartQuantity('b2', 40);
    expect(getCartLines().find((l) => l.bookId === 'b2')!.quantity).toBe(10);
    setCartQuantity('b2', 0);
    expect(getCartLines().find((l) => l.bookId === 'b2')!.quantity).toBe(1);
  });

  it('refuses a book that is out of stock', () => {
    expect(addToCart({ ...HIMU, quantity: 0 })).toEqual({ status: 'unavailable' });
    expect(getCartLines()).toEqual([]);
  });

  it("takes the server's current price and stock, cutting the quantity down to the stock", () => {
    addToCart(GITANJALI, 6);
    refreshCartLine({ ...GITANJALI, price: 11.25, quantity: 2 });
    expect(getCartLines()[0]).toMatchObject({ price: 11.25, stock: 2, quantity: 2 });
  });

  it('keeps the title and author in the other script, and fills them in for a line kept from before they existed', () => {
    addToCart({ _id: 'b9', title: 'অগ্নিবীণা', author: 'Kazi Nazrul Islam', altTitle: 'Agnibeena', altAuthor: 'কাজী নজরুল ইসলাম', image: '', price: 7.99, quantity: 5 });
    expect(getCartLines()).toMatchObject([{ bookId: 'b9', title: 'অগ্নিবীণা', altTitle: 'Agnibeena', altAuthor: 'কাজী নজরুল ইসলাম' }]);
    clearCart();
    addToCart({ _id: 'b9', title: 'অগ্নিবীণা', author: 'Kazi Nazrul Islam', image: '', price: 7.99, quantity: 5 });
    expect(getCartLines()[0]).toMatchObject({ altTitle: '', altAuthor: '' });
    refreshCartLine({ _id: 'b9', title: 'অগ্নিবীণা', author: 'Kazi Nazrul Islam', altTitle: 'Agnibeena', altAuthor: 'কাজী নজরুল ইসলাম', image: '', price: 7.99, quantity: 5 });
    expect(getCartLines()[0]).toMatchObject({ altTitle: 'Agnibeena', altAuthor: 'কাজী নজরুল ইসলাম' });
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)[0]).toMatchObject({ altTitle: 'Agnibeena' });
  });

  it('removes a line and empties the cart', () => {
    addToCart(HIMU);
    addToCart(GITANJALI);
    removeFromCart('b1');
    expect(getCartLines().map((l) => l.bookId)).toEqual(['b2']);
    clearCart();
    expect(getCartLines()).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('re-renders subscribers, also when another tab changes the cart', () => {
    const { result } = renderHook(() => useCartLines());
    expect(result.current).toEqual([]);
    act(() => void addToCart(HIMU));
    expect(result.current.map((l) => l.bookId)).toEqual(['b1']);
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ bookId: 'b9', title: 'Lalsalu', author: 'Syed Waliullah', image: '', price: 7, quantity: 1, stock: 3 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current.map((l) => l.title)).toEqual(['Lalsalu']);
  });
});
