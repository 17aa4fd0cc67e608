import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import '../messages';

export type ShelfKind = 'category' | 'publisher' | 'series';

/** While a shelf's page loads: its heading's and first books' shapes. */
export function ShelfSkeleton() {
  return (
    <div role="status" aria-label={t('storefront:shelves.loading')} className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Skeleton className="h-9 w-64" />
      <div className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="aspect-[2/3] w-full" />
        ))}
      </div>
    </div>
  );
}

/** An unknown slug (404), or a failure to load, with the way back to the whole catalogue. */
export function ShelfMissing({ kind, notFound }: { kind: ShelfKind; notFound: boolean }) {
  return (
    <section role={notFound ? undefined : 'alert'} className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{notFound ? t(`storefront:shelves.${kind}.notFoundTitle`) : t('storefront:shelves.errorTitle')}</h1>
      <p className="mt-3 text-stone-700">{notFound ? t(`storefront:shelves.${kind}.notFoundBody`) : t('storefront:shelves.failed')}</p>
      <Link to="/all-products" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('storefront:shelves.browseAll')}
      </Link>
    </section>
  );
}
