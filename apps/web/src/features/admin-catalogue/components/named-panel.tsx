import { LangText } from '../../../components/ui/lang-text';
import { scriptOf } from '@boipoka/shared';
import type { Publisher, Series } from '@boipoka/shared';
import { useId, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { StackedTable, type TableColumn } from '../../../components/ui/stacked-table';
import { errorMessage } from '../../../lib/api-client';
import { t, type Locale } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { nameIn, usePublishers, useSeriesList } from '../../catalogue';
import '../messages';
import { NamedForm, type NamedKind } from './named-form';

/** The publishers or the series tab: a searchable list with their books, a new one, and renaming one in a dialog. */
export function NamedPanel({ kind, locale }: { kind: NamedKind; locale: Locale }) {
  const headingId = useId();
  const addHeadingId = useId();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query, 250);
  const publishersList = usePublishers(kind === 'publishers' ? q : '');
  const seriesList = useSeriesList(q, kind === 'series');
  const list = kind === 'publishers' ? publishersList : seriesList;
  const [editing, setEditing] = useState<Publisher | Series | null>(null);
  const other: Locale = locale === 'bn' ? 'en' : 'bn';
  const publishers = publishersList.data ?? [];
  const publisherName = (id: string | null) => {
    const publisher = id ? publishers.find((candidate) => candidate.id === id) : undefined;
    return publisher ? nameIn(publisher, locale) : '—';
  };

  const columns: TableColumn<Publisher | Series>[] = [
    {
      key: 'name',
      header: t('catalogue-admin:named.columns.name'),
      cell: (row) => (
        <div>
          <span className="font-semibold text-stone-900" lang={scriptOf(nameIn(row, locale))}>
            {nameIn(row, locale)}
          </span>
          <span className="block text-xs text-stone-600" lang={scriptOf(nameIn(row, other))}>
            {nameIn(row, other)}
          </span>
        </div>
      ),
    },
    {
      key: 'slug',
      header: t('catalogue-admin:named.columns.slug'),
      cell: (row) => (
        <span lang="en" className="break-all">
          {row.slug}
        </span>
      ),
    },
    ...(kind === 'series'
      ? [{ key: 'publisher', header: t('catalogue-admin:fields.publisher'), cell: (row: Publisher | Series) => <LangText text={publisherName('publisherId' in row ? row.publisherId : null)} /> }]
      : []),
    { key: 'books', header: t('catalogue-admin:named.columns.books'), numeric: true, cell: (row) => t('catalogue-admin:bookCount', { count: row.bookCount }) },
    {
      key: 'actions',
      header: t('catalogue-admin:named.columns.actions'),
      cell: (row) => (
        <Button size="sm" variant="secondary" onClick={() => setEditing(row)} aria-label={t('catalogue-admin:actions.editLabel', { name: nameIn(row, locale) })}>
          {t('catalogue-admin:actions.edit')}
        </Button>
      ),
    },
  ];

  const texts =
    kind === 'publishers'
      ? { heading: 'catalogue-admin:publishers.heading', search: 'catalogue-admin:publishers.search', empty: 'catalogue-admin:publishers.empty', add: 'catalogue-admin:publishers.addHeading' }
      : { heading: 'catalogue-admin:series.heading', search: 'catalogue-admin:series.search', empty: 'catalogue-admin:series.empty', add: 'catalogue-admin:series.addHeading' };
  return (
    <div className="space-y-5">
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {t(texts.heading)}
        </h2>
        <SearchInput value={query} onChange={setQuery} label={t(texts.search)} placeholder={t(texts.search)} size="sm" className="max-w-md" />
        {list.isPending ? (
          <Spinner />
        ) : !list.data ? (
          <AlertBanner tone="error">
            <p>{errorMessage(list.error, t('catalogue-admin:errors.loadFailed'))}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
              {t('catalogue-admin:actions.retry')}
            </Button>
          </AlertBanner>
        ) : (
          <StackedTable<Publisher | Series> labelledBy={headingId} columns={columns} rows={list.data} rowKey={(row) => row.id} empty={t(texts.empty)} testId={`${kind}-table`} />
        )}
      </section>
      <section aria-labelledby={addHeadingId} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 id={addHeadingId} className="mb-3 text-lg font-bold text-stone-900">
          {t(texts.add)}
        </h2>
        <NamedForm key={locale} kind={kind} locale={locale} editing={null} publishers={publishers} onDone={() => undefined} />
      </section>
      {editing && (
        <Dialog open title={t('catalogue-admin:named.editTitle', { name: nameIn(editing, locale) })} onClose={() => setEditing(null)}>
          <NamedForm kind={kind} locale={locale} editing={editing} publishers={publishers} onDone={() => setEditing(null)} />
        </Dialog>
      )}
    </div>
  );
}
