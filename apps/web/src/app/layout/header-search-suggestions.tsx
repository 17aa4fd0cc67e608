/**
 * The header search's suggestions as you type (loaded on first use, see header-search.tsx): an ARIA 1.2 combobox popup
 * (listbox of books and authors, aria-activedescendant on the input, a polite live region announcing the count), fed by
 * GET /api/books/suggest through TanStack Query, debounced.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { scriptOf, type Suggestions } from '@boipoka/shared';
import { type KeyboardEvent, useEffect, useImperativeHandle, useMemo, useState } from 'react';
import { apiData, toQueryString } from '../../lib/api-client';
import { namePair } from '../../lib/book-names';
import { formatMoney } from '../../lib/format';
import { registerMessages, t } from '../../lib/i18n';
import { useLocale } from '../../lib/locale';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { requestBookPath } from '../../features/book-requests';
import messages from '../../i18n/en/storefront-search.json';
import type { HeaderSearchSuggestionsProps } from './header-search';

registerMessages('storefront', messages, 'storefront-search', () => import('../../i18n/bn/storefront-search.json'));

/** Suggestions follow the typing after this pause. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** Nothing to show (no query yet, or the suggestions could not be loaded): no verdict either. */
const EMPTY: Suggestions = { books: [], authors: [], match: 'exact', didYouMean: [] };

async function fetchSuggestions(q: string): Promise<Suggestions> {
  try {
    return await apiData<Suggestions>(`/books/suggest${toQueryString({ q })}`);
  } catch (error) {
    console.error('Header search: could not load suggestions', error);
    return EMPTY;
  }
}

/** The form of a name in the page's script first, the other form second (when there is one), as every book card shows it. */
function inPageScript(stored: string, other: string, locale: 'en' | 'bn'): [string, string] {
  const pair = namePair(stored, other, locale);
  return [pair.primary, pair.secondary ?? ''];
}

interface Option {
  id: string;
  to: string;
}

export function HeaderSearchSuggestions({ ref, query, focused, listboxId, onStateChange, onNavigate }: HeaderSearchSuggestionsProps) {
  const locale = useLocale();
  const q = useDebouncedValue(query.trim(), SUGGEST_DEBOUNCE_MS);
  const { data, isFetching, isPlaceholderData } = useQuery({
    queryKey: ['books', 'suggest', q],
    queryFn: () => fetchSuggestions(q),
    enabled: q !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const suggestions = q === '' ? EMPTY : (data ?? EMPTY);
  // Decision 049: said of the query typed, never of the previous one's answer still shown while it loads.
  const verdict = q !== '' && data && !isPlaceholderData ? data.match : 'exact';
  const guesses = verdict === 'exact' ? EMPTY.didYouMean : suggestions.didYouMean;
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);

  const options: Option[] = useMemo(
    () => [
      ...suggestions.books.map((book) => ({ id: `${listboxId}-book-${book._id}`, to: `/product-details/${book._id}` })),
      ...suggestions.authors.map((author, i) => ({ id: `${listboxId}-author-${i}`, to: `/all-products?author=${encodeURIComponent(author.author)}` })),
      ...guesses.map((book) => ({ id: `${listboxId}-guess-${book._id}`, to: `/product-details/${book._id}` })),
      // Nothing matched well: the reader may ask the shop for the book (issue 34), the query as its title.
      ...(verdict === 'none' ? [{ id: `${listboxId}-request`, to: requestBookPath(q) }] : []),
    ],
    [suggestions, listboxId, guesses, verdict, q],
  );

  // New typing shows the suggestions again and starts over from the input.
  useEffect(() => {
    setDismissed(false);
    setActive(-1);
  }, [query]);
  useEffect(() => setActive(-1), [options]);

  const open = focused && !dismissed && query.trim() !== '' && q !== '' && options.length > 0;
  const activeId = open && active >= 0 ? options[active]?.id : undefined;
  useEffect(() => onStateChange({ open, activeId }), [open, activeId, onStateChange]);

  const go = (option: Option) => {
    setDismissed(true);
    onNavigate(option.to);
  };

  useImperativeHandle(
    ref,
    () => ({
      close: () => setDismissed(true),
      onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
        const count = options.length;
        switch (event.key) {
          case 'ArrowDown':
          case 'ArrowUp': {
            if (count === 0) return false;
            event.preventDefault();
            if (!open) {
              setDismissed(false);
              setActive(event.key === 'ArrowDown' ? 0 : count - 1);
            } else {
              setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
            }
            return true;
          }
          case 'Enter': {
            const option = open && active >= 0 ? options[active] : undefined;
            if (!option) return false;
            event.preventDefault();
            go(option);
            return true;
          }
          case 'Escape':
            if (!open) return false;
            event.preventDefault();
            setDismissed(true);
            return true;
          default:
            return false;
        }
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go reads only onNavigate and the setter, which the handle may see from any render
    [options, open, active],
  );

  const count = options.length;
  const announcement =
    q === '' || !focused
      ? ''
      : isFetching && !data
        ? t('storefront:search.loading')
        : verdict === 'none'
          ? t('storefront:search.noMatch', { q })
          : count > 0
            ? t('storefront:search.found', { count })
            : t('storefront:search.none');

  const optionClass = (index: number) => `flex cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-600' : 'hover:bg-stone-50'}`;
  const bookCount = suggestions.books.length;
  const guessStart = bookCount + suggestions.authors.length;

  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only keeps a click on an option from blurring the input first */}
      <div
        hidden={!open}
        // A click on an option must not blur the input first (the popup would close under the pointer).
        onMouseDown={(event) => event.preventDefault()}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-stone-200"
      >
        {verdict === 'none' && <p className="px-3 pt-2 pb-1 text-sm font-semibold text-stone-900">{t('storefront:search.noMatch', { q })}</p>}
        <div id={listboxId} role="listbox" aria-label={t('common:search.label')}>
          {suggestions.books.length > 0 && (
            <div role="group" aria-label={verdict === 'close' ? t('storefront:search.mentions') : t('storefront:search.books')}>
              <div aria-hidden="true" className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                {verdict === 'close' ? t('storefront:search.mentions') : t('storefront:search.books')}
              </div>
              {suggestions.books.map((book, index) => {
                const [title, otherTitle] = inPageScript(book.title, book.altTitle, locale);
                const [author] = inPageScript(book.author, book.altAuthor, locale);
                return (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- a combobox's option: the input keeps focus and its keys (aria-activedescendant, WAI-ARIA APG)
                  <div key={book._id} id={options[index]?.id} role="option" aria-selected={index === active} onClick={() => go(options[index]!)} className={optionClass(index)}>
                    {book.image ? (
                      <img src={book.image} alt="" width={32} height={44} loading="lazy" className="h-11 w-8 flex-none rounded-sm object-cover ring-1 ring-stone-200" />
                    ) : (
                      <span aria-hidden="true" className="h-11 w-8 flex-none rounded-sm bg-stone-100" />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold text-stone-900" lang={scriptOf(title)}>
                        {title}
                      </span>
                      {otherTitle && (
                        <span className="block truncate text-xs text-stone-600" lang={scriptOf(otherTitle)}>
                          {otherTitle}
                        </span>
                      )}
                      <span className="block truncate text-xs text-stone-700" lang={scriptOf(author)}>
                        {author}
                      </span>
                    </span>
                    <span className="flex-none text-right text-sm font-semibold text-brand-700">
                      {formatMoney(book.price)}
                      {!book.inStock && <span className="block text-xs font-normal text-red-700">{t('storefront:search.outOfStock')}</span>}
                    </span>
                  </div>
                );
              })}
            </div>
          )}
          {suggestions.authors.length > 0 && (
            <div role="group" aria-label={t('storefront:search.authors')}>
              <div aria-hidden="true" className="border-t border-stone-100 px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                {t('storefront:search.authors')}
              </div>
              {suggestions.authors.map((entry, i) => {
                const index = bookCount + i;
                const [name, otherName] = inPageScript(entry.author, entry.altAuthor, locale);
                return (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- a combobox's option: the input keeps focus and its keys (aria-activedescendant, WAI-ARIA APG)
                  <div key={entry.author} id={options[index]?.id} role="option" aria-selected={index === active} onClick={() => go(options[index]!)} className={optionClass(index)}>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold text-stone-900" lang={scriptOf(name)}>
                        {name}
                      </span>
                      {otherName && (
                        <span className="block truncate text-xs text-stone-600" lang={scriptOf(otherName)}>
                          {otherName}
                        </span>
                      )}
                    </span>
                    <span className="flex-none text-xs text-stone-700">{t('storefront:search.authorBooks', { count: entry.count })}</span>
                  </div>
                );
              })}
            </div>
          )}
          {guesses.length > 0 && (
            <div role="group" aria-label={t('storefront:search.didYouMean')}>
              <div aria-hidden="true" className="border-t border-stone-100 px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                {t('storefront:search.didYouMean')}
              </div>
              {guesses.map((book, i) => {
                const index = guessStart + i;
                const [title] = inPageScript(book.title, book.altTitle, locale);
                const [author] = inPageScript(book.author, book.altAuthor, locale);
                return (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- a combobox's option: the input keeps focus and its keys (aria-activedescendant, WAI-ARIA APG)
                  <div key={book._id} id={options[index]?.id} role="option" aria-selected={index === active} onClick={() => go(options[index]!)} className={optionClass(index)}>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold text-stone-900" lang={scriptOf(title)}>
                        {title}
                      </span>
                      <span className="block truncate text-xs text-stone-700" lang={scriptOf(author)}>
                        {author}
                      </span>
                    </span>
                  </div>
                );
              })}
            </div>
          )}
          {verdict === 'none' && (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- a combobox's option: the input keeps focus and its keys (aria-activedescendant, WAI-ARIA APG)
            <div
              id={options[count - 1]?.id}
              role="option"
              aria-selected={count - 1 === active}
              onClick={() => go(options[count - 1]!)}
              className={`border-t border-stone-100 text-sm font-semibold text-brand-700 ${optionClass(count - 1)}`}
            >
              {t('storefront:search.requestBook')}
            </div>
          )}
        </div>
      </div>
    </>
  );
}
