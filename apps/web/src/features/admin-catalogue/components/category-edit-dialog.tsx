import type { Category, UpdateCategoryInput } from '@boipoka/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { t, type Locale } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { categoryOptions, nameIn, useUpdateCategory } from '../../catalogue';
import '../messages';
import { changedFields, refusalOf, type Refusal } from '../lib/field-errors';
import { InputField, SelectField } from './fields';

/** Rename, move (a new parent; the server refuses one inside itself and says so on the field) and reorder a category. */
export function CategoryEditDialog({ category, tree, locale, onClose }: { category: Category; tree: readonly Category[]; locale: Locale; onClose: () => void }) {
  const updateCategory = useUpdateCategory();
  const before = { nameEn: category.nameEn, nameBn: category.nameBn, slug: category.slug, parentId: category.parentId ?? '', position: String(category.position) };
  const [draft, setDraft] = useState(before);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const set = (field: keyof typeof before) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { ...draft, nameEn: draft.nameEn.trim(), nameBn: draft.nameBn.trim(), slug: draft.slug.trim(), position: draft.position.trim() };
    const missing: Record<string, string> = {};
    if (!trimmed.nameEn) missing.nameEn = t('catalogue-admin:errors.required');
    if (!trimmed.nameBn) missing.nameBn = t('catalogue-admin:errors.required');
    if (!/^\d+$/.test(trimmed.position)) missing.position = t('catalogue-admin:errors.position');
    if (Object.keys(missing).length > 0) {
      setRefusal({ fields: missing, message: '' });
      return;
    }
    const changed = changedFields(before, trimmed);
    if (Object.keys(changed).length === 0) {
      onClose();
      return;
    }
    const patch: UpdateCategoryInput = {
      ...(changed.nameEn !== undefined && { nameEn: changed.nameEn }),
      ...(changed.nameBn !== undefined && { nameBn: changed.nameBn }),
      ...(changed.slug !== undefined && { slug: changed.slug }),
      ...(changed.parentId !== undefined && { parentId: changed.parentId || null }),
      ...(changed.position !== undefined && { position: Number(changed.position) }),
    };
    try {
      const saved = await updateCategory.mutateAsync({ id: category.id, patch });
      notify.success(t('catalogue-admin:categories.saved', { name: nameIn(saved, locale) }));
      onClose();
    } catch (error) {
      setRefusal(refusalOf(error, t('catalogue-admin:errors.noAnswer')));
    }
  };

  const errors = refusal?.fields ?? {};
  const saving = updateCategory.isPending;
  return (
    <Dialog open title={t('catalogue-admin:categories.editTitle', { name: nameIn(category, locale) })} onClose={() => !saving && onClose()} closeOnBackdrop={!saving}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <InputField label={t('catalogue-admin:fields.nameEn')} lang="en" value={draft.nameEn} error={errors.nameEn} autoComplete="off" onChange={(e) => set('nameEn')(e.target.value)} />
        <InputField label={t('catalogue-admin:fields.nameBn')} lang="bn" value={draft.nameBn} error={errors.nameBn} autoComplete="off" onChange={(e) => set('nameBn')(e.target.value)} />
        <InputField label={t('catalogue-admin:fields.slug')} value={draft.slug} error={errors.slug} autoComplete="off" onChange={(e) => set('slug')(e.target.value)} />
        <SelectField label={t('catalogue-admin:fields.parent')} value={draft.parentId} error={errors.parentId} onChange={(e) => set('parentId')(e.target.value)}>
          <option value="">{t('catalogue-admin:fields.noParent')}</option>
          {categoryOptions(tree, locale, category.id).map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <InputField
          label={t('catalogue-admin:fields.position')}
          hint={t('catalogue-admin:fields.positionHint')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={draft.position}
          error={errors.position}
          onChange={(e) => set('position')(e.target.value)}
        />
        {refusal?.message && Object.keys(errors).length === 0 && (
          <p role="alert" className="text-sm text-red-700">
            {refusal.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('catalogue-admin:actions.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('catalogue-admin:actions.saving') : t('catalogue-admin:actions.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
