import { BULK_BOOK_ACTIONS, type BulkBookAction, type BulkBookActionInput } from '@boipoka/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SELECTION_TOOLBAR_CLASSES } from '../../../components/ui/selection-toolbar';
import { bookChangeErrorMessage } from '../lib/admin-book-errors';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { notify } from '../../../lib/toast';
import '../../../lib/admin-messages';
import { categoryOptions, useCategories } from '../../catalogue';
import { useBulkBooks } from '../api/admin-books-api';
import { SelectField, TextField } from './form-controls';

/** What the bar acts on: the books ticked in the table, or every book the search finds. */
export type BulkTarget = { kind: 'ids'; ids: readonly string[] } | { kind: 'search'; q: string; total: number };

interface BulkActionsProps {
  target: BulkTarget;
  /** Offered when the whole page is ticked and the search finds more: widens the target to all of them. */
  onSelectAllMatching?: () => void;
  matchingTotal?: number;
  onDone: () => void;
}

/**
 * Book Management's bulk bar: move the chosen books to a category of the tree (it becomes their only category), set their
 * stock, or archive them (asked twice).
 */
export function BulkActions({ target, onSelectAllMatching, matchingTotal, onDone }: BulkActionsProps) {
  const bulk = useBulkBooks();
  const [action, setAction] = useState<BulkBookAction>('category');
  const locale = useLocale();
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState('');
  const [categoryError, setCategoryError] = useState<string | undefined>();
  const [quantity, setQuantity] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [quantityError, setQuantityError] = useState<string | undefined>();
  const count = target.kind === 'ids' ? target.ids.length : target.total;
  const counted = { count, formatted: formatInteger(count) };

  const run = async () => {
    const scope = target.kind === 'ids' ? { ids: [...target.ids] } : { q: target.q };
    const input: BulkBookActionInput = action === 'category' ? { ...scope, action, categoryId } : action === 'stock' ? { ...scope, action, quantity: Number(quantity) } : { ...scope, action };
    try {
      const { updated } = await bulk.mutateAsync(input);
      notify.success(t('admin:bulk.done', { count: updated, formatted: formatInteger(updated) }));
      setConfirming(false);
      onDone();
    } catch (error) {
      notify.error(bookChangeErrorMessage(error, t('admin:bulk.failed'), t('admin:bulk.failed')));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (action === 'category' && categoryId === '') {
      setCategoryError(t('admin:fields.chooseCategory'));
      return;
    }
    if (action === 'stock' && !/^\d+$/.test(quantity.trim())) {
      setQuantityError(t('admin:addBook.errors.quantity.invalid_type'));
      return;
    }
    if (action === 'archive' && !confirming) {
      setConfirming(true);
      return;
    }
    void run();
  };

  return (
    <form onSubmit={onSubmit} aria-label={t('admin:bulk.label')} className={`mt-4 space-y-3 p-3 sm:p-4 ${SELECTION_TOOLBAR_CLASSES}`} data-testid="bulk-actions">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-800" aria-live="polite">
        <p className="font-medium">{target.kind === 'ids' ? t('admin:bulk.selected', counted) : t('admin:bulk.allMatching', counted)}</p>
        {onSelectAllMatching && matchingTotal !== undefined && (
          <button type="button" onClick={onSelectAllMatching} className="font-medium text-brand-700 underline underline-offset-2">
            {t('admin:bulk.selectAllMatching', { count: matchingTotal, formatted: formatInteger(matchingTotal) })}
          </button>
        )}
        <button type="button" onClick={onDone} className="text-stone-700 underline underline-offset-2">
          {t('admin:bulk.clear')}
        </button>
      </div>
      {/* Aligned at the top: a field's hint or error below it must not lift the fields beside it; the button sits level with the fields, below their labels. */}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,20rem)_auto] sm:items-start">
        <SelectField
          label={t('admin:bulk.action')}
          value={action}
          onChange={(event) => {
            setAction(event.target.value as BulkBookAction);
            setConfirming(false);
          }}
        >
          {BULK_BOOK_ACTIONS.map((key) => (
            <option key={key} value={key}>
              {t(`admin:bulk.actions.${key}`)}
            </option>
          ))}
        </SelectField>
        {action === 'category' && (
          <SelectField
            label={t('admin:fields.category')}
            hint={t('admin:bulk.categoryHint')}
            value={categoryId}
            error={categoryError}
            onChange={(event) => {
              setCategoryId(event.target.value);
              setCategoryError(undefined);
            }}
          >
            <option value="">{t('admin:fields.chooseCategory')}</option>
            {categoryOptions(categories.data ?? [], locale).map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </SelectField>
        )}
        {action === 'stock' && (
          <TextField
            label={t('admin:bulk.quantity')}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={quantity}
            error={quantityError}
            onChange={(event) => {
              setQuantity(event.target.value);
              setQuantityError(undefined);
            }}
          />
        )}
        {action === 'archive' && <span className="hidden sm:block" />}
        <Button type="submit" variant={action === 'archive' ? 'danger' : 'primary'} disabled={bulk.isPending || confirming} className="sm:mt-6">
          {t('admin:bulk.apply')}
        </Button>
      </div>
      {confirming && (
        <div role="alertdialog" aria-labelledby="bulk-archive-question" className="flex flex-col gap-3 rounded-lg bg-white p-3 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between">
          <p id="bulk-archive-question" className="text-sm text-stone-900">
            {t('admin:bulk.confirmArchive', counted)}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)} disabled={bulk.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="danger" size="sm" onClick={() => void run()} disabled={bulk.isPending}>
              {t('admin:bulk.confirm')}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
