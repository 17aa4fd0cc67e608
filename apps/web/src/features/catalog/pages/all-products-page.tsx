import { BOOK_SORTS, type BookSort, scriptOf } from '@boipoka/shared';
import { LayoutGrid, List, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Link, localePath, useLocale } from '../../../lib/locale';
import { namePair } from '../../../lib/book-names';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { useCatalogBooks } from '../api/use-catalog-books';
import { CatalogBookCard } from '../components/catalog-book-card';
import { hasActiveFilters, PAGE_SIZES, serializeCatalogParams, useCatalogParams, type CatalogView, type PageSize } from '../hooks/use-catalog-params';
import { useDebouncedCommit } from '../hooks/use-debounced-commit';
import '../messages';
import { requestBookPath } from '../../book-requests';
import { toggleWish, useWishedIds } from '../../../lib/wishlist-store';

/**
 * The filter panel (price, author, the category tree, language, stock) opens on a click, or starts open when the link
 * carries filters (then the server renders it): its code is not part of a plain listing's first load.
 */
const CatalogFilters = lazy(() => import('../components/catalog-filters').then((module) => ({ default: module.CatalogFilters })));

/** The publisher and series chips: only a link from a publisher's or series' page carries them, so not on every first load. */
const FacetChips = lazy(() => import('../components/facet-chips').then((module) => ({ default: module.FacetChips })));

const SORT_KEYS: Record<BookSort, string> = {
  featured: 'featured',
  'price-low': 'priceLow',
  'price-high': 'priceHigh',
  name: 'name',
  rating: 'rating',
  bestselling: 'bestselling',
  newest: 'newest',
};

export function AllProductsPage() {
  useDocumentTitle(t('storefront:catalog.documentTitle'));
  const { params, update, clearFilters } = useCatalogParams();
  const { data, isPending, isFetching, isPlaceholderData } = useCatalogBooks(params);
  const [query, setQuery, searchNow] = useDebouncedCommit(params.q, (q) => update({ q: q.trim() }, { replace: true }));
  // Typed into the server's page before it was live: kept, and searched for.
  const searchField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchField, query, setQuery);
  const locale = useLocale();
  // The panel starts open when the link already carries panel filters (a shared or reloaded page).
  const [filtersOpen, setFiltersOpen] = useState(() => hasActiveFilters({ ...params, q: '' }));
  // The hearts: this browser's when signed out, the account's wishlist when signed in (features/wishlist).
  const favourites = useWishedIds();

  const books = data?.books ?? [];
  const meta = data?.meta;
  // How the search matched (decision 049): said only for the search the page shows, not one still loading.
  const verdict = params.q && !isPlaceholderData ? data?.search : undefined;
  const guesses = verdict?.didYouMean ?? [];
  const total = meta?.total ?? 0;
  const totalPages = meta?.totalPages ?? 0;

  // A shared or stale link past the last page lands on the last page instead of an empty one.
  useEffect(() => {
    if (!isPlaceholderData && totalPages > 0 && params.page > totalPages) update({ page: totalPages }, { replace: true });
  }, [isPlaceholderData, totalPages, params.page, update]);

  const toggleFavourite = toggleWish;

  const from = total === 0 ? 0 : (params.page - 1) * params.limit + 1;
  const to = Math.min(total, params.page * params.limit);
  const viewButton = (view: CatalogView) => `inline-flex h-10 w-10 items-center justify-center ${params.view === view ? 'bg-brand-600 text-white' : 'bg-white text-stone-700 hover:bg-stone-50'}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header>
        <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{t('storefront:catalog.title')}</h1>
        <p className="mt-2 text-stone-700">{t('storefront:catalog.subtitle')}</p>
      </header>

      {/* A plain GET form, so a search sent before the page is live (or without JavaScript) is the server's page for it,
          with what else the listing shows; once live, Enter searches at once instead of after the typing pause. */}
      <form
        role="search"
        aria-label={t('storefront:catalog.searchLabel')}
        method="get"
        action={localePath('/all-products', locale)}
        onSubmit={(event) => {
          event.preventDefault();
          searchNow();
        }}
        className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center"
      >
        <SearchInput
          id="catalog-search"
          name="q"
          inputRef={searchField}
          className="flex-1"
          value={query}
          onChange={setQuery}
          label={t('storefront:catalog.searchLabel')}
          placeholder={t('storefront:catalog.searchPlaceholder')}
        />
        {[...serializeCatalogParams({ ...params, q: '', page: 1 })].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex flex-wrap items-center gap-3 lg:flex-nowrap">
          <Button variant="secondary" aria-expanded={filtersOpen} aria-controls="catalog-filters" onClick={() => setFiltersOpen((open) => !open)}>
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
            {filtersOpen ? t('storefront:catalog.hideFilters') : t('storefront:catalog.showFilters')}
          </Button>
          <label htmlFor="catalog-sort" className="sr-only">
            {t('storefront:catalog.sortLabel')}
          </label>
          <select
            id="catalog-sort"
            value={params.sort}
            onChange={(event) => update({ sort: event.target.value as BookSort })}
            className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-brand-600"
          >
            {BOOK_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`storefront:catalog.sort.${SORT_KEYS[sort]}`)}
              </option>
            ))}
          </select>
          {/* Not overflow-hidden: it clipped the buttons' focus outline; the end buttons round their own corners. */}
          <div role="group" aria-label={t('storefront:catalog.viewLabel')} className="flex rounded-lg ring-1 ring-stone-300">
            <button
              type="button"
              aria-pressed={params.view === 'grid'}
              aria-label={t('storefront:catalog.gridView')}
              onClick={() => update({ view: 'grid' })}
              className={`${viewButton('grid')} rounded-l-lg`}
            >
              <LayoutGrid aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-pressed={params.view === 'list'}
              aria-label={t('storefront:catalog.listView')}
              onClick={() => update({ view: 'list' })}
              className={`${viewButton('list')} rounded-r-lg`}
            >
              <List aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        </div>
      </form>

      {(params.publisher || params.series) && (
        <Suspense fallback={null}>
          <FacetChips params={params} onChange={update} />
        </Suspense>
      )}

      {filtersOpen && (
        <div className="mt-4">
          <Suspense fallback={<Spinner label={t('storefront:catalog.loadingFilters')} className="min-h-40 rounded-xl bg-white ring-1 ring-stone-200" />}>
            <CatalogFilters id="catalog-filters" params={params} onChange={update} onClear={clearFilters} />
          </Suspense>
        </div>
      )}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
        <p role="status" aria-live="polite">
          {!isPending && total > 0 ? t('storefront:catalog.showing', { from: formatInteger(from), to: formatInteger(to), total: formatInteger(total) }) : ''}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor="catalog-limit">{t('storefront:catalog.perPage')}</label>
          <select
            id="catalog-limit"
            value={params.limit}
            onChange={(event) => update({ limit: Number(event.target.value) as PageSize })}
            className="rounded-lg border border-stone-300 bg-white px-2 py-1.5"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {formatInteger(size)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isPending ? (
        <Spinner label={t('storefront:catalog.loading')} className="min-h-80" />
      ) : books.length === 0 ? (
        <div className="mt-6 rounded-xl bg-white px-6 py-16 text-center ring-1 ring-stone-200">
          <p className="text-lg font-semibold text-stone-900">{verdict?.match === 'none' ? t('storefront:catalog.noMatch', { q: params.q }) : t('storefront:catalog.empty')}</p>
          {guesses.length > 0 && (
            <div className="mt-4">
              <p className="text-sm text-stone-700">{t('storefront:catalog.didYouMean')}</p>
              <ul className="mt-2 flex flex-wrap justify-center gap-2">
                {guesses.map((guess) => {
                  const name = namePair(guess.title, guess.altTitle, locale).primary;
                  return (
                    <li key={guess._id}>
                      <Link to={`/product-details/${guess._id}`} lang={scriptOf(name)} className="font-semibold text-brand-700 underline hover:text-brand-800">
                        {name}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          <Button className="mt-6" onClick={clearFilters}>
            {t('storefront:catalog.clearFilters')}
          </Button>
          {/* A book the shop lacks can be asked for (issue 34), the query carried as its title. */}
          <p className="mt-6 text-sm text-stone-700">
            <Link to={requestBookPath(params.q)} className="font-semibold text-brand-700 underline hover:text-brand-800">
              {t('storefront:catalog.requestBook')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          {verdict?.match === 'close' && <p className="mt-6 text-sm text-stone-700">{t('storefront:catalog.mentionsOnly', { q: params.q })}</p>}
          <ul
            aria-busy={isFetching}
            aria-label={t('storefront:catalog.resultsLabel')}
            className={`mt-6 grid gap-4 transition-opacity sm:gap-6 ${isPlaceholderData ? 'opacity-60' : ''} ${params.view === 'grid' ? 'grid-cols-2 md:grid-cols-3 lg:grid-cols-5' : 'grid-cols-1 lg:grid-cols-2'}`}
          >
            {books.map((book, index) => (
              <li key={book._id}>
                <CatalogBookCard book={book} view={params.view} favourite={favourites.has(book._id)} onToggleFavourite={toggleFavourite} priority={index < 2} />
              </li>
            ))}
          </ul>
        </>
      )}

      <div className="mt-10">
        <Pagination page={params.page} totalPages={totalPages} onPageChange={(page) => update({ page })} />
      </div>
    </div>
  );
}
