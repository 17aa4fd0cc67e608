import { X } from 'lucide-react';
import { LangText } from '../../../components/ui/lang-text';
import { currentLocale, t } from '../../../lib/i18n';
import { nameIn, usePublisher, useSeries } from '../../catalogue';
import type { CatalogParams } from '../hooks/use-catalog-params';
import '../messages';

/** A publisher's or series' name once it is known; its slug if the shop has no such one. */
function useFacetName(query: { data?: { nameEn: string; nameBn: string }; isError: boolean }, slug: string): string {
  if (query.data) return nameIn(query.data, currentLocale());
  return query.isError ? slug : '…';
}

/** The publisher and series the listing is narrowed to (`publisher`, `series` in the URL), each removable. */
export function FacetChips({ params, onChange }: { params: CatalogParams; onChange: (patch: Partial<CatalogParams>) => void }) {
  const publisherName = useFacetName(usePublisher(params.publisher), params.publisher);
  const seriesName = useFacetName(useSeries(params.series), params.series);
  const chips = [
    params.publisher && { key: 'publisher', label: t('storefront:catalog.publisherChip', { name: publisherName }), remove: () => onChange({ publisher: '' }) },
    params.series && { key: 'series', label: t('storefront:catalog.seriesChip', { name: seriesName }), remove: () => onChange({ series: '' }) },
  ].filter((chip) => !!chip);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('storefront:catalog.activeFacets')} className="mt-4 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <span className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200">
            <LangText text={chip.label} />
            <button
              type="button"
              onClick={chip.remove}
              aria-label={t('storefront:catalog.removeFacet', { label: chip.label })}
              className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-brand-100"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
