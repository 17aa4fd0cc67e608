import { MAX_BOOK_CATEGORIES } from '@boipoka/shared';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FieldMessages } from '../../../components/ui/form-field';
import { SearchInput } from '../../../components/ui/search-input';
import { t, type Locale } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import '../../../lib/admin-messages';
import { categoryPath, nameIn, useCategories, useCreateCategory } from '../../catalogue';
import { FacetInlineCreate } from './facet-inline-create';

interface CategoryPickerProps {
  /** The chosen categories' ids in order: the first is the book's main category. */
  value: string[];
  onChange: (ids: string[]) => void;
  locale: Locale;
  error?: string;
}

/** A book's categories from the tree, searched by their path in either script: up to five, the first the main one. */
export function CategoryPicker({ value, onChange, locale, error }: CategoryPickerProps) {
  const id = useId();
  const categories = useCategories();
  const createCategory = useCreateCategory();
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const tree = categories.data ?? [];
  const pathOf = (categoryId: string) => categoryPath(tree, categoryId, locale) || categoryId;
  const full = value.length >= MAX_BOOK_CATEGORIES;
  const words = query.trim().toLowerCase();
  const other: Locale = locale === 'bn' ? 'en' : 'bn';
  const matches = tree.filter(
    (category) =>
      !value.includes(category.id) && (words === '' || `${categoryPath(tree, category.id, locale)} ${categoryPath(tree, category.id, other)} ${category.slug}`.toLowerCase().includes(words)),
  );

  const move = (categoryId: string) => onChange([categoryId, ...value.filter((chosen) => chosen !== categoryId)]);
  const hint = full ? t('admin:facets.maxReached', { max: MAX_BOOK_CATEGORIES }) : t('admin:facets.categoriesHint', { max: MAX_BOOK_CATEGORIES });

  return (
    <fieldset aria-describedby={[error ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ')} aria-invalid={error ? true : undefined} className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('admin:facets.categories')}</legend>
      {value.length === 0 ? (
        <p className="mb-2 text-sm text-stone-600">{t('admin:fields.chooseCategory')}</p>
      ) : (
        <ol aria-label={t('admin:facets.chosenCategories')} className="mb-2 space-y-1.5" data-testid="chosen-categories">
          {value.map((categoryId, index) => (
            <li key={categoryId} className="flex flex-wrap items-center gap-2 rounded-lg border border-stone-200 bg-white px-2.5 py-1.5 text-sm">
              <span className="min-w-0 flex-1 break-words text-stone-900">{pathOf(categoryId)}</span>
              {index === 0 ? (
                <Badge tone="green">{t('admin:facets.primary')}</Badge>
              ) : (
                <Button size="sm" variant="ghost" onClick={() => move(categoryId)} aria-label={t('admin:facets.makePrimaryLabel', { name: pathOf(categoryId) })}>
                  {t('admin:facets.makePrimary')}
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={() => onChange(value.filter((chosen) => chosen !== categoryId))} aria-label={t('admin:facets.removeLabel', { name: pathOf(categoryId) })}>
                {t('admin:facets.remove')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      <SearchInput value={query} onChange={setQuery} label={t('admin:facets.searchCategories')} placeholder={t('admin:facets.searchCategories')} size="sm" />
      <ul aria-label={t('admin:facets.categoryChoices')} className="mt-1 max-h-44 overflow-y-auto rounded-lg border border-stone-200 bg-white p-1.5">
        {categories.isPending ? (
          <li className="px-3 py-2 text-sm text-stone-600">{t('admin:facets.loading')}</li>
        ) : matches.length === 0 ? (
          <li className="px-3 py-2 text-sm text-stone-600">{t('admin:facets.noMatch')}</li>
        ) : (
          matches.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                disabled={full}
                onClick={() => {
                  onChange([...value, category.id]);
                  setQuery('');
                }}
                className="block w-full px-3 py-1.5 text-left text-sm text-stone-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-400"
              >
                {categoryPath(tree, category.id, locale)}
              </button>
            </li>
          ))
        )}
      </ul>
      <FieldMessages id={id} error={error} hint={hint} />
      {adding ? (
        <FacetInlineCreate
          title={t('admin:facets.newCategory')}
          tree={tree}
          locale={locale}
          onCancel={() => setAdding(false)}
          create={async (names) => {
            const created = await createCategory.mutateAsync(names);
            notify.success(t('admin:facets.created', { name: nameIn(created, locale) }));
            if (!full) onChange([...value, created.id]);
            setAdding(false);
          }}
        />
      ) : (
        <Button size="sm" variant="ghost" className="mt-1" onClick={() => setAdding(true)}>
          {t('admin:facets.addCategory')}
        </Button>
      )}
    </fieldset>
  );
}
