import type { Category } from '@boipoka/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { t, type Locale } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { categoryOptions, nameIn, useCreateCategory } from '../../catalogue';
import '../messages';
import { refusalOf, type Refusal } from '../lib/field-errors';
import { InputField, SelectField } from './fields';

const EMPTY = { nameEn: '', nameBn: '', slug: '', parentId: '' };

/** Add a category: both names, an optional slug (made from the English name when left empty), at the root or under a parent. */
export function CategoryAddForm({ tree, locale }: { tree: readonly Category[]; locale: Locale }) {
  const headingId = useId();
  const createCategory = useCreateCategory();
  const [draft, setDraft] = useState(EMPTY);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const set = (field: keyof typeof EMPTY) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!draft.nameEn.trim()) missing.nameEn = t('catalogue-admin:errors.required');
    if (!draft.nameBn.trim()) missing.nameBn = t('catalogue-admin:errors.required');
    if (Object.keys(missing).length > 0) {
      setRefusal({ fields: missing, message: '' });
      return;
    }
    try {
      const created = await createCategory.mutateAsync({
        nameEn: draft.nameEn.trim(),
        nameBn: draft.nameBn.trim(),
        slug: draft.slug.trim() || undefined,
        parentId: draft.parentId || null,
      });
      notify.success(t('catalogue-admin:categories.added', { name: nameIn(created, locale) }));
      setDraft(EMPTY);
      setRefusal(null);
    } catch (error) {
      setRefusal(refusalOf(error, t('catalogue-admin:errors.noAnswer')));
    }
  };

  const errors = refusal?.fields ?? {};
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="mb-3 text-lg font-bold text-stone-900">
        {t('catalogue-admin:categories.addHeading')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
        <InputField label={t('catalogue-admin:fields.nameEn')} lang="en" value={draft.nameEn} error={errors.nameEn} autoComplete="off" onChange={(e) => set('nameEn')(e.target.value)} />
        <InputField label={t('catalogue-admin:fields.nameBn')} lang="bn" value={draft.nameBn} error={errors.nameBn} autoComplete="off" onChange={(e) => set('nameBn')(e.target.value)} />
        <InputField
          label={t('catalogue-admin:fields.slug')}
          hint={t('catalogue-admin:fields.slugHint')}
          value={draft.slug}
          error={errors.slug}
          autoComplete="off"
          onChange={(e) => set('slug')(e.target.value)}
        />
        <SelectField label={t('catalogue-admin:fields.parent')} value={draft.parentId} error={errors.parentId} onChange={(e) => set('parentId')(e.target.value)}>
          <option value="">{t('catalogue-admin:fields.noParent')}</option>
          {categoryOptions(tree, locale).map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {refusal?.message && Object.keys(errors).length === 0 && (
          <p role="alert" className="text-sm text-red-700 md:col-span-2">
            {refusal.message}
          </p>
        )}
        <div className="md:col-span-2">
          <Button type="submit" disabled={createCategory.isPending} className="w-full sm:w-auto">
            {createCategory.isPending ? t('catalogue-admin:actions.saving') : t('catalogue-admin:categories.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
