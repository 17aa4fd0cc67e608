import { scriptOf } from '@boipoka/shared';
import type { Category } from '@boipoka/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { t, type Locale } from '../../../lib/i18n';
import { categoryDepth, nameIn } from '../../catalogue';
import '../messages';

interface CategoryTreeProps {
  tree: readonly Category[];
  locale: Locale;
  labelledBy: string;
  /** The category being archived or brought back, whose button waits. */
  changing: string | null;
  onEdit: (category: Category) => void;
  onMerge: (category: Category) => void;
  onSetArchived: (category: Category, archived: boolean) => void;
}

/** The tree as an indented list (the server lists parents before children), each with its books and what may be done to it. */
export function CategoryTree({ tree, locale, labelledBy, changing, onEdit, onMerge, onSetArchived }: CategoryTreeProps) {
  if (tree.length === 0) return <p className="rounded-xl border border-stone-200 bg-white px-4 py-6 text-center text-sm text-stone-600">{t('catalogue-admin:categories.empty')}</p>;
  const other: Locale = locale === 'bn' ? 'en' : 'bn';
  return (
    <ul aria-labelledby={labelledBy} className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white shadow-sm" data-testid="category-tree">
      {tree.map((category) => {
        const name = nameIn(category, locale);
        // Deep trees stay readable on a phone: the indent stops growing after four levels.
        const depth = Math.min(categoryDepth(tree, category.id), 4);
        return (
          <li
            key={category.id}
            className={`flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5 ${category.archived ? 'bg-stone-50' : ''}`}
            style={{ paddingInlineStart: `${0.75 + depth * 1.25}rem` }}
          >
            <div className="min-w-0 flex-1 basis-48">
              <p className="flex flex-wrap items-center gap-2">
                <span lang={scriptOf(name)} className={`font-semibold ${category.archived ? 'text-stone-500 line-through' : 'text-stone-900'}`}>
                  {name}
                </span>
                {category.specValue && <Badge tone="blue">{t('catalogue-admin:categories.specBadge')}</Badge>}
                {category.archived && <Badge tone="grey">{t('catalogue-admin:categories.archivedBadge')}</Badge>}
              </p>
              <p className="text-xs break-words text-stone-600">
                <span lang={scriptOf(nameIn(category, other))}>{nameIn(category, other)}</span> · <span lang="en">/{category.slug}</span> ·{' '}
                {t('catalogue-admin:bookCount', { count: category.bookCount })}
              </p>
            </div>
            <div className="flex flex-wrap gap-1.5">
              <Button size="sm" variant="secondary" onClick={() => onEdit(category)} aria-label={t('catalogue-admin:actions.editLabel', { name })}>
                {t('catalogue-admin:actions.edit')}
              </Button>
              {!category.specValue && !category.archived && (
                <Button size="sm" variant="secondary" onClick={() => onMerge(category)} aria-label={t('catalogue-admin:merge.label', { name })}>
                  {t('catalogue-admin:merge.button')}
                </Button>
              )}
              {!category.specValue && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={changing === category.id}
                  onClick={() => onSetArchived(category, !category.archived)}
                  aria-label={t(category.archived ? 'catalogue-admin:categories.restoreLabel' : 'catalogue-admin:categories.archiveLabel', { name })}
                >
                  {t(category.archived ? 'catalogue-admin:categories.restore' : 'catalogue-admin:categories.archive')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
