import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublisher } from '../api/catalogue-api';
import { ShelfBooks } from '../components/shelf-books';
import { ShelfHeader, shelfNames } from '../components/shelf-header';
import { ShelfMissing, ShelfSkeleton } from '../components/shelf-states';
import '../messages';

/** /publishers/:slug — a publisher's (প্রকাশনী) books (issue 34). */
export function PublisherPage() {
  const { slug = '' } = useParams();
  const { data, error, isPending } = usePublisher(slug);
  const notFound = error instanceof ApiError && error.status === 404;
  const names = data ? shelfNames(data) : undefined;
  useDocumentTitle(names ? t('storefront:shelves.publisher.documentTitle', { name: names.primary }) : notFound ? t('storefront:shelves.publisher.notFoundTitle') : undefined);

  if (isPending) return <ShelfSkeleton />;
  if (!data || !names) return <ShelfMissing kind="publisher" notFound={notFound} />;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6" aria-labelledby="shelf-name">
      <ShelfHeader eyebrow={t('storefront:shelves.publisher.eyebrow')} entity={data} count={data.bookCount} />
      <ShelfBooks filter={{ publisherSlug: data.slug }} name={names.primary} />
    </section>
  );
}
