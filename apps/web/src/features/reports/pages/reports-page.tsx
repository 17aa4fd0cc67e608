import type { LowStockBook } from '@boipoka/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Spinner } from '../../../components/ui/spinner';
import { formatInteger, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../messages';
import { LOW_STOCK_CSV_PATH, salesCsvPath, useLowStock, useRestock, useSalesReport, useSetLowStockThreshold } from '../api/reports-api';
import { CsvButton } from '../components/csv-button';
import { LowStockTable, ThresholdForm } from '../components/low-stock-section';
import { ReportFilters } from '../components/report-filters';
import { ReportSummary } from '../components/report-summary';
import { ReportSection } from '../components/report-table';
import { SalesChart } from '../components/sales-chart';
import { CustomersTable, GroupsTable, OnlinePaymentsTable, PromoCodesTable, TopAuthorsTable, TopBooksTable, TopCategoriesTable } from '../components/sales-tables';
import { rangeFromParams, rangeProblem, type ReportRange } from '../lib/report-range';

/** The shop's figures over any range of days (decision 022), kept in the address (?from&to&groupBy) so a report can be shared. */
export function ReportsPage() {
  useDocumentTitle(t('reports:pageTitle'));
  const [params, setParams] = useSearchParams();
  // The page's own state, written to the address after each change (two quick changes never overwrite each other).
  const [range, setRange] = useState<ReportRange>(() => rangeFromParams(params));
  useEffect(() => {
    setParams(new URLSearchParams({ from: range.from, to: range.to, groupBy: range.groupBy }), { replace: true });
  }, [range.from, range.to, range.groupBy, setParams]);
  const problem = rangeProblem(range);
  const sales = useSalesReport(range, problem === null);
  const lowStock = useLowStock();
  const setThreshold = useSetLowStockThreshold();
  const restock = useRestock();
  const report = sales.data;
  const fileRange = `${range.from}-to-${range.to}`;

  const change = (patch: Partial<ReportRange>) => setRange((current) => ({ ...current, ...patch }));

  const doRestock = async (book: LowStockBook, quantity: number) => {
    try {
      await restock.mutateAsync({ id: book._id, quantity });
      notify.success(t('reports:lowStock.restocked', { title: book.title, quantity: formatInteger(quantity) }));
    } catch {
      notify.error(t('reports:lowStock.restockFailed'));
    }
  };

  return (
    <section aria-labelledby="reports-heading" className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <div>
        <h1 id="reports-heading" className="text-2xl font-bold text-stone-900">
          {t('reports:heading')}
        </h1>
        <p className="mt-1 text-sm text-stone-600" data-testid="revenue-rule">
          {t('reports:revenueRule')}
        </p>
      </div>

      <ReportFilters range={range} problem={problem} onChange={change} />

      {sales.isError && <AlertBanner tone="error">{t('reports:loadFailed')}</AlertBanner>}
      {problem === null && !report && sales.isPending && <Spinner />}

      {report && (
        <div className={`space-y-8 ${sales.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`} aria-busy={sales.isFetching}>
          <ReportSummary report={report} />

          <ReportSection
            id="report-groups-heading"
            title={t(`reports:groups.title.${report.groupBy}`)}
            note={report.groupBy === 'category' || report.groupBy === 'book' ? t('reports:bookSalesNote') : undefined}
            action={<CsvButton path={salesCsvPath(range, 'groups')} fileName={`boipoka-sales-by-${range.groupBy}-${fileRange}.csv`} tableName={t(`reports:groups.title.${report.groupBy}`)} />}
          >
            <div className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4">
              <SalesChart groups={report.groups} groupBy={report.groupBy} from={report.from} to={report.to} />
            </div>
            <GroupsTable groups={report.groups} groupBy={report.groupBy} labelledBy="report-groups-heading" />
          </ReportSection>

          <div className="grid gap-8 lg:grid-cols-2">
            <ReportSection
              id="report-books-heading"
              title={t('reports:top.books')}
              note={t('reports:bookSalesNote')}
              action={<CsvButton path={salesCsvPath(range, 'books')} fileName={`boipoka-sales-books-${fileRange}.csv`} tableName={t('reports:top.books')} />}
            >
              <TopBooksTable books={report.topBooks} labelledBy="report-books-heading" />
            </ReportSection>
            <ReportSection
              id="report-authors-heading"
              title={t('reports:top.authors')}
              action={<CsvButton path={salesCsvPath(range, 'authors')} fileName={`boipoka-sales-authors-${fileRange}.csv`} tableName={t('reports:top.authors')} />}
            >
              <TopAuthorsTable authors={report.topAuthors} labelledBy="report-authors-heading" />
            </ReportSection>
            <ReportSection
              id="report-categories-heading"
              title={t('reports:top.categories')}
              action={<CsvButton path={salesCsvPath(range, 'categories')} fileName={`boipoka-sales-categories-${fileRange}.csv`} tableName={t('reports:top.categories')} />}
            >
              <TopCategoriesTable categories={report.topCategories} labelledBy="report-categories-heading" />
            </ReportSection>
            <ReportSection
              id="report-customers-heading"
              title={t('reports:customers.title')}
              note={t('reports:customers.note')}
              action={<CsvButton path={salesCsvPath(range, 'customers')} fileName={`boipoka-sales-customers-${fileRange}.csv`} tableName={t('reports:customers.title')} />}
            >
              <CustomersTable customers={report.customers} labelledBy="report-customers-heading" />
            </ReportSection>
            {report.promoCodes.length > 0 && (
              <ReportSection id="report-promo-codes-heading" title={t('reports:promoCodes.title')} note={t('reports:promoCodes.note')}>
                <PromoCodesTable promoCodes={report.promoCodes} labelledBy="report-promo-codes-heading" />
              </ReportSection>
            )}
            {report.memberDiscount.orders > 0 && (
              <ReportSection id="report-member-discount-heading" title={t('reports:memberDiscount.title')} note={t('reports:memberDiscount.note')}>
                <p className="px-4 py-3 text-sm text-stone-800" data-testid="report-member-discount">
                  {t('reports:memberDiscount.summary', {
                    count: report.memberDiscount.orders,
                    orders: formatInteger(report.memberDiscount.orders),
                    amount: formatMoney(report.memberDiscount.discount),
                  })}
                </p>
              </ReportSection>
            )}
            {report.payments.length > 0 && (
              <ReportSection id="report-payments-heading" title={t('reports:payments.title')} note={t('reports:payments.note')}>
                <OnlinePaymentsTable payments={report.payments} labelledBy="report-payments-heading" />
              </ReportSection>
            )}
          </div>
        </div>
      )}

      <ReportSection
        id="report-low-stock-heading"
        title={t('reports:lowStock.title')}
        note={lowStock.data ? t('reports:lowStock.note', { threshold: formatInteger(lowStock.data.threshold) }) : undefined}
        action={<CsvButton path={LOW_STOCK_CSV_PATH} fileName="boipoka-low-stock.csv" tableName={t('reports:lowStock.title')} />}
      >
        {lowStock.isError && <AlertBanner tone="error">{t('reports:loadFailed')}</AlertBanner>}
        {lowStock.data ? (
          <>
            <ThresholdForm threshold={lowStock.data.threshold} saving={setThreshold.isPending} onSave={(value) => setThreshold.mutateAsync(value)} />
            <LowStockTable
              report={lowStock.data}
              labelledBy="report-low-stock-heading"
              busyId={restock.isPending ? (restock.variables?.id ?? null) : null}
              onRestock={(book, quantity) => void doRestock(book, quantity)}
            />
          </>
        ) : (
          lowStock.isPending && <Spinner />
        )}
      </ReportSection>
    </section>
  );
}
