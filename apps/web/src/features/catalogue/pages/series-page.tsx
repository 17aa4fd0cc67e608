import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSeries } from '../api/catalogue-api';
import { ShelfBooks } from '../components/shelf-books';
import { ShelfHeader, shelfNames } from '../components/shelf-header';
import { ShelfMissing, ShelfSkeleton } from '../components/shelf-states';
import '../messages';

/** /series/:slug — a series' books in their reading order, each with its number (issue 34). */
export function SeriesPage() {
  const { slug = '' } = useParams();
  const { data, error, isPending } = useSeries(slug);
  const notFound = error instanceof ApiError && error.status === 404;
  const names = data ? shelfNames(data) : undefined;
  useDocumentTitle(names ? t('storefront:shelves.series.documentTitle', { name: names.primary }) : notFound ? t('storefront:shelves.series.notFoundTitle') : undefined);

  if (isPending) return <ShelfSkeleton />;
  if (!data || !names) return <ShelfMissing kind="series" notFound={notFound} />;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6" aria-labelledby="shelf-name">
      <ShelfHeader eyebrow={t('storefront:shelves.series.eyebrow')} entity={data} count={data.bookCount} />
      <ShelfBooks filter={{ seriesSlug: data.slug }} name={names.primary} numbered />
    </section>
  );
}
