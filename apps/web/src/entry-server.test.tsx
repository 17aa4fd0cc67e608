// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { configure, render } from './entry-server';

const BOOK = {
  _id: '11111111-1111-4111-8111-111111111111',
  title: 'Gitanjali',
  author: 'Rabindranath Tagore',
  category: 'Poetry',
  price: 12.5,
  quantity: 8,
  inStock: true,
  image: '',
  description: 'Song offerings.',
  language: 'en',
  altTitle: '',
  altAuthor: '',
  rating: { average: null, count: 0 },
  listPrice: null,
  publisher: '',
  isbn: '',
  pages: null,
  yearPublished: null,
  authorSlug: 'rabindranath-tagore',
};

/** The API as the server renderer sees it (in-process): one book, and the Accept-Language each call carried. */
const languages: string[] = [];
beforeAll(() => {
  configure({
    fetch: async (url, init) => {
      languages.push(new Headers(init?.headers).get('accept-language') ?? '');
      // A slow answer, so two renders overlap.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const path = new URL(url, 'http://localhost').pathname;
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (path === '/api/site') return json({ success: true, message: 'ok', data: { demo: false } });
      if (path === '/api/books/authors') return json({ success: true, message: 'ok', data: [] });
      if (path === `/api/books/${BOOK._id}`) return json({ success: true, message: 'ok', data: BOOK });
      if (path === '/api/home') {
        const collections = { bestsellers: [BOOK], newArrivals: [BOOK], staffPicks: [], awardWinners: [] };
        return json({ success: true, message: 'ok', data: { hero: [BOOK], spotlight: BOOK, collections, stats: { books: 1, readers: 0, ordersDelivered: 0 }, sale: null } });
      }
      return json({ success: true, message: 'ok', data: [BOOK], meta: { page: 1, limit: 10, total: 1, totalPages: 1 } });
    },
  });
});

describe('server rendering in two languages', () => {
  it('renders /bn pages in Bangla, with Bangla digits, and English pages in English', async () => {
    const bangla = await render('/bn/all-products');
    expect(bangla?.lang).toBe('bn');
    expect(bangla?.title).toBe('সব বই — বইপোকা');
    expect(bangla?.html).toContain('সব বই');
    expect(bangla?.html).toContain('১২.৫০');
    // The page's Bangla texts are preloaded with its code.
    expect(bangla?.modules).toContain('src/i18n/bn/storefront-catalog.json');
    expect(languages).toContain('bn');

    const english = await render('/all-products');
    expect(english?.lang).toBe('en');
    expect(english?.title).toBe('All Products — Boipoka');
    expect(english?.html).toContain('$12.50');
    expect(english?.html).not.toContain('সব বই');
    expect(english?.modules.some((module) => module.includes('i18n/bn'))).toBe(false);
  });

  it('never mixes two languages rendered at the same time', async () => {
    const pages = await Promise.all(['/bn', '/', `/bn/product-details/${BOOK._id}`, `/product-details/${BOOK._id}`, '/bn/all-products', '/all-products'].map((url) => render(url)));
    for (const page of pages) {
      expect(page).not.toBeNull();
      const bangla = /[\u0980-\u09FF]/.test(page!.html.replace(/<[^>]+>/g, ''));
      if (page!.lang === 'bn') expect(page!.html).toContain('বাংলা');
      if (page!.lang === 'en') expect(page!.title).toMatch(/Boipoka$/);
      if (page!.lang === 'bn') expect(page!.title).toMatch(/বইপোকা$/);
      // An English page shows Bangla only as the switch's own name (বাংলা); no Bangla UI text.
      if (page!.lang === 'en') expect(page!.html.replace(/<[^>]+>/g, ' ').replace(/বাংলা/g, '')).not.toMatch(/[\u0980-\u09FF]/);
      expect(bangla).toBe(true);
    }
    expect(pages.map((page) => page!.lang)).toEqual(['bn', 'en', 'bn', 'en', 'bn', 'en']);
  });

  it('leaves pages it does not render to the browser', async () => {
    expect(await render('/bn/about')).toBeNull();
    expect(await render('/about')).toBeNull();
  });
});
