import { BOOK_CATEGORIES, SALE_KINDS, type BookCategory, type Currency, type Sale } from '@boipoka/shared';
import { useId, useState, type FormEvent } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Choice, ChoiceGroup } from '../../../components/ui/choice-group';
import { t, type Locale } from '../../../lib/i18n';
import { currencySymbol } from '../../../lib/money-input';
import { BookChooser } from '../../admin-promotions';
import { categoryDepth, nameIn, useCategories, useSeriesList } from '../../catalogue';
import '../messages';
import { emptySaleForm, saleFormOf, type SaleForm as SaleFormValues } from '../lib/sale-form';
import { categoryName } from '../lib/sale-texts';
import { useSaveSale } from '../lib/use-save-sale';

/**
 * The form for a new sale, or for changing one (`editing`). The kind decides which figure it asks for; the books are
 * any of the categories, publishers, authors and book ids given. Checked with the shared schema before it is sent.
 */
export function SaleForm({ currency, locale, editing, onDone }: { currency: Currency; locale: Locale; editing: Sale | null; onDone: () => void }) {
  const headingId = useId();
  const [form, setForm] = useState<SaleFormValues>(() => (editing ? saleFormOf(editing, locale) : emptySaleForm()));
  const { errors, problem, saving, save, dismiss } = useSaveSale();
  const symbol = currencySymbol(currency);
  const set = <K extends keyof SaleFormValues>(field: K, value: SaleFormValues[K]) => setForm((current) => ({ ...current, [field]: value }));
  const text = (field: 'nameEn' | 'nameBn' | 'percent' | 'amount' | 'startsAt' | 'endsAt' | 'publishers' | 'authors') => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const categories = useCategories();
  const series = useSeriesList();
  const toggle = (field: 'categoryIds' | 'seriesIds', id: string, on: boolean) => set(field, on ? [...new Set([...form[field], id])] : form[field].filter((each) => each !== id));
  const ownCategories = (categories.data ?? []).filter((category) => category.specValue === null);
  const toggleCategory = (category: BookCategory, on: boolean) =>
    set('categories', on ? BOOK_CATEGORIES.filter((each) => each === category || form.categories.includes(each)) : form.categories.filter((each) => each !== category));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save(form, editing)) {
      setForm(emptySaleForm());
      onDone();
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {editing ? t('sales:form.editHeading', { name: locale === 'bn' ? editing.name.bn : editing.name.en }) : t('sales:form.heading')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-stone-600">{t('sales:form.intro', { currency: symbol })}</p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('sales:form.nameEn')} lang="en" autoComplete="off" error={errors['name.en']} {...text('nameEn')} />
          <FormField label={t('sales:form.nameBn')} lang="bn" autoComplete="off" error={errors['name.bn']} {...text('nameBn')} />
        </div>

        <ChoiceGroup legend={t('sales:form.kind')} error={errors.kind}>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {SALE_KINDS.map((kind) => (
              <Choice key={kind} type="radio" name="sale-kind" checked={form.kind === kind} onChange={() => set('kind', kind)} label={t(`sales:form.kinds.${kind}`)} />
            ))}
          </div>
        </ChoiceGroup>

        <div className="grid gap-4 sm:grid-cols-2">
          {form.kind === 'percent' && (
            <FormField label={t('sales:form.percent')} inputMode="numeric" autoComplete="off" hint={t('sales:form.percentHint')} error={errors.percent} {...text('percent')} />
          )}
          {form.kind === 'amount' && (
            <FormField label={t('sales:form.amount', { symbol })} inputMode="decimal" autoComplete="off" hint={t('sales:form.amountHint')} error={errors.amountMinor} {...text('amount')} />
          )}
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField type="datetime-local" label={t('sales:form.startsAt')} error={errors.startsAt} {...text('startsAt')} />
          <FormField type="datetime-local" label={t('sales:form.endsAt')} error={errors.endsAt} {...text('endsAt')} />
        </div>

        <ChoiceGroup legend={t('sales:form.categories')} hint={t('sales:form.scopeHint')} error={errors.categories}>
          <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3">
            {BOOK_CATEGORIES.map((category) => (
              <Choice key={category} type="checkbox" checked={form.categories.includes(category)} onChange={(event) => toggleCategory(category, event.target.checked)} label={categoryName(category)} />
            ))}
          </div>
        </ChoiceGroup>

        {ownCategories.length > 0 && (
          <ChoiceGroup legend={t('sales:form.moreCategories')} hint={t('sales:form.moreCategoriesHint')} error={errors.categoryIds}>
            <div className="max-h-56 space-y-2 overflow-y-auto p-1.5">
              {ownCategories.map((category) => (
                <div key={category.id} style={{ paddingInlineStart: `${categoryDepth(categories.data ?? [], category.id) * 1.25}rem` }}>
                  <Choice
                    type="checkbox"
                    checked={form.categoryIds.includes(category.id)}
                    onChange={(event) => toggle('categoryIds', category.id, event.target.checked)}
                    label={nameIn(category, locale)}
                  />
                </div>
              ))}
            </div>
          </ChoiceGroup>
        )}
        {(series.data ?? []).length > 0 && (
          <ChoiceGroup legend={t('sales:form.series')} error={errors.seriesIds}>
            <div className="grid max-h-56 grid-cols-1 gap-2 overflow-y-auto p-1.5 min-[360px]:grid-cols-2 sm:grid-cols-3">
              {(series.data ?? []).map((each) => (
                <Choice
                  key={each.id}
                  type="checkbox"
                  checked={form.seriesIds.includes(each.id)}
                  onChange={(event) => toggle('seriesIds', each.id, event.target.checked)}
                  label={nameIn(each, locale)}
                />
              ))}
            </div>
          </ChoiceGroup>
        )}

        <FormField label={t('sales:form.publishers')} autoComplete="off" hint={t('sales:form.listHint')} error={errors.publishers} {...text('publishers')} />
        <FormField label={t('sales:form.authors')} autoComplete="off" hint={t('sales:form.authorsHint')} error={errors.authors} {...text('authors')} />
        <BookChooser value={form.bookIds} onChange={(ids) => set('bookIds', ids)} legend={t('sales:form.books')} hint={t('sales:form.booksHint')} error={errors.bookIds} />

        <Choice type="checkbox" checked={form.active} onChange={(event) => set('active', event.target.checked)} label={t('sales:form.active')} error={errors.active} />

        <div className="space-y-3 border-t border-stone-200 pt-4">
          {problem && (
            <AlertBanner tone="error" onDismiss={dismiss}>
              <p>{problem}</p>
              {errors[''] && <p className="mt-1">{errors['']}</p>}
            </AlertBanner>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {editing && (
              <Button type="button" variant="secondary" onClick={onDone} className="w-full sm:w-auto">
                {t('sales:form.cancel')}
              </Button>
            )}
            <Button type="submit" disabled={saving} className="w-full sm:w-auto">
              {saving ? t('sales:form.saving') : editing ? t('sales:form.save') : t('sales:form.create')}
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
