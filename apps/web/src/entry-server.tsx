/**
 * Server rendering of the storefront pages (/, /all-products, /product-details/:id), built with `vite build --ssr`
 * into dist-server/ and called by the API server (apps/api/src/plugins/static-web.ts) for those pages' HTML.
 * It renders the same <App> as the browser, under a StaticRouter and with a fresh QueryClient per request whose cache
 * is filled first, with the same query keys and functions as the pages' hooks; the browser hydrates that cache
 * (app/server-state.ts) before hydrating the HTML, so its first render is the server's and asks the API nothing.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { serializeServerState } from './app/server-state';
import { bookQuery, classifyBookFailure } from './lib/book-query';
import './features/book-detail';
import { authorsQuery, catalogBooksQuery, hasActiveFilters, parseCatalogParams } from './features/catalog';
import './features/authors';
import {
  categoryPagePath,
  categoryPageQuery,
  nameIn,
  publisherPagePath,
  publisherQuery,
  SHELF_PAGE_SIZE,
  seriesPagePath,
  seriesQuery,
  shelfBooksQuery,
  shelfPageOf,
  type ShelfFilter,
} from './features/catalogue';
import { categoriesQuery, isSpecCategory } from './lib/shelves';
import './features/content';
import { homeQuery } from './lib/home-query';
import { authorQuery } from './lib/author-query';
import { formatInteger } from './lib/format';
import { bookJsonLd, localePath, type SocialCard } from './lib/structured-data';
import './features/home';
import { ApiError, setApiFetch, type ApiFetch } from './lib/api-client';
import { activateLocale, currentLocale, loadLocale, t, type Locale } from './lib/i18n';
import { localeOfPath, stripLocale } from './lib/locale';
import { bookNames, namePair } from './lib/book-names';
import { siteInfoQuery } from './lib/site-info';
import { policyPageQuery, shopName, shopSettingsQuery } from './lib/shop-settings';
import { POLICY_PAGES, type Book } from '@boipoka/shared';
import { documentTitle } from './lib/use-document-title';

export interface RenderedPage {
  status: number;
  /** The page's language ('bn' under /bn): the server writes it into <html lang> and the alternates. */
  lang: Locale;
  /** What goes inside <div id="root">. */
  html: string;
  /** The dehydrated query cache, JSON safe to put inside <script type="application/json">. */
  state: string;
  title: string;
  description?: string;
  /** Structured data and social cards for the page's <head>; its paths are made absolute by the server (PUBLIC_URL). */
  head?: PageHead;
  /** Source paths (keys of the Vite manifest) of the page's lazy chunks, to preload so hydration has no waterfall. */
  modules: string[];
  /** Set (with a 301 status) when the page moved: the path it moved to, in the page's language. */
  redirect?: string;
}

let reportFailure: (error: unknown, url: string) => void = () => {};

/**
 * Where the page's API calls go on the server (the API server passes a fetch that calls its routes in-process), and
 * where to report a page that could not be rendered here.
 */
export function configure({ fetch, onError }: { fetch: ApiFetch; onError?: (error: unknown, url: string) => void }): void {
  setApiFetch(fetch);
  if (onError) reportFailure = onError;
}

export interface PageHead {
  /** schema.org JSON-LD, written as <script type="application/ld+json">. */
  jsonLd?: Record<string, unknown>;
  /** Open Graph and Twitter card fields. */
  card?: SocialCard;
}

interface Prepared {
  status: number;
  /** The path the page moved to (a merged category): answered with a 301 instead of a page. */
  redirect?: string;
  title: string;
  description?: string;
  head?: PageHead;
}

interface StorefrontRoute {
  path: string;
  module: string;
  /** The page's catalogue part: its texts in the page's language are preloaded with the page's code. */
  catalogue: string;
  /** Fills the cache the page reads; null when the page cannot be rendered here (the browser then renders it). */
  prepare(client: QueryClient, params: Record<string, string | undefined>, search: URLSearchParams): Promise<Prepared | null>;
}

// No retries while a shopper waits for the HTML: a failure falls back to the browser rendering the page, which retries.
const once = { retry: false } as const;

/** The category tree, when a book shown names a category outside SPEC's five (its tile names it from the tree). */
async function categoryNamesFor(client: QueryClient, books: readonly Book[]): Promise<void> {
  if (books.some((book) => !isSpecCategory(book.category))) await client.fetchQuery({ ...categoriesQuery(), ...once }).catch(() => undefined);
}

/** A category's, publisher's or series' page: its books (the page of them the URL asks for) and what names them. */
async function prepareShelf(
  client: QueryClient,
  search: URLSearchParams,
  filter: ShelfFilter,
  entity: { nameEn: string; nameBn: string; slug: string },
  { path, titleKey }: { path: string; titleKey: string },
): Promise<Prepared> {
  const [shelf, shop] = await Promise.all([
    client.fetchQuery({ ...shelfBooksQuery(filter, shelfPageOf(search), SHELF_PAGE_SIZE), ...once }),
    client.fetchQuery({ ...shopSettingsQuery(), ...once }).catch(() => undefined),
  ]);
  await categoryNamesFor(client, shelf.books);
  const name = nameIn(entity, currentLocale());
  const title = t(titleKey, { name });
  const description = t('storefront:shelves.description', { name, count: formatInteger(shelf.meta.total), shop: shopName(shop, currentLocale()) });
  const card: SocialCard = { type: 'website', title, description, image: shelf.books.find((book) => book.image)?.image, url: localePath(path, currentLocale()) };
  return { status: 200, title, description, head: { card } };
}

/** An unknown slug is rendered here with the page's 'not found'; a server fault is left to the browser. */
function shelfFailure(error: unknown, titleKey: string): Prepared | null {
  if (error instanceof ApiError && error.status < 500) return { status: error.status, title: t(titleKey) };
  return null;
}

const ROUTES: StorefrontRoute[] = [
  {
    path: '/',
    catalogue: 'storefront-home',
    module: 'src/features/home/pages/home-page.tsx',
    async prepare(client) {
      await client.fetchQuery({ ...homeQuery(), ...once });
      return { status: 200, title: t('storefront:home.documentTitle') };
    },
  },
  {
    path: '/all-products',
    catalogue: 'storefront-catalog',
    module: 'src/features/catalog/pages/all-products-page.tsx',
    async prepare(client, _params, search) {
      const params = parseCatalogParams(search);
      await Promise.all([
        client.fetchQuery({ ...catalogBooksQuery(params), ...once }).then((page) => categoryNamesFor(client, page.books)),
        // The filter panel starts open when the link carries filters, and then lists the authors.
        hasActiveFilters({ ...params, q: '' }) ? client.fetchQuery({ ...authorsQuery(), ...once }) : undefined,
        // And the category tree (its names name the books' categories too).
        hasActiveFilters({ ...params, q: '' }) ? client.fetchQuery({ ...categoriesQuery(), ...once }).catch(() => undefined) : undefined,
        // The publisher's and series' chips carry their names.
        params.publisher ? client.fetchQuery({ ...publisherQuery(params.publisher), ...once }).catch(() => undefined) : undefined,
        params.series ? client.fetchQuery({ ...seriesQuery(params.series), ...once }).catch(() => undefined) : undefined,
      ]);
      return { status: 200, title: t('storefront:catalog.documentTitle') };
    },
  },
  {
    path: '/product-details/:id',
    catalogue: 'storefront-detail',
    module: 'src/features/book-detail/pages/book-detail-page.tsx',
    async prepare(client, { id = '' }) {
      try {
        const book = await client.fetchQuery({ ...bookQuery(id), ...once });
        await categoryNamesFor(client, [book]);
        // The same title the page shows (and sets in the browser): the page's script first.
        const names = bookNames(book, currentLocale());
        const description = book.description?.slice(0, 300) || undefined;
        const card: SocialCard = { type: 'book', title: names.title.primary, description, image: book.image || undefined, url: localePath(`/product-details/${book._id}`, currentLocale()) };
        return { status: 200, title: names.title.primary, description, head: { jsonLd: bookJsonLd(book, currentLocale()), card } };
      } catch (error) {
        // An unknown or malformed id is rendered here, with the spec's failure screen; a server fault is left to the browser.
        const failure = classifyBookFailure(error);
        if (failure === 'notFound') return { status: 404, title: t('storefront:detail.errorTitle') };
        if (error instanceof ApiError && error.status < 500) return { status: error.status, title: t('storefront:detail.errorTitle') };
        return null;
      }
    },
  },
  {
    path: '/authors/:slug',
    catalogue: 'storefront-authors',
    module: 'src/features/authors/pages/author-page.tsx',
    async prepare(client, { slug = '' }) {
      try {
        const [author, shop] = await Promise.all([client.fetchQuery({ ...authorQuery(slug), ...once }), client.fetchQuery({ ...shopSettingsQuery(), ...once }).catch(() => undefined)]);
        await categoryNamesFor(client, author.books);
        const name = namePair(author.author, author.altAuthor, currentLocale()).primary;
        const description = t('storefront:authors.description', { author: name, count: formatInteger(author.total), name: shopName(shop, currentLocale()) });
        const cover = author.books.find((book) => book.image)?.image;
        const card: SocialCard = {
          type: 'profile',
          title: t('storefront:authors.documentTitle', { author: name }),
          description,
          image: cover,
          url: localePath(`/authors/${encodeURIComponent(author.slug)}`, currentLocale()),
        };
        return { status: 200, title: card.title, description, head: { card } };
      } catch (error) {
        if (error instanceof ApiError && error.status < 500) return { status: error.status, title: t('storefront:authors.notFoundTitle') };
        return null;
      }
    },
  },
  {
    path: '/categories/:slug',
    catalogue: 'storefront-shelves',
    module: 'src/features/catalogue/pages/shelf-pages.ts',
    async prepare(client, { slug = '' }, search) {
      try {
        const page = await client.fetchQuery({ ...categoryPageQuery(slug), ...once });
        if (page.redirectTo) return { status: 301, redirect: localePath(categoryPagePath(page.redirectTo), currentLocale()), title: '' };
        const { category } = page;
        return await prepareShelf(client, search, { categorySlug: category.slug }, category, { path: categoryPagePath(category.slug), titleKey: 'storefront:shelves.category.documentTitle' });
      } catch (error) {
        return shelfFailure(error, 'storefront:shelves.category.notFoundTitle');
      }
    },
  },
  {
    path: '/publishers/:slug',
    catalogue: 'storefront-shelves',
    module: 'src/features/catalogue/pages/shelf-pages.ts',
    async prepare(client, { slug = '' }, search) {
      try {
        const publisher = await client.fetchQuery({ ...publisherQuery(slug), ...once });
        return await prepareShelf(client, search, { publisherSlug: publisher.slug }, publisher, { path: publisherPagePath(publisher.slug), titleKey: 'storefront:shelves.publisher.documentTitle' });
      } catch (error) {
        return shelfFailure(error, 'storefront:shelves.publisher.notFoundTitle');
      }
    },
  },
  {
    path: '/series/:slug',
    catalogue: 'storefront-shelves',
    module: 'src/features/catalogue/pages/shelf-pages.ts',
    async prepare(client, { slug = '' }, search) {
      try {
        const series = await client.fetchQuery({ ...seriesQuery(slug), ...once });
        return await prepareShelf(client, search, { seriesSlug: series.slug }, series, { path: seriesPagePath(series.slug), titleKey: 'storefront:shelves.series.documentTitle' });
      } catch (error) {
        return shelfFailure(error, 'storefront:shelves.series.notFoundTitle');
      }
    },
  },
  // Terms, Privacy, Returns and Delivery: the policy text (the Delivery page's zones come from the settings every page has).
  ...POLICY_PAGES.map((page): StorefrontRoute => ({
    path: `/${page}`,
    catalogue: 'storefront-content',
    module: 'src/features/content/pages/policy-page.tsx',
    async prepare(client) {
      await Promise.all([client.fetchQuery({ ...policyPageQuery(page), ...once }), page === 'delivery' ? client.fetchQuery({ ...shopSettingsQuery(), ...once }) : undefined]);
      return { status: 200, title: t(`storefront:policy.${page}.title`) };
    },
  })),
];

const RENDER_TIMEOUT_MS = 5_000;

/**
 * `t()` and the formats read one global language, and a render awaits (data, lazy pages): two renders in different
 * languages must never overlap. Renders in the same language run together; a render in the other language waits until
 * those have finished, and once one waits, later arrivals queue behind it (neither language starves the other).
 */
let gateLocale: Locale = 'en';
let running = 0;
const waiting: { locale: Locale; start: () => void }[] = [];

function release(): void {
  running -= 1;
  if (running > 0 || waiting.length === 0) return;
  gateLocale = waiting[0]!.locale;
  for (let i = 0; i < waiting.length;) {
    if (waiting[i]!.locale !== gateLocale) {
      i += 1;
      continue;
    }
    running += 1;
    waiting.splice(i, 1)[0]!.start();
  }
}

export async function inLocale<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  if ((running > 0 && gateLocale !== locale) || waiting.length > 0) {
    await new Promise<void>((start) => waiting.push({ locale, start }));
  } else {
    gateLocale = locale;
    running += 1;
  }
  try {
    await loadLocale(locale);
    activateLocale(locale);
    return await work();
  } finally {
    release();
  }
}

/** The page's HTML with its data, or null when `url` is not a server-rendered page (or its data could not be had). */
export async function render(url: string): Promise<RenderedPage | null> {
  const parsed = new URL(url, 'http://localhost');
  const lang = localeOfPath(parsed.pathname);
  const pathname = stripLocale(parsed.pathname).replace(/(.)\/+$/, '$1');
  if (!ROUTES.some((route) => matchPath({ path: route.path, end: true }, pathname))) return null;
  return inLocale(lang, () => renderPage(parsed, pathname, lang));
}

async function renderPage(parsed: URL, pathname: string, lang: Locale): Promise<RenderedPage | null> {
  const url = parsed.pathname + parsed.search;
  for (const route of ROUTES) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    const client = createQueryClient();
    try {
      // Every page's chrome reads it (the demo notice): in the page's data, so the browser asks nothing on the first load.
      const site = client.fetchQuery({ ...siteInfoQuery(), ...once }).catch(() => undefined);
      // The shop's settings too: every price on the page is in their currency (issue 31).
      const settings = client.fetchQuery({ ...shopSettingsQuery(), ...once }).catch(() => undefined);
      const prepared = await route.prepare(client, match.params, parsed.searchParams);
      const [, shop] = await Promise.all([site, settings]);
      const name = shopName(shop, lang);
      if (!prepared) return null;
      if (prepared.redirect) return { status: prepared.status, lang, html: '', state: '', title: '', modules: [], redirect: prepared.redirect };
      // Success and the failures rendered above; a pending query (e.g. one only the browser fills) is left out.
      const state = serializeServerState(dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }));
      const html = await renderToString(<App client={client} Router={({ children }: { children: ReactNode }) => <StaticRouter location={parsed.pathname + parsed.search}>{children}</StaticRouter>} />);
      return {
        status: prepared.status,
        lang,
        html,
        state,
        title: documentTitle(prepared.title, name),
        description: prepared.description,
        head: prepared.head?.card ? { ...prepared.head, card: { ...prepared.head.card, siteName: name } } : prepared.head,
        modules: [route.module, ...['common', 'storefront', route.catalogue].map((part) => `src/i18n/${lang}/${part}.json`)],
      };
    } catch (error) {
      reportFailure(error, url);
      return null;
    } finally {
      client.clear();
    }
  }
  return null;
}

/** Waits for every lazy page chunk and Suspense boundary, so the HTML is the whole page; any render error gives up. */
async function renderToString(element: ReactNode): Promise<string> {
  let failed: unknown;
  const { prelude } = await prerenderToNodeStream(<StrictMode>{element}</StrictMode>, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Never move a large finished boundary out of place: putting it back needs an inline script, which the CSP forbids.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      failed ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  if (failed) throw failed;
  return Buffer.concat(chunks).toString('utf8');
}
