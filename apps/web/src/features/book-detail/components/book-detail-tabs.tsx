import { deriveBookLanguage, formatIsbn, type Book } from '@boipoka/shared';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { AuthorLink } from '../../../components/shop/author-link';
import { LangText } from '../../../components/ui/lang-text';
import { Spinner } from '../../../components/ui/spinner';
import { bookNames, currentLocale } from '../../../lib/book-names';
import { formatInteger, formatYear } from '../../../lib/format';
import { catalogsReady, t } from '../../../lib/i18n';
import { BookCategoryLinks, BookPublisherLink, BookSeriesLink } from './book-shelf-links';
import '../messages';

/** The reviews (list, the reader's form, their texts) load when the tab is first opened: not part of the page's first download. */
const BookReviews = lazy(async () => {
  const module = await import('../../reviews');
  await catalogsReady();
  return { default: module.BookReviews };
});

const TABS = ['description', 'details', 'reviews'] as const;
type Tab = (typeof TABS)[number];

/** Description, details and reviews as an accessible tablist (arrow keys, Home, End). */
export function BookDetailTabs({ book }: { book: Book }) {
  const [tab, setTab] = useState<Tab>('description');
  // Once opened, the reviews stay mounted (their page and form survive a look at another tab).
  const [reviewsOpened, setReviewsOpened] = useState(false);
  if (tab === 'reviews' && !reviewsOpened) setReviewsOpened(true);
  const baseId = useId();
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = TABS.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = TABS[(moves[event.key] + TABS.length) % TABS.length];
    setTab(next);
    refs.current[next]?.focus();
  };

  const author = bookNames(book, currentLocale()).author;
  // What the shop knows of the book; a detail it does not know is left out, never made up.
  const details: [string, ReactNode][] = [
    ...(book.publisher || book.publisherRef ? [[t('storefront:detail.publisher'), <BookPublisherLink key="publisher" book={book} />] as [string, ReactNode]] : []),
    ...(book.series ? [[t('storefront:detail.series'), <BookSeriesLink key="series" series={book.series} />] as [string, ReactNode]] : []),
    [t('storefront:detail.language'), t(`storefront:detail.languages.${book.language ?? deriveBookLanguage(book)}`)],
    ...(book.isbn
      ? [
          [
            t('storefront:detail.isbn'),
            <span key="isbn" lang="en">
              {formatIsbn(book.isbn)}
            </span>,
          ] as [string, ReactNode],
        ]
      : []),
    ...(book.pages ? [[t('storefront:detail.pages'), formatInteger(book.pages)] as [string, ReactNode]] : []),
    ...(book.yearPublished ? [[t('storefront:detail.yearPublished'), formatYear(book.yearPublished)] as [string, ReactNode]] : []),
    [(book.categories?.length ?? 0) > 1 ? t('storefront:detail.categories') : t('storefront:detail.category'), <BookCategoryLinks key="categories" book={book} />],
    [
      t('storefront:detail.author'),
      <>
        <AuthorLink slug={book.authorSlug} name={author.primary} className="text-brand-800" />
        {author.secondary && (
          <>
            {' / '}
            <LangText text={author.secondary} />
          </>
        )}
      </>,
    ],
    [t('storefront:detail.stock'), book.quantity > 0 ? t('storefront:detail.copies', { count: book.quantity }) : t('storefront:common.outOfStock')],
  ];

  return (
    <div className="mt-10">
      <div role="tablist" aria-label={t('storefront:detail.tabsLabel')} className="flex gap-1 overflow-x-auto border-b border-stone-200 px-1.5 pt-1.5">
        {TABS.map((key) => (
          <button
            key={key}
            ref={(element) => {
              refs.current[key] = element;
            }}
            id={`${baseId}-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`${baseId}-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={onKeyDown}
            className={`-mb-px border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap ${tab === key ? 'border-brand-600 text-brand-700' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
          >
            {t(`storefront:detail.tabs.${key}`)}
          </button>
        ))}
      </div>
      {TABS.map((key) => (
        <div key={key} id={`${baseId}-panel-${key}`} role="tabpanel" aria-labelledby={`${baseId}-tab-${key}`} hidden={tab !== key} tabIndex={0} className="py-6">
          {key === 'description' &&
            (book.description?.trim() ? (
              <LangText as="p" text={book.description.trim()} className="leading-relaxed whitespace-pre-line text-stone-800" />
            ) : (
              <p className="leading-relaxed whitespace-pre-line text-stone-800">{t('storefront:detail.fallbackDescription')}</p>
            ))}
          {key === 'details' && (
            <dl className="grid max-w-lg grid-cols-[auto_1fr] gap-x-8 gap-y-3 text-sm">
              {details.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="font-medium text-stone-600">{term}</dt>
                  <dd className="text-stone-900">{value}</dd>
                </div>
              ))}
            </dl>
          )}
          {key === 'reviews' && reviewsOpened && (
            <Suspense fallback={<Spinner className="min-h-24" />}>
              <BookReviews bookId={book._id} rating={book.rating} />
            </Suspense>
          )}
        </div>
      ))}
    </div>
  );
}
