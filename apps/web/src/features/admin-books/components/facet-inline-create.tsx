import type { Category } from '@boipoka/shared';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { t, type Locale } from '../../../lib/i18n';
import '../../../lib/admin-messages';
import { categoryPath } from '../../catalogue';
import { SelectField, TextField } from './form-controls';

export interface NewNames {
  nameEn: string;
  nameBn: string;
  parentId?: string | null;
}

interface FacetInlineCreateProps {
  /** What is added: 'New publisher', 'New series', 'New category'. */
  title: string;
  /** For a category: the tree to choose its parent from. */
  tree?: readonly Category[];
  locale: Locale;
  create: (names: NewNames) => Promise<void>;
  onCancel: () => void;
}

/**
 * Adds a publisher, series or category without leaving the book's form: both names (and a category's parent). Not a
 * form of its own (forms do not nest): Enter in its fields adds, never sends the book.
 */
export function FacetInlineCreate({ title, tree, locale, create, onCancel }: FacetInlineCreateProps) {
  const headingId = useId();
  const [names, setNames] = useState({ nameEn: '', nameBn: '', parentId: '' });
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    if (!names.nameEn.trim() || !names.nameBn.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await create({ nameEn: names.nameEn.trim(), nameBn: names.nameBn.trim(), ...(tree && { parentId: names.parentId || null }) });
    } catch (error) {
      setProblem(errorMessage(error, t('admin:facets.createFailed')));
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  };

  const required = (value: string) => (missing && !value.trim() ? t('admin:facets.required') : undefined);
  return (
    <div role="group" aria-labelledby={headingId} className="mt-2 space-y-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3">
      <p id={headingId} className="text-sm font-semibold text-stone-900">
        {title}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('admin:facets.nameEn')}
          lang="en"
          value={names.nameEn}
          error={required(names.nameEn)}
          autoComplete="off"
          onKeyDown={onKeyDown}
          onChange={(e) => setNames({ ...names, nameEn: e.target.value })}
        />
        <TextField
          label={t('admin:facets.nameBn')}
          lang="bn"
          value={names.nameBn}
          error={required(names.nameBn)}
          autoComplete="off"
          onKeyDown={onKeyDown}
          onChange={(e) => setNames({ ...names, nameBn: e.target.value })}
        />
        {tree && (
          <SelectField label={t('admin:facets.parent')} value={names.parentId} onChange={(e) => setNames({ ...names, parentId: e.target.value })} className="sm:col-span-2">
            <option value="">{t('admin:facets.noParent')}</option>
            {tree.map((category) => (
              <option key={category.id} value={category.id}>
                {categoryPath(tree, category.id, locale)}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void add()} disabled={busy}>
          {busy ? t('admin:facets.creating') : t('admin:facets.create')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
      </div>
    </div>
  );
}
