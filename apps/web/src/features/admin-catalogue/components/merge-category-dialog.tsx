import type { Category } from '@boipoka/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { t, type Locale } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { categoryOptions, categoryPath, nameIn, useMergeCategory } from '../../catalogue';
import '../messages';
import { refusalOf, type Refusal } from '../lib/field-errors';
import { SelectField } from './fields';

/** Merge a category into another: choose the target, then confirm once, told how many books move. */
export function MergeCategoryDialog({ category, tree, locale, onClose }: { category: Category; tree: readonly Category[]; locale: Locale; onClose: () => void }) {
  const mergeCategory = useMergeCategory();
  const [into, setInto] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const target = tree.find((candidate) => candidate.id === into);
  const name = nameIn(category, locale);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) {
      setRefusal({ fields: { into: t('catalogue-admin:merge.chooseTarget') }, message: '' });
      return;
    }
    if (!confirming) {
      setRefusal(null);
      setConfirming(true);
      return;
    }
    try {
      await mergeCategory.mutateAsync({ id: category.id, into: target.id });
      notify.success(t('catalogue-admin:merge.done', { name, into: nameIn(target, locale) }));
      onClose();
    } catch (error) {
      setConfirming(false);
      setRefusal(refusalOf(error, t('catalogue-admin:errors.noAnswer')));
    }
  };

  const merging = mergeCategory.isPending;
  return (
    <Dialog open title={t('catalogue-admin:merge.title', { name })} onClose={() => !merging && onClose()} closeOnBackdrop={!merging}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <SelectField
          label={t('catalogue-admin:merge.into')}
          value={into}
          error={refusal?.fields.into}
          disabled={confirming}
          onChange={(e) => {
            setInto(e.target.value);
            setRefusal(null);
          }}
        >
          <option value="">{t('catalogue-admin:merge.chooseTarget')}</option>
          {categoryOptions(tree, locale, category.id).map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {confirming && target && (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {t('catalogue-admin:merge.confirm', { count: category.bookCount, name, into: categoryPath(tree, target.id, locale) })}
          </p>
        )}
        {refusal?.message && !refusal.fields.into && (
          <p role="alert" className="text-sm text-red-700">
            {refusal.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => (confirming ? setConfirming(false) : onClose())} disabled={merging}>
            {confirming ? t('catalogue-admin:actions.back') : t('catalogue-admin:actions.cancel')}
          </Button>
          <Button type="submit" variant={confirming ? 'danger' : 'primary'} disabled={merging}>
            {merging ? t('catalogue-admin:merge.merging') : confirming ? t('catalogue-admin:merge.yes') : t('catalogue-admin:merge.next')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
