import type { Book, Category } from '@boipoka/shared';
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/render-with-providers';

export function category(overrides: Partial<Category>): Category {
  return { id: 'c0', slug: 'fiction', nameEn: 'Fiction', nameBn: 'কথাসাহিত্য', parentId: null, position: 0, specValue: null, archived: false, bookCount: 0, ...overrides };
}

export function book(n: number, overrides: Partial<Book> = {}): Book {
  return {
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    title: `Book ${n}`,
    author: 'Satyajit Ray',
    category: 'Fiction',
    price: 10,
    quantity: 3,
    image: '',
    description: '',
    inStock: true,
    ...overrides,
  };
}

export const ok = (data: unknown, meta?: unknown) => jsonResponse({ success: true, message: 'ok', data, ...(meta ? { meta } : {}) });
export const missing = () => jsonResponse({ success: false, message: 'Not found' }, 404);

/** A fetch stub answering by path (and query); what it was asked is kept. */
export function stubApi(answer: (path: string, search: URLSearchParams) => Response) {
  const asked: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url.pathname + url.search);
    return answer(url.pathname, url.searchParams);
  });
  vi.stubGlobal('fetch', fetchMock);
  return asked;
}
