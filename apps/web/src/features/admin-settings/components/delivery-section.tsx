import type { ShopSettings } from '@boipoka/shared';
import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { t, type Locale } from '../../../lib/i18n';
import '../messages';
import { currencySymbol, pageDigits } from '../../../lib/money-input';
import { deliveryField, deliveryPatch, deliveryToForm, newZoneKey, type DeliveryForm } from '../lib/settings-form';
import { currencyName } from '../lib/texts';
import { useSectionSave } from '../lib/use-section-save';
import { DistrictPicker } from './district-picker';
import { ChoiceField, InputField } from './fields';
import { SettingsSection, unplacedMessages } from './settings-section';
import { UpazilaEditor } from './upazila-editor';

const SHOWN = /^(zones\.\d+\.(name\.(en|bn)|districts|upazilas|charge|days\.(min|max))|everywhereElse|freeDeliveryOver|taxPercent|cashOnDelivery|newMemberDiscountPercent)$/;

/** Delivery: the zones with their charges and promised days, the free-delivery threshold, tax and cash on delivery. */
export function DeliverySection({ settings, locale }: { settings: ShopSettings; locale: Locale }) {
  const title = t('settings:sections.delivery');
  const section = useSectionSave(title, settings, deliveryField);
  const { register, control, handleSubmit, reset, watch, setValue } = useForm<DeliveryForm>({ defaultValues: deliveryToForm(settings, locale) });
  const zones = useFieldArray({ control, name: 'zones', keyName: 'fieldKey' });
  const symbol = currencySymbol(settings.currency);
  const everywhereElse = watch('everywhereElse');
  const freeDelivery = watch('freeDelivery');
  const { errors } = section;

  const onSubmit = handleSubmit(async (form) => {
    const saved = await section.save(deliveryPatch(form, settings.currency));
    if (saved) reset(deliveryToForm(saved, locale));
  });

  const addZone = () =>
    zones.append({ key: newZoneKey(), id: '', name: { en: '', bn: '' }, districts: [], upazilas: [], charge: '', days: { min: pageDigits('1', locale), max: pageDigits('2', locale) } });

  return (
    <SettingsSection
      id="delivery"
      title={title}
      intro={t('settings:delivery.intro', { currency: currencyName(settings.currency) })}
      onSubmit={onSubmit}
      saving={section.saving}
      problem={section.problem}
      unplaced={unplacedMessages(errors, (field) => SHOWN.test(field))}
      onDismiss={section.dismiss}
    >
      <fieldset className="min-w-0">
        <legend className="mb-2 text-base font-semibold text-stone-900">{t('settings:delivery.zonesLabel')}</legend>
        {errors.everywhereElse && (
          <p id="everywhere-else-error" className="mb-2 text-sm text-red-700">
            {errors.everywhereElse}
          </p>
        )}
        <ol className="space-y-4">
          {zones.fields.map((zone, index) => (
            <ZoneCard
              key={zone.fieldKey}
              index={index}
              zoneKey={zone.key}
              register={register}
              errors={errors}
              symbol={symbol}
              locale={locale}
              isEverywhereElse={everywhereElse === zone.key}
              onEverywhereElse={() => setValue('everywhereElse', zone.key, { shouldDirty: true })}
              canRemove={zones.fields.length > 1}
              onRemove={() => {
                zones.remove(index);
                if (everywhereElse === zone.key) {
                  const next = zones.fields.find((other) => other.key !== zone.key);
                  if (next) setValue('everywhereElse', next.key, { shouldDirty: true });
                }
              }}
              name={watch(`zones.${index}.name.${locale}`) || watch(`zones.${index}.name.en`) || t('settings:delivery.zone', { number: index + 1 })}
              districts={
                <Controller
                  control={control}
                  name={`zones.${index}.districts`}
                  render={({ field }) => (
                    <DistrictPicker label={t('settings:delivery.districts')} value={field.value} onChange={field.onChange} locale={locale} error={errors[`zones.${index}.districts`]} />
                  )}
                />
              }
              upazilas={
                <Controller
                  control={control}
                  name={`zones.${index}.upazilas`}
                  render={({ field }) => <UpazilaEditor label={t('settings:delivery.upazilas')} value={field.value} onChange={field.onChange} error={errors[`zones.${index}.upazilas`]} />}
                />
              }
            />
          ))}
        </ol>
        <Button variant="secondary" className="mt-3" onClick={addZone} disabled={zones.fields.length >= 20}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('settings:delivery.addZone')}
        </Button>
      </fieldset>

      <div className="grid gap-5 md:grid-cols-2">
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('settings:delivery.freeDelivery')}</legend>
          <div className="space-y-1.5">
            <ChoiceField type="radio" value="none" label={t('settings:delivery.freeDeliveryNone')} {...register('freeDelivery')} />
            <ChoiceField type="radio" value="over" label={t('settings:delivery.freeDeliveryOver')} {...register('freeDelivery')} />
          </div>
          <InputField
            className="mt-2"
            label={t('settings:delivery.freeDeliveryAmount', { symbol })}
            prefix={symbol}
            inputMode="decimal"
            autoComplete="off"
            disabled={freeDelivery === 'none'}
            error={errors.freeDeliveryOver}
            {...register('freeDeliveryOver')}
          />
        </fieldset>
        <div className="space-y-5">
          <InputField label={t('settings:delivery.taxPercent')} inputMode="decimal" autoComplete="off" hint={t('settings:delivery.taxHint')} error={errors.taxPercent} {...register('taxPercent')} />
          <ChoiceField type="checkbox" label={t('settings:delivery.cashOnDelivery')} hint={t('settings:delivery.cashOnDeliveryHint')} error={errors.cashOnDelivery} {...register('cashOnDelivery')} />
          <InputField
            label={t('settings:delivery.newMemberDiscount')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('settings:delivery.newMemberDiscountHint')}
            error={errors.newMemberDiscountPercent}
            {...register('newMemberDiscountPercent')}
          />
        </div>
      </div>
    </SettingsSection>
  );
}

function ZoneCard({
  index,
  register,
  errors,
  symbol,
  isEverywhereElse,
  onEverywhereElse,
  canRemove,
  onRemove,
  name,
  districts,
  upazilas,
}: {
  index: number;
  zoneKey: string;
  register: UseFormRegister<DeliveryForm>;
  errors: Record<string, string>;
  symbol: string;
  locale: Locale;
  isEverywhereElse: boolean;
  onEverywhereElse: () => void;
  canRemove: boolean;
  onRemove: () => void;
  name: string;
  districts: ReactNode;
  upazilas: ReactNode;
}) {
  const path = `zones.${index}` as const;
  const headingId = `zone-${index}-heading`;
  return (
    <li aria-labelledby={headingId} className={`rounded-lg border p-3 sm:p-4 ${isEverywhereElse ? 'border-brand-300 bg-brand-50/40' : 'border-stone-200'}`} data-testid="zone">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-stone-900">
          {name}
        </h3>
        <div className="flex flex-wrap items-center gap-3">
          <ChoiceField
            type="radio"
            name="everywhere-else"
            checked={isEverywhereElse}
            onChange={onEverywhereElse}
            label={t('settings:delivery.everywhereElse')}
            aria-describedby={errors.everywhereElse ? 'everywhere-else-error' : undefined}
          />
          {canRemove && (
            <Button variant="ghost" size="sm" onClick={onRemove} className="text-red-700 hover:bg-red-50" aria-label={t('settings:delivery.removeZone', { name })}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </Button>
          )}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_9rem_7rem_7rem]">
        <InputField label={t('settings:delivery.nameEn')} lang="en" autoComplete="off" maxLength={60} error={errors[`${path}.name.en`]} {...register(`${path}.name.en`)} />
        <InputField label={t('settings:delivery.nameBn')} lang="bn" autoComplete="off" maxLength={60} error={errors[`${path}.name.bn`]} {...register(`${path}.name.bn`)} />
        <InputField label={t('settings:delivery.charge', { symbol })} prefix={symbol} inputMode="decimal" autoComplete="off" error={errors[`${path}.charge`]} {...register(`${path}.charge`)} />
        <InputField label={t('settings:delivery.daysMin')} inputMode="numeric" autoComplete="off" error={errors[`${path}.days.min`]} {...register(`${path}.days.min`)} />
        <InputField label={t('settings:delivery.daysMax')} inputMode="numeric" autoComplete="off" error={errors[`${path}.days.max`]} {...register(`${path}.days.max`)} />
      </div>
      {isEverywhereElse ? (
        <p className="mt-3 text-sm text-stone-600">{t('settings:delivery.everywhereElseHint')}</p>
      ) : (
        <div className="mt-3 grid gap-4 lg:grid-cols-2">
          {districts}
          {upazilas}
        </div>
      )}
    </li>
  );
}
