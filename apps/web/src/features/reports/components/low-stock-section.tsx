import { MAX_LOW_STOCK_THRESHOLD, type LowStockBook, type LowStockReport } from '@boipoka/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import '../messages';
import { categoryName } from '../lib/group-label';
import { ReportTable } from './report-table';

const MAX_STOCK = 1_000_000;

/** The threshold form: a stored shop setting, the same for every admin. */
export function ThresholdForm({ threshold, saving, onSave }: { threshold: number; saving: boolean; onSave: (value: number) => Promise<unknown> }) {
  const [draft, setDraft] = useState(String(threshold));
  useEffect(() => setDraft(String(threshold)), [threshold]);
  const value = Number(draft);
  const valid = draft.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= MAX_LOW_STOCK_THRESHOLD;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      await onSave(value);
      notify.success(t('reports:lowStock.thresholdSaved'));
    } catch {
      notify.error(t('reports:lowStock.thresholdFailed'));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor="low-stock-threshold" className="mb-1 block text-sm font-medium text-stone-800">
          {t('reports:lowStock.threshold')}
        </label>
        <input
          id="low-stock-threshold"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_LOW_STOCK_THRESHOLD}
          step={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={!valid || undefined}
          className={`${inputClasses} w-28`}
        />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={!valid || saving}>
        {t('reports:lowStock.saveThreshold')}
      </Button>
    </form>
  );
}

/** Set a book's stock from the list: the count on the shelf after a delivery. */
function RestockForm({ book, busy, onRestock }: { book: LowStockBook; busy: boolean; onRestock: (quantity: number) => void }) {
  const [draft, setDraft] = useState('');
  const value = Number(draft);
  const valid = draft.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= MAX_STOCK;
  const id = `restock-${book._id}`;
  return (
    <form
      className="flex items-center justify-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onRestock(value);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('reports:lowStock.newStockFor', { title: book.title })}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_STOCK}
        step={1}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t('reports:lowStock.newStock')}
        className={`${inputClasses} w-24 py-1`}
      />
      <Button type="submit" size="sm" className="whitespace-nowrap" disabled={!valid || busy} aria-label={t('reports:lowStock.restockLabel', { title: book.title })}>
        {t('reports:lowStock.restock')}
      </Button>
    </form>
  );
}

export function LowStockTable({
  report,
  labelledBy,
  busyId,
  onRestock,
}: {
  report: LowStockReport;
  labelledBy: string;
  busyId: string | null;
  onRestock: (book: LowStockBook, quantity: number) => void;
}) {
  return (
    <ReportTable
      labelledBy={labelledBy}
      testId="report-low-stock"
      rows={report.books}
      rowKey={(b) => b._id}
      empty={t('reports:lowStock.none', { threshold: formatInteger(report.threshold) })}
      columns={[
        { key: 'title', header: t('reports:columns.title'), cell: (b) => <span className="font-medium">{b.title}</span> },
        { key: 'author', header: t('reports:columns.author'), cell: (b) => b.author },
        { key: 'category', header: t('reports:columns.category'), cell: (b) => categoryName(b.category) },
        {
          key: 'stock',
          header: t('reports:columns.stock'),
          numeric: true,
          cell: (b) => <span className={b.quantity === 0 ? 'font-semibold text-red-700' : undefined}>{formatInteger(b.quantity)}</span>,
        },
        { key: 'restock', header: t('reports:lowStock.restock'), cell: (b) => <RestockForm book={b} busy={busyId === b._id} onRestock={(quantity) => onRestock(b, quantity)} /> },
      ]}
    />
  );
}
