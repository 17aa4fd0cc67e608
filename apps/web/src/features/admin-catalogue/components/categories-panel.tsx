import type { Category } from '@boipoka/shared';
import { useId, useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { t, type Locale } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { nameIn, useAdminCategories, useUpdateCategory } from '../../catalogue';
import '../messages';
import { CategoryAddForm } from './category-add-form';
import { CategoryEditDialog } from './category-edit-dialog';
import { CategoryTree } from './category-tree';
import { MergeCategoryDialog } from './merge-category-dialog';

/** The categories tab: the tree with the archived ones, a new category, and a dialog to edit or merge one. */
export function CategoriesPanel({ locale }: { locale: Locale }) {
  const headingId = useId();
  const categories = useAdminCategories();
  const updateCategory = useUpdateCategory();
  const [editing, setEditing] = useState<Category | null>(null);
  const [merging, setMerging] = useState<Category | null>(null);
  const tree = categories.data ?? [];

  const setArchived = (category: Category, archived: boolean) =>
    updateCategory.mutate(
      { id: category.id, patch: { archived } },
      {
        onSuccess: (saved) => notify.success(t(archived ? 'catalogue-admin:categories.archived' : 'catalogue-admin:categories.restored', { name: nameIn(saved, locale) })),
        onError: (error) => notify.error(errorMessage(error, t('catalogue-admin:errors.noAnswer'))),
      },
    );

  return (
    <div className="space-y-5">
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {t('catalogue-admin:categories.heading')}
        </h2>
        <p className="text-sm text-stone-600">{t('catalogue-admin:categories.intro')}</p>
        {categories.isPending ? (
          <Spinner />
        ) : !categories.data ? (
          <AlertBanner tone="error">
            <p>{errorMessage(categories.error, t('catalogue-admin:errors.loadFailed'))}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void categories.refetch()}>
              {t('catalogue-admin:actions.retry')}
            </Button>
          </AlertBanner>
        ) : (
          <CategoryTree
            tree={tree}
            locale={locale}
            labelledBy={headingId}
            changing={updateCategory.isPending ? (updateCategory.variables?.id ?? null) : null}
            onEdit={setEditing}
            onMerge={setMerging}
            onSetArchived={setArchived}
          />
        )}
      </section>
      <CategoryAddForm key={locale} tree={tree} locale={locale} />
      {editing && <CategoryEditDialog category={editing} tree={tree} locale={locale} onClose={() => setEditing(null)} />}
      {merging && <MergeCategoryDialog category={merging} tree={tree} locale={locale} onClose={() => setMerging(null)} />}
    </div>
  );
}
