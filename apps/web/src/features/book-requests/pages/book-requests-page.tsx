import type { BookRequestGroup } from '@boipoka/shared';
import { useId, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../messages';
import { useBookRequestGroups, useFulfilBookRequests } from '../api/book-requests-api';
import { BookRequestGroupsTable, groupKey } from '../components/book-request-groups-table';

/** /dashboard/book-requests (admin): what readers asked for, grouped by book, most asked first (issue 34, decision 045). */
export function BookRequestsPage() {
  useDocumentTitle(t('book-requests:admin.pageTitle'));
  const locale = useLocale();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const groups = useBookRequestGroups(page);
  const fulfil = useFulfilBookRequests();

  const onFulfil = (group: BookRequestGroup, bookId: string) =>
    fulfil.mutate(
      { titleKey: group.titleKey, authorKey: group.authorKey, bookId },
      {
        onSuccess: ({ fulfilled }) => notify.success(t('book-requests:admin.fulfilledToast', { title: group.title, count: fulfilled, formatted: formatInteger(fulfilled, locale) })),
        onError: (error) => notify.error(errorMessage(error, t('book-requests:admin.fulfilFailed'))),
      },
    );

  const totalPages = groups.data?.meta?.totalPages ?? 1;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{t('book-requests:admin.heading')}</h1>
        <p className="mt-1 text-sm text-stone-600">{t('book-requests:admin.intro')}</p>
      </div>
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {t('book-requests:admin.listHeading')}
        </h2>
        {groups.isPending ? (
          <Spinner />
        ) : !groups.data ? (
          <AlertBanner tone="error">
            <p>{errorMessage(groups.error, t('book-requests:admin.loadFailed'))}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void groups.refetch()}>
              {t('book-requests:admin.retry')}
            </Button>
          </AlertBanner>
        ) : (
          <>
            <BookRequestGroupsTable
              groups={groups.data.groups}
              locale={locale}
              labelledBy={headingId}
              fulfilling={fulfil.isPending && fulfil.variables ? groupKey(fulfil.variables) : null}
              onFulfil={onFulfil}
            />
            {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />}
          </>
        )}
      </section>
    </div>
  );
}
