import type { Book } from '@boipoka/shared';
import { CategoryName } from '../../../components/shop/category-name';
import { LangText } from '../../../components/ui/lang-text';
import { formatInteger } from '../../../lib/format';
import { currentLocale, t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { categoryPagePath, nameIn, publisherPagePath, seriesPagePath } from '../../../lib/shelves';
import '../messages';

const LINK = 'py-[3px] font-medium text-brand-800 underline-offset-2 hover:text-brand-700 hover:underline';

/** "Feluda #5" (or just "Feluda" when the book has no number in it). */
export function seriesLabel(series: NonNullable<Book['series']>): string {
  const name = nameIn(series, currentLocale());
  return series.number ? t('storefront:detail.seriesNumber', { series: name, number: formatInteger(series.number) }) : name;
}

/** The book's categories, each a link to its page; a book kept from before categories shows its category as text. */
export function BookCategoryLinks({ book }: { book: Book }) {
  if (!book.categories?.length) return <CategoryName value={book.category} />;
  return (
    <span className="inline-flex flex-wrap gap-x-3 gap-y-1">
      {book.categories.map((category) => (
        <Link key={category.id} to={categoryPagePath(category.slug)} className={LINK}>
          <LangText text={nameIn(category, currentLocale())} />
        </Link>
      ))}
    </span>
  );
}

/** The publisher in the page's language, linking to its page; the publisher as written when the shop has no page for it. */
export function BookPublisherLink({ book }: { book: Book }) {
  if (!book.publisherRef) return <LangText text={book.publisher ?? ''} />;
  return (
    <Link to={publisherPagePath(book.publisherRef.slug)} className={LINK}>
      <LangText text={nameIn(book.publisherRef, currentLocale())} />
    </Link>
  );
}

/** "Feluda #5", linking to the series' page. */
export function BookSeriesLink({ series, className = LINK }: { series: NonNullable<Book['series']>; className?: string }) {
  return (
    <Link to={seriesPagePath(series.slug)} className={className}>
      <LangText text={seriesLabel(series)} />
    </Link>
  );
}

/**
 * The book's main category (its first) over its title, named as that category is and leading to its page. SPEC's value
 * (`category`) may be a seed above it (a book filed under Fiction › Novel says Fiction), so it never names the link.
 */
export function BookCategoryEyebrow({ book }: { book: Book }) {
  const category = book.categories?.[0];
  if (!category) return <CategoryName value={book.category} />;
  return (
    <Link to={categoryPagePath(category.slug)} className="hover:underline">
      <LangText text={nameIn(category, currentLocale())} />
    </Link>
  );
}
