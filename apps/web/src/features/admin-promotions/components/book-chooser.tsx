import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldMessages } from '../../../components/ui/form-field';
import { LangText } from '../../../components/ui/lang-text';
import { SearchInput } from '../../../components/ui/search-input';
import { errorMessage } from '../../../lib/api-client';
import { bookNames, currentLocale } from '../../../lib/book-names';
import { t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import '../messages';
import { useBookSearch, useChosenBooks, type ChooserBook } from '../api/book-search-api';

const SEARCH_DEBOUNCE_MS = 300;

interface BookChooserProps {
  /** The chosen books' ids, in the order they were chosen. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  legend: string;
  hint?: string;
  error?: string;
}

/**
 * The books a code is for: search the catalogue by title or author, add a book from what it finds, and remove a chosen
 * one. The chosen books are listed by title (read from the catalogue when the form opens on a code that has some).
 */
export function BookChooser({ value, onChange, legend, hint, error }: BookChooserProps) {
  const id = useId();
  const resultsId = `${id}-results`;
  const locale = currentLocale();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useBookSearch(q);
  const chosen = useChosenBooks(value);
  // Books added from a search, known by title at once (without asking the catalogue again).
  const [known, setKnown] = useState<Record<string, ChooserBook>>({});

  const title = (book: ChooserBook) => bookNames(book, locale).title.primary;
  const add = (book: ChooserBook) => {
    if (value.includes(book._id)) return;
    setKnown((current) => ({ ...current, [book._id]: book }));
    onChange([...value, book._id]);
  };
  const remove = (bookId: string) => onChange(value.filter((each) => each !== bookId));

  return (
    <fieldset aria-describedby={describedBy(id, error, hint)}>
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>

      <h3 id={`${id}-chosen`} className="sr-only">
        {t('promotions:form.chosenBooks')}
      </h3>
      {value.length === 0 ? (
        <p className="text-sm text-stone-600">{t('promotions:form.noBooksChosen')}</p>
      ) : (
        <ul aria-labelledby={`${id}-chosen`} className="divide-y divide-stone-200 rounded-lg border border-stone-200" data-testid="chosen-books">
          {value.map((bookId, i) => {
            const result = chosen[i];
            const book = known[bookId] ?? result?.data;
            const name = book ? title(book) : result?.isError ? t('promotions:form.bookGone') : t('promotions:form.bookLoading');
            return (
              <li key={bookId} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0">
                  {book ? <LangText text={name} className="font-medium text-stone-900" /> : <span className="text-stone-600">{name}</span>}
                  {book?.author && <LangText as="span" text={bookNames(book, locale).author.primary} className="ml-2 text-stone-600" />}
                </span>
                <Button type="button" variant="secondary" size="sm" aria-label={t('promotions:form.bookRemoveLabel', { title: name })} onClick={() => remove(bookId)}>
                  {t('promotions:form.bookRemove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      <SearchInput className="mt-3 max-w-md" size="sm" value={search} onChange={setSearch} label={t('promotions:form.bookSearch')} placeholder={t('promotions:form.bookSearchPlaceholder')} />
      {q !== '' && (
        <div className="mt-2 max-w-md" aria-live="polite">
          {found.isError ? (
            <p className="text-sm text-red-700">{t('promotions:form.bookSearchFailed', { message: errorMessage(found.error, t('promotions:form.noAnswer')) })}</p>
          ) : found.data && found.data.length === 0 ? (
            <p className="text-sm text-stone-600">{t('promotions:form.bookNoResults', { q })}</p>
          ) : found.data ? (
            <ul id={resultsId} aria-label={t('promotions:form.bookResults')} className="divide-y divide-stone-200 rounded-lg border border-stone-200" data-testid="book-results">
              {found.data.map((book) => {
                const added = value.includes(book._id);
                return (
                  <li key={book._id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                    <span className="min-w-0">
                      <LangText text={title(book)} className="font-medium text-stone-900" />
                      {book.author && <LangText as="span" text={bookNames(book, locale).author.primary} className="ml-2 text-stone-600" />}
                    </span>
                    <Button type="button" variant="secondary" size="sm" disabled={added} aria-label={t('promotions:form.bookAddLabel', { title: title(book) })} onClick={() => add(book)}>
                      {added ? t('promotions:form.bookAdded') : t('promotions:form.bookAdd')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      )}
      <FieldMessages id={id} error={error} hint={hint} />
    </fieldset>
  );
}
