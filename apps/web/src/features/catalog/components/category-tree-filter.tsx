import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { categoriesQuery, nameIn } from '../../../lib/shelves';
import { formatInteger } from '../../../lib/format';
import { currentLocale, t } from '../../../lib/i18n';
import type { CatalogParams } from '../hooks/use-catalog-params';
import '../messages';

export interface CategoryTreeFilterProps {
  params: CatalogParams;
  onChange: (patch: Partial<CatalogParams>) => void;
}

/**
 * The category tree as a filter (issue 34): each category indented under its parent with its number of books; choosing
 * one sets `cat` (its books and those under it). A link with SPEC's `category` shows its seed as chosen. On a phone
 * the list folds away behind its heading.
 */
export function CategoryTreeFilter({ params, onChange }: CategoryTreeFilterProps) {
  const { data: tree, isPending, isError } = useQuery(categoriesQuery());
  const [open, setOpen] = useState(false);
  const listId = useId();
  const locale = currentLocale();
  const chosen = tree?.find((category) => (params.cat ? category.slug === params.cat : params.category !== '' && category.specValue === params.category));
  const heading = (
    <span>
      {t('storefront:catalog.category')}
      {chosen && <span className="font-normal text-stone-600">{`: ${nameIn(chosen, locale)}`}</span>}
    </span>
  );
  // Parents come before their children in the list: each depth is its parent's plus one.
  const depths = new Map<string, number>();
  for (const category of tree ?? []) depths.set(category.id, category.parentId ? (depths.get(category.parentId) ?? 0) + 1 : 0);
  const none = params.cat === '' && params.category === '';
  const option = (active: boolean) =>
    `flex w-full min-h-9 items-center justify-between gap-2 rounded-md px-2 py-1 text-left text-sm ${active ? 'bg-brand-600 font-semibold text-white' : 'text-stone-800 hover:bg-stone-100'}`;

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 block w-full text-sm font-medium text-stone-800">
        <span className="hidden sm:inline">{heading}</span>
        {/* On a phone the list folds away behind its heading. */}
        <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)} className="flex min-h-10 w-full items-center justify-between gap-2 sm:hidden">
          {heading}
          <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </legend>
      <div id={listId} className={`${open ? 'block' : 'hidden'} sm:block`}>
        {isPending ? (
          <Spinner label={t('storefront:catalog.loadingCategories')} className="min-h-16" />
        ) : isError ? (
          <p className="text-sm text-stone-600">{t('storefront:catalog.categoriesFailed')}</p>
        ) : (
          <ul className="max-h-72 space-y-0.5 overflow-y-auto p-1.5">
            <li>
              <button type="button" aria-pressed={none} onClick={() => onChange({ cat: '', category: '' })} className={option(none)}>
                {t('storefront:catalog.allCategories')}
              </button>
            </li>
            {tree.map((category) => {
              const active = chosen?.id === category.id;
              return (
                <li key={category.id} style={{ paddingInlineStart: `${(depths.get(category.id) ?? 0) * 0.875}rem` }}>
                  <button type="button" aria-pressed={active} onClick={() => onChange({ cat: category.slug, category: '' })} className={option(active)}>
                    <span className="min-w-0 [overflow-wrap:anywhere]">{nameIn(category, locale)}</span>
                    <span className={`shrink-0 text-xs ${active ? 'text-white' : 'text-stone-500'}`}>{formatInteger(category.bookCount)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
