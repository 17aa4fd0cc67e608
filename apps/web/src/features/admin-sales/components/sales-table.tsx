import type { Currency, Sale } from '@boipoka/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { StackedTable, type TableColumn } from '../../../components/ui/stacked-table';
import { formatInteger } from '../../../lib/format';
import { t, type Locale } from '../../../lib/i18n';
import '../messages';
import { datesText, scopeTexts, STATE_TONES, stateText, takesOffText } from '../lib/sale-texts';
import { useCategories, useSeriesList } from '../../catalogue';

/**
 * The shop's sales, one row each: a table on a wide screen, a card per sale on a phone (StackedTable). Edit loads a sale
 * into the form; Pause and Resume act on one sale, and while its change is under way its buttons wait.
 */
export function SalesTable({
  sales,
  locale,
  currency,
  now,
  labelledBy,
  changing,
  onEdit,
  onSetActive,
}: {
  sales: Sale[];
  locale: Locale;
  currency: Currency;
  now: Date;
  labelledBy: string;
  /** The id of the sale whose change is under way, if any. */
  changing: string | null;
  onEdit: (sale: Sale) => void;
  onSetActive: (sale: Sale, active: boolean) => void;
}) {
  const nameOf = (sale: Sale) => (locale === 'bn' ? sale.name.bn : sale.name.en);
  const categories = useCategories().data;
  const series = useSeriesList().data;
  const columns: TableColumn<Sale>[] = [
    { key: 'name', header: t('sales:list.columns.name'), cell: (sale) => <span className="font-semibold text-stone-900">{nameOf(sale)}</span> },
    { key: 'takesOff', header: t('sales:list.columns.takesOff'), cell: (sale) => <span className="whitespace-nowrap">{takesOffText(sale, locale, currency)}</span> },
    {
      key: 'books',
      header: t('sales:list.columns.books'),
      cell: (sale) => (
        <ul className="space-y-0.5 text-xs text-stone-700">
          {scopeTexts(sale, { categories, series, locale }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
    { key: 'dates', header: t('sales:list.columns.dates'), cell: (sale) => datesText(sale, locale) },
    { key: 'onSale', header: t('sales:list.columns.onSale'), numeric: true, cell: (sale) => formatInteger(sale.booksOnSale, locale) },
    {
      key: 'status',
      header: t('sales:list.columns.status'),
      cell: (sale) => {
        const { state, text } = stateText(sale, now);
        return <Badge tone={STATE_TONES[state]}>{text}</Badge>;
      },
    },
    {
      key: 'actions',
      header: t('sales:list.columns.actions'),
      cell: (sale) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" aria-label={t('sales:list.editLabel', { name: nameOf(sale) })} onClick={() => onEdit(sale)}>
            {t('sales:list.edit')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={changing === sale._id}
            aria-label={t(sale.active ? 'sales:list.pauseLabel' : 'sales:list.resumeLabel', { name: nameOf(sale) })}
            onClick={() => onSetActive(sale, !sale.active)}
          >
            {sale.active ? t('sales:list.pause') : t('sales:list.resume')}
          </Button>
        </div>
      ),
    },
  ];
  return <StackedTable labelledBy={labelledBy} columns={columns} rows={sales} rowKey={(sale) => sale._id} empty={t('sales:list.empty')} testId="sales" />;
}
