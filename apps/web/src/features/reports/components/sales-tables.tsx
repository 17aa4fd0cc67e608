import type { ReportGrouping, SalesReport } from '@boipoka/shared';
import { formatInteger, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../messages';
import { categoryName, groupLabel } from '../lib/group-label';
import { ReportTable, type ReportColumn } from './report-table';

type Group = SalesReport['groups'][number];

const money = (value: number) => formatMoney(value);
const count = (value: number) => formatInteger(value);

/** The report as grouped: a row per day, week, month, category or book. */
export function GroupsTable({ groups, groupBy, labelledBy }: { groups: Group[]; groupBy: ReportGrouping; labelledBy: string }) {
  const bookSales = groupBy === 'category' || groupBy === 'book';
  const columns: ReportColumn<Group>[] = [
    { key: 'key', header: t(`reports:groups.by.${groupBy}`), cell: (g) => groupLabel(g, groupBy) },
    { key: 'revenue', header: bookSales ? t('reports:columns.bookSales') : t('reports:columns.revenue'), numeric: true, cell: (g) => money(g.revenue) },
    { key: 'orders', header: t('reports:columns.orders'), numeric: true, cell: (g) => count(g.orders) },
    { key: 'copies', header: t('reports:columns.copies'), numeric: true, cell: (g) => count(g.copies) },
    { key: 'average', header: t('reports:columns.averageOrder'), numeric: true, cell: (g) => money(g.averageOrder) },
  ];
  return <ReportTable labelledBy={labelledBy} columns={columns} rows={groups} rowKey={(g) => g.key} testId="report-groups" />;
}

export function TopBooksTable({ books, labelledBy }: { books: SalesReport['topBooks']; labelledBy: string }) {
  return (
    <ReportTable
      labelledBy={labelledBy}
      testId="report-top-books"
      rows={books}
      rowKey={(b) => b.bookId}
      columns={[
        { key: 'title', header: t('reports:columns.title'), cell: (b) => <span className="font-medium">{b.title}</span> },
        { key: 'author', header: t('reports:columns.author'), cell: (b) => b.author },
        { key: 'copies', header: t('reports:columns.copies'), numeric: true, cell: (b) => count(b.copies) },
        { key: 'revenue', header: t('reports:columns.bookSales'), numeric: true, cell: (b) => money(b.revenue) },
      ]}
    />
  );
}

export function TopAuthorsTable({ authors, labelledBy }: { authors: SalesReport['topAuthors']; labelledBy: string }) {
  return (
    <ReportTable
      labelledBy={labelledBy}
      testId="report-top-authors"
      rows={authors}
      rowKey={(a) => a.author}
      columns={[
        { key: 'author', header: t('reports:columns.author'), cell: (a) => a.author },
        { key: 'copies', header: t('reports:columns.copies'), numeric: true, cell: (a) => count(a.copies) },
        { key: 'revenue', header: t('reports:columns.bookSales'), numeric: true, cell: (a) => money(a.revenue) },
      ]}
    />
  );
}

export function TopCategoriesTable({ categories, labelledBy }: { categories: SalesReport['topCategories']; labelledBy: string }) {
  return (
    <ReportTable
      labelledBy={labelledBy}
      testId="report-top-categories"
      rows={categories}
      rowKey={(c) => c.category}
      columns={[
        { key: 'category', header: t('reports:columns.category'), cell: (c) => categoryName(c.category) },
        { key: 'copies', header: t('reports:columns.copies'), numeric: true, cell: (c) => count(c.copies) },
        { key: 'revenue', header: t('reports:columns.bookSales'), numeric: true, cell: (c) => money(c.revenue) },
      ]}
    />
  );
}

/** Money taken and given back online in the range, per provider (issue 32). */
export function OnlinePaymentsTable({ payments, labelledBy }: { payments: SalesReport['payments']; labelledBy: string }) {
  return (
    <ReportTable
      labelledBy={labelledBy}
      testId="report-payments"
      rows={payments}
      rowKey={(r) => r.method}
      columns={[
        { key: 'method', header: t('reports:payments.method'), cell: (r) => t(`reports:payments.${r.method}`) },
        { key: 'payments', header: t('reports:payments.count'), numeric: true, cell: (r) => count(r.payments) },
        { key: 'taken', header: t('reports:payments.taken'), numeric: true, cell: (r) => money(r.taken) },
        { key: 'refunded', header: t('reports:payments.refunded'), numeric: true, cell: (r) => money(r.refunded) },
      ]}
    />
  );
}

/** The promo codes of the range's completed orders and what each took off (issue 35). */
export function PromoCodesTable({ promoCodes, labelledBy }: { promoCodes: SalesReport['promoCodes']; labelledBy: string }) {
  return (
    <ReportTable
      labelledBy={labelledBy}
      testId="report-promo-codes"
      rows={promoCodes}
      rowKey={(r) => r.code}
      columns={[
        {
          key: 'code',
          header: t('reports:promoCodes.code'),
          cell: (r) => (
            <span lang="en" translate="no" className="font-mono">
              {r.code}
            </span>
          ),
        },
        { key: 'orders', header: t('reports:promoCodes.orders'), numeric: true, cell: (r) => count(r.orders) },
        { key: 'discount', header: t('reports:promoCodes.discount'), numeric: true, cell: (r) => money(r.discount) },
      ]}
    />
  );
}

export function CustomersTable({ customers, labelledBy }: { customers: SalesReport['customers']; labelledBy: string }) {
  const rows = [
    { kind: 'new', label: t('reports:customers.new'), count: customers.newCustomers, revenue: customers.newRevenue },
    { kind: 'returning', label: t('reports:customers.returning'), count: customers.returningCustomers, revenue: customers.returningRevenue },
  ];
  return (
    <ReportTable
      labelledBy={labelledBy}
      testId="report-customers"
      rows={rows}
      rowKey={(r) => r.kind}
      columns={[
        { key: 'kind', header: t('reports:customers.kind'), cell: (r) => r.label },
        { key: 'count', header: t('reports:customers.count'), numeric: true, cell: (r) => count(r.count) },
        { key: 'revenue', header: t('reports:columns.revenue'), numeric: true, cell: (r) => money(r.revenue) },
      ]}
    />
  );
}
