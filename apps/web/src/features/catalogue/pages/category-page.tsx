import { useParams } from 'react-router';
import { LangText } from '../../../components/ui/lang-text';
import { ApiError } from '../../../lib/api-client';
import { formatInteger } from '../../../lib/format';
import { currentLocale, t } from '../../../lib/i18n';
import { Link, Navigate } from '../../../lib/locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategoryPage } from '../api/catalogue-api';
import { ShelfBooks } from '../components/shelf-books';
import { ShelfHeader, shelfNames } from '../components/shelf-header';
import { ShelfMissing, ShelfSkeleton } from '../components/shelf-states';
import { nameIn } from '../lib/names';
import { categoryPagePath } from '../lib/paths';
import '../messages';

/** /categories/:slug — a category's books, its place in the tree and the categories under it (issue 34). */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const { data, error, isPending } = useCategoryPage(slug);
  const notFound = error instanceof ApiError && error.status === 404;
  const names = data ? shelfNames(data.category) : undefined;
  useDocumentTitle(names ? t('storefront:shelves.category.documentTitle', { name: names.primary }) : notFound ? t('storefront:shelves.category.notFoundTitle') : undefined);
  const locale = currentLocale();

  // A category merged into another sends its readers (and their old links) to the one it went into.
  if (data?.redirectTo) {
    return (
      <>
        <p role="status" className="sr-only">
          {t('storefront:shelves.category.moved')}
        </p>
        <Navigate to={categoryPagePath(data.redirectTo)} replace />
      </>
    );
  }
  if (isPending) return <ShelfSkeleton />;
  if (!data || !names) return <ShelfMissing kind="category" notFound={notFound} />;

  const { category, ancestors, children } = data;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6" aria-labelledby="shelf-name">
      <ShelfHeader eyebrow={t('storefront:shelves.category.eyebrow')} entity={category} count={category.bookCount}>
        <nav aria-label={t('storefront:shelves.category.breadcrumb')} className="mb-4 text-sm text-stone-600">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <li>
              <Link to="/" className="hover:text-brand-700 hover:underline">
                {t('storefront:shelves.category.home')}
              </Link>
            </li>
            {ancestors.map((ancestor) => (
              <li key={ancestor.id} className="flex items-center gap-2">
                <span aria-hidden="true">›</span>
                <Link to={categoryPagePath(ancestor.slug)} className="hover:text-brand-700 hover:underline">
                  <LangText text={nameIn(ancestor, locale)} />
                </Link>
              </li>
            ))}
            <li className="flex items-center gap-2">
              <span aria-hidden="true">›</span>
              <span aria-current="page" className="font-medium text-stone-900">
                <LangText text={names.primary} />
              </span>
            </li>
          </ol>
        </nav>
      </ShelfHeader>
      {children.length > 0 && (
        <nav aria-label={t('storefront:shelves.category.children', { name: names.primary })} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {children.map((child) => (
              <li key={child.id}>
                <Link
                  to={categoryPagePath(child.slug)}
                  className="inline-flex min-h-10 items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-stone-800 ring-1 ring-stone-300 hover:bg-brand-50 hover:ring-brand-600"
                >
                  <LangText text={nameIn(child, locale)} />
                  <span className="rounded-full bg-stone-100 px-2 text-xs text-stone-600">{formatInteger(child.bookCount)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ShelfBooks filter={{ categorySlug: category.slug }} name={names.primary} />
    </section>
  );
}
