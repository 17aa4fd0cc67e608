import { BOOK_LANGUAGES, scriptOf, type BookLanguage } from '@boipoka/shared';
import { useEffect, useRef, useState } from 'react';
import { inputClasses } from '../../../components/ui/input-classes';
import { t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAuthors } from '../api/use-catalog-books';
import { priceMax, PRICE_MIN, priceStep, type CatalogParams } from '../hooks/use-catalog-params';
import { formatMoney } from '../../../lib/format';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-debounced-commit';
import { CategoryTreeFilter } from './category-tree-filter';
import '../messages';

export interface CatalogFiltersProps {
  id: string;
  params: CatalogParams;
  onChange: (patch: Partial<CatalogParams>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

function toNumber(text: string, fallback: number): number {
  if (text.trim() === '') return fallback;
  const value = Number(text);
  return Number.isFinite(value) ? Math.max(PRICE_MIN, value) : fallback;
}

/** Price range (inputs and slider), author, the category tree, language and stock. Price edits are committed after a short pause. */
export function CatalogFilters({ id, params, onChange, onClear }: CatalogFiltersProps) {
  // Type to find an author anywhere in the catalogue (either script): the list below then holds the matches.
  const [authorSearch, setAuthorSearch] = useState('');
  const authors = useAuthors(useDebouncedValue(authorSearch, SEARCH_DEBOUNCE_MS));
  const [price, setPrice] = useState({ min: String(params.minPrice), max: String(params.maxPrice) });
  const debounced = useDebouncedValue(price, SEARCH_DEBOUNCE_MS);
  const committed = useRef({ min: params.minPrice, max: params.maxPrice });
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The slider's scale in the shop's currency: $0–300 by $1, ৳0–3,000 by ৳50.
  const PRICE_MAX = priceMax();
  const step = priceStep();

  useEffect(() => {
    const min = toNumber(debounced.min, PRICE_MIN);
    const max = toNumber(debounced.max, PRICE_MAX);
    if (min !== committed.current.min || max !== committed.current.max) {
      committed.current = { min, max };
      onChangeRef.current({ minPrice: min, maxPrice: max }, { replace: true });
    }
  }, [debounced, PRICE_MAX]);

  useEffect(() => {
    if (params.minPrice !== committed.current.min || params.maxPrice !== committed.current.max) {
      committed.current = { min: params.minPrice, max: params.maxPrice };
      setPrice({ min: String(params.minPrice), max: String(params.maxPrice) });
    }
  }, [params.minPrice, params.maxPrice]);

  const authorOptions = authors.data ?? [];
  const knownAuthor = params.author === '' || authorOptions.some((entry) => entry.author === params.author);
  const label = 'mb-1 block text-sm font-medium text-stone-800';

  return (
    <div id={id} className="grid gap-5 rounded-xl bg-white p-5 ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-4">
      <fieldset className="sm:col-span-2">
        <legend className={label}>{t('storefront:catalog.priceRange')}</legend>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-min`} className="sr-only">
            {t('storefront:catalog.minPrice')}
          </label>
          <input
            id={`${id}-min`}
            type="number"
            min={PRICE_MIN}
            step={step}
            inputMode="decimal"
            value={price.min}
            onChange={(event) => setPrice((current) => ({ ...current, min: event.target.value }))}
            placeholder={t('storefront:catalog.minPrice')}
            className={inputClasses}
          />
          <span aria-hidden="true" className="text-stone-500">
            –
          </span>
          <label htmlFor={`${id}-max`} className="sr-only">
            {t('storefront:catalog.maxPrice')}
          </label>
          <input
            id={`${id}-max`}
            type="number"
            min={PRICE_MIN}
            step={step}
            inputMode="decimal"
            value={price.max}
            onChange={(event) => setPrice((current) => ({ ...current, max: event.target.value }))}
            placeholder={t('storefront:catalog.maxPrice')}
            className={inputClasses}
          />
        </div>
        <label htmlFor={`${id}-slider`} className="mt-3 block text-xs text-stone-600">
          {t('storefront:catalog.maxPriceSlider', { value: formatMoney(toNumber(price.max, PRICE_MAX)) })}
        </label>
        <input
          id={`${id}-slider`}
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={step}
          value={Math.min(PRICE_MAX, toNumber(price.max, PRICE_MAX))}
          onChange={(event) => setPrice((current) => ({ ...current, max: event.target.value }))}
          className="w-full accent-brand-600"
        />
      </fieldset>
      <div>
        <label htmlFor={`${id}-author`} className={label}>
          {t('storefront:catalog.author')}
        </label>
        <label htmlFor={`${id}-author-search`} className="sr-only">
          {t('storefront:catalog.findAuthor')}
        </label>
        <input
          id={`${id}-author-search`}
          type="search"
          value={authorSearch}
          onChange={(event) => setAuthorSearch(event.target.value)}
          placeholder={t('storefront:catalog.findAuthor')}
          aria-controls={`${id}-author`}
          autoComplete="off"
          className={`${inputClasses} mb-2`}
        />
        <select id={`${id}-author`} value={params.author} onChange={(event) => onChange({ author: event.target.value })} className={inputClasses}>
          <option value="">{t('storefront:catalog.allAuthors')}</option>
          {!knownAuthor && (
            <option value={params.author} lang={scriptOf(params.author)}>
              {params.author}
            </option>
          )}
          {authorOptions.map((entry) => (
            <option key={entry.author} value={entry.author} lang={scriptOf(entry.author)}>
              {entry.altAuthor
                ? t('storefront:catalog.authorOptionBoth', { author: entry.author, altAuthor: entry.altAuthor, count: entry.count })
                : t('storefront:catalog.authorOption', { author: entry.author, count: entry.count })}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:row-span-2 lg:row-span-3">
        <CategoryTreeFilter params={params} onChange={onChange} />
      </div>
      <div>
        <label htmlFor={`${id}-language`} className={label}>
          {t('storefront:catalog.language')}
        </label>
        <select id={`${id}-language`} value={params.language} onChange={(event) => onChange({ language: event.target.value as BookLanguage | '' })} className={inputClasses}>
          <option value="">{t('storefront:catalog.allLanguages')}</option>
          {BOOK_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`storefront:catalog.languages.${language}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end">
        <label htmlFor={`${id}-in-stock`} className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800">
          <input id={`${id}-in-stock`} type="checkbox" checked={params.inStock} onChange={(event) => onChange({ inStock: event.target.checked })} className="h-5 w-5 accent-brand-600" />
          {t('storefront:catalog.inStockOnly')}
        </label>
      </div>
      <div className="sm:col-span-2 lg:col-span-3">
        <button type="button" onClick={onClear} className="text-sm font-semibold text-brand-700 hover:underline">
          {t('storefront:catalog.clearFilters')}
        </button>
      </div>
    </div>
  );
}
