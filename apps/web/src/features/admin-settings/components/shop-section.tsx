import type { ShopSettings } from '@boipoka/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { t, type Locale } from '../../../lib/i18n';
import '../messages';
import { MAX_PHONES, shopField, shopPatch, shopToForm, WEEK_FROM_SATURDAY, type ShopForm } from '../lib/settings-form';
import { useSectionSave } from '../lib/use-section-save';
import { ChoiceField, InputField } from './fields';
import { SettingsSection, unplacedMessages } from './settings-section';

const SHOWN = /^shop\.(name\.(en|bn)|address\.(en|bn)|phones(\.\d+)?|email|hours\.\w+\.(open|close))$/;

/** Who the shop is: its names, address, phone numbers, e-mail and opening hours (the week from Saturday). */
export function ShopSection({ settings, locale }: { settings: ShopSettings; locale: Locale }) {
  const title = t('settings:sections.shop');
  const section = useSectionSave(title, settings, shopField);
  const { register, control, handleSubmit, reset, watch } = useForm<ShopForm>({ defaultValues: shopToForm(settings.shop) });
  const phones = useFieldArray({ control, name: 'shop.phones' });
  const { errors } = section;

  const onSubmit = handleSubmit(async (form) => {
    const saved = await section.save(shopPatch(form));
    if (saved) reset(shopToForm(saved.shop));
  });

  return (
    <SettingsSection
      id="shop"
      title={title}
      intro={t('settings:shop.intro')}
      onSubmit={onSubmit}
      saving={section.saving}
      problem={section.problem}
      unplaced={unplacedMessages(errors, (field) => SHOWN.test(field))}
      onDismiss={section.dismiss}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <InputField label={t('settings:shop.nameEn')} lang="en" autoComplete="off" maxLength={80} error={errors['shop.name.en']} {...register('shop.name.en')} />
        <InputField label={t('settings:shop.nameBn')} lang="bn" autoComplete="off" maxLength={80} error={errors['shop.name.bn']} {...register('shop.name.bn')} />
        <InputField label={t('settings:shop.addressEn')} lang="en" autoComplete="off" maxLength={300} error={errors['shop.address.en']} {...register('shop.address.en')} />
        <InputField label={t('settings:shop.addressBn')} lang="bn" autoComplete="off" maxLength={300} error={errors['shop.address.bn']} {...register('shop.address.bn')} />
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('settings:shop.phones')}</legend>
          <p className="mb-2 text-xs text-stone-600">{t('settings:shop.phonesHint', { max: MAX_PHONES })}</p>
          {errors['shop.phones'] && <p className="mb-2 text-sm text-red-700">{errors['shop.phones']}</p>}
          <ul className="space-y-2">
            {phones.fields.map((phone, index) => (
              <li key={phone.id} className="flex items-start gap-2">
                <InputField
                  className="min-w-0 flex-1"
                  label={<span className="sr-only">{t('settings:shop.phone', { number: index + 1 })}</span>}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  maxLength={30}
                  error={errors[`shop.phones.${index}`]}
                  {...register(`shop.phones.${index}.value`)}
                />
                <Button variant="ghost" size="sm" className="mt-1 text-red-700 hover:bg-red-50" onClick={() => phones.remove(index)} aria-label={t('settings:shop.removePhone', { number: index + 1 })}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              </li>
            ))}
          </ul>
          {phones.fields.length < MAX_PHONES && (
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => phones.append({ value: '' })}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t('settings:shop.addPhone')}
            </Button>
          )}
        </fieldset>
        <InputField label={t('settings:shop.email')} type="email" lang="en" autoComplete="off" error={errors['shop.email']} {...register('shop.email')} />
      </div>

      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('settings:shop.hours')}</legend>
        <p className="mb-2 text-xs text-stone-600">{t('settings:shop.hoursHint')}</p>
        <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
          {WEEK_FROM_SATURDAY.map((day) => {
            const dayName = t(`settings:shop.days.${day}`);
            const closed = watch(`shop.hours.${day}.closed`);
            return (
              <li key={day} className="flex flex-wrap items-start gap-x-3 gap-y-2 px-3 py-2 sm:grid sm:grid-cols-[9rem_7rem_1fr_1fr]" data-testid={`hours-${day}`}>
                <span className="min-w-24 flex-1 self-center font-medium text-stone-900 sm:flex-none">{dayName}</span>
                <ChoiceField
                  className="self-center"
                  type="checkbox"
                  label={t('settings:shop.closed')}
                  aria-label={t('settings:shop.closedOn', { day: dayName })}
                  {...register(`shop.hours.${day}.closed`)}
                />
                {!closed && (
                  <div className="grid w-full grid-cols-2 gap-3 sm:col-span-2 sm:w-auto">
                    <InputField
                      label={<span className="text-xs text-stone-600">{t('settings:shop.open')}</span>}
                      aria-label={t('settings:shop.openOn', { day: dayName })}
                      type="time"
                      lang={locale}
                      className="min-w-0 [&_input]:px-2 [&_input]:text-sm"
                      error={errors[`shop.hours.${day}.open`]}
                      {...register(`shop.hours.${day}.open`)}
                    />
                    <InputField
                      label={<span className="text-xs text-stone-600">{t('settings:shop.close')}</span>}
                      aria-label={t('settings:shop.closeOn', { day: dayName })}
                      type="time"
                      lang={locale}
                      className="min-w-0 [&_input]:px-2 [&_input]:text-sm"
                      error={errors[`shop.hours.${day}.close`]}
                      {...register(`shop.hours.${day}.close`)}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
    </SettingsSection>
  );
}
