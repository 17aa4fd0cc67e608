// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { configure, render } from './entry-server';
import { publicSettings } from './test/shop-settings-fixture';

const TERMS = { en: 'Orders are placed at checkout.\n\n## Your account\n- Keep your password to yourself.', bn: 'চেকআউটে অর্ডার দেওয়া হয়।\n\n## আপনার অ্যাকাউন্ট\n- পাসওয়ার্ড কাউকে জানাবেন না।' };

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

const NOVEL = { id: 'c2', slug: 'novel', nameEn: 'Novel', nameBn: 'উপন্যাস', parentId: null, position: 0, specValue: null, archived: false, bookCount: 1 };
/** A book outside SPEC's five categories: its `category` is its first category's slug. */
const SERIES_BOOK = { ...BOOK, _id: '22222222-2222-4222-8222-222222222222', title: 'Sonar Kella', altTitle: 'সোনার কেল্লা', category: 'novel' };

/** The API as the server renderer sees it (in-process): one book, and the Accept-Language each call carried. */
const languages: string[] = [];
beforeAll(() => {
  configure({
    fetch: async (url, init) => {
      languages.push(new Headers(init?.headers).get('accept-language') ?? '');
      // A slow answer, so two renders overlap.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const path = new URL(url, 'http://localhost').pathname;
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/api/site') return json({ success: true, message: 'ok', data: { demo: false } });
      if (path === '/api/settings') return json({ success: true, message: 'ok', data: publicSettings('USD') });
      const page = /^\/api\/settings\/pages\/(\w+)$/.exec(path)?.[1];
      if (page) return json({ success: true, message: 'ok', data: { page, text: TERMS } });
      if (path === '/api/books/authors') return json({ success: true, message: 'ok', data: [] });
      if (path === '/api/categories/novel') return json({ success: true, message: 'ok', data: { category: NOVEL, ancestors: [], children: [], redirectTo: null } });
      if (path === '/api/categories/old-novels')
        return json({ success: true, message: 'ok', data: { category: { ...NOVEL, slug: 'old-novels', archived: true }, ancestors: [], children: [], redirectTo: 'novel' } });
      if (path === '/api/categories/nothing') return json({ success: false, message: 'Category not found' }, 404);
      if (path === '/api/categories') return json({ success: true, message: 'ok', data: { categories: [NOVEL] } });
      if (path === '/api/series/feluda') return json({ success: true, message: 'ok', data: { id: 's1', slug: 'feluda', nameEn: 'Feluda', nameBn: 'ফেলুদা', bookCount: 1, publisherId: null } });
      // The list's answer carries the book's number in its series; the book's own answer is not asked for it.
      if (path === '/api/books' && url.includes('seriesSlug=feluda'))
        return json({ success: true, message: 'ok', data: [{ ...SERIES_BOOK, seriesNumber: 5 }], meta: { page: 1, limit: 20, total: 1, totalPages: 1 } });
      if (path === '/api/books' && url.includes('categorySlug=novel')) return json({ success: true, message: 'ok', data: [SERIES_BOOK], meta: { page: 1, limit: 20, total: 1, totalPages: 1 } });
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

  it('renders the policy pages with their text in the page’s language, and the Delivery page with its zones', async () => {
    const terms = await render('/terms');
    expect(terms?.status).toBe(200);
    expect(terms?.title).toBe('Terms of Service — Boipoka');
    expect(terms?.html).toContain('<h1');
    expect(terms?.html).toContain('Orders are placed at checkout.');
    expect(terms?.html).toMatch(/<h2[^>]*>Your account<\/h2>/);
    expect(terms?.html).toMatch(/<li[^>]*>Keep your password to yourself.<\/li>/);
    expect(terms?.html).not.toContain('চেকআউটে');
    expect(terms?.modules).toContain('src/features/content/pages/policy-page.tsx');
    expect(terms?.modules).toContain('src/i18n/en/storefront-content.json');
    // The browser hydrates from the same text, asking nothing.
    expect(terms?.state).toContain('Orders are placed at checkout.');

    const bangla = await render('/bn/terms');
    expect(bangla?.lang).toBe('bn');
    expect(bangla?.title).toBe('ব্যবহারের শর্তাবলি — বইপোকা');
    expect(bangla?.html).toContain('চেকআউটে অর্ডার দেওয়া হয়।');
    expect(bangla?.html).not.toContain('Orders are placed at checkout.');

    const delivery = await render('/bn/delivery');
    expect(delivery?.html).toContain('সাধারণ ডেলিভারি');
    expect(delivery?.html).toContain('৫.৯৯');
    expect(delivery?.html).toContain('৩–৫ দিন');
    expect(delivery?.html).toMatch(/৫০\.০০\sUS\$-এর বেশি অর্ডারে ফ্রি ডেলিভারি।/);
    for (const url of ['/privacy', '/returns', '/bn/privacy', '/bn/returns']) expect((await render(url))?.status, url).toBe(200);
  });
});

describe('server rendering of categories, publishers and series (issue 34)', () => {
  it('renders a category page in Bangla with its books named from the tree, and its head tags', async () => {
    const page = await render('/bn/categories/novel');
    expect(page?.status).toBe(200);
    expect(page?.title).toBe('উপন্যাস — বই — বইপোকা');
    expect(page?.html).toContain('উপন্যাস');
    expect(page?.html).toContain('১টি বই');
    expect(page?.html).toContain('সোনার কেল্লা');
    expect(page?.head?.card?.url).toBe('/bn/categories/novel');
    expect(page?.modules).toContain('src/features/catalogue/pages/shelf-pages.ts');
    expect(page?.modules).toContain('src/i18n/bn/storefront-shelves.json');
    // The tree came with the page, so the tile's category is named before the page is live.
    expect(page?.state).toContain('"categories"');
  });

  it('answers a merged category with a redirect to the one it went into, in the page’s language', async () => {
    const page = await render('/bn/categories/old-novels');
    expect(page?.status).toBe(301);
    expect(page?.redirect).toBe('/bn/categories/novel');
  });

  it('renders an unknown category as not found', async () => {
    const page = await render('/categories/nothing');
    expect(page?.status).toBe(404);
    expect(page?.title).toBe('Category not found — Boipoka');
  });

  it('renders All Products narrowed to a category with its filter panel open on the tree', async () => {
    const page = await render('/all-products?cat=novel');
    expect(page?.status).toBe(200);
    expect(page?.html).toMatch(/aria-pressed="true"[^>]*>.*Novel/);
  });

  it('renders a series page with each book’s number in the page', async () => {
    const page = await render('/series/feluda');
    expect(page?.status).toBe(200);
    expect(page?.title).toBe('Feluda series — Boipoka');
    expect(page?.html).toContain('No. 5');
    expect(page?.html).toContain('ফেলুদা');
  });
});
