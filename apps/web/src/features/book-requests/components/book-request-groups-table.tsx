import type { BookRequestGroup } from '@boipoka/shared';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { StackedTable, type TableColumn } from '../../../components/ui/stacked-table';
import { formatInteger, formatShortDate } from '../../../lib/format';
import { t, type Locale } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import '../messages';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A book's id as pasted: the id itself or any address that holds it (the book's page). */
export function bookIdIn(text: string): string | undefined {
  return UUID.exec(text)?.[0]?.toLowerCase();
}

const groupKey = (group: Pick<BookRequestGroup, 'titleKey' | 'authorKey'>) => `${group.titleKey}\u0000${group.authorKey}`;

/** One open group's fulfilment: the book that answers it, by id or by its page's address. */
function FulfilForm({ group, busy, onFulfil }: { group: BookRequestGroup; busy: boolean; onFulfil: (group: BookRequestGroup, bookId: string) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const id = `fulfil-${group.titleKey}-${group.authorKey}`.replace(/[^\p{L}\p{N}-]+/gu, '-');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bookId = bookIdIn(text);
    if (!bookId) {
      setError(t('book-requests:admin.bookIdInvalid'));
      return;
    }
    setError('');
    onFulfil(group, bookId);
  };
  return (
    <form onSubmit={submit} noValidate className="flex min-w-56 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-stone-700">
        {t('book-requests:admin.bookIdLabel', { title: group.title })}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          className={`${inputClasses} min-w-0 flex-1`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="secondary" size="sm" disabled={busy} className="shrink-0 whitespace-nowrap">
          {t('book-requests:admin.fulfil')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** The requests grouped by book, most asked first: a table on a wide screen, a card per group on a phone. */
export function BookRequestGroupsTable({
  groups,
  locale,
  labelledBy,
  fulfilling,
  onFulfil,
}: {
  groups: BookRequestGroup[];
  locale: Locale;
  labelledBy: string;
  /** The group whose fulfilment is under way, if any. */
  fulfilling: string | null;
  onFulfil: (group: BookRequestGroup, bookId: string) => void;
}) {
  const columns: TableColumn<BookRequestGroup>[] = [
    {
      key: 'book',
      header: t('book-requests:admin.columns.book'),
      cell: (group) => (
        <div>
          <span className="font-semibold text-stone-900">{group.title}</span>
          {group.author && <span className="block text-xs text-stone-600">{group.author}</span>}
        </div>
      ),
    },
    { key: 'asked', header: t('book-requests:admin.columns.asked'), numeric: true, cell: (group) => formatInteger(group.requests, locale) },
    { key: 'waiting', header: t('book-requests:admin.columns.waiting'), numeric: true, cell: (group) => formatInteger(group.openRequests, locale) },
    { key: 'first', header: t('book-requests:admin.columns.firstAsked'), cell: (group) => <span className="whitespace-nowrap">{formatShortDate(group.firstAskedAt, locale)}</span> },
    { key: 'last', header: t('book-requests:admin.columns.lastAsked'), cell: (group) => <span className="whitespace-nowrap">{formatShortDate(group.lastAskedAt, locale)}</span> },
    {
      key: 'status',
      header: t('book-requests:admin.columns.status'),
      cell: (group) =>
        group.status === 'open' ? (
          <Badge tone="yellow">{t('book-requests:admin.status.open')}</Badge>
        ) : (
          <div className="space-y-1">
            <Badge tone="green">{t('book-requests:admin.status.fulfilled')}</Badge>
            {group.fulfilledBookId && (
              <Link to={`/product-details/${group.fulfilledBookId}`} className="block text-xs font-semibold text-brand-700 underline">
                {t('book-requests:admin.seeBook')}
              </Link>
            )}
          </div>
        ),
    },
    {
      key: 'actions',
      header: t('book-requests:admin.columns.actions'),
      cell: (group) => (group.status === 'open' ? <FulfilForm group={group} busy={fulfilling === groupKey(group)} onFulfil={onFulfil} /> : null),
    },
  ];
  return <StackedTable labelledBy={labelledBy} columns={columns} rows={groups} rowKey={groupKey} empty={t('book-requests:admin.empty')} testId="book-requests" />;
}

export { groupKey };
