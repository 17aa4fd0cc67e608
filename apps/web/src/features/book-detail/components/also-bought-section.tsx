import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BookListItem } from '@boipoka/shared';
import { BookCover } from '../../../components/ui/book-cover';
import { LangText } from '../../../components/ui/lang-text';
import { apiData } from '../../../lib/api-client';
import { bookNames, currentLocale } from '../../../lib/book-names';
import { formatMoney } from '../../../lib/format';
import { registerMessages, t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';

registerMessages(
  'storefront',
  () => import('../../../i18n/en/storefront-also-bought.json'),
  'storefront-also-bought',
  () => import('../../../i18n/bn/storefront-also-bought.json'),
);

/** The books most often in the same orders as this one (`GET /api/books/:id/also-bought`); hidden when there are none. */
export function AlsoBoughtSection({ bookId, onSettled }: { bookId: string; onSettled?: () => void }) {
  const { data, isPending } = useQuery({
    queryKey: ['books', bookId, 'also-bought'],
    queryFn: () => apiData<BookListItem[]>(`/books/${encodeURIComponent(bookId)}/also-bought`),
    retry: 1,
  });
  // Shown or hidden for good: the part is live (data-live, as every deferred part of a page says when it has come).
  useEffect(() => {
    if (!isPending) onSettled?.();
  }, [isPending, onSettled]);
  if (!data?.length) return null;
  const locale = currentLocale();
  return (
    <section aria-labelledby="also-bought-heading" data-testid="also-bought" className="mt-12">
      <h2 id="also-bought-heading" className="font-serif text-2xl font-bold text-stone-900">
        {t('storefront:alsoBought.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('storefront:alsoBought.subtitle')}</p>
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {data.map((book) => {
          const names = bookNames(book, locale);
          return (
            <li key={book._id} className="relative flex flex-col rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200 [overflow-wrap:anywhere]">
              <BookCover src={book.image} title={names.title.primary} width={160} height={240} className="w-full rounded-md bg-stone-100" />
              <h3 className="mt-2 line-clamp-2 text-sm font-semibold text-stone-900">
                <Link to={`/product-details/${book._id}`} className="after:absolute after:inset-0 after:content-['']">
                  <LangText text={names.title.primary} />
                </Link>
              </h3>
              <LangText as="p" text={names.author.primary} className="text-xs text-stone-600" />
              <p className="mt-auto pt-2 text-sm font-bold text-brand-700">{formatMoney(book.price)}</p>
              {!book.inStock && <p className="text-xs font-medium text-red-700">{t('storefront:common.outOfStock')}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
