import { BOOK_CATEGORIES, PROMO_KINDS, type BookCategory, type Currency, type PromoCode, type PromoKind } from '@boipoka/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Choice, ChoiceGroup } from '../../../components/ui/choice-group';
import { t, type Locale } from '../../../lib/i18n';
import { currencySymbol } from '../../../lib/money-input';
import '../messages';
import { emptyPromoForm, promoFormOf, type PromoForm } from '../lib/promo-form';
import { categoryName } from '../lib/promo-texts';
import { useSavePromoCode } from '../lib/use-save-promo-code';
import { BookChooser } from './book-chooser';

interface PromoCodeFormProps {
  currency: Currency;
  locale: Locale;
  /** The code being edited: the form opens filled in with its terms, and saves only what changed. None: a new code. */
  editing?: PromoCode | null;
  /** The edit is saved or given up. */
  onDone?: () => void;
}

/**
 * The form for a new code, or for a code's terms. The kind decides which figure it asks for (a percent, or an amount
 * in the shop's currency); every limit is optional. Checked with the shared schema before it is sent; each message
 * stands beside its field. The code itself is fixed once made: readers may have it already.
 */
export function PromoCodeForm({ currency, locale, editing = null, onDone }: PromoCodeFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [form, setForm] = useState<PromoForm>(() => (editing ? promoFormOf(editing, locale) : emptyPromoForm(locale)));
  const { errors, problem, saving, save, dismiss } = useSavePromoCode(currency, editing);
  const symbol = currencySymbol(editing?.currency ?? currency);

  // Opened on a code: the admin is taken to the form (the list may be long), its heading read out.
  useEffect(() => {
    if (!editing) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [editing]);
  const set = <K extends keyof PromoForm>(field: K, value: PromoForm[K]) => setForm((current) => ({ ...current, [field]: value }));
  const text = (field: 'code' | 'percent' | 'amount' | 'minSubtotal' | 'startsAt' | 'endsAt' | 'maxUses' | 'maxUsesPerCustomer' | 'publishers') => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const toggleCategory = (category: BookCategory, on: boolean) =>
    set('categories', on ? BOOK_CATEGORIES.filter((each) => each === category || form.categories.includes(each)) : form.categories.filter((each) => each !== category));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save(form);
    if (!saved) return;
    if (editing) onDone?.();
    else setForm(emptyPromoForm(locale));
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-stone-900 focus:outline-none">
        {editing ? t('promotions:form.editHeading', { code: editing.code }) : t('promotions:form.heading')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-stone-600">{t(editing ? 'promotions:form.editIntro' : 'promotions:form.intro', { currency: symbol })}</p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId} className="space-y-5">
        {editing ? (
          <FormField label={t('promotions:form.code')} readOnly lang="en" className="max-w-sm font-mono" hint={t('promotions:form.codeFixed')} value={editing.code} />
        ) : (
          <FormField label={t('promotions:form.code')} autoComplete="off" spellCheck={false} className="max-w-sm" hint={t('promotions:form.codeHint')} error={errors.code} {...text('code')} />
        )}

        <ChoiceGroup legend={t('promotions:form.kind')} error={errors.kind}>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {PROMO_KINDS.map((kind: PromoKind) => (
              <Choice key={kind} type="radio" name="promo-kind" checked={form.kind === kind} onChange={() => set('kind', kind)} label={t(`promotions:form.kinds.${kind}`)} />
            ))}
          </div>
        </ChoiceGroup>

        <div className="grid gap-4 sm:grid-cols-2">
          {form.kind === 'percent' && <FormField label={t('promotions:form.percent')} inputMode="numeric" autoComplete="off" error={errors.percent} {...text('percent')} />}
          {form.kind === 'amount' && <FormField label={t('promotions:form.amount', { symbol })} inputMode="decimal" autoComplete="off" error={errors.amountMinor} {...text('amount')} />}
          <FormField
            label={t('promotions:form.minSubtotal', { symbol })}
            inputMode="decimal"
            autoComplete="off"
            hint={t('promotions:form.minSubtotalHint')}
            error={errors.minSubtotalMinor}
            {...text('minSubtotal')}
          />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField type="datetime-local" label={t('promotions:form.startsAt')} hint={t('promotions:form.datesHint')} error={errors.startsAt} {...text('startsAt')} />
          <FormField type="datetime-local" label={t('promotions:form.endsAt')} hint={t('promotions:form.datesHint')} error={errors.endsAt} {...text('endsAt')} />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('promotions:form.maxUses')} inputMode="numeric" autoComplete="off" hint={t('promotions:form.maxUsesHint')} error={errors.maxUses} {...text('maxUses')} />
          <FormField
            label={t('promotions:form.maxUsesPerCustomer')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('promotions:form.maxUsesPerCustomerHint')}
            error={errors.maxUsesPerCustomer}
            {...text('maxUsesPerCustomer')}
          />
        </div>

        <Choice
          type="checkbox"
          checked={form.firstOrderOnly}
          onChange={(event) => set('firstOrderOnly', event.target.checked)}
          label={t('promotions:form.firstOrderOnly')}
          error={errors.firstOrderOnly}
        />

        <ChoiceGroup legend={t('promotions:form.categories')} hint={t('promotions:form.categoriesHint')} error={errors.categories}>
          <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3">
            {BOOK_CATEGORIES.map((category) => (
              <Choice key={category} type="checkbox" checked={form.categories.includes(category)} onChange={(event) => toggleCategory(category, event.target.checked)} label={categoryName(category)} />
            ))}
          </div>
        </ChoiceGroup>

        <FormField label={t('promotions:form.publishers')} autoComplete="off" hint={t('promotions:form.publishersHint')} error={errors.publishers} {...text('publishers')} />

        <BookChooser value={form.bookIds} onChange={(ids) => set('bookIds', ids)} legend={t('promotions:form.books')} hint={t('promotions:form.booksHint')} error={errors.bookIds} />

        <Choice type="checkbox" checked={form.active} onChange={(event) => set('active', event.target.checked)} label={t('promotions:form.active')} error={errors.active} />

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
                {t('promotions:form.cancel')}
              </Button>
            )}
            <Button type="submit" disabled={saving} className="w-full sm:w-auto">
              {editing ? (saving ? t('promotions:form.saving') : t('promotions:form.save')) : saving ? t('promotions:form.creating') : t('promotions:form.create')}
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
