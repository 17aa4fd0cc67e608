import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BookTile } from '../../../components/shop/book-tile';
import { buttonClasses } from '../../../components/ui/button';
import { LangText } from '../../../components/ui/lang-text';
import { OtherScriptLine } from '../../../components/ui/other-script-line';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { authorQuery } from '../../../lib/author-query';
import { currentLocale, namePair } from '../../../lib/book-names';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../messages';

/** The name an author page leads with: the page's script where the shop knows it, the other form under it. */
export function authorNames(author: { author: string; altAuthor: string }) {
  return namePair(author.author, author.altAuthor, currentLocale());
}

/** /authors/:slug — an author's books, server-rendered like the other storefront pages. */
export function AuthorPage() {
  const { slug = '' } = useParams();
  const { data, error, isPending } = useQuery(authorQuery(slug));
  const name = data ? authorNames(data) : undefined;
  const notFound = error instanceof ApiError && error.status === 404;
  useDocumentTitle(name ? t('storefront:authors.documentTitle', { author: name.primary }) : notFound ? t('storefront:authors.notFoundTitle') : undefined);

  if (isPending) {
    return (
      <div role="status" aria-label={t('storefront:authors.loading')} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Skeleton className="h-9 w-64" />
        <div className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="aspect-[2/3] w-full" />
          ))}
        </div>
      </div>
    );
  }

  if (!data || !name) {
    return (
      <section role={notFound ? undefined : 'alert'} className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-stone-900">{notFound ? t('storefront:authors.notFoundTitle') : t('storefront:authors.errorTitle')}</h1>
        <p className="mt-3 text-stone-700">{notFound ? t('storefront:authors.notFoundBody') : t('storefront:authors.failed')}</p>
        <Link to="/all-products" className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('storefront:authors.browseAll')}
        </Link>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6" aria-labelledby="author-name">
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('storefront:authors.eyebrow')}</p>
      <h1 id="author-name" className="mt-1 font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
        <LangText text={name.primary} />
      </h1>
      <OtherScriptLine text={name.secondary} className="mt-1 text-lg" />
      <p className="mt-2 text-stone-700">{t('storefront:authors.bookCount', { count: data.total, formatted: formatInteger(data.total) })}</p>
      <ul aria-label={t('storefront:authors.booksLabel', { author: name.primary })} className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {data.books.map((book, index) => (
          <li key={book._id}>
            <BookTile book={book} priority={index < 5} />
          </li>
        ))}
      </ul>
    </section>
  );
}
