import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldMessages } from '../../../components/ui/form-field';
import { SearchInput } from '../../../components/ui/search-input';
import { errorMessage } from '../../../lib/api-client';
import { t, type Locale } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import '../../../lib/admin-messages';
import { nameIn, useCreatePublisher, useCreateSeries, usePublishers, useSeriesList } from '../../catalogue';
import type { NamedRef } from '../lib/book-form-values';
import { FacetInlineCreate } from './facet-inline-create';

/** How many matches the chooser lists under its search. */
const SHOWN = 8;

interface NamedChooserProps {
  kind: 'publisher' | 'series';
  value: NamedRef | null;
  onChange: (value: NamedRef | null) => void;
  locale: Locale;
  error?: string;
  /** A series added here belongs to the book's publisher, when one is chosen. */
  publisherId?: string | null;
}

/** A book's publisher or series: the chosen one, or a search of the list; a new one can be added without leaving the form. */
export function NamedChooser({ kind, value, onChange, locale, error, publisherId = null }: NamedChooserProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const q = useDebouncedValue(query, 250);
  const searching = value === null && !adding;
  const publishers = usePublishers(q, kind === 'publisher' && searching);
  const series = useSeriesList(q, kind === 'series' && searching);
  const list = kind === 'publisher' ? publishers : series;
  const createPublisher = useCreatePublisher();
  const createSeries = useCreateSeries();
  const texts =
    kind === 'publisher'
      ? { legend: 'admin:fields.publisher', search: 'admin:facets.searchPublishers', choices: 'admin:facets.publisherChoices', add: 'admin:facets.addPublisher', title: 'admin:facets.newPublisher' }
      : { legend: 'admin:facets.series', search: 'admin:facets.searchSeries', choices: 'admin:facets.seriesChoices', add: 'admin:facets.addSeries', title: 'admin:facets.newSeries' };
  const other: Locale = locale === 'bn' ? 'en' : 'bn';

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t(texts.legend)}</legend>
      {value ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-stone-200 bg-white px-2.5 py-1.5 text-sm" data-testid={`chosen-${kind}`}>
          <span className="min-w-0 flex-1 break-words">
            <span className="text-stone-900">{nameIn(value, locale)}</span>{' '}
            <span className="text-xs text-stone-600" lang={other}>
              {nameIn(value, other)}
            </span>
          </span>
          <Button size="sm" variant="ghost" onClick={() => onChange(null)} aria-label={t('admin:facets.removeLabel', { name: nameIn(value, locale) })}>
            {t('admin:facets.remove')}
          </Button>
        </div>
      ) : adding ? null : (
        <>
          <SearchInput value={query} onChange={setQuery} label={t(texts.search)} placeholder={t(texts.search)} size="sm" />
          <ul aria-label={t(texts.choices)} className="mt-1 max-h-44 overflow-y-auto rounded-lg border border-stone-200 bg-white p-1.5">
            {list.isPending ? (
              <li className="px-3 py-2 text-sm text-stone-600">{t('admin:facets.loading')}</li>
            ) : list.isError ? (
              <li className="px-3 py-2 text-sm text-red-700">{errorMessage(list.error, t('admin:facets.loadFailed'))}</li>
            ) : (list.data ?? []).length === 0 ? (
              <li className="px-3 py-2 text-sm text-stone-600">{t('admin:facets.noMatch')}</li>
            ) : (
              (list.data ?? []).slice(0, SHOWN).map((entity) => (
                <li key={entity.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onChange({ id: entity.id, nameEn: entity.nameEn, nameBn: entity.nameBn });
                      setQuery('');
                    }}
                    className="block w-full px-3 py-1.5 text-left text-sm text-stone-800 hover:bg-brand-50"
                  >
                    {nameIn(entity, locale)}{' '}
                    <span className="text-xs text-stone-600" lang={other}>
                      · {nameIn(entity, other)}
                    </span>
                  </button>
                </li>
              ))
            )}
          </ul>
        </>
      )}
      <FieldMessages id={id} error={error} />
      {adding ? (
        <FacetInlineCreate
          title={t(texts.title)}
          locale={locale}
          onCancel={() => setAdding(false)}
          create={async (names) => {
            const created = kind === 'publisher' ? await createPublisher.mutateAsync(names) : await createSeries.mutateAsync({ ...names, publisherId });
            notify.success(t('admin:facets.created', { name: nameIn(created, locale) }));
            onChange({ id: created.id, nameEn: created.nameEn, nameBn: created.nameBn });
            setAdding(false);
          }}
        />
      ) : (
        value === null && (
          <Button size="sm" variant="ghost" className="mt-1" onClick={() => setAdding(true)}>
            {t(texts.add)}
          </Button>
        )
      )}
    </fieldset>
  );
}
