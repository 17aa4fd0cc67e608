import { useSearchParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../messages';
import { useAuditLog } from '../api/use-audit-log';
import { AuditEntryCard } from '../components/audit-entry-card';
import { AuditFilters } from '../components/audit-filters';
import { type AuditFilters as Filters, filtersFromParams, filtersToParams, rangeIsBackwards } from '../lib/audit-filters';

/** Every admin change, newest first (decision 025); the filters live in the address (?actor&kind&from&to) so a view can be shared. */
export function AuditPage() {
  useDocumentTitle(t('audit:pageTitle'));
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const log = useAuditLog(filters, !rangeIsBackwards(filters));
  const change = (patch: Partial<Filters>) => setParams(filtersToParams({ ...filters, ...patch }), { replace: true });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const admins = log.data?.pages[0]?.admins ?? [];
  const filtered = Object.values(filters).some((value) => value !== '');

  return (
    <section aria-labelledby="audit-heading" className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6">
      <div>
        <h1 id="audit-heading" className="text-2xl font-bold text-stone-900">
          {t('audit:heading')}
        </h1>
        <p className="mt-1 text-sm text-stone-600">{t('audit:intro')}</p>
      </div>

      <AuditFilters filters={filters} admins={admins} onChange={change} />

      {log.isError && <AlertBanner tone="error">{t('audit:loadFailed')}</AlertBanner>}
      {log.isPending && !rangeIsBackwards(filters) && <Spinner />}
      {log.data && entries.length === 0 && (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">{t(filtered ? 'audit:emptyFiltered' : 'audit:empty')}</p>
      )}
      {entries.length > 0 && (
        <ol aria-label={t('audit:listLabel')} aria-busy={log.isFetching} className={`space-y-3 ${log.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}>
          {entries.map((entry) => (
            <AuditEntryCard key={entry._id} entry={entry} />
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <div className="flex justify-center">
          <button type="button" className={buttonClasses('secondary')} disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {log.isFetchingNextPage ? t('common:actions.loading') : t('audit:loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
