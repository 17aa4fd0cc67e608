import type { BookImport } from '@boipoka/shared';
import { useId } from 'react';
import { Choice } from '../../../components/ui/choice-group';
import { inputClasses } from '../../../components/ui/form-field';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { categoryPath, useCategories } from '../../catalogue';
import '../messages';

/** What the admin chose for one missing category: create it (at the root, or under `parentId`) or not. */
export type CategoryChoice = { create: boolean; parentId: string | null };
export type CategoryChoices = Record<string, CategoryChoice>;

/** Each missing category is offered for creation at the root until the admin says otherwise. */
export const defaultChoices = (job: BookImport): CategoryChoices => Object.fromEntries(job.missingCategories.map((entry) => [entry.name, { create: true, parentId: null }]));

/** The body of POST /start: the categories the admin chose to create, each with its parent. */
export const chosenCategories = (choices: CategoryChoices) =>
  Object.entries(choices)
    .filter(([, choice]) => choice.create)
    .map(([name, choice]) => ({ name, parentId: choice.parentId }));

/** One missing category: its name, the rows that name it, "create" and where. */
function MissingCategory({ name, rows, choice, onChange }: { name: string; rows: number; choice: CategoryChoice; onChange: (choice: CategoryChoice) => void }) {
  const locale = useLocale();
  const tree = useCategories();
  const parentId = useId();
  return (
    <li className="space-y-2 rounded-lg border border-stone-200 bg-white p-3" data-testid="missing-category">
      <p className="text-sm text-stone-900">
        <span className="font-semibold">{name}</span> <span className="text-stone-600">{t('book-imports:missing.rows', { count: rows, rows: formatInteger(rows) })}</span>
      </p>
      <Choice type="checkbox" label={t('book-imports:missing.create', { name })} checked={choice.create} onChange={(event) => onChange({ ...choice, create: event.target.checked })} />
      {choice.create && (
        <div>
          <label htmlFor={parentId} className="mb-1 block text-sm font-medium text-stone-800">
            {t('book-imports:missing.parent')}
          </label>
          <select id={parentId} value={choice.parentId ?? ''} onChange={(event) => onChange({ ...choice, parentId: event.target.value || null })} className={inputClasses}>
            <option value="">{t('book-imports:missing.root')}</option>
            {(tree.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {categoryPath(tree.data ?? [], category.id, locale)}
              </option>
            ))}
          </select>
        </div>
      )}
    </li>
  );
}

/**
 * The categories the file names that the shop lacks (issue 34): each may be created when the import starts, at the root or
 * under a category chosen here; the rows naming one that is not created are left out.
 */
export function MissingCategories({ job, choices, onChange }: { job: BookImport; choices: CategoryChoices; onChange: (choices: CategoryChoices) => void }) {
  if (job.missingCategories.length === 0) return null;
  return (
    <section aria-labelledby="missing-categories-heading" className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="missing-categories-heading" className="text-lg font-semibold text-stone-900">
        {t('book-imports:missing.heading')}
      </h2>
      <p className="text-sm text-stone-700">{t('book-imports:missing.intro')}</p>
      <ul className="space-y-2">
        {job.missingCategories.map((entry) => (
          <MissingCategory
            key={entry.name}
            name={entry.name}
            rows={entry.rows}
            choice={choices[entry.name] ?? { create: true, parentId: null }}
            onChange={(choice) => onChange({ ...choices, [entry.name]: choice })}
          />
        ))}
      </ul>
    </section>
  );
}
